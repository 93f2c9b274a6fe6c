import { data, redirect } from "react-router";
import { destinationJson, experienceJson } from "../../api/shapes.ts";
import { contentIn } from "../../content/localized.server.ts";
import { type Region, regions } from "../../content/schema.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { findDestination, listDestinations, listExperiences } from "../../db/queries.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";
import { destinationView } from "./destination-data.ts";
import { selectRelatedDestinations } from "./related.ts";

const notFound = () => data(null, { status: 404 });

function isRegion(value: string): value is Region {
  return (regions as readonly string[]).includes(value);
}

/**
 * `/destinations/:x` serves three things (PRODUCT B1): a numeric id is a destination, one of the
 * five region names is a region page, and a destination's slug (the footer's `pristina` and
 * `prizren`) redirects permanently to its numeric page. Anything else is a 404.
 */
export async function loadDestinationsParam(param: string, locale: Locale) {
  if (/^[1-9]\d{0,5}$/.test(param)) {
    return {
      kind: "destination" as const,
      ...(await loadDestination(Number(param), locale)),
    };
  }
  if (isRegion(param)) return { kind: "region" as const, ...(await loadRegion(param, locale)) };
  const bySlug = contentIn(locale).destinations.destinations.find((d) => d.slug === param);
  if (bySlug) throw redirect(localizePath(locale, paths.destination(bySlug.id)), 301);
  throw notFound();
}

async function loadDestination(id: number, locale: Locale) {
  const db = await getDatabase();
  const row = await findDestination(db, id, locale);
  if (!row) throw notFound();
  const destination = destinationView(row);
  const [rows, experienceRows] = await Promise.all([
    listDestinations(db, locale),
    listExperiences(db, locale),
  ]);
  const candidates = rows.map((r) => ({
    ...destinationJson(r),
    lat: r.latitude,
    lng: r.longitude,
  }));
  const related = selectRelatedDestinations(destination, candidates).map(
    ({ lat: _lat, lng: _lng, ...card }) => card,
  );
  const experiences = experienceRows
    .filter((experience) => experience.destinationId === id)
    .map(experienceJson);
  const place = contentIn(locale).places.places.find((p) => p.destinationId === id);
  const region = contentIn(locale).regions.regionsContent.find((r) => r.id === row.region);
  return {
    destination,
    related,
    experiences,
    place: place
      ? { name: place.name, image: place.image, imageAlt: place.imageAlt, cityId: place.cityId }
      : undefined,
    region: region
      ? { id: region.id, name: region.name, image: region.image, imageAlt: region.imageAlt }
      : undefined,
    url: publicPageUrl(locale, paths.destination(id)),
  };
}

async function loadRegion(id: Region, locale: Locale) {
  const { places } = contentIn(locale).places;
  const region = contentIn(locale).regions.regionsContent.find((r) => r.id === id);
  if (!region) throw notFound();
  const rows = await listDestinations(await getDatabase(), locale);
  return {
    region,
    destinations: rows.filter((row) => row.region === id).map(destinationJson),
    places: places
      .filter((place) => place.region === id)
      .map(({ slug, name, blurb, image, imageAlt }) => ({ slug, name, blurb, image, imageAlt })),
    otherRegions: regions.filter((other) => other !== id),
  };
}

export type DestinationPageData = Awaited<ReturnType<typeof loadDestination>>;
export type RegionPageData = Awaited<ReturnType<typeof loadRegion>>;
