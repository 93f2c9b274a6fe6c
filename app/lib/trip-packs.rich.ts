import { splitLocalePath } from "../i18n/locales.ts";
import { TITLE_HEADER } from "./offline.ts";

/**
 * "Keep offline" trip packs (issue 21 item 3, decision 081): what the pages that keep them
 * (components/keep-offline.rich.tsx) and the service worker that serves them (sw/sw.ts) agree
 * on. Each pack is a cache of its own, named after the page it was kept from, holding that page,
 * the place pages it links to, their pictures and scripts, and a description of itself at
 * PACK_META_PATH. Removing a pack deletes its cache: a page two packs share stays in the other.
 * No browser-only or worker-only API here: both sides import it, and Node runs its tests.
 */

/** Cache names of packs: this prefix and the kept page's path ("trip-pack:/cities/1"). */
export const PACK_PREFIX = "trip-pack:";
/** Where a pack's cache keeps its description (never a page of the site: "__" paths 404). */
export const PACK_META_PATH = "/__trip-pack.json";
/** All packs together stay under this many bytes; the oldest kept go first. */
export const PACK_CAP_BYTES = 50 * 1024 * 1024;
/**
 * A smaller cap for the end-to-end tests, in bytes, read from this localStorage key. Only a test
 * sets it (a visitor has no way to by accident); the cap can only go down, never up.
 */
export const TEST_CAP_KEY = "explore-kosovo:test-pack-cap";
/** At most this many place pages per pack (a long saved list stays a sensible download). */
export const MAX_PACK_PLACES = 60;
export { PACK_CHANGED_ATTRIBUTE } from "./offline.ts";

export interface PackMeta {
  /** The kept page's path and query: "/cities/1", "/plan/itinerary?month=June&…". */
  id: string;
  /** The kept page's title without the site's name. */
  title: string;
  /** ISO time it was kept. */
  keptAt: string;
  /** ISO time a page of it was last refreshed because it had changed. */
  refreshedAt?: string;
  /** Bytes stored: the pages as text, pictures and scripts as received. */
  bytes: number;
  /** The pages stored (the kept page first), with the fingerprint of each page's content. */
  pages: { url: string; fingerprint: string }[];
  /** Pictures, scripts and styles stored. */
  files: string[];
}

export function packCacheName(id: string): string {
  return `${PACK_PREFIX}${id}`;
}

export function isPackCache(name: string): boolean {
  return name.startsWith(PACK_PREFIX);
}

/** The cap in force: 50 MB, or a test's smaller one. */
export function packCap(testValue: string | null | undefined): number {
  const value = Number(testValue);
  return Number.isFinite(value) && value > 0 ? Math.min(value, PACK_CAP_BYTES) : PACK_CAP_BYTES;
}

/**
 * The packs to remove, oldest kept first, so that `adding` bytes more stay within `cap`. A pack
 * being kept again (`replacing`) is not counted: its new copy takes its place.
 */
export function packsToEvict(
  packs: readonly PackMeta[],
  adding: number,
  cap: number,
  replacing?: string,
): PackMeta[] {
  const others = packs
    .filter((pack) => pack.id !== replacing)
    .sort((a, b) => a.keptAt.localeCompare(b.keptAt));
  let total = others.reduce((sum, pack) => sum + pack.bytes, 0) + adding;
  const evicted: PackMeta[] = [];
  for (const pack of others) {
    if (total <= cap) break;
    evicted.push(pack);
    total -= pack.bytes;
  }
  return evicted;
}

/** The detail pages of places a kept page links to: cities, destinations, attractions, events… */
const PLACE_PATH =
  /^\/(cities|attractions|events|experiences)\/\d+$|^\/destinations\/(\d+|[\w-]+\/[\w-]+)$/;

export function isPlacePath(pathname: string): boolean {
  return PLACE_PATH.test(splitLocalePath(pathname).path);
}

/** Our pictures, scripts, styles and fonts a page's HTML names (also inside its inline scripts). */
export function filesOf(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(
    /\/(?:assets|artwork)\/[\w./-]+\.(?:js|css|woff2|svg|png|jpe?g|webp|avif)/g,
  )) {
    found.add(match[0]);
  }
  return [...found];
}

/** The content of a page, without what changes on a deploy (script names) or per request. */
export function mainOf(html: string): string {
  const start = html.indexOf("<main");
  const end = html.lastIndexOf("</main>");
  return start >= 0 && end > start ? html.slice(start, end) : html;
}

/** The fingerprint of a page's content: SHA-256 of its <main>, hex. */
export async function fingerprint(html: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(mainOf(html)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The title of a page's HTML, without " · Explore Kosovo". */
export function titleOf(html: string): string {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return decodeEntities(title).replace(/ · Explore Kosovo$/, "");
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * A page as the stores keep it: its decoded text (the network's length and encoding no longer
 * describe it) and its title in a header for the offline page's list.
 */
export function storablePage(html: string, from: Headers): Response {
  const headers = new Headers(from);
  headers.set(TITLE_HEADER, encodeURIComponent(titleOf(html)));
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  return new Response(html, { status: 200, headers });
}

/** Every kept pack, newest first, read from Cache Storage (the page's or the worker's). */
export async function readPacks(): Promise<PackMeta[]> {
  const names = (await caches.keys()).filter(isPackCache);
  const packs = await Promise.all(names.map(readPack));
  return packs
    .filter((pack) => pack !== undefined)
    .sort((a, b) => b.keptAt.localeCompare(a.keptAt));
}

export async function readPack(cacheName: string): Promise<PackMeta | undefined> {
  const cache = await caches.open(cacheName);
  const response = await cache.match(PACK_META_PATH);
  if (!response) return undefined;
  try {
    return (await response.json()) as PackMeta;
  } catch {
    return undefined;
  }
}

export async function writePackMeta(cache: Cache, meta: PackMeta): Promise<void> {
  await cache.put(
    PACK_META_PATH,
    new Response(JSON.stringify(meta), { headers: { "Content-Type": "application/json" } }),
  );
}

/** A pack's size as shown: megabytes with one decimal, kilobytes below 1 MB (at least 1). */
export function packSize(bytes: number): { unit: "MB" | "KB"; value: number } {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return { unit: "MB", value: Math.round(mb * 10) / 10 };
  return { unit: "KB", value: Math.max(1, Math.round(bytes / 1024)) };
}
