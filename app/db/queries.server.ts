import { asc, eq, gte, sql } from "drizzle-orm";
import { todayInKosovo } from "../lib/dates.ts";
import type { Database } from "./client.server.ts";
import * as schema from "./schema.ts";

/** The only place that reads the server lists; API routes and page loaders share it. */

export function listDestinations(db: Database) {
  return db.select().from(schema.destinations).orderBy(asc(schema.destinations.id));
}

export async function findDestination(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(schema.destinations)
    .where(eq(schema.destinations.id, id))
    .limit(1);
  return row;
}

export function listExperiences(db: Database) {
  return db.select().from(schema.experiences).orderBy(asc(schema.experiences.id));
}

export async function findExperience(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(schema.experiences)
    .where(eq(schema.experiences.id, id))
    .limit(1);
  return row;
}

export function listEvents(db: Database) {
  return db
    .select()
    .from(schema.events)
    .orderBy(asc(schema.events.startDate), asc(schema.events.id));
}

/** Events whose end date (or start date, when there is none) is today or later in Kosovo. */
export function listUpcomingEvents(db: Database, now: Date = new Date()) {
  return db
    .select()
    .from(schema.events)
    .where(
      gte(sql`coalesce(${schema.events.endDate}, ${schema.events.startDate})`, todayInKosovo(now)),
    )
    .orderBy(asc(schema.events.startDate), asc(schema.events.id));
}

export async function findEvent(db: Database, id: number) {
  const [row] = await db.select().from(schema.events).where(eq(schema.events.id, id)).limit(1);
  return row;
}

export function listTravelGuides(db: Database) {
  return db.select().from(schema.travelGuides).orderBy(asc(schema.travelGuides.id));
}

export type DestinationRow = typeof schema.destinations.$inferSelect;
export type ExperienceRow = typeof schema.experiences.$inferSelect;
export type EventRow = typeof schema.events.$inferSelect;
export type TravelGuideRow = typeof schema.travelGuides.$inferSelect;
