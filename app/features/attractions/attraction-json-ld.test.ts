import { describe, expect, it } from "vitest";
import { attractions } from "../../content/attractions.ts";
import { NO_REVIEWS, summarizeRatings } from "../../lib/review-summary.ts";
import { attractionJsonLd } from "./attraction-json-ld.ts";

describe("attractionJsonLd", () => {
  it("describes a TouristAttraction with absolute URLs, address and coordinates", () => {
    const [fortress] = attractions;
    if (!fortress) throw new Error("no attractions");
    const data = attractionJsonLd(
      fortress,
      { origin: "https://example.org", locale: "en" },
      NO_REVIEWS,
    );
    expect(data["@type"]).toBe("TouristAttraction");
    expect(data.name).toBe("Prizren Fortress");
    expect(data.url).toBe("https://example.org/attractions/1");
    expect(data.image[0]).toBe("https://example.org/artwork/attractions/prizren-fortress-1.svg");
    expect(data.address.addressLocality).toBe("Prizren");
    expect(data.address.addressCountry).toBe("XK");
    expect(data.geo.latitude).toBe(fortress.coordinates.lat);
    expect(data.isAccessibleForFree).toBe(true);
  });

  it("has an AggregateRating only when visitors published reviews (PRODUCT B11)", () => {
    const [fortress] = attractions;
    if (!fortress) throw new Error("no attractions");
    const site = { origin: "https://example.org", locale: "en" } as const;
    expect(attractionJsonLd(fortress, site, NO_REVIEWS)).not.toHaveProperty("aggregateRating");
    const rated = attractionJsonLd(
      fortress,
      site,
      summarizeRatings([
        { rating: 5, count: 1 },
        { rating: 4, count: 1 },
      ]),
    );
    expect(rated).toMatchObject({
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2 },
    });
  });
});
