import { destinationJson, experienceJson } from "../../api/shapes.ts";
import { contentIn } from "../../content/localized.server.ts";
import { type Region, regions } from "../../content/schema.ts";
import type { Database } from "../../db/client.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { withMediaCredits } from "../../db/media.server.ts";
import {
  type DestinationRow,
  findDestination,
  listDestinations,
  listExperiences,
} from "../../db/queries.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { nearestFirst } from "../../lib/geo.ts";
import type { Credited } from "../../lib/media.ts";
import { paths } from "../../lib/paths.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";
import { destinationView } from "./destination-data.ts";

/** A region named in a URL, or undefined. */
export function parseRegion(param: string | undefined): Region | undefined {
  return regions.find((region) => region === param);
}

/**
 * The public destination whose slug is in an old link (the footer's `pristina` and `prizren`):
 * those redirect permanently to its numeric page (PRODUCT B1). The slug the desk gives it now,
 * or the one the content files gave it (links already out there); undefined for a destination
 * that is not public (decision 101), so no redirect ends on a friendly 404.
 */
export async function destinationIdForSlug(slug: string): Promise<number | undefined> {
  const rows = await listDestinations(await getDatabase());
  const seeded = contentIn("en").destinations.destinations.find((d) => d.slug === slug)?.id;
  return (rows.find((row) => row.slug === slug) ?? rows.find((row) => row.id === seeded))?.id;
}

/** /destinations/:id; undefined if there is no such destination (or it is not public). */
export async function loadDestination(id: number, locale: Locale) {
  const db = await getDatabase();
  const row = await findDestination(db, id, locale);
  return row && destinationPageData(db, row, locale);
}

/** What the page shows of `row` (a public one, or any in the desk's preview). */
export async function destinationPageData(db: Database, row: DestinationRow, locale: Locale) {
  const id = row.id;
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
  const related = nearestFirst(destination, candidates, {
    belong: (other) => other.region === destination.region,
  }).map(({ lat: _lat, lng: _lng, ...card }) => card);
  const [[credited], relatedCredited, experiences] = await Promise.all([
    withMediaCredits(db, [destination], "image"),
    withMediaCredits(db, related, "image"),
    withMediaCredits(
      db,
      experienceRows.filter((experience) => experience.destinationId === id).map(experienceJson),
      "image",
    ),
  ]);
  const place = contentIn(locale).places.places.find((p) => p.destinationId === id);
  const region = contentIn(locale).regions.regionsContent.find((r) => r.id === row.region);
  return {
    // One item in, one item out.
    destination: credited as Credited<typeof destination>,
    related: relatedCredited,
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

/** /destinations/:region; undefined if its texts are missing. */
export async function loadRegion(id: Region, locale: Locale) {
  const { places } = contentIn(locale).places;
  const region = contentIn(locale).regions.regionsContent.find((r) => r.id === id);
  if (!region) return undefined;
  const db = await getDatabase();
  const rows = await listDestinations(db, locale);
  return {
    region,
    destinations: await withMediaCredits(
      db,
      rows.filter((row) => row.region === id).map(destinationJson),
      "image",
    ),
    places: places
      .filter((place) => place.region === id)
      .map(({ slug, name, blurb, image, imageAlt }) => ({ slug, name, blurb, image, imageAlt })),
    otherRegions: regions.filter((other) => other !== id),
  };
}

export type DestinationPageData = Awaited<ReturnType<typeof destinationPageData>>;
export type RegionPageData = NonNullable<Awaited<ReturnType<typeof loadRegion>>>;
