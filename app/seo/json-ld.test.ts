import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  sectionBreadcrumbs,
  touristDestinationJsonLd,
  websiteJsonLd,
} from "./json-ld.ts";

const origin = { origin: "https://explore.example", locale: "en" } as const;
const italian = { origin: "https://explore.example", locale: "it" } as const;

describe("site JSON-LD", () => {
  it("describes the organisation and the site with its search", () => {
    expect(organizationJsonLd(origin)).toMatchObject({
      "@type": "Organization",
      name: "Explore Kosovo",
      url: "https://explore.example/",
    });
    const site = websiteJsonLd(origin);
    expect(site).toMatchObject({ "@type": "WebSite", url: "https://explore.example/" });
    expect(site.potentialAction.target.urlTemplate).toBe(
      "https://explore.example/search?q={search_term_string}",
    );
  });

  it("points to the pages in the page's language", () => {
    const site = websiteJsonLd(italian);
    expect(site).toMatchObject({ url: "https://explore.example/it", inLanguage: "it-IT" });
    expect(site.potentialAction.target.urlTemplate).toBe(
      "https://explore.example/it/search?q={search_term_string}",
    );
    const trail = breadcrumbJsonLd(italian, [{ name: "Città", path: "/cities" }]);
    expect(trail.itemListElement[0]?.item).toBe("https://explore.example/it/cities");
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const trail = breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "Cities", path: "/cities" },
      { name: "Prizren", path: "/cities/2" },
    ]);
    expect(trail["@type"]).toBe("BreadcrumbList");
    expect(trail.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://explore.example/" },
      { "@type": "ListItem", position: 2, name: "Cities", item: "https://explore.example/cities" },
      {
        "@type": "ListItem",
        position: 3,
        name: "Prizren",
        item: "https://explore.example/cities/2",
      },
    ]);
  });

  it("describes a tourist destination", () => {
    const data = touristDestinationJsonLd(origin, {
      name: "Prizren",
      description: "Old town below a fortress.",
      path: "/destinations/2",
      image: "/artwork/destinations/prizren.svg",
      latitude: 42.21,
      longitude: 20.74,
      locality: "Prizren",
    });
    expect(data).toMatchObject({
      "@type": "TouristDestination",
      url: "https://explore.example/destinations/2",
      image: "https://explore.example/artwork/destinations/prizren.svg",
      geo: { latitude: 42.21, longitude: 20.74 },
      address: { addressLocality: "Prizren", addressCountry: "XK" },
    });
  });

  it("starts a detail page's trail at Home and its section's list", () => {
    const t = (key: string) =>
      ({ "layout.bottomBar.home": "Home", "layout.nav.cities": "Città" })[key] ?? key;
    const trail = sectionBreadcrumbs({ ...italian, t }, "cities", {
      name: "Prizren",
      path: "/cities/2",
    });
    expect(trail.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ["Home", "https://explore.example/it"],
      ["Città", "https://explore.example/it/cities"],
      ["Prizren", "https://explore.example/it/cities/2"],
    ]);
  });
});
