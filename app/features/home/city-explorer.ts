import type { Place } from "../../content/places.ts";

/** SPEC 2.3: the city explorer lists its places sorted, in three columns of 10 / 10 / 9. */
export const CITY_COLUMN_SIZE = 10;

export function sortPlaces<T extends { name: string }>(list: readonly T[], localeTag = "en"): T[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, localeTag, { sensitivity: "base" }));
}

/** Columns of at most `size` entries, filled top to bottom. */
export function toColumns<T>(list: readonly T[], size = CITY_COLUMN_SIZE): T[][] {
  const columns: T[][] = [];
  for (let start = 0; start < list.length; start += size)
    columns.push(list.slice(start, start + size));
  return columns;
}

/** What the explorer shows of a place: the rest of the content stays on the server. */
export type ExplorerPlace = Pick<
  Place,
  "id" | "name" | "slug" | "region" | "blurb" | "image" | "imageAlt"
>;

export function explorerPlaces(list: readonly Place[], localeTag = "en"): ExplorerPlace[] {
  return sortPlaces(list, localeTag).map(({ id, name, slug, region, blurb, image, imageAlt }) => ({
    id,
    name,
    slug,
    region,
    blurb,
    image,
    imageAlt,
  }));
}
