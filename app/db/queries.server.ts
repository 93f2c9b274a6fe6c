import { and, asc, count, desc, eq } from "drizzle-orm";
import { defaultLocale, type Locale } from "../i18n/locales.ts";
import { todayInKosovo } from "../lib/dates.ts";
import { dependsOn, dependsOnDay, dependsUntil } from "../lib/dependencies.server.ts";
import {
  currentOccurrence,
  lastDay,
  occurrencesBetween,
  type StoredOccurrence,
} from "../lib/recurrence.ts";
import { NO_REVIEWS, type ReviewSummary, summarizeRatings } from "../lib/review-summary.ts";
import type { Database } from "./client.server.ts";
import { type ContentEntity, onContentChanged } from "./content-changed.server.ts";
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
 * The tables change only when the database is seeded or an editor saves, so each connection keeps
 * what it read for a short while: a page view then costs no query at all, and the embedded
 * database (which runs on the server's own thread) stops being the bottleneck under load. A write
 * through the data layer calls `contentChanged()`, which drops the entity's tables here at once
 * (app/db/content-changed.server.ts); a change published by another app server drops everything
 * kept (`forgetAllReads`, app/db/content-changes.server.ts). A failed read is never kept, so an outage shows at once to
 * every reader that has nothing fresh; `/healthz` always asks the database itself.
 */
export const READ_CACHE_MS = 30_000;

type Table =
  | "destinations"
  | "experiences"
  | "events"
  | "eventOccurrences"
  | "travelGuides"
  | "ratings"
  | "blogPosts"
  | "siteSettings"
  | "featuredVideos";
type Rows = {
  destinations: DestinationRecord[];
  experiences: ExperienceRecord[];
  events: EventRecord[];
  eventOccurrences: OccurrenceRecord[];
  travelGuides: TravelGuideRow[];
  ratings: RatingCount[];
  blogPosts: BlogPostRecord[];
  siteSettings: (typeof schema.siteSettings.$inferSelect)[];
  featuredVideos: FeaturedVideoRecord[];
};

/** The tables each kind of content is read from. */
const tablesOf: Record<ContentEntity, Table[]> = {
  events: ["events", "eventOccurrences"],
  destinations: ["destinations"],
  experiences: ["experiences"],
  travelGuides: ["travelGuides"],
  reviews: ["ratings"],
  settings: ["siteSettings"],
  blog: ["blogPosts"],
  videos: ["featuredVideos"],
  // Read by withMediaCredits (media.server.ts) on each render, not kept here.
  media: [],
};

/** The page-cache tag of each table (app/lib/dependencies.server.ts). */
export const TABLE_TAGS: Record<Table, string> = {
  destinations: "destinations",
  experiences: "experiences",
  events: "events",
  eventOccurrences: "events",
  travelGuides: "travel-guides",
  ratings: "reviews",
  blogPosts: "blog",
  siteSettings: "settings",
  featuredVideos: "videos",
};

/** Bumped when a table is written: what a connection kept from an older generation is stale. */
const generations = new Map<Table, number>();
/** Bumped by a content change on any app server: everything kept before it is stale. */
let epoch = 0;

/** Drops everything every connection keeps: content changed (app/db/content-changes.server.ts). */
export function forgetAllReads(): void {
  epoch++;
}

onContentChanged(({ entity }) => {
  for (const table of tablesOf[entity]) generations.set(table, (generations.get(table) ?? 0) + 1);
});

/** How many published reviews of one entity gave one number of stars. */
type RatingCount = { entityType: string; entityId: number; rating: number; count: number };

const published = eq(schema.reviews.status, "published");

const readers: { [T in Table]: (db: Database) => Promise<Rows[T]> } = {
  destinations: (db) => db.select().from(schema.destinations).orderBy(asc(schema.destinations.id)),
  experiences: (db) => db.select().from(schema.experiences).orderBy(asc(schema.experiences.id)),
  events: (db) => db.select().from(schema.events).orderBy(asc(schema.events.id)),
  eventOccurrences: (db) =>
    db
      .select()
      .from(schema.eventOccurrences)
      .orderBy(asc(schema.eventOccurrences.eventId), asc(schema.eventOccurrences.startDate)),
  travelGuides: (db) => db.select().from(schema.travelGuides).orderBy(asc(schema.travelGuides.id)),
  blogPosts: (db) => db.select().from(schema.blogPosts).orderBy(asc(schema.blogPosts.id)),
  siteSettings: (db) => db.select().from(schema.siteSettings),
  featuredVideos: (db) =>
    db
      .select()
      .from(schema.featuredVideos)
      .orderBy(asc(schema.featuredVideos.position), asc(schema.featuredVideos.id)),
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

type Kept = { at: number; generation: number; rows: Promise<unknown[]> };
const kept = new WeakMap<Database, Map<Table, Kept>>();

/** The rows of a table, and the render in progress shows them all (or `id` alone). */
function rowsOf<T extends Table>(db: Database, table: T, id?: number): Promise<Rows[T]> {
  dependsOn(id === undefined ? TABLE_TAGS[table] : `${TABLE_TAGS[table]}:${id}`);
  let tables = kept.get(db);
  if (!tables) {
    tables = new Map();
    kept.set(db, tables);
  }
  const now = Date.now();
  const generation = epoch * 1_000_000 + (generations.get(table) ?? 0);
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

/**
 * The texts of a destination or an experience that have a translation per language (issue 18
 * item 4; docs/decisions/100); `details` holds the detail page's long texts.
 */
export const placeTextFields = ["name", "description", "imageAlt", "location", "details"] as const;

/**
 * The public rows of a desk-edited place table in `locale` (published, or scheduled and due, at
 * request time); a text without a translation stays English and the row says `untranslated`.
 */
async function publicPlaces<T extends "destinations" | "experiences">(
  db: Database,
  table: T,
  locale: Locale,
  now: Date,
  id?: number,
) {
  const rows = await rowsOf(db, table, id);
  dependsOnSchedule(rows, now);
  return rows
    .filter((row) => isPublicEvent(row, now) && (id === undefined || row.id === id))
    .map((row) => placeInLocale(row as Rows[T][number], locale));
}

/** A destination's or experience's texts in `locale`, whatever its status (also the desk's preview). */
export function placeInLocale<Row extends DestinationRecord | ExperienceRecord>(
  row: Row,
  locale: Locale,
): Row & { untranslated: boolean } {
  return textsInLocale(row, locale, placeTextFields);
}

/** The public destinations in `locale` (drafts and those scheduled for later are left out). */
export function listDestinations(
  db: Database,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<DestinationRow[]> {
  return publicPlaces(db, "destinations", locale, now);
}

/** One public destination in `locale`; undefined when there is none (or it is not public). */
export async function findDestination(
  db: Database,
  id: number,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<DestinationRow | undefined> {
  return (await publicPlaces(db, "destinations", locale, now, id))[0];
}

/**
 * The public experiences in `locale`, with the summary of their published reviews: their rating
 * is never stored.
 */
export async function listExperiences(
  db: Database,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
  id?: number,
): Promise<ExperienceRow[]> {
  const [rows, summaries] = await Promise.all([
    publicPlaces(db, "experiences", locale, now, id),
    reviewSummaries(db, "experience"),
  ]);
  return rows.map((row) => ({ ...row, reviews: summaries.get(row.id) ?? NO_REVIEWS }));
}

/** One public experience in `locale`; undefined when there is none (or it is not public). */
export async function findExperience(
  db: Database,
  id: number,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<ExperienceRow | undefined> {
  return (await listExperiences(db, locale, now, id))[0];
}

/** The texts of an event that have a translation per language (issue 8, issue 18 item 4). */
export const eventTextFields = [
  "name",
  "description",
  "imageAlt",
  "location",
  "address",
  "town",
  "dateNote",
  "details",
] as const;
export type EventTextField = (typeof eventTextFields)[number];

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  const paragraphs = (value as { details?: unknown }).details;
  return Array.isArray(paragraphs) && paragraphs.every((p) => typeof p !== "string" || !p.trim());
}

/**
 * An event's texts in `locale`: each text that has a translation replaces the English one; a
 * text without one stays English and the row says `untranslated`, so the page can say so
 * instead of showing an empty field.
 */
export function eventInLocale<Row extends EventRecord>(row: Row, locale: Locale): Row & Fallback {
  if (locale === defaultLocale) return { ...row, untranslated: false, englishFields: [] };
  const texts =
    (row.translations as Partial<Record<Locale, Record<string, unknown>>>)[locale] ?? {};
  const result: Record<string, unknown> = { ...row };
  const englishFields: EventTextField[] = [];
  for (const field of eventTextFields) {
    if (isBlank(row[field])) continue;
    const text = texts[field];
    if (isBlank(text)) englishFields.push(field);
    else result[field] = text;
  }
  return { ...(result as Row), untranslated: englishFields.length > 0, englishFields };
}

/** Which texts of a row are shown in English because their translation is missing. */
interface Fallback {
  untranslated: boolean;
  englishFields: EventTextField[];
}

/** Visible to visitors: published, or scheduled for a moment that has come. */
export function isPublicEvent(row: Pick<EventRecord, "status" | "publishAt">, now: Date): boolean {
  return (
    row.status === "published" ||
    (row.status === "scheduled" && row.publishAt !== null && row.publishAt <= now)
  );
}

/**
 * The event as visitors see it on `today`: its fields with the dates of its current edition
 * (the one under way or the next; the last one once a one-off event is over). Undefined for an
 * event with no date at all.
 */
export function resolveEvent(
  row: EventRecord,
  occurrences: readonly StoredOccurrence[],
  today: string,
): EventDates & EventRecord {
  const occurrence = currentOccurrence(row, occurrences, today);
  return {
    ...row,
    startDate: occurrence?.startDate ?? "",
    endDate: occurrence?.endDate ?? null,
    datesConfirmed: occurrence?.confirmed ?? false,
  };
}

/**
 * Every event with the dates of its current edition on `today`, kept while the rows it was
 * computed from and the day stay the same: expanding rules is cheap, but not free on every page.
 */
const resolvedKept = new WeakMap<
  object,
  { occurrences: object; today: string; resolved: (EventRecord & EventDates)[] }
>();

async function resolvedEvents(db: Database, today: string) {
  const [rows, occurrences] = await Promise.all([
    rowsOf(db, "events"),
    rowsOf(db, "eventOccurrences"),
  ]);
  const kept = resolvedKept.get(rows);
  if (kept && kept.occurrences === occurrences && kept.today === today) return kept.resolved;
  const byEvent = new Map<number, OccurrenceRecord[]>();
  for (const occurrence of occurrences) {
    byEvent.set(occurrence.eventId, [...(byEvent.get(occurrence.eventId) ?? []), occurrence]);
  }
  const resolved = rows
    .map((row) => resolveEvent(row, byEvent.get(row.id) ?? [], today))
    .filter((row) => row.startDate !== "")
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  resolvedKept.set(rows, { occurrences, today, resolved });
  return resolved;
}

async function publicRecords(db: Database, now: Date) {
  const [rows, occurrences] = await Promise.all([
    rowsOf(db, "events"),
    rowsOf(db, "eventOccurrences"),
  ]);
  const byEvent = new Map<number, OccurrenceRecord[]>();
  for (const occurrence of occurrences) {
    byEvent.set(occurrence.eventId, [...(byEvent.get(occurrence.eventId) ?? []), occurrence]);
  }
  return { rows: rows.filter((row) => isPublicEvent(row, now)), byEvent };
}

async function publicEvents(db: Database, locale: Locale, now: Date): Promise<EventRow[]> {
  const today = todayInKosovo(now);
  // The current edition rolls on at midnight: a page listing events is stale the next day.
  dependsOnDay(today);
  const resolved = await resolvedEvents(db, today);
  // A page cached now must not outlive the next scheduled publication.
  for (const row of resolved) {
    if (row.status === "scheduled" && row.publishAt && row.publishAt > now) {
      dependsUntil(row.publishAt.getTime());
    }
  }
  // Visibility is decided per request: a scheduled event appears at its very moment.
  return resolved.filter((row) => isPublicEvent(row, now)).map((row) => eventInLocale(row, locale));
}

/** The public events, each with its current edition's dates, earliest first. */
export function listEvents(
  db: Database,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<EventRow[]> {
  return publicEvents(db, locale, now);
}

/** Events whose current edition ends (or, for a single day, is) today or later in Kosovo. */
export async function listUpcomingEvents(
  db: Database,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<EventRow[]> {
  const today = todayInKosovo(now);
  return (await publicEvents(db, locale, now)).filter((event) => lastDay(event) >= today);
}

/**
 * Every edition of the public events that overlaps `from`…`to`, one row per edition with its own
 * dates (a newsletter about a month far ahead needs that month's editions, not the next ones).
 */
export async function listEventEditions(
  db: Database,
  from: string,
  to: string,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<EventRow[]> {
  const { rows, byEvent } = await publicRecords(db, now);
  return rows
    .flatMap((row) =>
      occurrencesBetween(row, byEvent.get(row.id) ?? [], from, to).map((occurrence) =>
        eventInLocale(
          {
            ...row,
            startDate: occurrence.startDate,
            endDate: occurrence.endDate,
            datesConfirmed: occurrence.confirmed,
          },
          locale,
        ),
      ),
    )
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
}

export async function findEvent(
  db: Database,
  id: number,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<EventRow | undefined> {
  return (await publicEvents(db, locale, now)).find((row) => row.id === id);
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
      helpfulCount: reviews.helpfulCount,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(eq(reviews.entityType, entityType), eq(reviews.entityId, entityId), published))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

export type PublishedReview = Awaited<ReturnType<typeof listPublishedReviews>>[number];

export type DestinationRecord = typeof schema.destinations.$inferSelect;
export type ExperienceRecord = typeof schema.experiences.$inferSelect;
/** A destination as visitors see it in one language (`untranslated`: some texts are English). */
export type DestinationRow = DestinationRecord & { untranslated: boolean };
export type ExperienceRow = ExperienceRecord & { untranslated: boolean; reviews: ReviewSummary };
export type EventRecord = typeof schema.events.$inferSelect;
export type OccurrenceRecord = typeof schema.eventOccurrences.$inferSelect;
/** The dates of the edition a visitor sees. */
export interface EventDates {
  startDate: string;
  endDate: string | null;
  datesConfirmed: boolean;
}
/** An event as the public pages and the API read it. */
export type EventRow = EventRecord & EventDates & Fallback;
export type TravelGuideRow = typeof schema.travelGuides.$inferSelect;

// --- Blog posts (issue 18 items 3, 4, 9; docs/decisions/053) ------------------------------------

export type BlogPostRecord = typeof schema.blogPosts.$inferSelect;

/** The texts of a blog post that have a translation per language. */
export const blogTextFields = [
  "title",
  "excerpt",
  "body",
  "imageAlt",
  "tags",
  "authorBio",
] as const;
export type BlogTextField = (typeof blogTextFields)[number];

/** A post as visitors read it in one language: the body still Markdown, and what fell back. */
export type BlogPostInLocale = BlogPostRecord & { untranslated: boolean };

/**
 * A desk-edited row's texts (`fields`) in `locale`; a text without a translation stays English
 * and the row says `untranslated`.
 */
function textsInLocale<Row extends { translations: unknown }>(
  row: Row,
  locale: Locale,
  fields: readonly (keyof Row & string)[],
): Row & { untranslated: boolean } {
  if (locale === defaultLocale) return { ...row, untranslated: false };
  const texts =
    (row.translations as Partial<Record<Locale, Record<string, unknown>>>)[locale] ?? {};
  const result: Record<string, unknown> = { ...row };
  let untranslated = false;
  for (const field of fields) {
    if (isBlank(row[field])) continue;
    if (isBlank(texts[field])) untranslated = true;
    else result[field] = texts[field];
  }
  return { ...(result as Row), untranslated };
}

/** The post's texts in `locale`; a text without a translation stays English and says so. */
export function blogPostInLocale(row: BlogPostRecord, locale: Locale): BlogPostInLocale {
  return textsInLocale(row, locale, blogTextFields);
}

/** The moment the next scheduled row of `rows` goes public: the pages showing them expire then. */
function dependsOnSchedule(rows: readonly { status: string; publishAt: Date | null }[], now: Date) {
  const nextPublication = rows
    .filter((row) => row.status === "scheduled" && row.publishAt && row.publishAt > now)
    .map((row) => row.publishAt?.getTime() ?? Number.POSITIVE_INFINITY);
  if (nextPublication.length > 0) dependsUntil(Math.min(...nextPublication));
}

/**
 * The public blog posts in `locale`, newest publication date first (the first is the featured
 * one): published, or scheduled for a moment that has come, decided at request time.
 */
export async function listBlogPosts(
  db: Database,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<BlogPostInLocale[]> {
  const rows = await rowsOf(db, "blogPosts");
  dependsOnSchedule(rows, now);
  return rows
    .filter((row) => isPublicEvent(row, now))
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.id - b.id)
    .map((row) => blogPostInLocale(row, locale));
}

/** One public blog post in `locale`; undefined when there is none (or it is not public). */
export async function findBlogPost(
  db: Database,
  id: number,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<BlogPostInLocale | undefined> {
  dependsOn(`blog:${id}`);
  return (await listBlogPosts(db, locale, now)).find((row) => row.id === id);
}

// --- Featured videos (issue 18 items 3, 4, 9; docs/decisions/055) ------------------------------

export type FeaturedVideoRecord = typeof schema.featuredVideos.$inferSelect;

/** The texts of a featured video that have a translation per language. */
export const videoTextFields = ["title", "description", "imageAlt"] as const;

/** A featured video as the home page and its text track show it in one language. */
export interface FeaturedVideoInLocale {
  id: number;
  title: string;
  description: string;
  film?: { slug: string };
  youtubeId?: string;
  thumbnail: string;
  imageAlt: string;
  untranslated: boolean;
}

/** The video's texts in `locale` (English where a translation is missing), as the page shows it. */
export function featuredVideoInLocale(
  row: FeaturedVideoRecord,
  locale: Locale,
): FeaturedVideoInLocale {
  const texts = textsInLocale(row, locale, videoTextFields);
  return {
    id: row.id,
    title: texts.title,
    description: texts.description,
    ...(row.filmSlug ? { film: { slug: row.filmSlug } } : {}),
    ...(row.youtubeId ? { youtubeId: row.youtubeId } : {}),
    thumbnail: row.thumbnail,
    imageAlt: texts.imageAlt,
    untranslated: texts.untranslated,
  };
}

/** The public featured videos in `locale`, in the editors' order (published or due). */
export async function listFeaturedVideos(
  db: Database,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<FeaturedVideoInLocale[]> {
  const rows = await rowsOf(db, "featuredVideos");
  dependsOnSchedule(rows, now);
  return rows
    .filter((row) => isPublicEvent(row, now))
    .map((row) => featuredVideoInLocale(row, locale));
}

/** One public featured video in `locale`; undefined when there is none (or it is not public). */
export async function findFeaturedVideo(
  db: Database,
  id: number,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
): Promise<FeaturedVideoInLocale | undefined> {
  dependsOn(`videos:${id}`);
  return (await listFeaturedVideos(db, locale, now)).find((row) => row.id === id);
}

// --- Site settings (issue 18 item 3; docs/decisions/054) ----------------------------------------

/** What the pages show of the site's settings: contact details and social links ("" = hidden). */
export interface PublicSiteSettings {
  phone: string;
  email: string;
  social: { facebook: string; instagram: string; youtube: string; x: string };
}

/** The site's settings as the footer and the home page show them (empty before the seed). */
export async function getSiteSettings(db: Database): Promise<PublicSiteSettings> {
  const [row] = await rowsOf(db, "siteSettings");
  return {
    phone: row?.phone ?? "",
    email: row?.email ?? "",
    social: {
      facebook: row?.facebook ?? "",
      instagram: row?.instagram ?? "",
      youtube: row?.youtube ?? "",
      x: row?.x ?? "",
    },
  };
}
