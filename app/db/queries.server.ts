import { and, asc, count, desc, eq } from "drizzle-orm";
import { defaultLocale, type Locale } from "../i18n/locales.ts";
import { todayInKosovo } from "../lib/dates.ts";
import { dependsOn, dependsOnDay } from "../lib/dependencies.server.ts";
import { NO_REVIEWS, type ReviewSummary, summarizeRatings } from "../lib/review-summary.ts";
import type { Database } from "./client.server.ts";
import * as schema from "./schema.ts";

/**
 * The only place that reads the server lists; API routes and page loaders share it. Every reader
 * takes a locale: a row comes back with its texts in that language (English where a row has no
 * translation).
 */

type Translated = { translations: unknown };

/** A row with its texts in `locale` (for callers that also need the English row). */
export function inLocale<Row extends Translated>(row: Row, locale: Locale): Row {
  if (locale === defaultLocale) return row;
  const texts = (row.translations as Partial<Record<Locale, Partial<Row>>>)[locale];
  return texts ? { ...row, ...texts } : row;
}

/**
 * Each connection keeps what it read for a short while: a page view then costs no query at all,
 * and the embedded database (which runs on the server's own thread) stops being the bottleneck
 * under load. Every content change (`publishContentChange`, on any app server) drops what is kept
 * (`forgetAllReads`). A failed read is never kept, so an outage shows at once to every reader that
 * has nothing fresh; `/healthz` always asks the database itself.
 */
export const READ_CACHE_MS = 30_000;

type Table = "destinations" | "experiences" | "events" | "travelGuides" | "ratings";
type Rows = {
  destinations: DestinationRow[];
  experiences: (typeof schema.experiences.$inferSelect)[];
  events: EventRow[];
  travelGuides: TravelGuideRow[];
  ratings: RatingCount[];
};

/** How many published reviews of one entity gave one number of stars. */
type RatingCount = { entityType: string; entityId: number; rating: number; count: number };

const published = eq(schema.reviews.status, "published");

const readers: { [T in Table]: (db: Database) => Promise<Rows[T]> } = {
  destinations: (db) => db.select().from(schema.destinations).orderBy(asc(schema.destinations.id)),
  experiences: (db) => db.select().from(schema.experiences).orderBy(asc(schema.experiences.id)),
  events: (db) =>
    db.select().from(schema.events).orderBy(asc(schema.events.startDate), asc(schema.events.id)),
  travelGuides: (db) => db.select().from(schema.travelGuides).orderBy(asc(schema.travelGuides.id)),
  ratings: (db) =>
    db
      .select({
        entityType: schema.reviews.entityType,
        entityId: schema.reviews.entityId,
        rating: schema.reviews.rating,
        count: count(),
      })
      .from(schema.reviews)
      .where(published)
      .groupBy(schema.reviews.entityType, schema.reviews.entityId, schema.reviews.rating),
};

/** The page-cache tag of each table (app/lib/dependencies.server.ts). */
export const TABLE_TAGS: Record<Table, string> = {
  destinations: "destinations",
  experiences: "experiences",
  events: "events",
  travelGuides: "travel-guides",
  ratings: "reviews",
};

type Kept = { at: number; generation: number; rows: Promise<unknown[]> };
const kept = new WeakMap<Database, Map<Table, Kept>>();
/** Bumped by every content change: reads kept from before it are not used again. */
let generation = 0;

/** Drops everything every connection keeps: content changed (app/db/content-changes.server.ts). */
export function forgetAllReads(): void {
  generation++;
}

/** The rows of a table, and the render in progress shows them all (or `id` alone). */
function rowsOf<T extends Table>(db: Database, table: T, id?: number): Promise<Rows[T]> {
  dependsOn(id === undefined ? TABLE_TAGS[table] : `${TABLE_TAGS[table]}:${id}`);
  let tables = kept.get(db);
  if (!tables) {
    tables = new Map();
    kept.set(db, tables);
  }
  const now = Date.now();
  const hit = tables.get(table);
  if (hit && hit.generation === generation && now - hit.at < READ_CACHE_MS) {
    return hit.rows as Promise<Rows[T]>;
  }
  let rows: Promise<Rows[T]>;
  try {
    // A query builder runs again on every `then`: settle it once into a real promise.
    rows = Promise.resolve(readers[table](db));
  } catch (error) {
    rows = Promise.reject(error);
  }
  const entry = { at: now, generation, rows };
  tables.set(table, entry);
  // Concurrent readers share the one query; a failure is forgotten so the next reader retries.
  rows.catch(() => {
    if (tables.get(table) === entry) tables.delete(table);
  });
  return rows;
}

/** Drops what a connection keeps, after the tables were written (seeding). */
export function forgetReads(db: Database) {
  kept.delete(db);
}

const allInLocale =
  (locale: Locale) =>
  <Row extends Translated>(rows: Row[]) =>
    rows.map((row) => inLocale(row, locale));

async function findIn<T extends Exclude<Table, "ratings">>(
  db: Database,
  table: T,
  id: number,
  locale: Locale,
) {
  const row = (await rowsOf(db, table, id)).find((candidate) => candidate.id === id);
  return row && (inLocale(row, locale) as Rows[T][number]);
}

export function listDestinations(db: Database, locale: Locale = defaultLocale) {
  return rowsOf(db, "destinations").then(allInLocale(locale));
}

export function findDestination(db: Database, id: number, locale: Locale = defaultLocale) {
  return findIn(db, "destinations", id, locale);
}

/** Experiences carry the summary of their published reviews: their rating is never stored. */
export async function listExperiences(
  db: Database,
  locale: Locale = defaultLocale,
): Promise<ExperienceRow[]> {
  const [rows, summaries] = await Promise.all([
    rowsOf(db, "experiences"),
    reviewSummaries(db, "experience"),
  ]);
  return rows.map((row) => ({
    ...inLocale(row, locale),
    reviews: summaries.get(row.id) ?? NO_REVIEWS,
  }));
}

export async function findExperience(db: Database, id: number, locale: Locale = defaultLocale) {
  return (await listExperiences(db, locale)).find((row) => row.id === id);
}

export function listEvents(db: Database, locale: Locale = defaultLocale) {
  return rowsOf(db, "events").then(allInLocale(locale));
}

/** Events whose end date (or start date, when there is none) is today or later in Kosovo. */
export async function listUpcomingEvents(
  db: Database,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
) {
  const today = todayInKosovo(now);
  dependsOnDay(today);
  const events = await rowsOf(db, "events");
  return allInLocale(locale)(events.filter((event) => (event.endDate ?? event.startDate) >= today));
}

export function findEvent(db: Database, id: number, locale: Locale = defaultLocale) {
  return findIn(db, "events", id, locale);
}

export function listTravelGuides(db: Database, locale: Locale = defaultLocale) {
  return rowsOf(db, "travelGuides").then(allInLocale(locale));
}

/**
 * Each entity's summary of its published reviews, by id; an entity with none is absent (use
 * `NO_REVIEWS`). Kept like the lists: a newly published review shows within READ_CACHE_MS, or at
 * once after `forgetReads`.
 */
export async function reviewSummaries(
  db: Database,
  entityType: schema.ReviewEntityType,
): Promise<Map<number, ReviewSummary>> {
  const byId = new Map<number, RatingCount[]>();
  for (const row of await rowsOf(db, "ratings")) {
    if (row.entityType !== entityType) continue;
    byId.set(row.entityId, [...(byId.get(row.entityId) ?? []), row]);
  }
  return new Map([...byId].map(([id, counts]) => [id, summarizeRatings(counts)]));
}

/** One entity's published reviews, newest first. */
export function listPublishedReviews(
  db: Database,
  entityType: schema.ReviewEntityType,
  entityId: number,
) {
  const { reviews } = schema;
  dependsOn(`${TABLE_TAGS.ratings}:${entityType}:${entityId}`);
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      text: reviews.text,
      visitMonth: reviews.visitMonth,
      displayName: reviews.displayName,
      language: reviews.language,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.entityType, entityType), eq(reviews.entityId, entityId), published))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export type PublishedReview = Awaited<ReturnType<typeof listPublishedReviews>>[number];

export type DestinationRow = typeof schema.destinations.$inferSelect;
export type ExperienceRow = typeof schema.experiences.$inferSelect & { reviews: ReviewSummary };
export type EventRow = typeof schema.events.$inferSelect;
export type TravelGuideRow = typeof schema.travelGuides.$inferSelect;
