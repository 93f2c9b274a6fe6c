import { describe, expect, it } from "vitest";
import { neverCached, offlineBundle, offlinePageFor } from "./offline.ts";

describe("what the service worker stores", () => {
  it("never the desk or the newsletter API, in any language", () => {
    for (const path of [
      "/desk",
      "/desk/events/1",
      "/api/newsletter",
      "/api/newsletter/unsubscribe",
    ]) {
      expect(neverCached(path), path).toBe(true);
    }
    expect(neverCached("/de/desk")).toBe(true);
    for (const path of [
      "/",
      "/about/general",
      "/de/plan",
      "/desktop",
      "/api/events",
      "/newsletter/confirm",
    ]) {
      expect(neverCached(path), path).toBe(false);
    }
  });

  it("the practical pages and the offline page of a language", () => {
    expect(offlineBundle("en")).toEqual([
      "/emergency",
      "/about/general",
      "/about/transport",
      "/plan",
      "/offline",
    ]);
    expect(offlineBundle("de")).toEqual([
      "/de/emergency",
      "/de/about/general",
      "/de/about/transport",
      "/de/plan",
      "/de/offline",
    ]);
  });

  it("a page not stored falls back to the offline page of its own language", () => {
    expect(offlinePageFor("/cities/1")).toBe("/offline");
    expect(offlinePageFor("/sq/cities/1")).toBe("/sq/offline");
    expect(offlinePageFor("/it")).toBe("/it/offline");
    expect(offlinePageFor("/de/offline")).toBe("/de/offline");
  });
});
