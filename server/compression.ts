import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/;
/** Smaller bodies gain less than the encoding costs. */
const MIN_BYTES = 1024;

/**
 * Compresses what the app renders (documents, JSON): Brotli where the client takes it (about a
 * fifth smaller than gzip for our pages), gzip otherwise. Static files come precompressed
 * (scripts/precompress.ts) and pass through untouched.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || !res.body || res.headers.has("Content-Encoding")) return;
    if (!COMPRESSIBLE.test(res.headers.get("Content-Type") ?? "")) return;
    if (res.headers.get("Cache-Control")?.includes("no-transform")) return;
    const accepted = c.req.header("Accept-Encoding") ?? "";
    const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
    if (!encoding) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    headers.append("Vary", "Accept-Encoding");
    if (body.length < MIN_BYTES) {
      replace(c, new Response(body, { status: res.status, statusText: res.statusText, headers }));
      return;
    }
    const compressed =
      encoding === "br"
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 6 });
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    replace(
      c,
      new Response(compressed, { status: res.status, statusText: res.statusText, headers }),
    );
  };
}

/**
 * Hono copies the old response's headers onto a new one assigned to `c.res`, Content-Length
 * included: a file's length would then announce more bytes than its compressed body holds and
 * the client would wait for them forever. Clearing first keeps exactly the headers given.
 */
function replace(c: Context, response: Response) {
  c.res = undefined;
  c.res = response;
}
