import { apiLocale, cachedJson, methodNotAllowed } from "../api/http.server.ts";
import { getSearchIndex } from "../features/search/search-index.server.ts";
import type { Route } from "./+types/api.search-index[.json]";

/** PRODUCT B5: the site search index, downloaded by the search dialog when it first opens. */
export function loader({ request }: Route.LoaderArgs) {
  return cachedJson(request, getSearchIndex(apiLocale(request)).index, 3600);
}

export const action = () => methodNotAllowed();
