import { describe, expect, it } from "vitest";
import { sameSitePath } from "./same-site-path.ts";

describe("sameSitePath", () => {
  it("keeps the site's own paths, with their query and fragment", () => {
    expect(sameSitePath("/", "/home")).toBe("/");
    expect(sameSitePath("/blog/3?x=1#comments", "/")).toBe("/blog/3?x=1#comments");
    expect(sameSitePath("/de/events?month=2026-12", "/")).toBe("/de/events?month=2026-12");
    expect(sameSitePath("/search?q=100%25", "/")).toBe("/search?q=100%25");
    expect(sameSitePath("/search?q=%C3%ABsht%C3%AB", "/")).toBe("/search?q=%C3%ABsht%C3%AB");
    // Tidied the way a browser would: the dot segments go.
    expect(sameSitePath("/blog/./3", "/")).toBe("/blog/3");
  });

  it.each([
    "//evil.example",
    "///evil.example",
    "/.//evil.example",
    "/././/evil.example",
    "/a/..//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    " /evil.example",
    "https://evil.example",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "evil.example",
    "/%2F%2Fevil.example",
    "/%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "/%09/evil.example",
    "/.%2F%2Fevil.example",
    "/%2E%2F%2Fevil.example",
    "/%252F%252Fevil.example",
    "/%25252F%25252Fevil.example",
  ])("refuses %j and falls back", (value) => {
    expect(sameSitePath(value, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string, and overlong paths", () => {
    expect(sameSitePath(undefined, "/")).toBe("/");
    expect(sameSitePath(3, "/")).toBe("/");
    expect(sameSitePath(["/blog"], "/")).toBe("/");
    expect(sameSitePath(`/${"a".repeat(600)}`, "/")).toBe("/");
  });
});
