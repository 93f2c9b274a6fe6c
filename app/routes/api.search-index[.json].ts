import { apiLocale, cachedJson, methodNotAllowed } from "../api/http.server.ts";
import { loadSearchIndex } from "../features/search/search-index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/api.search-index[.json]";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["locale"] } satisfies RouteHandle;

/** PRODUCT B5: the site search index, downloaded by the search dialog when it first opens. */
export async function loader({ request }: Route.LoaderArgs) {
  const { index } = await loadSearchIndex(apiLocale(request));
  // Short-lived: an event an editor publishes is searchable within minutes (issue 18 item 9).
  return cachedJson(request, index, 300);
}

export const action = () => methodNotAllowed();
