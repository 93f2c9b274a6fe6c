import { data, redirect } from "react-router";
import { destinations as destinationContent } from "../../content/destinations.ts";
import { places } from "../../content/places.ts";
import { getRegionInfo } from "../../content/regions.ts";
import { type Region, regions } from "../../content/schema.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { findDestination, listDestinations, listExperiences } from "../../db/queries.server.ts";
import { destinationJson, experienceJson } from "../../lib/api-shapes.ts";
import { paths } from "../../lib/paths.ts";
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
export async function loadDestinationsParam(param: string, request: Request) {
  if (/^[1-9]\d{0,5}$/.test(param)) {
    return { kind: "destination" as const, ...(await loadDestination(Number(param), request)) };
  }
  if (isRegion(param)) return { kind: "region" as const, ...(await loadRegion(param)) };
  const bySlug = destinationContent.find((d) => d.slug === param);
  if (bySlug) throw redirect(paths.destination(bySlug.id), 301);
  throw notFound();
}

async function loadDestination(id: number, request: Request) {
  const db = await getDatabase();
  const row = await findDestination(db, id);
  if (!row) throw notFound();
  const destination = destinationView(row);
  const [rows, experienceRows] = await Promise.all([listDestinations(db), listExperiences(db)]);
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
  const place = places.find((p) => p.destinationId === id);
  const region = getRegionInfo(row.region as Region);
  const origin = new URL(request.url).origin;
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
    url: `${origin}${paths.destination(id)}`,
  };
}

async function loadRegion(id: Region) {
  const region = getRegionInfo(id);
  if (!region) throw notFound();
  const rows = await listDestinations(await getDatabase());
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
