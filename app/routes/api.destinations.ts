import { apiLocale, cachedJson, methodNotAllowed, withApiErrors } from "../api/http.server.ts";
import { destinationJson } from "../api/shapes.ts";
import { getDatabase } from "../db/instance.server.ts";
import { listDestinations } from "../db/queries.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/api.destinations";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["locale"] } satisfies RouteHandle;

export function loader({ request }: Route.LoaderArgs) {
  return withApiErrors(async () => {
    const rows = await listDestinations(await getDatabase(), apiLocale(request));
    return cachedJson(request, rows.map(destinationJson), 300);
  });
}

export const action = () => methodNotAllowed();
