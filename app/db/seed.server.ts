import { eq, notInArray } from "drizzle-orm";
import type { BlogPost } from "../content/blog.ts";
import { htmlToMarkdown } from "../content/blog-markdown.ts";
import type { Destination } from "../content/destinations.ts";
import type { Event } from "../content/events.ts";
import type { Experience } from "../content/experiences.ts";
import { contentIn } from "../content/localized.server.ts";
import type { FeaturedVideo } from "../content/media.ts";
import { siteSettings } from "../content/site.ts";
import type { TravelGuide } from "../content/travel-guides.ts";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";
import { durationOf } from "../lib/recurrence.ts";
import type { Database } from "./client.server.ts";
import { seedPracticalFacts } from "./practical-facts.server.ts";
import {
  blogTextFields,
  eventTextFields,
  forgetReads,
  placeTextFields,
  videoTextFields,
} from "./queries.server.ts";
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
    placeTextFields,
  );
  const experienceRows = withTranslations(
    (locale) => contentIn(locale).experiences.experiences,
    experienceRow,
    placeTextFields,
  );
  const eventContent = contentIn(defaultLocale).events.events;
  const eventRows = withTranslations(
    (locale) => contentIn(locale).events.events,
    eventRow,
    eventTextFields,
  );
  const guideRows = withTranslations(
    (locale) => contentIn(locale)["travel-guides"].travelGuides,
    guideRow,
    ["title", "content", "imageAlt"],
  );
  await db.transaction(async (tx) => {
    // Desk content (decision 100): the files own a place until an editor changes it.
    const db = tx as unknown as Database;
    await seedOwnedByFiles(
      db,
      schema.destinations,
      "destination",
      destinationRows,
      placeTextFields,
    );
    await seedOwnedByFiles(db, schema.experiences, "experience", experienceRows, placeTextFields);
    await seedEvents(tx as unknown as Database, eventContent, eventRows);
    await upsert(tx, schema.travelGuides, guideRows);
    // Desk operations (issue 18 item 6): the practical facts' first "last checked" dates.
    await seedPracticalFacts(tx);
    await seedBlogPosts(tx as unknown as Database);
    await seedFeaturedVideos(tx as unknown as Database);
    // The settings are the desk's from the first start on: the file only fills a new database.
    const [settings] = await tx
      .insert(schema.siteSettings)
      .values({
        id: 1,
        ...siteSettings.social,
        phone: siteSettings.phone,
        email: siteSettings.email,
      })
      .onConflictDoNothing()
      .returning();
    // Its first version, so the desk can compare with it and restore it.
    if (settings) {
      await tx.insert(schema.contentRevisions).values({
        entityType: "site-settings",
        entityId: 1,
        version: 1,
        action: "create",
        data: { ...settings, updatedAt: settings.updatedAt.toISOString() },
        author: null,
      });
    }
  });
  forgetReads(db);
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type ContentTable = typeof schema.events | typeof schema.travelGuides;

/** Inserts each row, or updates the row with its id. */
async function upsert<Table extends ContentTable>(
  tx: Transaction,
  table: Table,
  rows: readonly Table["$inferInsert"][],
): Promise<void> {
  for (const row of rows) {
    // The signature ties the rows to the table; drizzle cannot follow that through a generic.
    const values = row as never;
    await tx.insert(table).values(values).onConflictDoUpdate({ target: table.id, set: values });
  }
}

/** The columns every place-like entity has: who it is, its picture and where it is. */
function entityColumns(e: Destination | Experience | Event) {
  return {
    id: e.id,
    slug: e.slug,
    name: e.name,
    description: e.description,
    image: e.image,
    imageAlt: e.imageAlt,
    location: e.location,
    latitude: e.coordinates.lat,
    longitude: e.coordinates.lng,
  };
}

function destinationRow(d: Destination) {
  return {
    ...entityColumns(d),
    region: d.region,
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
    ...entityColumns(e),
    category: e.category,
    destinationId: e.destinationId ?? null,
    groupSize: e.groupSize ?? null,
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
    ...entityColumns(e),
    startTime: e.startTime,
    address: e.address,
    town: e.town,
    category: e.category,
    dateNote: e.dateNote ?? null,
    website: e.website ?? null,
    details: { details: e.details },
    rrule: e.recurrence?.rrule ?? null,
    rruleStart: e.recurrence ? e.startDate : null,
    rruleFixed: e.recurrence?.fixed ?? false,
    durationDays: durationOf({ startDate: e.startDate, endDate: e.endDate ?? null }),
  };
}

/**
 * The content files own an event until an editor first changes it in the desk (it then has a
 * revision): new entries are inserted, entries nobody has edited follow the files (their one
 * known edition included), removed entries nobody has edited go. What an editor touched is
 * never overwritten, and events created in the desk are never removed.
 */
async function seedEvents(
  tx: Database,
  content: readonly Event[],
  rows: (ReturnType<typeof eventRow> & { translations: Record<string, unknown> })[],
) {
  const edited = new Set(
    (
      await tx
        .selectDistinct({ id: schema.contentRevisions.entityId })
        .from(schema.contentRevisions)
        .where(eq(schema.contentRevisions.entityType, "event"))
    ).map((row) => row.id),
  );
  const byId = new Map(content.map((entry) => [entry.id, entry]));
  for (const row of rows) {
    if (edited.has(row.id)) continue;
    const entry = byId.get(row.id);
    if (!entry) continue;
    const english = Object.fromEntries(eventTextFields.map((field) => [field, row[field]]));
    const translationSources = Object.fromEntries(
      Object.keys(row.translations).map((locale) => [
        locale,
        { source: english, savedAt: new Date().toISOString() },
      ]),
    );
    const values = { ...row, translationSources };
    await tx
      .insert(schema.events)
      .values(values)
      .onConflictDoUpdate({ target: schema.events.id, set: values });
    await tx.delete(schema.eventOccurrences).where(eq(schema.eventOccurrences.eventId, row.id));
    await tx.insert(schema.eventOccurrences).values({
      eventId: row.id,
      startDate: entry.startDate,
      endDate: entry.endDate ?? null,
      confirmed: entry.datesConfirmed,
    });
  }
  // Rows whose content entry was removed must not linger, unless an editor has made them theirs.
  const keep = [...content.map((entry) => entry.id), ...edited];
  await tx.delete(schema.events).where(notInArray(schema.events.id, keep));
}

// --- Blog posts (docs/decisions/053) --------------------------------------------------------

/** A post of the content files as a row: its HTML body turned into Markdown. */
function blogRow(post: BlogPost) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    body: htmlToMarkdown(post.content),
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    category: post.category,
    tags: post.tags,
    authorName: post.author.name,
    authorAvatarUrl: post.author.avatarUrl,
    authorBio: post.author.bio,
    publishDate: post.publishDate,
    sources: post.sources.map((source) => ({ url: source.url, title: source.title ?? source.url })),
  };
}

/**
 * As for events, the content files own a desk-edited item until an editor first changes it in
 * the desk (it then has a revision): new items are inserted, items nobody has edited follow the
 * files, removed ones nobody has edited go; what an editor touched or created is never
 * overwritten. Used for blog posts (decision 053), featured videos (decision 055), destinations
 * and experiences (decision 100).
 */
async function seedOwnedByFiles<Row extends { id: number; translations: Record<string, unknown> }>(
  tx: Database,
  table:
    | typeof schema.blogPosts
    | typeof schema.featuredVideos
    | typeof schema.destinations
    | typeof schema.experiences,
  entityType: string,
  rows: Row[],
  textFields: readonly (keyof Row & string)[],
) {
  const edited = new Set(
    (
      await tx
        .selectDistinct({ id: schema.contentRevisions.entityId })
        .from(schema.contentRevisions)
        .where(eq(schema.contentRevisions.entityType, entityType))
    ).map((row) => row.id),
  );
  const savedAt = new Date().toISOString();
  for (const row of rows) {
    if (edited.has(row.id)) continue;
    const english = Object.fromEntries(textFields.map((field) => [field, row[field]]));
    const translationSources = Object.fromEntries(
      Object.keys(row.translations).map((locale) => [locale, { source: english, savedAt }]),
    );
    const values = { ...row, translationSources } as never;
    await tx.insert(table).values(values).onConflictDoUpdate({ target: table.id, set: values });
  }
  const keep = [...rows.map((row) => row.id), ...edited];
  await tx.delete(table).where(notInArray(table.id, keep));
}

function seedBlogPosts(tx: Database) {
  const rows = withTranslations((locale) => contentIn(locale).blog.blogPosts, blogRow, [
    ...blogTextFields,
  ]);
  return seedOwnedByFiles(tx, schema.blogPosts, "blog-post", rows, blogTextFields);
}

// --- Featured videos (docs/decisions/055) ---------------------------------------------------

function videoRow(video: FeaturedVideo, index: number) {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    filmSlug: video.film?.slug ?? null,
    youtubeId: video.youtubeId ?? null,
    thumbnail: video.thumbnail,
    imageAlt: video.imageAlt,
    scene: video.scene,
    position: index + 1,
  };
}

function seedFeaturedVideos(tx: Database) {
  const english = contentIn(defaultLocale).media.featuredVideos;
  const rows = withTranslations(
    (locale) => contentIn(locale).media.featuredVideos,
    (video) =>
      videoRow(
        video,
        english.findIndex((item) => item.id === video.id),
      ),
    videoTextFields,
  );
  return seedOwnedByFiles(tx, schema.featuredVideos, "featured-video", rows, videoTextFields);
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
