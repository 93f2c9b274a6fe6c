import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { MEDIA_MAX_BYTES } from "../../app/lib/media.ts";

/**
 * The Node server and the desk's uploads (decision 058): /media/ is served from the media folder
 * with a year's immutable caching, and only the upload form may post more than 64 KB.
 */

vi.mock("react-router", async (original) => ({
  ...(await original<typeof import("react-router")>()),
  createRequestHandler: () => async (request: Request) => {
    if (request.method === "POST") {
      const bytes = (await request.arrayBuffer()).byteLength;
      return Response.json({ received: bytes });
    }
    return new Response("<!doctype html><title>not found</title>", {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  },
}));

const folder = mkdtempSync(path.join(tmpdir(), "media-serving-"));
const mediaDir = path.join(folder, "media");
mkdirSync(path.join(mediaDir, "0123456789abcdef01234567"), { recursive: true });
writeFileSync(path.join(mediaDir, "0123456789abcdef01234567", "400.webp"), "RIFF....WEBP");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const { createApp } = await import("../../server/app.ts");
const app = createApp({
  build: {} as never,
  clientDir: "build/client",
  production: true,
  logger: { info() {}, warn() {}, error() {} },
  databaseHealth: async () => ({ ok: true }),
  mediaDir,
});
const call = (url: string, init?: RequestInit) => app.request(`http://localhost${url}`, init);

describe("uploaded images", () => {
  it("are served from the media folder, cached for a year, immutable", async () => {
    const response = await call("/media/0123456789abcdef01234567/400.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("RIFF....WEBP");
  });

  it("a missing file falls through to the site's 404, not cached for good", async () => {
    const response = await call("/media/0123456789abcdef01234567/9999.webp");
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control") ?? "").not.toContain("immutable");
    const traversal = await call("/media/..%2f..%2fetc/passwd");
    expect(traversal.status).toBe(404);
  });

  it("the upload form may post an image up to the limit; other forms stay at 64 KB", async () => {
    const upload = await call("/desk/media", { method: "POST", body: "x".repeat(2 * 1024 * 1024) });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toEqual({ received: 2 * 1024 * 1024 });
    const tooLarge = await call("/desk/media", {
      method: "POST",
      body: new Uint8Array(MEDIA_MAX_BYTES + 65 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    const otherForm = await call("/desk/people", {
      method: "POST",
      body: "x".repeat(100 * 1024),
    });
    expect(otherForm.status).toBe(413);
  });
});
