import { V1_QUERY } from "../api/v1/catalog.ts";
import { answerList, appOptions } from "../api/v1/handler.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/api.v1.$kind";

/** `/api/v1/{kind}` and `/api/v1/{kind}.csv` (decision 140). The query this route reads: */
export const handle = { query: V1_QUERY } satisfies RouteHandle;

export const loader = ({ request, params }: Route.LoaderArgs) =>
  answerList(request, params.kind, appOptions);

export const action = ({ request, params }: Route.ActionArgs) =>
  answerList(request, params.kind, appOptions);
