/**
 * The page a loader serves. A client-side navigation fetches a page's data from the same path
 * with `.data` appended (`/de/plan.data?_routes=…`, `/_.data` for the home page), and loaders
 * receive that request as it came: this gives back the page's own path and query.
 */
export function requestedPage(request: Request): { pathname: string; search: string } {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.replace(/\.data$/, "");
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return { pathname, search: search ? `?${search}` : "" };
}
