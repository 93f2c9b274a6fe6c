import {
  filesOf,
  fingerprint,
  isPlacePath,
  MAX_PACK_PLACES,
  type PackMeta,
  packCacheName,
  packCap,
  packsToEvict,
  readPacks,
  storablePage,
  TEST_CAP_KEY,
  titleOf,
  writePackMeta,
} from "./trip-packs.rich.ts";

/**
 * Making and removing "Keep offline" trip packs in the browser (issue 21 item 3, decision 081):
 * the page measures what a pack would store by fetching it (the size shown before saving is what
 * is stored), then stores it in a cache of its own. The service worker (sw/sw.ts) answers from
 * it offline. Loaded on demand with the "Keep offline" button (components/keep-offline.rich.tsx).
 */

export interface PackDraft {
  meta: PackMeta;
  /** Linked place pages in the pack. */
  places: number;
  responses: Map<string, Response>;
}

const encoder = new TextEncoder();

/** Runs `work` on every item, `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** A page as the worker stores it: the decoded text, its title in a header. */
async function fetchPage(url: string): Promise<{ html: string; response: Response }> {
  const response = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.ok || !type.startsWith("text/html")) throw new Error(`${url}: ${response.status}`);
  const html = await response.text();
  return { html, response: storablePage(html, response.headers) };
}

/** The place pages this page links to in its content, as paths, without the page itself. */
export function linkedPlaces(root: ParentNode, self: string): string[] {
  const found = new Set<string>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>("main a[href]")) {
    // The list of kept packs under the saved list is not part of the page's content.
    if (link.closest("[data-kept-packs]")) continue;
    // A language link (the offer of this page in another language) is this page, not a place.
    if (link.hasAttribute("hreflang")) continue;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || !isPlacePath(url.pathname)) continue;
    if (url.pathname !== self) found.add(url.pathname);
  }
  return [...found].slice(0, MAX_PACK_PLACES);
}

/** Our pictures the page shows right now (the saved list's are drawn in the browser). */
export function shownPictures(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLImageElement>("main img")]
    .map((image) => new URL(image.currentSrc || image.src, window.location.href))
    .filter((url) => url.origin === window.location.origin)
    .map((url) => url.pathname);
}

/**
 * Fetches everything a pack of page `id` would store: the page, the place pages it links to,
 * the pictures, scripts and styles of all of them. A place page that fails is left out; the
 * page itself failing fails the draft.
 */
export async function draftPack(
  id: string,
  places: string[],
  pictures: string[],
): Promise<PackDraft> {
  const responses = new Map<string, Response>();
  const pages: PackMeta["pages"] = [];
  const files = new Set<string>(pictures);
  let bytes = 0;
  let title = "";
  const addPage = async (url: string) => {
    const { html, response } = await fetchPage(url);
    responses.set(url, response);
    pages.push({ url, fingerprint: await fingerprint(html) });
    bytes += encoder.encode(html).byteLength;
    for (const file of filesOf(html)) files.add(file);
    return html;
  };
  title = titleOf(await addPage(id));
  let placeCount = 0;
  await eachLimited(places, 4, async (url) => {
    try {
      await addPage(url);
      placeCount += 1;
    } catch {
      // Not stored: offline, that place shows the offline page.
    }
  });
  const stored: string[] = [];
  await eachLimited([...files], 6, async (url) => {
    try {
      const response = await fetch(url, { credentials: "same-origin" });
      if (!response.ok) return;
      const body = await response.arrayBuffer();
      const headers = new Headers(response.headers);
      headers.delete("Content-Length");
      headers.delete("Content-Encoding");
      responses.set(url, new Response(body, { status: 200, headers }));
      stored.push(url);
      bytes += body.byteLength;
    } catch {
      // A picture that does not load is left out.
    }
  });
  return {
    meta: { id, title, keptAt: "", bytes, pages, files: stored.sort() },
    places: placeCount,
    responses,
  };
}

/**
 * Stores a measured pack, removing the oldest kept packs first when it would pass `cap`; returns
 * what was removed. A pack kept again replaces its old copy.
 */
export async function keepPack(draft: PackDraft, cap: number): Promise<PackMeta[]> {
  const evicted = packsToEvict(await readPacks(), draft.meta.bytes, cap, draft.meta.id);
  for (const pack of evicted) await caches.delete(packCacheName(pack.id));
  const name = packCacheName(draft.meta.id);
  await caches.delete(name);
  const cache = await caches.open(name);
  try {
    for (const [url, response] of draft.responses) await cache.put(url, response.clone());
    await writePackMeta(cache, { ...draft.meta, keptAt: new Date().toISOString() });
  } catch (error) {
    // Out of room on the device: a half-stored pack would be worse than none.
    await caches.delete(name);
    throw error;
  }
  return evicted;
}

export async function removePack(id: string): Promise<void> {
  await caches.delete(packCacheName(id));
}

/** The cap in force in this browser: 50 MB, or a test's smaller one (decision 081). */
export function currentCap(): number {
  try {
    return packCap(localStorage.getItem(TEST_CAP_KEY));
  } catch {
    return packCap(null);
  }
}

/** Other parts of the page (the list of packs) hear of a pack kept or removed. */
export const PACKS_CHANGED_EVENT = "explore-kosovo:packs-changed";

export function announcePacksChanged() {
  window.dispatchEvent(new Event(PACKS_CHANGED_EVENT));
}
