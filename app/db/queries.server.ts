import { asc, eq, gte, sql } from "drizzle-orm";
import { defaultLocale, type Locale } from "../i18n/locales.ts";
import { todayInKosovo } from "../lib/dates.ts";
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

const allInLocale =
  (locale: Locale) =>
  <Row extends Translated>(rows: Row[]) =>
    rows.map((row) => inLocale(row, locale));

export function listDestinations(db: Database, locale: Locale = defaultLocale) {
  return db
    .select()
    .from(schema.destinations)
    .orderBy(asc(schema.destinations.id))
    .then(allInLocale(locale));
}

export async function findDestination(db: Database, id: number, locale: Locale = defaultLocale) {
  const [row] = await db
    .select()
    .from(schema.destinations)
    .where(eq(schema.destinations.id, id))
    .limit(1);
  return row && inLocale(row, locale);
}

export function listExperiences(db: Database, locale: Locale = defaultLocale) {
  return db
    .select()
    .from(schema.experiences)
    .orderBy(asc(schema.experiences.id))
    .then(allInLocale(locale));
}

export async function findExperience(db: Database, id: number, locale: Locale = defaultLocale) {
  const [row] = await db
    .select()
    .from(schema.experiences)
    .where(eq(schema.experiences.id, id))
    .limit(1);
  return row && inLocale(row, locale);
}

export function listEvents(db: Database, locale: Locale = defaultLocale) {
  return db
    .select()
    .from(schema.events)
    .orderBy(asc(schema.events.startDate), asc(schema.events.id))
    .then(allInLocale(locale));
}

/** Events whose end date (or start date, when there is none) is today or later in Kosovo. */
export function listUpcomingEvents(
  db: Database,
  locale: Locale = defaultLocale,
  now: Date = new Date(),
) {
  return db
    .select()
    .from(schema.events)
    .where(
      gte(sql`coalesce(${schema.events.endDate}, ${schema.events.startDate})`, todayInKosovo(now)),
    )
    .orderBy(asc(schema.events.startDate), asc(schema.events.id))
    .then(allInLocale(locale));
}

export async function findEvent(db: Database, id: number, locale: Locale = defaultLocale) {
  const [row] = await db.select().from(schema.events).where(eq(schema.events.id, id)).limit(1);
  return row && inLocale(row, locale);
}

export function listTravelGuides(db: Database, locale: Locale = defaultLocale) {
  return db
    .select()
    .from(schema.travelGuides)
    .orderBy(asc(schema.travelGuides.id))
    .then(allInLocale(locale));
}

export type DestinationRow = typeof schema.destinations.$inferSelect;
export type ExperienceRow = typeof schema.experiences.$inferSelect;
export type EventRow = typeof schema.events.$inferSelect;
export type TravelGuideRow = typeof schema.travelGuides.$inferSelect;
