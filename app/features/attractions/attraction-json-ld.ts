import { paths } from "../../lib/paths.ts";
import type { ReviewSummary } from "../../lib/review-summary.ts";
import type { JsonLdSite } from "../../seo/json-ld.ts";
import { absoluteUrl, pageUrl } from "../../seo/meta.ts";

interface JsonLdAttraction {
  id: number;
  name: string;
  description: string;
  images: { image: string }[];
  address: string;
  city: string;
  coordinates: { lat: number; lng: number };
  ticketPrice: string;
  tags: string[];
}

/**
 * schema.org TouristAttraction data for search engines; URLs are absolute. An AggregateRating
 * only when visitors have published reviews: search engines must not show stars nobody gave.
 */
export function attractionJsonLd(
  attraction: JsonLdAttraction,
  site: JsonLdSite,
  reviews: ReviewSummary,
) {
  return {
    "@context": "https://schema.org",
    "@type": "TouristAttraction",
    name: attraction.name,
    description: attraction.description,
    url: pageUrl(site, paths.attraction(attraction.id)),
    image: attraction.images.map((picture) => absoluteUrl(site.origin, picture.image)),
    address: {
      "@type": "PostalAddress",
      streetAddress: attraction.address,
      addressLocality: attraction.city,
      addressCountry: "XK",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: attraction.coordinates.lat,
      longitude: attraction.coordinates.lng,
    },
    isAccessibleForFree: attraction.ticketPrice === "Free",
    publicAccess: true,
    keywords: attraction.tags.join(", "),
    ...(reviews.average !== null && reviews.count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
