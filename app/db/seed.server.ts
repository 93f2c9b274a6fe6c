import { notInArray } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { destinations as destinationContent } from "../content/destinations.ts";
import { events as eventContent } from "../content/events.ts";
import { experiences as experienceContent } from "../content/experiences.ts";
import { travelGuides as guideContent } from "../content/travel-guides.ts";
import * as schema from "./schema.ts";

type SeedTarget = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * Writes the content files into the server lists. Upserts, so a restart after a content edit
 * updates the rows and a second start changes nothing.
 */
export async function seedDatabase(db: SeedTarget): Promise<void> {
  await db.transaction(async (tx) => {
    for (const d of destinationContent) {
      const row = {
        id: d.id,
        slug: d.slug,
        name: d.name,
        description: d.description,
        image: d.image,
        imageAlt: d.imageAlt,
        location: d.location,
        region: d.region,
        latitude: d.coordinates.lat,
        longitude: d.coordinates.lng,
        details: {
          overview: d.overview,
          history: d.history,
          highlights: d.highlights,
          gettingThere: d.gettingThere,
          climate: d.climate,
          bestTime: d.bestTime,
        },
      };
      await tx.insert(schema.destinations).values(row).onConflictDoUpdate({
        target: schema.destinations.id,
        set: row,
      });
    }
    for (const e of experienceContent) {
      const row = {
        id: e.id,
        slug: e.slug,
        name: e.name,
        description: e.description,
        image: e.image,
        imageAlt: e.imageAlt,
        category: e.category,
        location: e.location,
        destinationId: e.destinationId ?? null,
        rating: e.rating,
        reviewCount: e.reviewCount,
        latitude: e.coordinates.lat,
        longitude: e.coordinates.lng,
        details: {
          details: e.details,
          duration: e.duration,
          season: e.season,
          whatToBring: e.whatToBring,
        },
      };
      await tx.insert(schema.experiences).values(row).onConflictDoUpdate({
        target: schema.experiences.id,
        set: row,
      });
    }
    for (const e of eventContent) {
      const row = {
        id: e.id,
        slug: e.slug,
        name: e.name,
        description: e.description,
        image: e.image,
        imageAlt: e.imageAlt,
        startDate: e.startDate,
        endDate: e.endDate ?? null,
        startTime: e.startTime,
        location: e.location,
        address: e.address,
        town: e.town,
        category: e.category,
        latitude: e.coordinates.lat,
        longitude: e.coordinates.lng,
        datesConfirmed: e.datesConfirmed ?? false,
        dateNote: e.dateNote ?? null,
        website: e.website ?? null,
        details: { details: e.details },
      };
      await tx.insert(schema.events).values(row).onConflictDoUpdate({
        target: schema.events.id,
        set: row,
      });
    }
    for (const g of guideContent) {
      const row = {
        id: g.id,
        title: g.title,
        content: g.content,
        icon: g.icon,
        type: g.type,
        image: g.image,
        imageAlt: g.imageAlt,
      };
      await tx.insert(schema.travelGuides).values(row).onConflictDoUpdate({
        target: schema.travelGuides.id,
        set: row,
      });
    }
    // Rows whose content entry was removed must not linger.
    await tx.delete(schema.events).where(
      notInArray(
        schema.events.id,
        eventContent.map((e) => e.id),
      ),
    );
  });
}
