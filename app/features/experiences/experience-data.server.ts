import { z } from "zod";
import { experienceJson } from "../../api/shapes.ts";
import { paragraphsSchema } from "../../content/schema.ts";
import type { Database } from "../../db/client.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { withMediaCredits } from "../../db/media.server.ts";
import {
  type ExperienceRow,
  findDestination,
  findExperience,
  listExperiences,
  listPublishedReviews,
} from "../../db/queries.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { nearestFirst } from "../../lib/geo.ts";
import type { Credited } from "../../lib/media.ts";
import { paths } from "../../lib/paths.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";

const experienceDetailsSchema = z.object({
  details: paragraphsSchema,
  duration: z.string(),
  season: z.string(),
  whatToBring: z.array(z.string()),
});

/** /experiences/:id (PRODUCT B1); undefined if there is no such experience (or it is not public). */
export async function loadExperience(id: number, locale: Locale) {
  const db = await getDatabase();
  const row = await findExperience(db, id, locale);
  return row && experiencePageData(db, row, locale);
}

/** What the page shows of `row` (a public one, or any in the desk's preview). */
export async function experiencePageData(db: Database, row: ExperienceRow, locale: Locale) {
  const [rows, destination, reviews] = await Promise.all([
    listExperiences(db, locale),
    row.destinationId ? findDestination(db, row.destinationId, locale) : undefined,
    listPublishedReviews(db, "experience", row.id),
  ]);
  const located = (r: typeof row) => ({ ...experienceJson(r), lat: r.latitude, lng: r.longitude });
  const experience = {
    ...located(row),
    location: row.location,
    /** Some texts are shown in English: their translation is missing. */
    untranslated: row.untranslated,
    ...experienceDetailsSchema.parse(row.details),
  };
  const related = nearestFirst(experience, rows.map(located), {
    belong: (other) => other.category === experience.category,
  }).map(({ lat: _lat, lng: _lng, ...card }) => card);
  const [[credited], relatedCredited] = await Promise.all([
    withMediaCredits(db, [experience], "image"),
    withMediaCredits(db, related, "image"),
  ]);
  return {
    // One item in, one item out.
    experience: credited as Credited<typeof experience>,
    destination: destination ? { id: destination.id, name: destination.name } : undefined,
    related: relatedCredited,
    url: publicPageUrl(locale, paths.experience(row.id)),
    /** The published reviews (issue 19), newest first; the summary is `row.reviews`. */
    reviews: {
      summary: row.reviews,
      list: reviews.map(({ createdAt, ...review }) => ({
        ...review,
        createdAt: createdAt.toISOString(),
      })),
    },
  };
}

export type ExperiencePageData = Awaited<ReturnType<typeof experiencePageData>>;
