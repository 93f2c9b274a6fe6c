import type { IncomingMessage } from "node:http";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { API_NOT_FOUND_MESSAGE } from "../app/api/messages.ts";
import { isOpenDataPath, PREFLIGHT_HEADERS } from "../app/api/v1/http.ts";
import { MEDIA_MAX_BYTES, MEDIA_PATH, MEDIA_UPLOAD_PATH } from "../app/lib/media.ts";
import { CLIENT_IP_HEADER } from "../app/lib/rate-limit.server.ts";
import { carriesSession, PRIVATE_CACHE_CONTROL, PRIVATE_ROBOTS } from "../app/lib/route-handle.ts";
import { DEFAULT_CSP, securityHeaders } from "../app/lib/security.ts";
import { ROUTE_MANIFEST_PATH } from "../sw/offline-answers.ts";
import { compression } from "./compression.ts";
import { ERROR_PAGE_CSP, errorPage } from "./error-page.ts";
import { languageHomeRedirect } from "./language-home.ts";
import { type Logger, requestLogger } from "./logger.ts";
import type { Metrics } from "./metrics.ts";
import { type Collected, PageCache, recordDependencies } from "./page-cache.ts";
import { routeDeclarations } from "./route-declarations.ts";
import { serviceWorker } from "./service-worker.ts";
import type { Tracing } from "./tracing.ts";
import { takeTurns } from "./turns.ts";

export interface AppOptions {
  build: ServerBuild;
  clientDir: string;
  production: boolean;
  logger: Logger;
  databaseHealth: () => Promise<{ ok: boolean; kind?: string }>;
  /** Runs a render and says what it read (the app's `collectDependencies`). */
  collectDependencies?: <T>(work: () => Promise<T>) => Promise<{ value: T; collected: Collected }>;
  /** The most the page cache may hold, in bytes; 0 turns it off. */
  pageCacheBytes?: number;
  /** The public origin (app/config.server.ts), for refreshing cached pages. */
  origin?: string;
  /** Called with the cache's invalidation, to be run on every content change. */
  onPageCache?: (cache: PageCache) => void;
  /** The folder of the desk's uploaded images (config `mediaDir`), served at /media/. */
  mediaDir?: string;
  /** Requests counted for `/metrics` (server/metrics.ts); without it there is no /metrics. */
  metrics?: Metrics;
  /** A span per request when OpenTelemetry export is on (server/tracing.ts). */
  tracing?: Tracing;
}

/** Hono in front of React Router: headers, compression, assets, health and error pages. */
export function createApp(options: AppOptions): Hono {
  const app = new Hono();
  const handleRequest = createRequestHandler(
    options.build,
    options.production ? "production" : "development",
  );
  const baseHeaders = securityHeaders(options.production);

  const collect =
    options.collectDependencies ??
    (async <T>(work: () => Promise<T>) => ({ value: await work(), collected: { tags: [] } }));
  const render = async (request: Request) => {
    const { value, collected } = await collect(() => handleRequest(request));
    const response = new URL(request.url).pathname.startsWith("/api/")
      ? await apiAnswer(value)
      : value;
    return { response, collected };
  };
  // What routes declare (app/lib/route-handle.ts): who a page is for, and the query it reads.
  const declarations = routeDeclarations(options.build.routes ?? {});
  const cache = new PageCache({
    isPrivate: declarations.isPrivate,
    maxBytes: options.pageCacheBytes ?? 0,
    origin: options.origin ?? "http://localhost",
    render,
    headers: { ...baseHeaders, "Content-Security-Policy": DEFAULT_CSP },
  });
  options.onPageCache?.(cache);

  // The span first, so every line logged while answering (the request's own too) has its trace.
  if (options.tracing) {
    options.tracing.nameRoutes(declarations.routeOf);
    app.use(options.tracing.middleware());
  }
  app.use(requestLogger(options.logger));
  const metrics = options.metrics;
  if (metrics) {
    metrics.nameRoutes(declarations.routeOf);
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      metrics.observe(c.req.method, c.req.path, c.res.status, (performance.now() - started) / 1000);
    });
  }
  // `/` for a visitor who chose another language goes to its home (decision 151).
  app.use(languageHomeRedirect());
  // Before anything is rendered, a page is asked for at its one address (decisions 133, 136):
  // a private page under another spelling (`/Desk/events`, `/DESK/people`) is sent to its
  // lower-case address, and a public page with query parameters its routes do not read
  // (`?utm_source=…`, a random key) to the address without them, so such links neither make
  // new page-cache entries nor pass a CDN by; React Router's data requests just lose them.
  app.use(async (c, next) => {
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = c.req.url;
    const raw = rawPath(url);
    const data = raw.endsWith(".data");
    const start = url.indexOf("?");
    const query = start < 0 ? "" : url.slice(start);
    // React Router's data requests follow their document, which was sent on already.
    const target = data ? undefined : declarations.canonical(raw);
    if (target) {
      c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
      c.header("X-Robots-Tag", PRIVATE_ROBOTS);
      return c.redirect(`${target}${query}`, 301);
    }
    if (start < 0 || raw === ROUTE_MANIFEST_PATH) return next();
    // The open data API answers an unknown parameter with a 400 problem naming it (decision
    // 140), not a redirect without it: a typo must not quietly answer the whole list. It is
    // never kept by the page cache, so its query makes no cache entries.
    if (isOpenDataPath(raw)) return next();
    const wanted = declarations.pageQuery(raw, query);
    if (wanted === undefined || wanted === query) return next();
    if (data) {
      c.req.raw = new Request(`${url.slice(0, start)}${wanted}`, c.req.raw);
      return next();
    }
    c.header("Cache-Control", "public, max-age=600");
    return c.redirect(`${raw}${wanted}`, 301);
  });
  // A page or list already rendered is answered here, before anything else runs. (The open data
  // API is never kept there: each of its requests goes on to be counted, decision 142.)
  app.use(cache.fastPath());

  // The open data API may be read from any site: its CORS preflight (decision 140).
  app.options("*", async (c, next) => {
    if (!isOpenDataPath(c.req.path)) return next();
    return c.body(null, 204, { ...PREFLIGHT_HEADERS, "Cache-Control": "public, max-age=86400" });
  });

  // The app cannot see the socket: hand it the peer address in a header no client can forge.
  app.use(async (c, next) => {
    const headers = c.req.raw.headers;
    headers.delete(CLIENT_IP_HEADER);
    const address = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
      ?.incoming?.socket?.remoteAddress;
    if (address) headers.set(CLIENT_IP_HEADER, address);
    await next();
  });

  app.use(async (c, next) => {
    await next();
    if (isHashedAsset(c.req.path, c.res)) {
      // A script, style or font under a hashed name: the headers that mean something for it
      // (decision 120). The document-only ones (CSP, framing, referrer, permissions, opener,
      // HSTS) came to ~470 bytes on each of the 7–14 files of a first load.
      for (const [name, value] of Object.entries(ASSET_HEADERS)) c.res.headers.set(name, value);
      c.res.headers.delete("Last-Modified");
      return;
    }
    for (const [name, value] of Object.entries(baseHeaders)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy") && c.res.status !== 304) {
      c.res.headers.set("Content-Security-Policy", DEFAULT_CSP);
    }
    c.res.headers.delete("X-Powered-By");
    // Its answers are meant to be embedded and fetched by other sites.
    if (isOpenDataPath(c.req.path))
      c.res.headers.set("Cross-Origin-Resource-Policy", "cross-origin");
  });

  app.use(compression());

  // What a route declares private (the desk, the token links) is for one person: never stored
  // by a shared cache, the browser or the service worker, never indexed, whatever the route set
  // itself and however the path is spelled. So is every answer to a request with a desk session.
  app.use(async (c, next) => {
    await next();
    const declared = declarations.isPrivate(rawPath(c.req.url));
    if (declared || carriesSession(c.req.header("Cookie"))) {
      c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      c.res.headers.delete("ETag");
      if (declared) c.res.headers.set("X-Robots-Tag", PRIVATE_ROBOTS);
    }
  });

  // Documents, React Router's data and API lists: rendered once per content version and kept,
  // with their compressed forms (server/page-cache.ts).
  app.use(cache.middleware());

  // Request bodies: at most 10 KB for the API, 64 KB for anything else (form actions). A larger
  // declared Content-Length is refused before a byte is read; a body without one is counted as
  // it streams and refused when it passes the limit. The connection is closed afterwards, so
  // the rest of an oversized upload is not read either.
  app.use(limitBodies());

  if (metrics) app.get("/metrics", (c) => metrics.answer(c));

  app.get("/healthz", async (c) => {
    const health = await options.databaseHealth();
    c.header("Cache-Control", "no-store");
    return c.json(
      { status: health.ok ? "ok" : "unavailable", database: health.ok ? "up" : "down" },
      health.ok ? 200 : 503,
    );
  });

  // Before the static files: /sw.js is revalidated on every visit (decision 080).
  app.use(serviceWorker(options.clientDir));

  // The build writes .br and .gz copies of text assets (scripts/precompress.ts). Hashed assets
  // never change; everything else in public/ may, within the hour.
  const files = (cacheControl: string) =>
    serveStatic({
      root: options.clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", cacheControl);
      },
    });
  app.use("/assets/*", files("public, max-age=31536000, immutable"));
  // The desk's uploaded images (decision 058): each under a random key of its own and never
  // rewritten, so cached for good; a path that is not a file falls through to the 404 page.
  if (options.mediaDir) {
    const mediaDir = options.mediaDir;
    app.use(`${MEDIA_PATH}/*`, async (c, next) => {
      await next();
      // Set on the answer itself: serveStatic's onFound runs after its Response is made.
      if (c.res.status === 200 && c.res.headers.get("Content-Type")?.startsWith("image/")) {
        c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
      }
    });
    app.use(
      `${MEDIA_PATH}/*`,
      serveStatic({
        root: path.dirname(mediaDir),
        rewriteRequestPath: (requestPath) =>
          `/${path.basename(mediaDir)}${requestPath.slice(MEDIA_PATH.length)}`,
      }),
    );
  }
  app.use("*", files("public, max-age=3600"));

  app.use(takeTurns());

  app.all("*", async (c) => {
    const { response, collected } = await render(c.req.raw);
    recordDependencies(c.req.raw, collected);
    return response;
  });

  app.onError((error, c) => {
    options.logger.error("unhandled error", { path: c.req.path, error: String(error) });
    if (c.req.path.startsWith("/api/")) {
      return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
    }
    c.header("Content-Security-Policy", ERROR_PAGE_CSP);
    c.header("Cache-Control", "no-store");
    return c.html(errorPage(), 500);
  });

  return app;
}

/** The path of a URL as the client sent it (React Router decodes it as it matches). */
function rawPath(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const end = url.search(/[?#]/);
  return url.slice(start, end < 0 ? undefined : end);
}

/** What a hashed asset carries besides its type, length, encoding and caching. */
export const ASSET_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** A file under /assets/ answered as a file (not the 404 page, which is a document). */
function isHashedAsset(path: string, response: Response): boolean {
  if (!path.startsWith("/assets/")) return false;
  if (response.status !== 200 && response.status !== 304) return false;
  return !(response.headers.get("Content-Type") ?? "").startsWith("text/html");
}

export const API_MAX_BODY_BYTES = 10 * 1024;
export const PAGE_MAX_BODY_BYTES = 64 * 1024;

function limitBodies(): MiddlewareHandler {
  const limit = (maxSize: number, json: boolean) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        lingerBeforeClosing(c);
        c.header("Connection", "close");
        c.header("Cache-Control", "no-store");
        const message = `The request body is too large (at most ${maxSize / 1024} KB).`;
        return json ? c.json({ error: message }, 413) : c.text(message, 413);
      },
    });
  const api = limit(API_MAX_BODY_BYTES, true);
  const pages = limit(PAGE_MAX_BODY_BYTES, false);
  // The desk's image upload: the image and its form fields (decision 058).
  const upload = limit(MEDIA_MAX_BYTES + PAGE_MAX_BODY_BYTES, false);
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (c.req.path === MEDIA_UPLOAD_PATH) return upload(c, next);
    return c.req.path.startsWith("/api/") ? api(c, next) : pages(c, next);
  };
}

/** After a refused body: what may still arrive is read and dropped for at most this long… */
export const LINGER_MS = 2000;
/** …and at most this much of it. */
export const LINGER_BYTES = 1024 * 1024;

/**
 * A refused body closes the connection, but the client may still be sending it: closing at once
 * would answer its next bytes with a reset, and the client would report a broken connection
 * instead of our 413. As nginx does ("lingering close"), the connection stops sending, then
 * reads and drops what still arrives until the client is done, for at most LINGER_MS and
 * LINGER_BYTES, and only then closes.
 */
function lingerBeforeClosing(c: Context) {
  const socket = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket;
  if (!socket) return;
  // Node's server calls destroySoon() once a "Connection: close" answer is written.
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    let received = 0;
    socket.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > LINGER_BYTES) socket.destroy();
    });
    socket.once("end", () => socket.destroy());
    socket.once("close", () => clearTimeout(timer));
    socket.resume();
  };
}

/**
 * The API answers JSON only. A path under /api/ that no API route serves can still match a page
 * route (a language prefix is one optional segment), which would answer with an HTML page:
 * such answers become the API's JSON errors, with the same status.
 */
async function apiAnswer(response: Response): Promise<Response> {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  await response.body?.cancel();
  const status = response.status >= 400 ? response.status : 404;
  const allow = response.headers.get("Allow");
  const message =
    status === 405
      ? "Method not allowed."
      : status === 404
        ? API_NOT_FOUND_MESSAGE
        : "Something went wrong on our side. Please try again.";
  return Response.json(
    { error: message },
    {
      status,
      headers: {
        "Cache-Control": "no-store",
        ...(allow ? { Allow: allow } : {}),
      },
    },
  );
}
