import type { Locale } from "../../i18n/locales.ts";
import { type PreparedIndex, prepareIndex, type SearchIndex } from "./search-engine.ts";

/** URL of the downloadable index in a language (app/routes/api.search-index[.json].ts). */
export const searchIndexUrl = (locale: Locale) => `/api/search-index.json?locale=${locale}`;

export interface LoadedIndex {
  index: SearchIndex;
  prepared: PreparedIndex;
}

const loading = new Map<Locale, Promise<LoadedIndex>>();

/** Downloads and prepares a language's index once; a failed download can be retried. */
export function loadSearchIndex(locale: Locale): Promise<LoadedIndex> {
  // Offline, the download can only fail (and log it): say so at once, ask again when online.
  if (!navigator.onLine) return Promise.reject(new Error("search index: offline"));
  let load = loading.get(locale);
  if (!load) {
    load = fetch(searchIndexUrl(locale), { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        const index = (await response.json()) as SearchIndex;
        if (index.version !== 1 || !Array.isArray(index.entries)) {
          throw new Error("search index: unexpected shape");
        }
        return { index, prepared: prepareIndex(index.entries) };
      })
      .catch((error: unknown) => {
        loading.delete(locale);
        throw error;
      });
    loading.set(locale, load);
  }
  return load;
}
