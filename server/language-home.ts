import type { MiddlewareHandler } from "hono";

/**
 * `/` for a visitor who chose another language (issue 32 item 4, decision 151): the `language`
 * cookie, set when they chose it (components/chrome/language-picker.shared.ts, and the head
 * script of lib/language-choice.server.ts), sends them to that language's home. Only `/`, only
 * a choice the visitor made: `Accept-Language` alone never redirects (crawlers and shared links
 * get the page they asked for), and English is the home without a cookie.
 */
const CHOSEN = /(?:^|;\s*)language=(sq|de|it)(?:;|$)/;

/** The home to send `path` to, or undefined to answer it as asked. */
export function languageHome(
  path: string,
  search: string,
  cookie: string | null | undefined,
): string | undefined {
  if (path !== "/" || !cookie) return undefined;
  const chosen = CHOSEN.exec(cookie)?.[1];
  return chosen ? `/${chosen}${search}` : undefined;
}

export function languageHomeRedirect(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const home = languageHome(url.pathname, url.search, c.req.header("Cookie"));
    if (!home) return next();
    // For this visitor only: never kept by the page cache or a CDN.
    return c.body(null, 302, {
      Location: home,
      "Cache-Control": "private, no-store",
      Vary: "Cookie",
    });
  };
}
