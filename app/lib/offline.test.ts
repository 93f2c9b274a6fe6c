import { describe, expect, it } from "vitest";
import { mayStore, neverCached, offlineBundle, offlinePageFor } from "./offline.ts";

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
    // React Router renders the desk under any letter case or escape: so does this rule (issue 34).
    for (const path of ["/Desk", "/DESK/people", "/dEsK/events/1", "/%64esk/audit", "/desk.data"]) {
      expect(neverCached(path), path).toBe(true);
    }
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

  it("nothing its server marks private or no-store", () => {
    expect(mayStore("private, no-store")).toBe(false);
    expect(mayStore("private")).toBe(false);
    expect(mayStore("no-store")).toBe(false);
    expect(mayStore("public, max-age=0, s-maxage=60, stale-while-revalidate=600")).toBe(true);
    expect(mayStore(null)).toBe(true);
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
