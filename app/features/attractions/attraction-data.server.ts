import type { Attraction } from "../../content/attractions.ts";
import { type Content, contentIn } from "../../content/localized.server.ts";
import type { Climate } from "../../content/schema.ts";
import type { Locale } from "../../i18n/locales.ts";
import { distanceKm } from "../../lib/geo.ts";
import type { AttractionCardData } from "./attraction-card.tsx";

export function attractionCard(attraction: Attraction): AttractionCardData {
  return {
    id: attraction.id,
    name: attraction.name,
    description: attraction.description,
    image: attraction.image,
    imageAlt: attraction.images[0]?.imageAlt ?? attraction.name,
    city: attraction.city,
    category: attraction.category,
    rating: attraction.rating,
    duration: attraction.duration,
    ticketPrice: attraction.ticketPrice,
    featured: attraction.featured,
  };
}

export function listAttractionCards(locale: Locale): AttractionCardData[] {
  return contentIn(locale).attractions.attractions.map(attractionCard);
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
export function loadAttractionDetail(id: number, locale: Locale) {
  const content = contentIn(locale);
  const { attractions } = content.attractions;
  const find = (wanted: number) => attractions.find((candidate) => candidate.id === wanted);
  const attraction = find(id);
  if (!attraction) return undefined;
  const nearby = attraction.nearbyAttractions.flatMap(({ id: nearbyId, distance }) => {
    const other = find(nearbyId);
    return other ? [{ ...attractionCard(other), distance }] : [];
  });
  // `attraction.city` is the English name, the same in every language: match it in English.
  const cityId = contentIn("en").cities.cities.find((c) => c.name === attraction.city)?.id;
  const city = content.cities.cities.find((c) => c.id === cityId);
  return {
    attraction: {
      ...attraction,
      images: attraction.images.map(({ image, imageAlt }) => ({ image, imageAlt })),
    },
    nearby,
    weather: nearestClimate(content, attraction.coordinates),
    city: city ? { id: city.id, name: city.name } : undefined,
  };
}

export type AttractionDetailData = NonNullable<ReturnType<typeof loadAttractionDetail>>;
