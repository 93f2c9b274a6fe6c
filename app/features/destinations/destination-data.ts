import { z } from "zod";
import { type DestinationJson, destinationJson } from "../../api/shapes.ts";
import { climateSchema, paragraphsSchema } from "../../content/schema.ts";
import type { DestinationRow } from "../../db/queries.server.ts";

/** The long texts of a destination, stored as JSON beside its row. */
export const destinationDetailsSchema = z.object({
  overview: paragraphsSchema,
  history: paragraphsSchema,
  highlights: z.array(z.string()),
  gettingThere: z.string(),
  climate: climateSchema,
  bestTime: z.string(),
});

export type DestinationDetails = z.infer<typeof destinationDetailsSchema>;

export interface DestinationView extends DestinationJson, DestinationDetails {
  slug: string;
  /** Some texts are shown in English: their translation is missing. */
  untranslated: boolean;
  lat: number;
  lng: number;
}

export function destinationView(row: DestinationRow): DestinationView {
  return {
    ...destinationJson(row),
    ...destinationDetailsSchema.parse(row.details),
    slug: row.slug,
    untranslated: row.untranslated,
    lat: row.latitude,
    lng: row.longitude,
  };
}
