import { answerRecord, appOptions } from "../api/v1/handler.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/api.v1.$kind.$id";

/** `/api/v1/{kind}/{id}` (decision 140). The query this route reads: */
export const handle = { query: ["lang"] } satisfies RouteHandle;

export const loader = ({ request, params }: Route.LoaderArgs) =>
  answerRecord(request, params.kind, params.id, appOptions);

export const action = ({ request, params }: Route.ActionArgs) =>
  answerRecord(request, params.kind, params.id, appOptions);
