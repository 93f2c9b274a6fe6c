import { useSearchParams } from "react-router";
import { paths } from "../../lib/paths.ts";
import { type BlogFilterState, parseBlogFilter } from "./filter-posts.ts";

/** The list's filter lives in the URL (`/blog?q=&category=&author=`). */
export function useBlogFilter(categoryIds: readonly string[]): BlogFilterState {
  const [searchParams] = useSearchParams();
  return parseBlogFilter(searchParams, categoryIds);
}

/** The list address for a filter; "all" and empty values are left out. */
export function blogHref(filter: BlogFilterState, hash?: string): string {
  const href = paths.blog({
    q: filter.query || undefined,
    category: filter.category && filter.category !== "all" ? filter.category : undefined,
    author: filter.author || undefined,
  });
  return hash ? `${href}#${hash}` : href;
}
