import { notInArray } from "drizzle-orm";
import type { Destination } from "../content/destinations.ts";
import type { Event } from "../content/events.ts";
import type { Experience } from "../content/experiences.ts";
import { contentIn } from "../content/localized.server.ts";
import type { TravelGuide } from "../content/travel-guides.ts";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";
import type { Database } from "./client.server.ts";
import { forgetReads } from "./queries.server.ts";
import * as schema from "./schema.ts";

const otherLocales = locales.filter((locale) => locale !== defaultLocale);

/**
 * A row for each entry of an English list, with `translations` holding the same row's `texts`
 * built from each other language's version of the entry.
 */
function withTranslations<Entry extends { id: number }, Row>(
  list: (locale: Locale) => Entry[],
  toRow: (entry: Entry) => Row,
  texts: readonly (keyof Row)[],
) {
  const translated = otherLocales.map(
    (locale) => [locale, new Map(list(locale).map((entry) => [entry.id, entry]))] as const,
  );
  return list(defaultLocale).map((entry) => {
    const translations: Record<string, Partial<Row>> = {};
    for (const [locale, byId] of translated) {
      const row = toRow(byId.get(entry.id) ?? entry);
      translations[locale] = Object.fromEntries(
        texts.map((key) => [key, row[key]]),
      ) as Partial<Row>;
    }
    return { ...toRow(entry), translations };
  });
}

/**
 * Writes the content files into the server lists. Upserts, so a restart after a content edit
 * updates the rows and a second start changes nothing.
 */
export async function seedDatabase(db: Database): Promise<void> {
  const destinationRows = withTranslations(
    (locale) => contentIn(locale).destinations.destinations,
    destinationRow,
    ["name", "description", "imageAlt", "location", "details"],
  );
  const experienceRows = withTranslations(
    (locale) => contentIn(locale).experiences.experiences,
    experienceRow,
    ["name", "description", "imageAlt", "location", "details"],
  );
  const eventContent = contentIn(defaultLocale).events.events;
  const eventRows = withTranslations((locale) => contentIn(locale).events.events, eventRow, [
    "name",
    "description",
    "imageAlt",
    "location",
    "address",
    "town",
    "dateNote",
    "details",
  ]);
  const guideRows = withTranslations(
    (locale) => contentIn(locale)["travel-guides"].travelGuides,
    guideRow,
    ["title", "content", "imageAlt"],
  );
  await db.transaction(async (tx) => {
    for (const row of destinationRows) {
      await tx.insert(schema.destinations).values(row).onConflictDoUpdate({
        target: schema.destinations.id,
        set: row,
      });
    }
    for (const row of experienceRows) {
      await tx.insert(schema.experiences).values(row).onConflictDoUpdate({
        target: schema.experiences.id,
        set: row,
      });
    }
    for (const row of eventRows) {
      await tx.insert(schema.events).values(row).onConflictDoUpdate({
        target: schema.events.id,
        set: row,
      });
    }
    for (const row of guideRows) {
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
  forgetReads(db);
}

function destinationRow(d: Destination) {
  return {
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
}

function experienceRow(e: Experience) {
  return {
    id: e.id,
    slug: e.slug,
    name: e.name,
    description: e.description,
    image: e.image,
    imageAlt: e.imageAlt,
    category: e.category,
    location: e.location,
    destinationId: e.destinationId ?? null,
    groupSize: e.groupSize ?? null,
    latitude: e.coordinates.lat,
    longitude: e.coordinates.lng,
    details: {
      details: e.details,
      duration: e.duration,
      season: e.season,
      whatToBring: e.whatToBring,
    },
  };
}

function eventRow(e: Event) {
  return {
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
}

function guideRow(g: TravelGuide) {
  return {
    id: g.id,
    title: g.title,
    content: g.content,
    icon: g.icon,
    type: g.type,
    image: g.image,
    imageAlt: g.imageAlt,
  };
}
