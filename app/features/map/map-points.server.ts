import { attractions } from "../../content/attractions.ts";
import { cities } from "../../content/cities.ts";
import { destinations } from "../../content/destinations.ts";
import { places } from "../../content/places.ts";
import { regionsContent } from "../../content/regions.ts";
import { paths } from "../../lib/paths.ts";
import type { MapPoint } from "./map-points.ts";

const regionName = (id: string) => regionsContent.find((r) => r.id === id)?.name ?? id;

/** Every destination, city, place and attraction with its coordinates, from the content. */
export function listMapPoints(): MapPoint[] {
  return [
    ...destinations.map((d) => ({
      type: "destination" as const,
      key: `destination:${d.id}`,
      name: d.name,
      href: paths.destination(d.id),
      area: d.location,
      ...d.coordinates,
    })),
    ...cities.map((c) => ({
      type: "city" as const,
      key: `city:${c.id}`,
      name: c.name,
      href: paths.city(c.id),
      area: regionName(c.region),
      ...c.coordinates,
    })),
    ...places.map((p) => ({
      type: "place" as const,
      key: `place:${p.region}/${p.slug}`,
      name: p.name,
      href: paths.place(p.region, p.slug),
      area: regionName(p.region),
      ...p.coordinates,
    })),
    ...attractions.map((a) => ({
      type: "attraction" as const,
      key: `attraction:${a.id}`,
      name: a.name,
      href: paths.attraction(a.id),
      area: a.city,
      ...a.coordinates,
    })),
  ];
}
