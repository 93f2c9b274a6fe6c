import { answerV1, appOptions, cachedAnswer } from "../api/v1/handler.server.ts";
import { openApiDocument } from "../api/v1/openapi.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { publicOrigin } from "../seo/origin.server.ts";
import type { Route } from "./+types/api.openapi[.json]";

/** The OpenAPI 3.1 document of the open data API (decision 141). It reads no query. */
export const handle = { query: [] } satisfies RouteHandle;

let document: { origin: string; body: string } | undefined;

function documentBody(): string {
  const origin = publicOrigin();
  if (document?.origin !== origin) {
    document = { origin, body: JSON.stringify(openApiDocument(origin), null, 1) };
  }
  return document.body;
}

const answer = ({ request }: Route.LoaderArgs | Route.ActionArgs) =>
  answerV1(request, appOptions, async () =>
    cachedAnswer(request, documentBody(), "application/json; charset=utf-8"),
  );

export const loader = answer;
export const action = answer;
