/**
 * The service worker (issue 21, decision 080), bundled by `npm run build` into
 * build/client/sw.js (sw/vite.config.ts) and served by server/service-worker.ts.
 *
 * - Pages: network first, from the store after 3 s without an answer; every page opened is
 *   stored, and one answered from the store carries `data-saved-at` on <html> for the
 *   "Saved on" line (app/components/chrome/offline.tsx). A page not stored sends the visitor to
 *   the offline page of its language.
 * - /assets/* are hashed and never change: from the store first. Old versions stay until they
 *   expire, so a page of the previous version never finds its scripts gone.
 * - On install: the practical pages and the offline page in the language of the open pages,
 *   with the scripts, stylesheet and fonts they need; a page's language change asks for that
 *   language's too.
 * - Never from the store: anything but GET, the editors' desk and the newsletter API.
 * - Without a connection (decision 115), the worker answers what the page would otherwise log as
 *   an error: React Router's route discovery (`/__manifest`) from the build's manifest it stored,
 *   a client-side navigation's data with "load it as a document", a picture not stored with a
 *   plain box.
 */

import type { WorkboxPlugin } from "workbox-core/types.js";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from "workbox-strategies";
import { type Locale, localizePath, splitLocalePath } from "../app/i18n/locales.ts";
import {
  ARTWORK_CACHE,
  ASSETS_CACHE,
  isLocaleValue,
  MAX_CACHED_PAGES,
  mayStore,
  neverCached,
  OFFLINE_PATH,
  offlineBundle,
  offlinePageFor,
  PAGES_CACHE,
  type PageMessage,
  SAVED_AT_ATTRIBUTE,
  SAVED_CACHE,
  type WorkerMessage,
} from "../app/lib/offline.ts";
import {
  filesOf,
  fingerprint,
  isPackCache,
  PACK_CHANGED_ATTRIBUTE,
  type PackMeta,
  readPack,
  storablePage,
  writePackMeta,
} from "../app/lib/trip-packs.rich.ts";

import {
  loadAsDocumentAnswer,
  manifestFileOf,
  manifestRoutes,
  missingPictureAnswer,
  pageOfDataRequest,
  ROUTE_MANIFEST_PATH,
  reloadDocumentAnswer,
  routePatchesAnswer,
} from "./offline-answers.ts";

declare const self: ServiceWorkerGlobalScope;
/** The scripts, stylesheet and fonts of the practical and offline pages (sw/vite.config.ts). */
declare const __PRECACHE_ASSETS__: string[];

/** The offline page of each language is kept apart from visited pages: never evicted. */
const OFFLINE_CACHE = "offline-v1";
const OUR_CACHES = new Set([PAGES_CACHE, ASSETS_CACHE, ARTWORK_CACHE, OFFLINE_CACHE, SAVED_CACHE]);

const isHtml = (response: Response) =>
  (response.headers.get("Content-Type") ?? "").startsWith("text/html");

/** Only complete pages are stored, with their title for the offline page's list. */
const storePages: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || !isHtml(response)) return null;
    if (!mayStore(response.headers.get("Cache-Control"))) return null;
    const stored = storablePage(await response.text(), response.headers);
    return new Response(stored.body, { statusText: response.statusText, headers: stored.headers });
  },
};

/** Set on a page answered from the store, for the worker itself: not the network's answer. */
const FROM_STORE_HEADER = "X-Offline-From-Store";
/** Set on a kept page that changed since it was kept, for the worker itself. */
const PACK_CHANGED_HEADER = "X-Offline-Pack-Changed";

/** A page answered from the store says since when (the `Date` it was fetched with). */
async function stampSaved(cachedResponse: Response): Promise<Response> {
  const saved = new Date(cachedResponse.headers.get("Date") ?? "");
  if (Number.isNaN(saved.getTime())) return cachedResponse;
  const html = await cachedResponse.text();
  const stamped = html.replace(/<html\b/, `<html ${SAVED_AT_ATTRIBUTE}="${saved.toISOString()}"`);
  // The body grew: a stored Content-Length (the page cache sends one) would cut its end off.
  const headers = new Headers(cachedResponse.headers);
  headers.delete("Content-Length");
  headers.set(FROM_STORE_HEADER, "1");
  return new Response(stamped, {
    status: cachedResponse.status,
    statusText: cachedResponse.statusText,
    headers,
  });
}

const markSaved: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? stampSaved(cachedResponse) : cachedResponse,
};

/**
 * Pages are asked of the server every time (a 304 with the ETag is cheap), never answered by the
 * browser's HTTP cache: under the pages' `max-age=0, stale-while-revalidate=600` (decision 070)
 * Chromium answers from it for ten minutes, offline too, and the worker would take that stale
 * copy for the network's answer (no "Saved on", never the stored page). Workbox ignores a
 * strategy's `fetchOptions` for navigations (GoogleChrome/workbox#1796), so the request itself
 * is rebuilt; a navigation's copy gets mode `same-origin`, which is what a page fetch needs.
 */
const askServer: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: "no-cache" }),
};

/** The offline page is one page per language, whatever `?from=` it was asked with. */
const withoutQuery: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = "";
    return url.href;
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [
    askServer,
    storePages,
    new ExpirationPlugin({ maxEntries: MAX_CACHED_PAGES, purgeOnQuotaError: true }),
    markSaved,
  ],
});

const offlinePages = new NetworkFirst({
  cacheName: OFFLINE_CACHE,
  networkTimeoutSeconds: 3,
  plugins: [withoutQuery, askServer, storePages],
});

/** A picture or script not in its store (or offline) may be in a kept trip pack. */
const fromPacksOnError: WorkboxPlugin = {
  handlerDidError: async ({ request }) => (await inPacks(request.url))?.response,
};

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    fromPacksOnError,
    new ExpirationPlugin({
      maxEntries: 400,
      maxAgeSeconds: 60 * 24 * 60 * 60,
      purgeOnQuotaError: true,
    }),
  ],
});

const artwork = new StaleWhileRevalidate({
  cacheName: ARTWORK_CACHE,
  plugins: [fromPacksOnError, new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })],
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isOfflinePage = (url: URL) => url.pathname === offlinePageFor(url.pathname);

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url) && isOfflinePage(url),
  async (options) => {
    try {
      return await offlinePages.handle(options);
    } catch {
      return minimalOfflinePage();
    }
  },
);

registerRoute(
  ({ request, url }) =>
    request.mode === "navigate" && sameOrigin(url) && !neverCached(url.pathname),
  async (options) => {
    let response: Response;
    try {
      response = await pages.handle(options);
    } catch {
      const kept = await inPacks(options.url.href);
      return kept ? stampSaved(kept.response) : offlineAnswer(options.url);
    }
    return checkKept(options.url, response, options.event);
  },
);

registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/"), assets);
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith("/artwork/"), artwork);

/**
 * React Router's lazy route discovery (decision 115): a page asks `/__manifest` for the routes
 * of the links it shows and of each client-side navigation. The server answers when it can
 * (a page of another version must hear so from it); without a connection, the worker answers
 * from the build manifest of the page's version, stored on install.
 */
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === ROUTE_MANIFEST_PATH,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return routePatchesOffline(url);
    }
  },
);

/**
 * A client-side navigation's data (`/cities/1.data`): without a connection, React Router is told
 * to load the page as a document, which the navigation route above answers from the store or
 * with the offline page (decision 115). Not the desk's.
 */
registerRoute(
  ({ url }) => {
    const page = sameOrigin(url) ? pageOfDataRequest(url) : undefined;
    return page !== undefined && !neverCached(new URL(page, url).pathname);
  },
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return loadAsDocumentAnswer(pageOfDataRequest(url) ?? "/");
    }
  },
);

/** Other pictures of ours (the desk's uploads, icons) come from the network, or the box below. */
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.destination === "image",
  new NetworkOnly(),
);

/** Offline, a picture that is not stored takes a plain box instead of failing (decision 115). */
setCatchHandler(async ({ request }) =>
  request.destination === "image" ? missingPictureAnswer() : Response.error(),
);

/** The routes of the page's version from its build manifest, or "load the page anew". */
async function routePatchesOffline(url: URL): Promise<Response> {
  const version = url.searchParams.get("version");
  const file = manifestFileOf(version);
  const stored = file ? await caches.match(file) : undefined;
  const routes = stored && version ? manifestRoutes(await stored.text(), version) : undefined;
  return routes ? routePatchesAnswer(routes) : reloadDocumentAnswer();
}

/** A page that is not stored: the offline page of its language, naming what was asked for. */
async function offlineAnswer(url: URL): Promise<Response> {
  const cache = await caches.open(OFFLINE_CACHE);
  const from = `${url.pathname}${url.search}`;
  for (const path of new Set([offlinePageFor(url.pathname), OFFLINE_PATH])) {
    if (await cache.match(new URL(path, self.location.origin).href)) {
      return Response.redirect(`${path}?from=${encodeURIComponent(from)}`, 302);
    }
  }
  return minimalOfflinePage();
}

/** When not even the offline page is stored (the worker's first minutes): plain words. */
function minimalOfflinePage(): Response {
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Explore Kosovo</title><main style="font:18px/1.6 system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>You're offline</h1><p>This page isn't saved on this device. Connect to the internet and try again.</p></main></html>`;
  return new Response(html, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** Stores what is not stored yet; a failure leaves the rest to the next try. */
async function addMissing(cacheName: string, urls: readonly string[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.allSettled(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      const response = await fetch(url, { credentials: "same-origin" });
      if (response.ok && mayStore(response.headers.get("Cache-Control"))) {
        await cache.put(url, response);
      }
    }),
  );
}

/** The practical pages and the offline page of a language, unless stored already. */
async function storeLanguage(locale: Locale, event: ExtendableEvent): Promise<void> {
  const [practical, offline] = splitBundle(locale);
  const stored = await caches.open(PAGES_CACHE);
  await Promise.allSettled([
    ...practical.map(async (path) => {
      const url = new URL(path, self.location.origin).href;
      if (await stored.match(url)) return;
      const [, done] = pages.handleAll({ request: new Request(url), event });
      await done;
    }),
    (async () => {
      const url = new URL(offline, self.location.origin).href;
      if (await (await caches.open(OFFLINE_CACHE)).match(url)) return;
      const [, done] = offlinePages.handleAll({ request: new Request(url), event });
      await done;
    })(),
  ]);
}

function splitBundle(locale: Locale): [string[], string] {
  const bundle = offlineBundle(locale);
  const offline = localizePath(locale, OFFLINE_PATH);
  return [bundle.filter((path) => path !== offline), offline];
}

/** The languages of the pages open in this browser (the one that registered the worker). */
async function openLanguages(): Promise<Locale[]> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const found = windows.map((client) => splitLocalePath(new URL(client.url).pathname).locale);
  return [...new Set(found)];
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await addMissing(ASSETS_CACHE, __PRECACHE_ASSETS__);
      // The drawn map stands in for the street map offline (issue 21).
      await addMissing(ARTWORK_CACHE, ["/favicon.svg", "/artwork/site/map.svg"]);
      const languages = await openLanguages();
      await Promise.all(languages.map((locale) => storeLanguage(locale, event)));
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (!OUR_CACHES.has(name) && /-v\d+$/.test(name)) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const message = event.data as PageMessage | undefined;
  if (!message || typeof message !== "object") return;
  if (message.type === "skip-waiting") {
    void self.skipWaiting();
  } else if (message.type === "language" && isLocaleValue(message.locale)) {
    event.waitUntil(storeLanguage(message.locale, event));
  } else if (message.type === "visited" && typeof message.url === "string") {
    event.waitUntil(storeVisit(message, event, event.source));
  }
});

/** A page the worker did not see load (before it controlled the page, or a client navigation). */
async function storeVisit(
  message: Extract<PageMessage, { type: "visited" }>,
  event: ExtendableEvent,
  page: ExtendableMessageEvent["source"],
): Promise<void> {
  const url = new URL(message.url, self.location.origin);
  if (!sameOrigin(url) || neverCached(url.pathname) || isOfflinePage(url)) return;
  const files = (Array.isArray(message.assets) ? message.assets : [])
    .map((file) => new URL(file, self.location.origin))
    .filter(sameOrigin);
  const under = (folder: string) =>
    files.filter((file) => file.pathname.startsWith(folder)).map((file) => file.href);
  const [response, done] = pages.handleAll({ request: new Request(url.href), event });
  await Promise.allSettled([
    done,
    // A kept page reached by a client-side navigation: the page hears if it changed.
    response.then(async (answer) => {
      const checked = await checkKept(url, answer, event);
      if (checked.headers.get(PACK_CHANGED_HEADER)) {
        page?.postMessage({ type: "pack-changed", url: message.url } satisfies WorkerMessage);
      }
    }),
    addMissing(ASSETS_CACHE, under("/assets/")),
    addMissing(ARTWORK_CACHE, under("/artwork/")),
  ]);
}

/** The first kept trip pack (or the saved list's store) holding `url`, with its answer. */
async function inPacks(url: string): Promise<{ cache: Cache; response: Response } | undefined> {
  const names = (await caches.keys()).filter((name) => isPackCache(name) || name === SAVED_CACHE);
  for (const name of names) {
    const cache = await caches.open(name);
    const response = await cache.match(url);
    if (response) return { cache, response };
  }
  return undefined;
}

/**
 * Back online, a page kept in a trip pack is compared with its kept copy (the fingerprint of its
 * content, decision 081). When it changed, the pack gets the new page (and any new pictures),
 * and the page is marked on <html> so it says "Changed since you saved it".
 */
async function checkKept(url: URL, response: Response, event: ExtendableEvent): Promise<Response> {
  if (response.headers.has(FROM_STORE_HEADER) || response.status !== 200 || !isHtml(response)) {
    return response;
  }
  const path = `${url.pathname}${url.search}`;
  const holding: { cache: Cache; meta: PackMeta }[] = [];
  for (const name of (await caches.keys()).filter(isPackCache)) {
    const meta = await readPack(name);
    if (meta?.pages.some((page) => page.url === path)) {
      holding.push({ cache: await caches.open(name), meta });
    }
  }
  if (holding.length === 0) return response;
  const html = await response.text();
  const now = await fingerprint(html);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.delete("Content-Encoding");
  let keptAt: string | undefined;
  for (const { cache, meta } of holding) {
    const page = meta.pages.find((entry) => entry.url === path);
    if (!page || page.fingerprint === now) continue;
    keptAt = keptAt && keptAt < meta.keptAt ? keptAt : meta.keptAt;
    event.waitUntil(refreshKept(cache, meta, path, html, new Headers(headers)));
  }
  if (keptAt) headers.set(PACK_CHANGED_HEADER, keptAt);
  const body = keptAt
    ? html.replace(/<html\b/, `<html ${PACK_CHANGED_ATTRIBUTE}="${keptAt}"`)
    : html;
  return new Response(body, { status: 200, statusText: response.statusText, headers });
}

/** A changed page replaces its kept copy, with the pictures and scripts it now names. */
async function refreshKept(
  cache: Cache,
  meta: PackMeta,
  path: string,
  html: string,
  headers: Headers,
): Promise<void> {
  const stored = await cache.match(path);
  const before = stored ? (await stored.arrayBuffer()).byteLength : 0;
  await cache.put(path, storablePage(html, headers));
  let bytes = meta.bytes - before + new TextEncoder().encode(html).byteLength;
  const files = new Set(meta.files);
  for (const file of filesOf(html)) {
    if (files.has(file)) continue;
    try {
      const response = await fetch(file, { credentials: "same-origin" });
      if (!response.ok) continue;
      const body = await response.arrayBuffer();
      await cache.put(file, new Response(body, { status: 200, headers: response.headers }));
      files.add(file);
      bytes += body.byteLength;
    } catch {
      // Offline again: the next visit tries.
    }
  }
  const fresh = await fingerprint(html);
  await writePackMeta(cache, {
    ...meta,
    bytes,
    files: [...files].sort(),
    refreshedAt: new Date().toISOString(),
    pages: meta.pages.map((page) => (page.url === path ? { ...page, fingerprint: fresh } : page)),
  });
}
