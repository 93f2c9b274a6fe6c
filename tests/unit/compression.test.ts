import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "../../server/compression.ts";

/**
 * Compression of what has no precompressed copy: the client must receive a body whose length
 * matches what the headers announce (a stale Content-Length leaves a browser waiting forever).
 */
const dir = mkdtempSync(path.join(tmpdir(), "explore-kosovo-compression-"));
const script = `export const words = ${JSON.stringify("Prizren Peja Gjakova ".repeat(300))};\n`;
writeFileSync(path.join(dir, "app.js"), script);
writeFileSync(path.join(dir, "tiny.js"), "export const a = 1;\n");

const app = new Hono();
app.use(compression());
app.use("*", serveStatic({ root: path.relative(process.cwd(), dir), precompressed: true }));
app.get("/page", (c) => c.html(`<!doctype html><p>${"Rugova ".repeat(500)}</p>`));

const get = (url: string, encoding: string) =>
  app.request(`http://localhost${url}`, { headers: { "Accept-Encoding": encoding } });

async function bodyOf(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const declared = response.headers.get("content-length");
  if (declared !== null) expect(Number(declared)).toBe(bytes.length);
  return bytes;
}

describe("compression", () => {
  it("sends a file without a precompressed copy as Brotli, with no stale length", async () => {
    const response = await get("/app.js", "gzip, deflate, br, zstd");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    const bytes = await bodyOf(response);
    expect(bytes.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(bytes).toString()).toBe(script);
  });

  it("falls back to gzip, and to the plain file for a client that takes neither", async () => {
    const gzipped = await get("/app.js", "gzip");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bodyOf(gzipped)).toString()).toBe(script);
    const plain = await get("/app.js", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await bodyOf(plain)).toString()).toBe(script);
  });

  it("leaves small bodies as they are and compresses rendered pages", async () => {
    const tiny = await get("/tiny.js", "br");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect((await bodyOf(tiny)).toString()).toBe("export const a = 1;\n");
    const page = await get("/page", "br");
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bodyOf(page)).toString()).toContain("Rugova Rugova");
  });
});
