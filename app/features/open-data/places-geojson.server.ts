import { TEXT_LICENCE } from "../../api/open-data.server.ts";
import { contentIn } from "../../content/localized.server.ts";
import type { Database } from "../../db/client.server.ts";
import { listDestinations, listExperiences } from "../../db/queries.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";

/**
 * `/api/v1/places.geojson` (issue 33 item 2, docs/decisions/144): every place the site shows
 * with coordinates, as an RFC 7946 FeatureCollection. The same readers as the pages: the public
 * destinations and experiences from the database (drafts and later schedules left out), the
 * cities, places and attractions from the content, as /map shows them.
 */

export const PLACE_KINDS = ["destination", "experience", "city", "place", "attraction"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface PlaceFeature {
  type: "Feature";
  /** Unique in the collection: "attraction:3", "place:prizren/old-town". */
  id: string;
  /** RFC 7946: longitude first. */
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: {
    kind: PlaceKind;
    name: string;
    /** Town or region, in the file's language. */
    area: string;
    /** The page on the site, absolute, in the file's language. */
    url: string;
    licence: string;
    licenceUrl: string;
    attribution: string;
  };
}

export interface PlacesCollection {
  type: "FeatureCollection";
  /** Not a member RFC 7946 defines; foreign members are allowed (section 6.1). */
  language: Locale;
  licence: string;
  licenceUrl: string;
  attribution: string;
  features: PlaceFeature[];
}

interface Located {
  kind: PlaceKind;
  key: string;
  name: string;
  area: string;
  path: string;
  lat: number;
  lng: number;
}

/** Coordinates rounded to 6 decimals (about 10 cm), as RFC 7946 section 11.2 suggests. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

export async function placesGeoJson(db: Database, locale: Locale): Promise<PlacesCollection> {
  const content = contentIn(locale);
  const regionName = (id: string) =>
    content.regions.regionsContent.find((region) => region.id === id)?.name ?? id;
  const [destinations, experiences] = await Promise.all([
    listDestinations(db, locale),
    listExperiences(db, locale),
  ]);
  const located: Located[] = [
    ...destinations.map((row) => ({
      kind: "destination" as const,
      key: `destination:${row.id}`,
      name: row.name,
      area: row.location,
      path: paths.destination(row.id),
      lat: row.latitude,
      lng: row.longitude,
    })),
    ...experiences.map((row) => ({
      kind: "experience" as const,
      key: `experience:${row.id}`,
      name: row.name,
      area: row.location,
      path: paths.experience(row.id),
      lat: row.latitude,
      lng: row.longitude,
    })),
    ...content.cities.cities.map((city) => ({
      kind: "city" as const,
      key: `city:${city.id}`,
      name: city.name,
      area: regionName(city.region),
      path: paths.city(city.id),
      ...city.coordinates,
    })),
    ...content.places.places.map((place) => ({
      kind: "place" as const,
      key: `place:${place.region}/${place.slug}`,
      name: place.name,
      area: regionName(place.region),
      path: paths.place(place.region, place.slug),
      ...place.coordinates,
    })),
    ...content.attractions.attractions.map((attraction) => ({
      kind: "attraction" as const,
      key: `attraction:${attraction.id}`,
      name: attraction.name,
      area: translate(locale, `attractions.list.cities.${attraction.city}`),
      path: paths.attraction(attraction.id),
      ...attraction.coordinates,
    })),
  ];
  return {
    type: "FeatureCollection",
    language: locale,
    licence: TEXT_LICENCE.name,
    licenceUrl: TEXT_LICENCE.url,
    attribution: TEXT_LICENCE.attribution,
    features: located.map((point) => ({
      type: "Feature",
      id: point.key,
      geometry: { type: "Point", coordinates: [round(point.lng), round(point.lat)] },
      properties: {
        kind: point.kind,
        name: point.name,
        area: point.area,
        url: publicPageUrl(locale, point.path),
        licence: TEXT_LICENCE.name,
        licenceUrl: TEXT_LICENCE.url,
        attribution: TEXT_LICENCE.attribution,
      },
    })),
  };
}
