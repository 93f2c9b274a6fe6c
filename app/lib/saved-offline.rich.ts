import { type Locale, localizePath } from "../i18n/locales.ts";
import { LAST_TRIP_KEY, mayStore, SAVED_CACHE } from "./offline.ts";
import type { SavedItem } from "./saved-store.ts";
import { filesOf, isPlacePath, MAX_PACK_PLACES, mainOf, storablePage } from "./trip-packs.rich.ts";

/**
 * The saved list and the last itinerary, available offline without asking (issue 21 item 2,
 * decision 082). The frame's after-load half (components/chrome/offline.rich.tsx) calls
 * `syncSavedOffline` when a page has loaded and when the saved list changes: the cache
 * SAVED_CACHE then holds /saved, every saved place's page, the last itinerary and the builder on
 * that trip, the itinerary's places, and the pictures and scripts of all of them; what left the
 * list leaves the cache. Only what is missing is fetched; the worker answers from it offline.
 */

const META = "/__saved-offline.json";

interface Meta {
  pages: string[];
  files: string[];
}

/** The last trip the visitor built or opened. */
export function lastTrip(): string | undefined {
  try {
    return localStorage.getItem(LAST_TRIP_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The pages to hold for this list and trip, in the page's language. */
export function wantedPages(locale: Locale, items: readonly SavedItem[], trip?: string): string[] {
  const pages = new Set<string>();
  if (items.length > 0) pages.add(localizePath(locale, "/saved"));
  for (const item of items) pages.add(localizePath(locale, item.href));
  if (trip) {
    pages.add(`${localizePath(locale, "/plan")}?${trip}`);
    pages.add(`${localizePath(locale, "/plan/itinerary")}?${trip}`);
  }
  return [...pages];
}

/** Place pages a page's content links to. */
function placesIn(html: string): string[] {
  const found = new Set<string>();
  for (const match of mainOf(html).matchAll(/<a\s([^>]*?)href="(\/[^"?#]*)"[^>]*>/g)) {
    // A language link (the offer of this page in another language) is this page, not a place.
    if (/\bhreflang=/i.test(match[0])) continue;
    if (match[2] && isPlacePath(match[2])) found.add(match[2]);
  }
  return [...found].slice(0, MAX_PACK_PLACES);
}

let running: Promise<void> | undefined;
let again = false;

/** Brings SAVED_CACHE in step with the list `items()` gives; one run at a time, then again. */
export function syncSavedOffline(locale: Locale, items: () => readonly SavedItem[]): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await sync(locale, items());
      } while (again);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

async function sync(locale: Locale, items: readonly SavedItem[]): Promise<void> {
  if (typeof caches === "undefined" || !navigator.onLine) return;
  const cache = await caches.open(SAVED_CACHE);
  const before = ((await (await cache.match(META))?.json().catch(() => null)) ?? {
    pages: [],
    files: [],
  }) as Meta;
  const trip = lastTrip();
  const pages = new Set(wantedPages(locale, items, trip));
  const files = new Set<string>();
  const itinerary = trip ? `${localizePath(locale, "/plan/itinerary")}?${trip}` : undefined;

  const store = async (url: string): Promise<string | undefined> => {
    const stored = await cache.match(url);
    if (stored) return stored.text();
    const response = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
    if (!response.ok || !(response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
      return undefined;
    }
    const html = await response.text();
    if (!mayStore(response.headers.get("Cache-Control"))) return html;
    await cache.put(url, storablePage(html, response.headers));
    return html;
  };

  const kept: string[] = [];
  const visit = async (url: string) => {
    try {
      const html = await store(url);
      if (html === undefined) return;
      kept.push(url);
      for (const file of filesOf(html)) files.add(file);
      return html;
    } catch {
      // Offline again: the next page load tries.
      return undefined;
    }
  };
  for (const url of pages) {
    const html = await visit(url);
    if (html && url === itinerary) {
      for (const place of placesIn(html)) {
        if (!pages.has(place)) {
          pages.add(place);
          await visit(place);
        }
      }
    }
  }
  for (const item of items) if (item.image) files.add(item.image);
  const stored: string[] = [];
  for (const file of files) {
    try {
      if (!(await cache.match(file))) {
        const response = await fetch(file, { credentials: "same-origin" });
        if (!response.ok) continue;
        await cache.put(file, response);
      }
      stored.push(file);
    } catch {
      // A picture that does not load is left out.
    }
  }
  // What left the list leaves the store.
  for (const url of before.pages) if (!pages.has(url)) await cache.delete(url);
  for (const url of before.files) if (!files.has(url)) await cache.delete(url);
  const meta: Meta = { pages: kept.sort(), files: stored.sort() };
  await cache.put(META, new Response(JSON.stringify(meta)));
}
