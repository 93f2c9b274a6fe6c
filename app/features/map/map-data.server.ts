import { contentIn } from "../../content/localized.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import type { MapPoint } from "./map-points.ts";

/** Every destination, city, place and attraction with its coordinates, linked in `locale`. */
export function listMapPoints(locale: Locale): MapPoint[] {
  const content = contentIn(locale);
  const { attractions } = content.attractions;
  const { cities } = content.cities;
  const { destinations } = content.destinations;
  const { places } = content.places;
  const { regionsContent } = content.regions;
  const regionName = (id: string) => regionsContent.find((r) => r.id === id)?.name ?? id;
  return [
    ...destinations.map((d) => ({
      type: "destination" as const,
      key: `destination:${d.id}`,
      name: d.name,
      href: localizePath(locale, paths.destination(d.id)),
      area: d.location,
      ...d.coordinates,
    })),
    ...cities.map((c) => ({
      type: "city" as const,
      key: `city:${c.id}`,
      name: c.name,
      href: localizePath(locale, paths.city(c.id)),
      area: regionName(c.region),
      ...c.coordinates,
    })),
    ...places.map((p) => ({
      type: "place" as const,
      key: `place:${p.region}/${p.slug}`,
      name: p.name,
      href: localizePath(locale, paths.place(p.region, p.slug)),
      area: regionName(p.region),
      ...p.coordinates,
    })),
    ...attractions.map((a) => ({
      type: "attraction" as const,
      key: `attraction:${a.id}`,
      name: a.name,
      href: localizePath(locale, paths.attraction(a.id)),
      area: translate(locale, `attractions.list.cities.${a.city}`),
      ...a.coordinates,
    })),
  ];
}
