import { type Locale, locales, localizePath, splitLocalePath } from "../i18n/locales.ts";

/**
 * What the service worker (sw/sw.ts) and the pages agree on (issue 21, decision 080): cache
 * names, the practical pages every visitor gets offline in their language, the offline page and
 * the messages between a page and the worker. No browser or worker API here: both sides import it.
 */

/** Every page a visitor opened, and the practical pages stored on install. */
export const PAGES_CACHE = "pages-v1";
/** Hashed, immutable files under /assets/ (scripts, the stylesheet, fonts). */
export const ASSETS_CACHE = "assets-v1";
/** Pictures under /artwork/ the pages show. */
export const ARTWORK_CACHE = "artwork-v1";

/**
 * The saved list, the pages of its places and the visitor's last itinerary (with the builder on
 * that trip and the itinerary's places), kept in step with the list without asking (issue 21
 * item 2, decision 082): never evicted like visited pages.
 */
export const SAVED_CACHE = "saved-v1";
/** The query string of the last trip the visitor built ("month=June&length=…"), in localStorage. */
export const LAST_TRIP_KEY = "explore-kosovo:last-trip";

/** At most this many pages are kept; the least recently used go first. */
export const MAX_CACHED_PAGES = 150;

/**
 * The practical pages in every language (PRODUCT B10): the emergency card (/emergency);
 * emergency numbers, money, health and
 * safety, SIM cards and general facts (/about/general); buses, trains and taxis
 * (/about/transport); visas and entry, the practical tab with emergency numbers (/plan).
 */
export const PRACTICAL_PATHS = [
  "/emergency",
  "/about/general",
  "/about/transport",
  "/plan",
] as const;

/** The emergency card: numbers, words for "help" and "hospital", the visitor's own details. */
export const EMERGENCY_PATH = "/emergency";

/** The honest page for anything not stored, in each language. */
export const OFFLINE_PATH = "/offline";

/** The page a request for `pathname` falls back to: the offline page in that page's language. */
export function offlinePageFor(pathname: string): string {
  return localizePath(splitLocalePath(pathname).locale, OFFLINE_PATH);
}

/** The practical pages and the offline page of a language, as the worker stores them. */
export function offlineBundle(locale: Locale): string[] {
  return [...PRACTICAL_PATHS, OFFLINE_PATH].map((path) => localizePath(locale, path));
}

/**
 * Never answered from the worker's cache: the editors' desk and the newsletter API, however the
 * path is spelled (React Router matches `/Desk/people` and `/%64esk` as the desk). Whatever else
 * a route declares private reaches the worker as `Cache-Control: private, no-store` and is not
 * stored either (sw/sw.ts).
 */
export function neverCached(pathname: string): boolean {
  const never = /^\/(desk|api\/newsletter)([/.]|$)/i;
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as it is.
  }
  return never.test(path) || never.test(splitLocalePath(path.toLowerCase()).path);
}

/** An answer the worker must not store: personal (`private`) or not to be kept (`no-store`). */
export function mayStore(cacheControl: string | null): boolean {
  return !/\b(no-store|private)\b/i.test(cacheControl ?? "");
}

/** The header the worker adds to a stored page: its title, percent-encoded. */
export const TITLE_HEADER = "X-Offline-Title";

/** The attribute the worker sets on <html> of a page it answers from its store: the ISO time. */
export const SAVED_AT_ATTRIBUTE = "data-saved-at";

/** The attribute the worker sets on <html> of a kept trip pack's page that changed since. */
export const PACK_CHANGED_ATTRIBUTE = "data-pack-changed";

/** Messages from a page to the worker. */
export type PageMessage =
  /** A page was opened (first load before the worker controlled it, or a client navigation). */
  | { type: "visited"; url: string; assets: string[] }
  /** The page's language: its practical pages are stored if they are not yet. */
  | { type: "language"; locale: Locale }
  /** The visitor asked for the new version: the waiting worker takes over. */
  | { type: "skip-waiting" };

/** Messages from the worker to a page. */
export type WorkerMessage =
  /** A kept trip pack's page, reached by a client-side navigation, changed and was refreshed. */
  { type: "pack-changed"; url: string };

export function isLocaleValue(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}
