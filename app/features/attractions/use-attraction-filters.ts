import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { paths } from "../../lib/paths.ts";
import {
  type AttractionFilters,
  filtersToParams,
  parseFilters,
  resetFilters,
} from "./filter-attractions.ts";

/**
 * The filter state is the URL: every change replaces the current history entry (no back-button
 * spam), keeps the scroll position, and runs no loader (the route opts out of revalidation).
 */
export function useAttractionFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(searchParams), [searchParams]);
  const update = useCallback(
    (changes: Partial<AttractionFilters>) =>
      setSearchParams((current) => filtersToParams({ ...parseFilters(current), ...changes }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  const reset = useCallback(() => update(resetFilters()), [update]);
  return { filters, update, reset };
}

/** The URL of the list for a filter state (links that work without JavaScript). */
export function attractionsHref(filters: AttractionFilters): string {
  const query = filtersToParams(filters).toString();
  return query ? `${paths.attractions()}?${query}` : paths.attractions();
}
