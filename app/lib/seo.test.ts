import { describe, expect, it } from "vitest";
import { DEFAULT_OG_IMAGE, originFromMatches, seoMeta } from "./seo.ts";

const base = {
  title: "Prizren · Destinations · Explore Kosovo",
  description: "Kosovo's old capital of culture below its fortress.",
  path: "/destinations/2",
  origin: "https://explore.example",
};

const find = (tags: ReturnType<typeof seoMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;

describe("seoMeta", () => {
  const tags = seoMeta(base);

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
    expect(find(tags, "property", "og:image:alt")?.content).toBeTruthy();
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
  });

  it("replaces SVG artwork, which crawlers reject, and keeps raster pictures", () => {
    const svg = seoMeta({ ...base, image: { path: "/artwork/cities/prizren.svg", alt: "x" } });
    expect(find(svg, "property", "og:image")?.content).toContain(DEFAULT_OG_IMAGE.path);
    const photo = seoMeta({
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
    const extra = seoMeta({ ...base, noindex: true, jsonLd: [{ "@type": "A" }, { "@type": "B" }] });
    expect(find(extra, "name", "robots")?.content).toBe("noindex, follow");
    expect(extra.filter((tag) => "script:ld+json" in tag)).toHaveLength(2);
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("uses the locale for og:locale", () => {
    expect(find(seoMeta({ ...base, locale: "sq" }), "property", "og:locale")?.content).toBe(
      "sq_AL",
    );
  });
});

describe("originFromMatches", () => {
  it("reads the root loader's origin", () => {
    const matches = [
      { id: "root", loaderData: { origin: "https://a.example" } },
      { id: "routes/_index", loaderData: {} },
    ];
    expect(originFromMatches(matches)).toBe("https://a.example");
  });

  it("is empty without root data (an error before the root loader ran)", () => {
    expect(originFromMatches([{ id: "root", loaderData: undefined }])).toBe("");
    expect(originFromMatches([])).toBe("");
  });
});
