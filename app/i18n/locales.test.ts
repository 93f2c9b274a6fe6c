import { describe, expect, it } from "vitest";
import {
  localeFromParam,
  localizeHtmlLinks,
  localizePath,
  parseStoredLocale,
  splitLocalePath,
} from "./locales.ts";

describe("language prefixes", () => {
  it("keeps English paths and prefixes the others", () => {
    expect(localizePath("en", "/cities/2")).toBe("/cities/2");
    expect(localizePath("sq", "/cities/2")).toBe("/sq/cities/2");
    expect(localizePath("de", "/")).toBe("/de");
    expect(localizePath("it", "/plan#builder")).toBe("/it/plan#builder");
    expect(localizePath("it", "/?newsletter=subscribed")).toBe("/it?newsletter=subscribed");
  });

  it("leaves prefixed, relative and external targets alone", () => {
    expect(localizePath("de", "/sq/cities/2")).toBe("/sq/cities/2");
    expect(localizePath("de", "?page=2")).toBe("?page=2");
    expect(localizePath("de", "https://example.com/")).toBe("https://example.com/");
    expect(localizePath("de", "//evil.example/")).toBe("//evil.example/");
  });

  it("splits a pathname into its language and the page", () => {
    expect(splitLocalePath("/de/cities/2")).toEqual({ locale: "de", path: "/cities/2" });
    expect(splitLocalePath("/sq")).toEqual({ locale: "sq", path: "/" });
    expect(splitLocalePath("/cities/2")).toEqual({ locale: "en", path: "/cities/2" });
    // Not a language: /en is not a prefix, nor is a two-letter page such as /xx.
    expect(splitLocalePath("/en/cities")).toEqual({ locale: "en", path: "/en/cities" });
    expect(splitLocalePath("/desk")).toEqual({ locale: "en", path: "/desk" });
  });

  it("reads route params and stored codes", () => {
    expect(localeFromParam(undefined)).toBe("en");
    expect(localeFromParam("it")).toBe("it");
    expect(localeFromParam("en")).toBeUndefined();
    expect(localeFromParam("api")).toBeUndefined();
    expect(parseStoredLocale("al")).toBe("sq");
    expect(parseStoredLocale("fr")).toBeUndefined();
  });

  it("keeps an article's internal links in its language", () => {
    const html =
      '<p>See <a href="/cities/2">Prizren</a> and <a href="https://unesco.org">UNESCO</a>.</p>';
    expect(localizeHtmlLinks("de", html)).toBe(
      '<p>See <a href="/de/cities/2">Prizren</a> and <a href="https://unesco.org">UNESCO</a>.</p>',
    );
    expect(localizeHtmlLinks("en", html)).toBe(html);
  });
});
