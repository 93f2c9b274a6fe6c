import { describe, expect, it } from "vitest";
import { translator } from "../i18n/messages.ts";
import { DEFAULT_OG_IMAGE, type Site, seoMeta, siteFromMatches } from "./meta.ts";

const base = {
  title: "Prizren · Destinations · Explore Kosovo",
  description: "Kosovo's old capital of culture below its fortress.",
  path: "/destinations/2",
};
const english: Site = {
  origin: "https://explore.example",
  locale: "en",
  t: translator({ "layout.seo.defaultImageAlt": "A fortress above a town" }),
};
const german: Site = { ...english, locale: "de" };

const find = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;

describe("seoMeta", () => {
  const tags = seoMeta(english, base);

  it("has the title, description and an absolute canonical URL", () => {
    expect(tags).toContainEqual({ title: base.title });
    expect(find(tags, "name", "description")?.content).toBe(base.description);
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://explore.example/destinations/2",
    });
  });

  it("has Open Graph and Twitter card tags with an absolute raster image", () => {
    expect(find(tags, "property", "og:title")?.content).toBe(base.title);
    expect(find(tags, "property", "og:description")?.content).toBe(base.description);
    expect(find(tags, "property", "og:url")?.content).toBe(
      "https://explore.example/destinations/2",
    );
    expect(find(tags, "property", "og:type")?.content).toBe("website");
    expect(find(tags, "property", "og:site_name")?.content).toBe("Explore Kosovo");
    expect(find(tags, "property", "og:locale")?.content).toBe("en_US");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    const image = `https://explore.example${DEFAULT_OG_IMAGE.path}`;
    expect(find(tags, "property", "og:image")?.content).toBe(image);
    expect(find(tags, "name", "twitter:image")?.content).toBe(image);
    expect(find(tags, "property", "og:image:alt")?.content).toBe("A fortress above a town");
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
  });

  it("replaces SVG artwork, which crawlers reject, and keeps raster pictures", () => {
    const svg = seoMeta(english, {
      ...base,
      image: { path: "/artwork/cities/prizren.svg", alt: "x" },
    });
    expect(find(svg, "property", "og:image")?.content).toContain(DEFAULT_OG_IMAGE.path);
    const photo = seoMeta(english, {
      ...base,
      type: "article",
      image: { path: "/photos/prizren.jpg", alt: "Prizren at dusk", width: 1600, height: 900 },
    });
    expect(find(photo, "property", "og:image")?.content).toBe(
      "https://explore.example/photos/prizren.jpg",
    );
    expect(find(photo, "property", "og:image:alt")?.content).toBe("Prizren at dusk");
    expect(find(photo, "property", "og:type")?.content).toBe("article");
  });

  it("adds noindex and JSON-LD on request", () => {
    const extra = seoMeta(english, {
      ...base,
      noindex: true,
      jsonLd: [{ "@type": "A" }, { "@type": "B" }],
    });
    expect(find(extra, "name", "robots")?.content).toBe("noindex, follow");
    expect(extra.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("uses the locale for og:locale and names the other languages", () => {
    const sq = seoMeta({ ...english, locale: "sq" }, base);
    expect(find(sq, "property", "og:locale")?.content).toBe("sq_AL");
    const alternates = sq
      .filter((tag) => (tag as Record<string, string>).property === "og:locale:alternate")
      .map((tag) => (tag as Record<string, string>).content);
    expect(alternates.sort()).toEqual(["de_DE", "en_US", "it_IT"]);
  });

  it("links the page in all four languages and x-default, with a canonical in its own", () => {
    const tags = seoMeta(german, base);
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://explore.example/de/destinations/2",
    });
    const alternates = Object.fromEntries(
      tags
        .filter((tag) => (tag as Record<string, string>).rel === "alternate")
        .map((tag) => [
          (tag as Record<string, string>).hrefLang,
          (tag as Record<string, string>).href,
        ]),
    );
    expect(alternates).toEqual({
      en: "https://explore.example/destinations/2",
      sq: "https://explore.example/sq/destinations/2",
      de: "https://explore.example/de/destinations/2",
      it: "https://explore.example/it/destinations/2",
      "x-default": "https://explore.example/destinations/2",
    });
    expect(find(tags, "property", "og:url")?.content).toBe(
      "https://explore.example/de/destinations/2",
    );
  });
});

describe("siteFromMatches", () => {
  it("reads the root loader's origin, language and strings", () => {
    const matches = [
      {
        id: "root",
        loaderData: { origin: "https://a.example", locale: "it", catalogue: { "a.b": "Ciao" } },
      },
      { id: "routes/_index", loaderData: {} },
    ];
    const site = siteFromMatches(matches);
    expect(site.origin).toBe("https://a.example");
    expect(site.locale).toBe("it");
    expect(site.t("a.b")).toBe("Ciao");
  });

  it("falls back to English without root data (an error before the root loader ran)", () => {
    const site = siteFromMatches([{ id: "root", loaderData: undefined }]);
    expect(site.origin).toBe("");
    expect(site.locale).toBe("en");
    expect(siteFromMatches([]).origin).toBe("");
  });
});
