import { describe, expect, it } from "vitest";
import {
  filesOf,
  fingerprint,
  isPlacePath,
  mainOf,
  PACK_CAP_BYTES,
  type PackMeta,
  packCap,
  packSize,
  packsToEvict,
  titleOf,
} from "./trip-packs.rich.ts";

const pack = (id: string, keptAt: string, bytes: number): PackMeta => ({
  id,
  title: id,
  keptAt,
  bytes,
  pages: [],
  files: [],
});

describe("trip packs (decision 081)", () => {
  it("evicts the oldest kept packs first, only as many as the cap needs", () => {
    const packs = [
      pack("/cities/2", "2026-11-20T10:00:00.000Z", 20),
      pack("/cities/1", "2026-11-10T10:00:00.000Z", 20),
      pack("/saved", "2026-11-25T10:00:00.000Z", 20),
    ];
    expect(packsToEvict(packs, 30, 100)).toEqual([]);
    expect(packsToEvict(packs, 50, 100).map((p) => p.id)).toEqual(["/cities/1"]);
    expect(packsToEvict(packs, 70, 100).map((p) => p.id)).toEqual(["/cities/1", "/cities/2"]);
    // A pack kept again replaces itself: its old copy is not counted, nor removed as "oldest".
    expect(packsToEvict(packs, 60, 100, "/cities/1").map((p) => p.id)).toEqual([]);
    expect(packsToEvict(packs, 70, 100, "/cities/1").map((p) => p.id)).toEqual(["/cities/2"]);
  });

  it("caps at 50 MB; a test's cap can only be smaller", () => {
    expect(packCap(null)).toBe(PACK_CAP_BYTES);
    expect(packCap("abc")).toBe(PACK_CAP_BYTES);
    expect(packCap("-5")).toBe(PACK_CAP_BYTES);
    expect(packCap("300000")).toBe(300_000);
    expect(packCap(String(PACK_CAP_BYTES * 4))).toBe(PACK_CAP_BYTES);
  });

  it("shows sizes in MB with one decimal, KB below", () => {
    expect(packSize(3.24 * 1024 * 1024)).toEqual({ unit: "MB", value: 3.2 });
    expect(packSize(1024 * 1024)).toEqual({ unit: "MB", value: 1 });
    expect(packSize(820 * 1024)).toEqual({ unit: "KB", value: 820 });
    expect(packSize(10)).toEqual({ unit: "KB", value: 1 });
  });

  it("follows links to places only, in any language", () => {
    for (const path of [
      "/cities/1",
      "/de/attractions/12",
      "/events/9",
      "/experiences/3",
      "/destinations/4",
      "/it/destinations/western/rugova-canyon",
    ]) {
      expect(isPlacePath(path), path).toBe(true);
    }
    for (const path of [
      "/cities",
      "/attractions",
      "/destinations/western",
      "/plan",
      "/events/9/calendar.ics",
    ]) {
      expect(isPlacePath(path), path).toBe(false);
    }
  });

  it("finds our pictures and scripts in a page, also inside its inline scripts", () => {
    const html = `<link rel="stylesheet" href="/assets/app-Cg60.css"><img src="/artwork/cities/pristina.svg" alt="">
      <script>import("/assets/cities._id-6c29geHs.js\\")</script><img src="https://example.com/x.png">`;
    expect(filesOf(html).sort()).toEqual([
      "/artwork/cities/pristina.svg",
      "/assets/app-Cg60.css",
      "/assets/cities._id-6c29geHs.js",
    ]);
  });

  it("fingerprints a page's content only, not the scripts a deploy renames", async () => {
    const page = (script: string, text: string) =>
      `<html><head><script src="/assets/${script}.js"></script></head><body><main id="main"><p>${text}</p></main></body></html>`;
    expect(mainOf(page("a", "Hello"))).toBe('<main id="main"><p>Hello</p>');
    expect(await fingerprint(page("a", "Hello"))).toBe(await fingerprint(page("b", "Hello")));
    expect(await fingerprint(page("a", "Hello"))).not.toBe(await fingerprint(page("a", "Hello!")));
    expect(await fingerprint("x")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("takes a page's title without the site's name", () => {
    expect(titleOf("<title>Pristina &amp; around · Explore Kosovo</title>")).toBe(
      "Pristina & around",
    );
  });
});
