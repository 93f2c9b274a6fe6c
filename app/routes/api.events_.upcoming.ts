import { apiLocale, cachedJson, methodNotAllowed, withApiErrors } from "../api/http.server.ts";
import { upcomingEventJson } from "../api/shapes.ts";
import { getDatabase } from "../db/instance.server.ts";
import { listUpcomingEvents } from "../db/queries.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/api.events_.upcoming";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["locale"] } satisfies RouteHandle;

/** Computed at request time (PRODUCT B7), so it is cached for a minute only. */
export function loader({ request }: Route.LoaderArgs) {
  return withApiErrors(async () => {
    const rows = await listUpcomingEvents(await getDatabase(), apiLocale(request));
    return cachedJson(request, rows.map(upcomingEventJson), 60);
  });
}

export const action = () => methodNotAllowed();
