import { z } from "zod";

/**
 * Shared building blocks for every content collection.
 * Every picture on the site is our own poster-style SVG artwork (PRODUCT B8), generated from a
 * small scene description into `public/artwork/{collection}/{slug}.svg` (1200 × 800).
 */

export const landscapes = [
  "mountains",
  "canyon",
  "lake",
  "waterfall",
  "cave",
  "plain",
  "forest",
  "hills",
  "city",
  "river",
  "valley",
  "meadow",
  "vineyard",
] as const;

export const landmarks = [
  "none",
  "fortress",
  "stone-bridge",
  "mosque",
  "orthodox-church",
  "catholic-church",
  "monastery",
  "newborn",
  "bazaar",
  "clock-tower",
  "library",
  "memorial",
  "museum",
  "kulla",
  "ski-lift",
  "stage",
  "cinema-screen",
  "food-table",
  "wine-barrels",
  "hikers",
  "zipline",
  "cave-formations",
  "mine-tower",
  "statue",
  "old-town",
  "dam",
  "kayak",
  "bicycle",
  "cable-car",
  "hammam",
  "ruins",
  "lighthouse-of-books",
  "crowd",
  "tent",
  "horse",
] as const;

export const timesOfDay = ["dawn", "day", "golden", "dusk", "night"] as const;
export const seasons = ["spring", "summer", "autumn", "winter"] as const;

export const sceneSchema = z.object({
  landscape: z.enum(landscapes),
  landmark: z.enum(landmarks),
  time: z.enum(timesOfDay),
  season: z.enum(seasons),
});
export type Scene = z.infer<typeof sceneSchema>;

export const coordinatesSchema = z.object({
  lat: z.number().min(41.85).max(43.27),
  lng: z.number().min(19.98).max(21.8),
});
export type Coordinates = z.infer<typeof coordinatesSchema>;

export const regions = ["central", "southern", "western", "northern", "eastern"] as const;
export const regionSchema = z.enum(regions);
export type Region = z.infer<typeof regionSchema>;

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** Typical climate by season (long-term averages, never a live forecast). */
export const climateSchema = z.object({
  winter: z.object({ highC: z.number(), lowC: z.number() }),
  spring: z.object({ highC: z.number(), lowC: z.number() }),
  summer: z.object({ highC: z.number(), lowC: z.number() }),
  autumn: z.object({ highC: z.number(), lowC: z.number() }),
  note: z.string().min(10).max(200),
});
export type Climate = z.infer<typeof climateSchema>;

/** An image of ours: the URL, what it shows, and the scene it is drawn from. */
export const artworkSchema = z.object({
  image: z.string().regex(/^\/artwork\/[a-z-]+\/[a-z0-9-]+\.svg$/),
  imageAlt: z.string().min(8).max(160),
  scene: sceneSchema,
});

export const ARTWORK_WIDTH = 1200;
export const ARTWORK_HEIGHT = 800;
export const ARTWORK_CREDIT = "Illustration: Explore Kosovo";

export const paragraphsSchema = z.array(z.string().min(40)).min(1);

/** A day as written in content data: "2026-11-26". */
export const isoDateSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/**
 * Where a fact comes from (issue 16): the page, and the day someone compared the content with it.
 * Every factual entity carries at least one; the content lint fails on an entity without.
 */
export const sourceSchema = z.object({
  url: z.string().regex(/^https?:\/\/[^\s]+$/),
  title: z.string().min(3).max(160).optional(),
  checked: isoDateSchema,
});
export type Source = z.infer<typeof sourceSchema>;

export const sourcesSchema = z.array(sourceSchema).min(1);

/** The day the content checks of issue 16 were made against the sources named with them. */
export const CHECKED_2026_11_26 = "2026-11-26";

/**
 * The head of a static information page reached from /about (general, transport, state info):
 * its meta texts, heading, intro and back link, the day its rules, fares and figures were last
 * compared with their sources, and those sources.
 */
export const infoPageMetaSchema = z.object({
  title: z.string().min(5),
  description: z.string().min(120).max(160),
  heading: z.string().min(5),
  intro: z.string().min(40),
  backLink: z.object({ label: z.string(), href: z.string().startsWith("/") }),
  lastChecked: isoDateSchema,
  sources: sourcesSchema,
});
export type InfoPageMeta = z.infer<typeof infoPageMetaSchema>;

/** A source checked on the day of the issue 16 review. */
export function source(url: string, title?: string): Source {
  return title ? { url, title, checked: CHECKED_2026_11_26 } : { url, checked: CHECKED_2026_11_26 };
}
