import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { isOpenDataPath } from "../app/api/v1/http.ts";
import { todayInKosovo } from "../app/lib/dates.ts";
import { carriesSession, PRIVATE_CACHE_CONTROL } from "../app/lib/route-handle.ts";
import { surrogateHeaders } from "./cdn-purge.ts";

/**
 * The page cache (issue 20, docs/decisions/070-page-cache.md). A public page or API list is
 * rendered once per path (the language is part of the path) and content version, and kept with
 * its Brotli and gzip forms, made once; visitors get the copy in the encoding they accept, with
 * an ETag and 304 when unchanged. Entries carry the tags of what their render read from the
 * database (`events`, `events:12`, …; app/lib/dependencies.server.ts): a content change drops
 * exactly the entries whose tags it touches. Popular entries are rendered again first and their
 * old copy is served until the new one is ready, so a publish during a rush does not send every
 * visitor to a cold render at once. Entries whose render listed today's upcoming events are stale
 * after midnight in Kosovo.
 *
 * Nothing of a request but its path and query reaches a cached page: pages never read request
 * headers (docs/decisions/008-one-configuration.md). What a route declares private (the desk,
 * the token links; app/lib/route-handle.ts, decided by React Router's matcher in
 * server/route-declarations.ts, so in any letter case) and any answer that is not public are never
 * stored, and a request that carries a desk session is never answered from the cache nor kept,
 * whatever its route says (decision 133).
 */

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export { PRIVATE_CACHE_CONTROL };
/** Browsers revalidate every time (a 304 is cheap); a CDN keeps a page a minute, then revalidates in the background. */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
/**
 * React Router's data for a page (`….data`), fetched by the app after a navigation or an action:
 * a CDN keeps it a minute (purged on publish), but a browser must ask every time. Under
 * `stale-while-revalidate` the browser's own cache would answer the revalidation after an action
 * with the copy from before it (the review just approved, the vote just counted) and fetch the
 * new one only in the background.
 */
export const PAGE_DATA_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60";
/** Types the app renders that are worth keeping: documents, React Router's data, JSON. */
const CACHEABLE_TYPE = /^(text\/html|text\/x-script|application\/json)/;
/** A query longer than this is rendered but not kept (the key space stays small). */
const MAX_KEY_QUERY = 200;
/** An entry used at least this often since its render counts as popular… */
const POPULAR_HITS = 2;
/** …if its last use was this recent. */
const POPULAR_WITHIN_MS = 5 * 60_000;
/** At most this many popular entries are rendered again per change; the rest are dropped. */
const MOST_RERENDERS = 64;
/** Bytes an entry costs beyond its bodies (headers, key, tags, bookkeeping). */
const ENTRY_OVERHEAD = 2048;

/** A key (path and query) of React Router's data for a page. */
function isPageData(key: string): boolean {
  const query = key.indexOf("?");
  return (query < 0 ? key : key.slice(0, query)).endsWith(".data");
}

export interface RenderResult {
  response: Response;
  /** What the render read (app/lib/dependencies.server.ts), filled as it runs. */
  collected: Collected;
}

interface Entry {
  key: string;
  status: number;
  /** Headers common to every encoding (no Content-Length or Content-Encoding). */
  headers: [string, string][];
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  tags: string[];
  day?: string;
  /** A scheduled publication falls due at this moment (ms): the copy is stale from then on. */
  until?: number;
  hits: number;
  lastHit: number;
  /** Set while a newer copy is being rendered: served until then. */
  refreshing?: Promise<void>;
}

export interface PageCacheOptions {
  /** The most the bodies may take, in bytes; 0 keeps nothing (answers still get ETags). */
  maxBytes: number;
  /**
   * Whether a path is answered by a route that declares itself private (server/route-declarations.ts):
   * such answers are never kept. Hits need no check: only public answers are ever stored.
   */
  isPrivate?: (pathname: string) => boolean;
  /** Renders a request again (for refreshing popular entries). */
  render: (request: Request) => Promise<RenderResult>;
  /** The public origin, to build requests for refreshes. */
  origin: string;
  /** Brotli quality of the stored copy (made once; default 9). */
  brotliQuality?: number;
  /**
   * Headers every answer carries (the security headers), stored with each entry so a hit needs
   * no other middleware; `Content-Security-Policy` only where the answer has none of its own.
   */
  headers?: Record<string, string>;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

export class PageCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #byTag = new Map<string, Set<string>>();
  readonly #inflight = new Map<string, Promise<Entry | undefined>>();
  readonly #options: PageCacheOptions;
  /** Bumped by every invalidation: a render that started before one is not kept. */
  #epoch = 0;
  #hits = 0;
  #misses = 0;
  #today = "";
  #todayUntil = 0;

  constructor(options: PageCacheOptions) {
    this.#options = options;
    this.#entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (entry) =>
        entry.identity.length + entry.br.length + entry.gzip.length + ENTRY_OVERHEAD,
      dispose: (entry, key, reason) => {
        // A refreshed entry replaces itself under the same key with the same or new tags.
        if (reason === "set") return;
        this.#unindex(entry, key);
      },
    });
  }

  /** Private by its route's declaration, or asked for with a desk session: never cached. */
  #personal(pathname: string, cookie: string | null | undefined): boolean {
    return carriesSession(cookie) || (this.#options.isPrivate?.(pathname) ?? false);
  }

  stats(): PageCacheStats {
    return {
      entries: this.#entries.size,
      bytes: this.#entries.calculatedSize,
      hits: this.#hits,
      misses: this.#misses,
    };
  }

  /** The key of a request, or undefined when it must not be cached. */
  keyOf(request: Request): string | undefined {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const url = new URL(request.url);
    if (this.#personal(url.pathname, request.headers.get("Cookie"))) return undefined;
    if (url.search.length > MAX_KEY_QUERY) return undefined;
    // The open data API counts every request against the client's limit (decision 142): it is
    // never answered from here, and revalidates with its own ETag instead.
    if (isOpenDataPath(url.pathname)) return undefined;
    return `${url.pathname}${url.search}`;
  }

  /** Drops the entries affected by `tags` (`*` for all); popular ones are rendered again first. */
  async invalidate(tags: string[]): Promise<void> {
    this.#epoch++;
    const keys = this.#affected(tags);
    const popular: Entry[] = [];
    const now = Date.now();
    for (const key of keys) {
      const entry = this.#entries.peek(key);
      if (!entry) continue;
      if (
        popular.length < MOST_RERENDERS &&
        entry.hits >= POPULAR_HITS &&
        now - entry.lastHit < POPULAR_WITHIN_MS
      ) {
        popular.push(entry);
      } else {
        this.#entries.delete(key);
      }
    }
    // Two at a time: visitors keep being served meanwhile, from the old copies.
    const queue = [...popular];
    const worker = async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) await this.#refresh(entry);
    };
    await Promise.all([worker(), worker()]);
  }

  /** The entry for a key, if it may be served now; a stale one starts its refresh. */
  lookup(key: string): Entry | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.day !== undefined && entry.day !== this.#todayInKosovo()) {
      // Upcoming lists roll over at midnight: the copy of yesterday is served only while one
      // render of today's is under way.
      void this.#refresh(entry);
      if (!entry.refreshing) return undefined;
    }
    if (entry.until !== undefined && Date.now() >= entry.until) {
      // Something scheduled is due: as at midnight, the old copy only covers one new render.
      void this.#refresh(entry);
      if (!entry.refreshing) return undefined;
    }
    entry.hits++;
    entry.lastHit = Date.now();
    return entry;
  }

  /**
   * Answers a request from the cache before any other middleware runs (placed first): a hit
   * costs a map lookup and one write of bytes made earlier, with every header already in the
   * entry (security headers included, `headers` option). Misses go on down the chain.
   */
  fastPath(): MiddlewareHandler {
    return async (c, next) => {
      const method = c.req.method;
      if ((method !== "GET" && method !== "HEAD") || this.#options.maxBytes <= 0) return next();
      const url = c.req.url;
      const query = url.indexOf("?");
      const path = c.req.path;
      if (carriesSession(c.req.header("Cookie"))) return next();
      const key = query < 0 ? path : `${path}${url.slice(query)}`;
      if (key.length - path.length > MAX_KEY_QUERY) return next();
      const hit = this.lookup(key);
      if (!hit) return next();
      this.#hits++;
      c.res = this.#serve(hit, c);
    };
  }

  /**
   * The middleware: answers from the cache, or lets the app render and keeps what it may. Every
   * public page and list gets an ETag, a 304 when it matches, and the public Cache-Control;
   * private routes, and every answer to a request with a desk session, get `private, no-store`.
   */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const request = c.req.raw;
      if (request.method !== "GET" && request.method !== "HEAD") return next();
      if (this.#personal(c.req.path, c.req.header("Cookie"))) {
        await next();
        c.res.headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
        c.res.headers.delete("ETag");
        return;
      }
      const key = this.#options.maxBytes > 0 ? this.keyOf(request) : undefined;
      if (!key) {
        await next();
        await revalidateOnly(c);
        return;
      }
      const hit = this.lookup(key);
      if (hit) {
        this.#hits++;
        c.res = undefined;
        c.res = this.#serve(hit, c);
        return;
      }
      this.#misses++;
      // A HEAD answer has no body to keep: it is answered by the app as it is.
      if (request.method === "HEAD") return next();
      const pending = this.#inflight.get(key);
      if (pending) {
        // Someone is rendering this page right now: wait for their copy.
        const entry = await pending;
        if (entry) {
          c.res = undefined;
          c.res = this.#serve(entry, c);
          return;
        }
      }
      let settle: (entry: Entry | undefined) => void = () => {};
      const mine = new Promise<Entry | undefined>((resolve) => {
        settle = resolve;
      });
      if (!pending) this.#inflight.set(key, mine);
      const epoch = this.#epoch;
      try {
        await next();
        const entry = await this.#keep(key, c.res, collectedOf(c), epoch);
        settle(entry);
        if (entry) {
          c.res = undefined;
          c.res = this.#serve(entry, c);
        } else {
          await revalidateOnly(c);
        }
      } catch (error) {
        settle(undefined);
        throw error;
      } finally {
        if (this.#inflight.get(key) === mine) this.#inflight.delete(key);
      }
    };
  }

  /**
   * The earliest answer there is (decision 122): called by the Node server for each request
   * before Hono sees it, a hit is written straight to the socket from the entry's bytes and
   * headers — no Request, no Response, no middleware. Returns false (and writes nothing) on a
   * miss or anything the cache does not answer, which then goes down the app's chain.
   */
  answerNode(request: IncomingMessage, response: ServerResponse): boolean {
    const method = request.method;
    if ((method !== "GET" && method !== "HEAD") || this.#options.maxBytes <= 0) return false;
    const url = request.url ?? "/";
    const query = url.indexOf("?");
    const path = query < 0 ? url : url.slice(0, query);
    // Only plain absolute paths: anything Hono would normalise (or refuse) goes the long way.
    if (path.charCodeAt(0) !== 47 || path.includes("%") || path.includes("//")) return false;
    if (path.includes("/.") || carriesSession(request.headers.cookie)) return false;
    if (url.length - path.length > MAX_KEY_QUERY) return false;
    const hit = this.lookup(url);
    if (!hit) return false;
    this.#hits++;
    const headers = request.headers;
    const { status, body, encoding } = this.#choose(
      hit,
      headers["if-none-match"],
      headers["accept-encoding"],
    );
    const out: string[] = [];
    for (const [name, value] of hit.headers) out.push(name, value);
    if (status !== 304) {
      out.push("Content-Length", String(body.length));
      if (encoding) out.push("Content-Encoding", encoding);
    }
    response.writeHead(status, out);
    response.end(status === 304 || method === "HEAD" ? undefined : body);
    return true;
  }

  /** What a hit answers: 304 when the client's copy matches, else the body it accepts. */
  #choose(
    entry: Entry,
    ifNoneMatchHeader: string | undefined,
    acceptEncoding: string | undefined,
  ): { status: number; body: Buffer; encoding?: "br" | "gzip" } {
    if (ifNoneMatch(ifNoneMatchHeader, entry.etag)) {
      return { status: 304, body: entry.identity };
    }
    const accepted = acceptEncoding ?? "";
    if (/\bbr\b/.test(accepted)) return { status: entry.status, body: entry.br, encoding: "br" };
    if (/\bgzip\b/.test(accepted)) {
      return { status: entry.status, body: entry.gzip, encoding: "gzip" };
    }
    return { status: entry.status, body: entry.identity };
  }

  #serve(entry: Entry, c: Context): Response {
    // The socket's own headers when there is one: cheaper than building a Headers object.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.headers;
    const header = (name: string) => {
      const value = incoming ? incoming[name] : c.req.header(name);
      return Array.isArray(value) ? value.join(",") : value;
    };
    const { status, body, encoding } = this.#choose(
      entry,
      header("if-none-match"),
      header("accept-encoding"),
    );
    if (status === 304) return new Response(null, { status: 304, headers: entry.headers });
    const headers: [string, string][] = [...entry.headers, ["Content-Length", String(body.length)]];
    if (encoding) headers.push(["Content-Encoding", encoding]);
    return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
      status,
      headers,
    });
  }

  async #keep(
    key: string,
    response: Response,
    collected: Collected | undefined,
    epoch: number,
  ): Promise<Entry | undefined> {
    if (!collected || !storable(response)) return undefined;
    const identity = Buffer.from(await response.arrayBuffer());
    // Read only now: a streamed body may have read more while it was sent.
    const tags = [...collected.tags].sort();
    const quality = this.#options.brotliQuality ?? 9;
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
    const headers: [string, string][] = [];
    const own = new Set(
      Object.keys(this.#options.headers ?? {})
        .map((name) => name.toLowerCase())
        .filter((name) => name !== "content-security-policy"),
    );
    response.headers.forEach((value, name) => {
      if (/^(content-length|content-encoding|etag|cache-control|vary|set-cookie)$/i.test(name)) {
        return;
      }
      if (own.has(name.toLowerCase())) return;
      headers.push([name, value]);
    });
    const apiControl = response.headers.get("Cache-Control");
    headers.push(
      ["ETag", etag],
      [
        "Cache-Control",
        apiControl?.startsWith("public")
          ? apiControl
          : isPageData(key)
            ? PAGE_DATA_CACHE_CONTROL
            : PUBLIC_PAGE_CACHE_CONTROL,
      ],
      ["Vary", "Accept-Encoding"],
    );
    // What a CDN purges by (server/cdn-purge.ts): the tags, their ancestors' `…:*` and `site`.
    headers.push(...surrogateHeaders(tags));
    for (const [name, value] of Object.entries(this.#options.headers ?? {})) {
      if (name.toLowerCase() === "content-security-policy" && response.headers.has(name)) continue;
      headers.push([name, value]);
    }
    const entry: Entry = {
      key,
      status: response.status,
      headers,
      identity,
      br,
      gzip: gz,
      etag,
      tags,
      day: collected.day,
      until: collected.until,
      hits: 0,
      lastHit: Date.now(),
    };
    // Content changed while this page rendered: serve it to this visitor, but do not keep it.
    if (epoch !== this.#epoch) return entry;
    this.#store(entry);
    return entry;
  }

  #store(entry: Entry) {
    const previous = this.#entries.peek(entry.key);
    if (previous) this.#unindex(previous, entry.key);
    this.#entries.set(entry.key, entry);
    if (!this.#entries.has(entry.key)) return; // larger than the whole cache
    for (const tag of entry.tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#byTag.set(tag, keys);
      }
      keys.add(entry.key);
    }
  }

  #unindex(entry: Entry, key: string) {
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }

  /**
   * A change of `events:12` affects pages that read event 12 and pages that read all events
   * (`events`); a change of `events` affects both kinds too. Tags are paths: a change touches
   * its ancestors and its descendants.
   */
  #affected(tags: string[]): Set<string> {
    if (tags.includes("*")) return new Set(this.#entries.keys());
    const keys = new Set<string>();
    for (const [tag, tagged] of this.#byTag) {
      if (tags.some((change) => related(tag, change))) for (const key of tagged) keys.add(key);
    }
    return keys;
  }

  #refresh(entry: Entry): Promise<void> {
    if (entry.refreshing) return entry.refreshing;
    const epoch = this.#epoch;
    entry.refreshing = (async () => {
      try {
        const [path, search = ""] = entry.key.split(/(?=\?)/);
        const result = await this.#options.render(
          new Request(`${this.#options.origin}${path}${search}`),
        );
        const fresh = await this.#keep(entry.key, result.response, result.collected, epoch);
        if (!fresh || epoch !== this.#epoch) {
          // Not cacheable any more, or changed again meanwhile: the next visitor renders.
          if (this.#entries.peek(entry.key) === entry) this.#entries.delete(entry.key);
          return;
        }
        fresh.hits = entry.hits;
        fresh.lastHit = entry.lastHit;
      } catch {
        if (this.#entries.peek(entry.key) === entry) this.#entries.delete(entry.key);
      } finally {
        entry.refreshing = undefined;
      }
    })();
    return entry.refreshing;
  }

  #todayInKosovo(): string {
    const now = Date.now();
    if (now >= this.#todayUntil) {
      this.#today = todayInKosovo(new Date(now));
      this.#todayUntil = now + 1000;
    }
    return this.#today;
  }
}

function related(tag: string, change: string): boolean {
  return tag === change || change.startsWith(`${tag}:`) || tag.startsWith(`${change}:`);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** 200, a type worth keeping, public (no `no-store`, `private`, cookie). */
function storable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!CACHEABLE_TYPE.test(response.headers.get("Content-Type") ?? "")) return false;
  if (response.headers.has("Set-Cookie")) return false;
  if (response.headers.has("Content-Encoding")) return false;
  const control = response.headers.get("Cache-Control") ?? "";
  return !/no-store|private|no-cache/.test(control);
}

/** What a render read, filled while it runs (the body may stream after the handler returned). */
export interface Collected {
  tags: Iterable<string>;
  day?: string;
  until?: number;
}

const collectedByRequest = new WeakMap<Request, Collected>();

/** The handler (server/app.ts) records what the app's render of `request` read. */
export function recordDependencies(request: Request, collected: Collected): void {
  collectedByRequest.set(request, collected);
}

function collectedOf(c: Context): Collected | undefined {
  return collectedByRequest.get(c.req.raw);
}

/**
 * An answer that is not kept (a query too long, a 404 page, a render overtaken by a change)
 * still gets an ETag and 304 when it is a public document.
 */
async function revalidateOnly(c: Context) {
  const response = c.res;
  const type = response.headers.get("Content-Type") ?? "";
  if (c.req.method !== "GET" || response.status !== 200 || !type.startsWith("text/html")) return;
  const control = response.headers.get("Cache-Control") ?? "";
  if (/no-store|private/.test(control)) return;
  const body = await response.text();
  const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
  const headers = new Headers(response.headers);
  headers.set("ETag", etag);
  if (!control) headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
  c.res = undefined;
  c.res = ifNoneMatch(c.req.header("If-None-Match"), etag)
    ? new Response(null, { status: 304, headers })
    : new Response(body, { status: 200, headers });
}
