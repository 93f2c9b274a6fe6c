import type {
  DestinationRow,
  EventRow,
  ExperienceRow,
  TravelGuideRow,
} from "../db/queries.server.ts";
import { kosovoOffset } from "../lib/dates.ts";

/**
 * What the JSON API returns (SPEC sections 3 and 7, plus alt text). `rating` and `reviewCount`
 * keep the spec's names but come from published visitor reviews: null and 0 until there are any.
 */

export interface DestinationJson {
  id: number;
  name: string;
  description: string;
  image: string;
  imageAlt: string;
  location: string;
  region: string;
}

export interface ExperienceJson {
  id: number;
  name: string;
  description: string;
  image: string;
  imageAlt: string;
  category: string;
  rating: number | null;
  reviewCount: number;
  /** Only where the experience's data says so (PRODUCT B11). */
  groupSize?: "small";
}

export interface EventJson {
  id: number;
  name: string;
  description: string;
  image: string;
  imageAlt: string;
  /** ISO 8601 date and local start time with Kosovo's UTC offset. */
  startDate: string;
  endDate?: string;
  location: string;
  /**
   * Added by issue 18: false while the dates shown are only expected ("Dates to be confirmed").
   * The dates are those of the event's current edition: under way, next, or the last one.
   */
  datesConfirmed: boolean;
}

export type UpcomingEventJson = Pick<
  EventJson,
  "id" | "name" | "location" | "image" | "imageAlt" | "startDate" | "endDate" | "datesConfirmed"
>;

export interface TravelGuideJson {
  id: number;
  title: string;
  content: string;
  icon: string;
  type: string;
}

/** What every list entity of the API has: its id, name, description and picture. */
function entityJson(row: DestinationRow | ExperienceRow | EventRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: row.image,
    imageAlt: row.imageAlt,
  };
}

export function destinationJson(row: DestinationRow): DestinationJson {
  return {
    ...entityJson(row),
    location: row.location,
    region: row.region,
  };
}

export function experienceJson(row: ExperienceRow): ExperienceJson {
  return {
    ...entityJson(row),
    category: row.category,
    rating: row.reviews.average,
    reviewCount: row.reviews.count,
    ...(row.groupSize === "small" ? { groupSize: "small" as const } : {}),
  };
}

export function eventStartIso(row: Pick<EventRow, "startDate" | "startTime">) {
  return `${row.startDate}T${row.startTime}:00${kosovoOffset(row.startDate)}`;
}

export function eventJson(row: EventRow): EventJson {
  return {
    ...entityJson(row),
    startDate: eventStartIso(row),
    ...(row.endDate ? { endDate: row.endDate } : {}),
    location: row.location,
    datesConfirmed: row.datesConfirmed,
  };
}

/** An event's own page: its API shape and what only the page shows (address, hours, details…). */
export function eventDetailJson(row: EventRow) {
  const details = (row.details as { details?: unknown }).details;
  return {
    ...eventJson(row),
    startTime: row.startTime,
    address: row.address,
    town: row.town,
    category: row.category,
    lat: row.latitude,
    lng: row.longitude,
    // The note is about dates still to be announced: a confirmed edition has none (decision 135).
    dateNote: row.datesConfirmed ? undefined : (row.dateNote ?? undefined),
    /** Some texts are missing in the page's language and are shown in English. */
    untranslated: row.untranslated,
    /** The texts shown in English for want of a translation (marked lang="en" on the page). */
    englishFields: row.englishFields,
    website: row.website ?? undefined,
    details: Array.isArray(details)
      ? details.filter((p): p is string => typeof p === "string")
      : [],
  };
}

export function upcomingEventJson(row: EventRow): UpcomingEventJson {
  const { id, name, location, image, imageAlt, startDate, endDate, datesConfirmed } =
    eventJson(row);
  return {
    id,
    name,
    location,
    image,
    imageAlt,
    startDate,
    ...(endDate ? { endDate } : {}),
    datesConfirmed,
  };
}

export function travelGuideJson(row: TravelGuideRow): TravelGuideJson {
  return { id: row.id, title: row.title, content: row.content, icon: row.icon, type: row.type };
}
