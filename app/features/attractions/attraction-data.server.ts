import type { Attraction } from "../../content/attractions.ts";
import { type Content, contentIn } from "../../content/localized.server.ts";
import type { Climate } from "../../content/schema.ts";
import type { Database } from "../../db/client.server.ts";
import { listPublishedReviews, reviewSummaries } from "../../db/queries.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { distanceKm } from "../../lib/geo.ts";
import { NO_REVIEWS, type ReviewSummary } from "../../lib/review-summary.ts";
import type { AttractionCardData } from "./attraction-card.tsx";

export function attractionCard(
  attraction: Attraction,
  reviews: ReviewSummary = NO_REVIEWS,
): AttractionCardData {
  return {
    id: attraction.id,
    name: attraction.name,
    description: attraction.description,
    image: attraction.image,
    imageAlt: attraction.images[0]?.imageAlt ?? attraction.name,
    city: attraction.city,
    category: attraction.category,
    rating: reviews.average,
    reviewCount: reviews.count,
    duration: attraction.duration,
    ticketPrice: attraction.ticketPrice,
    featured: attraction.featured,
  };
}

/** Every card, its rating from the published reviews (PRODUCT B11). */
export async function listAttractionCards(
  db: Database,
  locale: Locale,
): Promise<AttractionCardData[]> {
  const summaries = await reviewSummaries(db, "attraction");
  return contentIn(locale).attractions.attractions.map((attraction) =>
    attractionCard(attraction, summaries.get(attraction.id)),
  );
}

/** Typical weather: the climate averages of the nearest destination we describe. */
function nearestClimate(
  content: Content,
  point: { lat: number; lng: number },
): { name: string; climate: Climate } {
  const places = content.destinations.destinations.map((d) => ({
    name: d.name,
    climate: d.climate,
    at: d.coordinates,
  }));
  const [nearest] = places.sort((a, b) => distanceKm(a.at, point) - distanceKm(b.at, point));
  if (!nearest) throw new Error("No destinations to take a climate from");
  return { name: nearest.name, climate: nearest.climate };
}

/** Everything /attractions/{id} shows, or undefined for an unknown id. */
export async function loadAttractionDetail(db: Database, id: number, locale: Locale) {
  const content = contentIn(locale);
  const { attractions } = content.attractions;
  const find = (wanted: number) => attractions.find((candidate) => candidate.id === wanted);
  const attraction = find(id);
  if (!attraction) return undefined;
  const [summaries, reviews] = await Promise.all([
    reviewSummaries(db, "attraction"),
    listPublishedReviews(db, "attraction", id),
  ]);
  const nearby = attraction.nearbyAttractions.flatMap(({ id: nearbyId, distance }) => {
    const other = find(nearbyId);
    return other ? [{ ...attractionCard(other, summaries.get(other.id)), distance }] : [];
  });
  // `attraction.city` is the English name, the same in every language: match it in English.
  const cityId = contentIn("en").cities.cities.find((c) => c.name === attraction.city)?.id;
  const city = content.cities.cities.find((c) => c.id === cityId);
  return {
    attraction: {
      ...attraction,
      images: attraction.images.map(({ image, imageAlt }) => ({ image, imageAlt })),
    },
    reviews: {
      summary: summaries.get(id) ?? NO_REVIEWS,
      list: reviews.map(({ createdAt, ...review }) => ({
        ...review,
        createdAt: createdAt.toISOString(),
      })),
    },
    nearby,
    weather: nearestClimate(content, attraction.coordinates),
    city: city ? { id: city.id, name: city.name } : undefined,
  };
}

export type AttractionDetailData = NonNullable<Awaited<ReturnType<typeof loadAttractionDetail>>>;
