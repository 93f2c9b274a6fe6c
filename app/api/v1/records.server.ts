import type { z } from "zod";
import { config } from "../../config.server.ts";
import { type Content, contentIn } from "../../content/localized.server.ts";
import { ARTWORK_CREDIT } from "../../content/schema.ts";
import type { Database } from "../../db/client.server.ts";
import { withMediaCredits } from "../../db/media.server.ts";
import { listPracticalFacts } from "../../db/practical-facts.server.ts";
import {
  listBlogPosts,
  listDestinations,
  listEventEditions,
  listEvents,
  listExperiences,
  listTravelGuides,
  reviewSummaries,
} from "../../db/queries.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import { todayInKosovo } from "../../lib/dates.ts";
import { paths } from "../../lib/paths.ts";
import { NO_REVIEWS } from "../../lib/review-summary.ts";
import { ATTRIBUTION_NAME, TEXT_LICENCE } from "./catalog.ts";
import type { imageSchema } from "./schemas.ts";

/**
 * The records of each kind, read through the same functions the public pages use (the database
 * readers, or the content files in the page's language), in the API's shape (decision 140).
 */

type Image = z.input<typeof imageSchema>;

/** Absolute URLs on the site's one public origin (never a request's Host header). */
const publicFileUrl = (path: string) => `${config().origin}${path}`;
const publicPageUrl = (locale: Locale, path: string) => publicFileUrl(localizePath(locale, path));
interface Picture {
  path: string;
  alt: string;
}
type Draft = Record<string, unknown> & { pagePath: string; pictures: Picture[] };

export type ApiRecord = Record<string, unknown> & { id: number | string; updatedAt: string | null };

/**
 * A picture's credit and licence as the site knows them: our own artwork (PRODUCT B8) is ours,
 * under the texts' licence; an upload carries the credit the media library stores and no licence,
 * because the library records none; anything else states neither.
 */
async function imagesOf(db: Database, pictures: Picture[]): Promise<Image[]> {
  const credited = await withMediaCredits(
    db,
    pictures.map((picture) => ({ image: picture.path, imageAlt: picture.alt })),
    "image",
  );
  return credited.map((item) => {
    const uploaded = "imageCredit" in item ? String(item.imageCredit) : undefined;
    const ours = item.image.startsWith("/artwork/");
    return {
      url: publicFileUrl(item.image),
      alt: item.imageAlt,
      credit: uploaded ?? (ours ? ARTWORK_CREDIT : null),
      licence: uploaded === undefined && ours ? { ...TEXT_LICENCE } : null,
    };
  });
}

async function finish(db: Database, locale: Locale, drafts: Draft[]): Promise<ApiRecord[]> {
  return Promise.all(
    drafts.map(async ({ pagePath, pictures, ...fields }) => {
      const url = publicPageUrl(locale, pagePath);
      return {
        updatedAt: null,
        ...fields,
        url,
        licence: { ...TEXT_LICENCE, attribution: `${ATTRIBUTION_NAME}, ${url}` },
        images: await imagesOf(db, pictures),
      } as unknown as ApiRecord;
    }),
  );
}

const at = (lat: number, lng: number) => ({ lat, lng });
const iso = (moment: Date) => moment.toISOString();
const sources = (list: readonly { url: string; title?: string; checked?: string }[]) =>
  list.map((entry) => ({
    url: entry.url,
    ...(entry.title ? { title: entry.title } : {}),
    ...(entry.checked ? { checked: entry.checked } : {}),
  }));

/** Editions from a year ago to two years ahead. */
function editionWindow(now: Date) {
  const today = todayInKosovo(now);
  const year = Number(today.slice(0, 4));
  return { from: `${year - 1}${today.slice(4)}`, to: `${year + 2}${today.slice(4)}` };
}

type Reader = (db: Database, locale: Locale, content: Content, now: Date) => Promise<Draft[]>;

const readers: Record<string, Reader> = {
  destinations: async (db, locale) =>
    (await listDestinations(db, locale)).map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      location: row.location,
      region: row.region,
      coordinates: at(row.latitude, row.longitude),
      updatedAt: iso(row.updatedAt),
      pagePath: paths.destination(row.id),
      pictures: [{ path: row.image, alt: row.imageAlt }],
    })),
  experiences: async (db, locale) =>
    (await listExperiences(db, locale)).map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      category: row.category,
      location: row.location,
      destinationId: row.destinationId,
      groupSize: row.groupSize === "small" ? "small" : null,
      coordinates: at(row.latitude, row.longitude),
      rating: row.reviews.average,
      reviewCount: row.reviews.count,
      updatedAt: iso(row.updatedAt),
      pagePath: paths.experience(row.id),
      pictures: [{ path: row.image, alt: row.imageAlt }],
    })),
  events: async (db, locale, _content, now) => {
    const window = editionWindow(now);
    const [rows, editions] = await Promise.all([
      listEvents(db, locale, now),
      listEventEditions(db, window.from, window.to, locale, now),
    ]);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      startDate: row.startDate,
      endDate: row.endDate,
      startTime: row.startTime,
      datesConfirmed: row.datesConfirmed,
      location: row.location,
      address: row.address,
      town: row.town,
      category: row.category,
      website: row.website,
      coordinates: at(row.latitude, row.longitude),
      editions: editions
        .filter((edition) => edition.id === row.id)
        .map((edition) => ({
          startDate: edition.startDate,
          endDate: edition.endDate,
          confirmed: edition.datesConfirmed,
        })),
      calendar: publicFileUrl(paths.eventCalendar(row.id)),
      updatedAt: iso(row.updatedAt),
      pagePath: paths.event(row.id),
      pictures: [{ path: row.image, alt: row.imageAlt }],
    }));
  },
  cities: async (_db, _locale, content) =>
    content.cities.cities.map((city) => ({
      id: city.id,
      slug: city.slug,
      name: city.name,
      region: city.region,
      description: city.description,
      longDescription: city.longDescription,
      population: city.population,
      founded: city.founded,
      area: city.area,
      coordinates: city.coordinates,
      sources: sources(city.sources),
      pagePath: paths.city(city.id),
      pictures: [{ path: city.image, alt: city.imageAlt }],
    })),
  attractions: async (db, _locale, content) => {
    const summaries = await reviewSummaries(db, "attraction");
    return content.attractions.attractions.map((attraction) => {
      const reviews = summaries.get(attraction.id) ?? NO_REVIEWS;
      return {
        id: attraction.id,
        slug: attraction.slug,
        name: attraction.name,
        description: attraction.description,
        longDescription: attraction.longDescription,
        city: attraction.city,
        category: attraction.category,
        address: attraction.address,
        duration: attraction.duration,
        ticketPrice: attraction.ticketPrice,
        openingHours: attraction.openingHours,
        tags: attraction.tags,
        featured: attraction.featured,
        coordinates: attraction.coordinates,
        sources: sources(attraction.sources),
        rating: reviews.average,
        reviewCount: reviews.count,
        pagePath: paths.attraction(attraction.id),
        pictures: attraction.images.map((image) => ({ path: image.image, alt: image.imageAlt })),
      };
    });
  },
  places: async (_db, _locale, content) =>
    content.places.places.map((place) => ({
      id: place.id,
      slug: place.slug,
      name: place.name,
      region: place.region,
      blurb: place.blurb,
      intro: place.intro,
      destinationId: place.destinationId ?? null,
      cityId: place.cityId ?? null,
      coordinates: place.coordinates,
      sources: sources(place.sources),
      pagePath: paths.place(place.region, place.slug),
      pictures: [{ path: place.image, alt: place.imageAlt }],
    })),
  activities: async (_db, _locale, content) =>
    content.activities.activities.map((activity) => ({
      id: activity.id,
      slug: activity.slug,
      title: activity.title,
      description: activity.description,
      category: activity.category,
      location: activity.location,
      tags: activity.tags,
      sources: sources(activity.sources),
      pagePath: paths.whatToDo(activity.category),
      pictures: [{ path: activity.imageUrl, alt: activity.imageAlt }],
    })),
  "blog-posts": async (db, locale, _content, now) =>
    (await listBlogPosts(db, locale, now)).map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      body: row.body,
      category: row.category,
      tags: row.tags,
      author: row.authorName,
      publishDate: row.publishDate,
      sources: sources(row.sources),
      updatedAt: iso(row.updatedAt),
      pagePath: paths.blogPost(row.id),
      pictures: [{ path: row.imageUrl, alt: row.imageAlt }],
    })),
  "travel-guides": async (db, locale, content) => {
    const guides = content["travel-guides"].travelGuides;
    return (await listTravelGuides(db, locale)).map((row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      content: row.content,
      sources: sources(guides.find((guide) => guide.type === row.type)?.sources ?? []),
      pagePath: paths.plan(row.type),
      pictures: [{ path: row.image, alt: row.imageAlt }],
    }));
  },
  "practical-facts": async (db) =>
    (await listPracticalFacts(db)).map((fact) => ({
      id: fact.key,
      title: fact.title,
      lastChecked: fact.lastChecked,
      source: fact.sourceUrl,
      updatedAt: iso(fact.updatedAt),
      pagePath: fact.path,
      pictures: [],
    })),
};

/** Every public record of `kind` in `locale`, in the order the site lists them. */
export async function readRecords(
  db: Database,
  kind: string,
  locale: Locale,
  now: Date = new Date(),
): Promise<ApiRecord[]> {
  const read = readers[kind];
  if (!read) throw new Error(`no reader for ${kind}`);
  return finish(db, locale, await read(db, locale, contentIn(locale), now));
}
