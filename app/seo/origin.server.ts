import { config } from "../config.server.ts";
import type { Locale } from "../i18n/locales.ts";
import { absoluteUrl, pageUrl } from "./meta.ts";

/**
 * The site's one public origin: SITE_URL, else `http://localhost:<PORT>` (app/config.server.ts).
 * It is never read from a request: a forged `Host` or `X-Forwarded-Host` header cannot reach a
 * canonical tag, a share link, a calendar file or an e-mail, and a cached page is right for
 * everyone.
 */
export function publicOrigin(): string {
  return config().origin;
}

/** The absolute public URL of a page in a language: `/de/blog/1` shares the German page. */
export function publicPageUrl(locale: Locale, path: string): string {
  return pageUrl({ origin: publicOrigin(), locale }, path);
}

/** The absolute public URL of a file or picture (not localized). */
export function publicFileUrl(path: string): string {
  return absoluteUrl(publicOrigin(), path);
}
