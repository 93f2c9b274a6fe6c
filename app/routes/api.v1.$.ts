import { answerV1, appOptions } from "../api/v1/handler.server.ts";
import { problem } from "../api/v1/http.ts";
import type { Route } from "./+types/api.v1.$";

/** Any other path under /api/v1/: a problem, counted like every API request. */
const notFound = ({ request }: Route.LoaderArgs | Route.ActionArgs) =>
  answerV1(request, appOptions, async () =>
    problem(404, "No such endpoint. The endpoints are listed in /api/openapi.json and on /api."),
  );

export const loader = notFound;
export const action = notFound;
