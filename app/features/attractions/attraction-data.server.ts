import { type Attraction, attractions, getAttraction } from "../../content/attractions.ts";
import { cities } from "../../content/cities.ts";
import { destinations } from "../../content/destinations.ts";
import type { Climate } from "../../content/schema.ts";
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

export function listAttractionCards(): AttractionCardData[] {
  return attractions.map(attractionCard);
}

/** Typical weather: the climate averages of the nearest destination we describe. */
function nearestClimate(point: { lat: number; lng: number }): { name: string; climate: Climate } {
  const places = destinations.map((d) => ({ name: d.name, climate: d.climate, at: d.coordinates }));
  const [nearest] = places.sort((a, b) => distanceKm(a.at, point) - distanceKm(b.at, point));
  if (!nearest) throw new Error("No destinations to take a climate from");
  return { name: nearest.name, climate: nearest.climate };
}

/** Everything /attractions/{id} shows, or undefined for an unknown id. */
export function loadAttractionDetail(id: number) {
  const attraction = getAttraction(id);
  if (!attraction) return undefined;
  const nearby = attraction.nearbyAttractions.flatMap(({ id: nearbyId, distance }) => {
    const other = getAttraction(nearbyId);
    return other ? [{ ...attractionCard(other), distance }] : [];
  });
  const city = cities.find((c) => c.name === attraction.city);
  return {
    attraction: {
      ...attraction,
      images: attraction.images.map(({ image, imageAlt }) => ({ image, imageAlt })),
    },
    nearby,
    weather: nearestClimate(attraction.coordinates),
    city: city ? { id: city.id, name: city.name } : undefined,
  };
}

export type AttractionDetailData = NonNullable<ReturnType<typeof loadAttractionDetail>>;
