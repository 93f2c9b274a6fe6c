/**
 * Who a route's answer is for (issue 34, docs/decisions/133-privacy-is-declared-by-the-route.md).
 * A route whose page depends on a session or a token — the whole desk, the token links of the
 * newsletter, reviews, comments and event tips — exports `handle = privateRoute`; a layout's
 * declaration covers every route under it. The server (server/route-privacy.ts) finds the
 * declaration with React Router's own matcher, so `/Desk/people`, `/DESK/audit` or
 * `/%64esk/subscribers` are the desk exactly as the renderer sees them: answered
 * `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`, never kept by the page cache,
 * and so never stored by a CDN or the service worker (which honour that header).
 */
export interface RouteHandle {
  privacy?: "private";
}

export const privateRoute = { privacy: "private" } as const satisfies RouteHandle;

export function declaresPrivate(handle: unknown): boolean {
  return (
    typeof handle === "object" && handle !== null && (handle as RouteHandle).privacy === "private"
  );
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
