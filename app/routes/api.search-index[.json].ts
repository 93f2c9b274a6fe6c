import { getSearchIndex } from "../features/search/search-index.server.ts";
import { defaultLocale, isLocale } from "../i18n/locales.ts";
import { cachedJson, methodNotAllowed } from "../lib/http.server.ts";
import type { Route } from "./+types/api.search-index[.json]";

/** PRODUCT B5: the site search index, downloaded by the search dialog when it first opens. */
export function loader({ request }: Route.LoaderArgs) {
  const locale = new URL(request.url).searchParams.get("locale");
  return cachedJson(request, getSearchIndex(isLocale(locale) ? locale : defaultLocale).index, 3600);
}

export const action = () => methodNotAllowed();
