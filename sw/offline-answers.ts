/**
 * What the service worker answers itself when the network does not (decision 115): React
 * Router's route discovery, a client-side navigation's data, and a picture that is not stored.
 * Pure functions of their inputs (no Cache Storage, no `self`), unit-tested in
 * tests/unit/sw-offline-answers.test.ts.
 */

/** Where React Router's lazy route discovery asks for routes (`routeDiscovery.manifestPath`). */
export const ROUTE_MANIFEST_PATH = "/__manifest";

/** A route of React Router's build manifest, as `/__manifest` answers it (its fields kept as is). */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  [field: string]: unknown;
}

/**
 * The build's manifest file (`/assets/manifest-<version>.js`, stored on install, see
 * sw/vite.config.ts) of the version a page asks about: only a plain version name, so nothing
 * but that file can be asked for.
 */
export function manifestFileOf(version: string | null): string | undefined {
  return version && /^[\w-]{1,64}$/.test(version) ? `/assets/manifest-${version}.js` : undefined;
}

/**
 * The routes of a build manifest file (`window.__reactRouterManifest={…};`), or undefined when
 * it is not one of its version.
 */
export function manifestRoutes(
  source: string,
  version: string,
): Record<string, ManifestRoute> | undefined {
  try {
    const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as {
      version?: unknown;
      routes?: unknown;
    };
    if (manifest.version !== version || typeof manifest.routes !== "object" || !manifest.routes) {
      return undefined;
    }
    return manifest.routes as Record<string, ManifestRoute>;
  } catch {
    return undefined;
  }
}

/**
 * The answer to `/__manifest?paths=…&version=…` without the server: every route of that version.
 * The server answers the routes matching the paths asked for; a page given more routes than it
 * asked for knows them all, which is React Router's own `routeDiscovery: { mode: "initial" }`
 * state, so nothing can be missing whatever the paths (no route matching to get wrong here).
 */
export function routePatchesAnswer(routes: Record<string, ManifestRoute>): Response {
  return Response.json(routes, { headers: { "Cache-Control": "no-store" } });
}

/**
 * The server's answer when a page's version is not the one it has (React Router's
 * `handleManifestRequest`): the page loads the next address as a document.
 */
export function reloadDocumentAnswer(): Response {
  return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
}

/**
 * A client-side navigation's data request (React Router's single fetch: `/cities/1.data`,
 * `/_.data` for `/`, `?_routes=…`), or undefined for anything else.
 */
export function pageOfDataRequest(url: URL): string | undefined {
  if (!url.pathname.endsWith(".data")) return undefined;
  const path = url.pathname.endsWith("/_.data")
    ? url.pathname.slice(0, -"_.data".length)
    : url.pathname.slice(0, -".data".length);
  if (!path.startsWith("/")) return undefined;
  const search = new URLSearchParams(url.search);
  search.delete("_routes");
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Without a connection, a client-side navigation's data cannot come: the answer React Router
 * reads as "load this address as a document" (a single-fetch redirect that reloads), which the
 * worker answers from its store or with the offline page, as any page opened offline.
 */
export function loadAsDocumentAnswer(page: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "X-Remix-Redirect": page,
      "X-Remix-Status": "302",
      "X-Remix-Reload-Document": "true",
      "Cache-Control": "no-store",
    },
  });
}

/**
 * Offline, a picture that was never stored: a plain box in the colour of the site's loading
 * placeholders (slate-200), which takes the picture's place without a broken-image icon; the
 * picture's text alternative stays on its element.
 */
export function missingPictureAnswer(): Response {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9" viewBox="0 0 16 9" preserveAspectRatio="none"><rect width="16" height="9" fill="#e2e8f0"/></svg>';
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "no-store" },
  });
}
