/**
 * What a route declares about itself in its `handle` export, for the server to read before it
 * renders (server/route-declarations.ts, with React Router's own matcher): who its answer is
 * for, and which query parameters its page reads. A layout's declarations cover every route
 * under it.
 */
export interface RouteHandle {
  /**
   * Issue 34 (docs/decisions/133-privacy-is-declared-by-the-route.md): a route whose page
   * depends on a session or a token — the whole desk, the token links of the newsletter,
   * reviews, comments and event tips — is private. `/Desk/people`, `/DESK/audit` or
   * `/%64esk/subscribers` are the desk exactly as the renderer sees them: answered
   * `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`, never kept by the page
   * cache, and so never stored by a CDN or the service worker (which honour that header).
   */
  privacy?: "private";
  /**
   * Issue 29 item 18 (decision 136): the query parameters the page reads, on the server or in
   * the browser. Only these reach a public page and its page-cache key: a document asked for
   * with any other (`utm_source`, a random key) is sent to the address without it, and React
   * Router's data requests lose them.
   */
  query?: readonly string[];
}

export const privateRoute = { privacy: "private" } as const satisfies RouteHandle;

function handleOf(handle: unknown): RouteHandle | undefined {
  return typeof handle === "object" && handle !== null ? (handle as RouteHandle) : undefined;
}

export function declaresPrivate(handle: unknown): boolean {
  return handleOf(handle)?.privacy === "private";
}

export function declaredQuery(handle: unknown): readonly string[] {
  const query = handleOf(handle)?.query;
  return Array.isArray(query) ? query : [];
}

/** The answer every private route gets, whatever it sets itself. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
export const PRIVATE_ROBOTS = "noindex, nofollow";

/**
 * A request that carries the desk's session cookie (under any of better-auth's prefixes): its
 * answer is for one person, whatever the route declares (defence in depth).
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-|__Host-)?desk\.session_token=/;

export function carriesSession(cookieHeader: string | null | undefined): boolean {
  return cookieHeader ? SESSION_COOKIE.test(cookieHeader) : false;
}
