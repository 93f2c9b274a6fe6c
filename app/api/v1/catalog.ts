import type { z } from "zod";
import { activityCategoryIds } from "../../content/activities.ts";
import { attractionCategories, attractionCities } from "../../content/attractions.ts";
import { blogCategoryIds } from "../../content/blog.ts";
import { eventCategories } from "../../content/events.ts";
import { experienceCategories } from "../../content/experiences.ts";
import { regions } from "../../content/schema.ts";
import {
  activitySchema,
  attractionSchema,
  blogPostSchema,
  citySchema,
  destinationSchema,
  detailSchema,
  eventSchema,
  experienceSchema,
  listSchema,
  placeSchema,
  practicalFactSchema,
  travelGuideSchema,
} from "./schemas.ts";

/**
 * Every kind the open data API serves, declared once (decision 140): its path, its schema, its
 * filters (those of the site's own list pages) and its CSV columns. The handler
 * (app/api/v1/handler.server.ts), the OpenAPI document (app/api/v1/openapi.ts) and the /api page
 * all read this table.
 */

export interface FilterSpec {
  name: string;
  description: string;
  /** The values the filter accepts (any other is a 400); free text when absent. */
  values?: readonly string[];
  /** A pattern the value must match (any other is a 400). */
  pattern?: RegExp;
  example: string;
  /** Whether a record (in English: filter values are the site's English ones) matches. */
  matches: (record: Record<string, unknown>, value: string) => boolean;
}

export interface KindSpec {
  kind: string;
  /** The OpenAPI component names: `Event`, `EventList`, `EventDetail`. */
  name: string;
  summary: string;
  schema: z.ZodObject;
  list: z.ZodType;
  detail: z.ZodType;
  /** `integer` ids (most kinds) or `string` keys (practical facts). */
  id: "integer" | "string";
  exampleId: string;
  filters: FilterSpec[];
}

const same = (a: unknown, b: string) =>
  typeof a === "string" && a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

const fieldIs = (field: string) => (record: Record<string, unknown>, value: string) =>
  same(record[field], value);

const hasTag = (record: Record<string, unknown>, value: string) =>
  Array.isArray(record.tags) && record.tags.some((tag) => same(tag, value));

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** An event has an edition in the month (`2027-08`): its first or last day, or one between. */
function inMonth(record: Record<string, unknown>, month: string): boolean {
  const editions = (record.editions ?? []) as { startDate: string; endDate: string | null }[];
  const first = `${month}-01`;
  const last = `${month}-31`;
  return editions.some(
    (edition) => edition.startDate <= last && (edition.endDate ?? edition.startDate) >= first,
  );
}

const categoryFilter = (values: readonly string[], example: string): FilterSpec => ({
  name: "category",
  description: "Only records of this category (as the site's filter names it)",
  values,
  example,
  matches: fieldIs("category"),
});

const regionFilter = (values: readonly string[]): FilterSpec => ({
  name: "region",
  description: "Only records in this region",
  values,
  example: values[0] ?? "",
  matches: fieldIs("region"),
});

function kind(spec: Omit<KindSpec, "list" | "detail"> & { schema: z.ZodObject }): KindSpec {
  return {
    ...spec,
    list: listSchema(spec.schema, `${spec.name}List`),
    detail: detailSchema(spec.schema, `${spec.name}Detail`),
  };
}

export const KINDS: readonly KindSpec[] = [
  kind({
    kind: "destinations",
    name: "Destination",
    summary: "Destinations: the towns, mountains and valleys of /destinations",
    schema: destinationSchema,
    id: "integer",
    exampleId: "1",
    filters: [regionFilter(regions)],
  }),
  kind({
    kind: "experiences",
    name: "Experience",
    summary: "Experiences: tours, food and outdoor days of /experiences",
    schema: experienceSchema,
    id: "integer",
    exampleId: "1",
    filters: [categoryFilter(experienceCategories, "Food")],
  }),
  kind({
    kind: "events",
    name: "Event",
    summary: "Events with their editions (dates confirmed or expected), as on /events",
    schema: eventSchema,
    id: "integer",
    exampleId: "1",
    filters: [
      {
        name: "town",
        description: "Only events in this town",
        example: "Prizren",
        matches: fieldIs("town"),
      },
      categoryFilter(eventCategories, "Music"),
      {
        name: "month",
        description: "Only events with an edition in this month (YYYY-MM), as /events?month=",
        pattern: MONTH,
        example: "2027-08",
        matches: inMonth,
      },
    ],
  }),
  kind({
    kind: "cities",
    name: "City",
    summary: "Cities of /cities with their figures and sources",
    schema: citySchema,
    id: "integer",
    exampleId: "1",
    filters: [regionFilter(["northern", "central", "southern"])],
  }),
  kind({
    kind: "attractions",
    name: "Attraction",
    summary: "Attractions of /attractions with their opening hours, prices and sources",
    schema: attractionSchema,
    id: "integer",
    exampleId: "1",
    filters: [
      {
        name: "city",
        description: "Only attractions in this city, as /attractions?city=",
        values: attractionCities.filter((city) => city !== "All Cities"),
        example: "Prizren",
        matches: fieldIs("city"),
      },
      categoryFilter(
        attractionCategories.filter((category) => category !== "All"),
        "Nature",
      ),
    ],
  }),
  kind({
    kind: "places",
    name: "Place",
    summary:
      "Every city and municipality of the home page's explorer (/destinations/{region}/{slug})",
    schema: placeSchema,
    id: "integer",
    exampleId: "1",
    filters: [regionFilter(regions)],
  }),
  kind({
    kind: "activities",
    name: "Activity",
    summary: "Things to do of /what-to-do",
    schema: activitySchema,
    id: "integer",
    exampleId: "1",
    filters: [categoryFilter(activityCategoryIds, "outdoors")],
  }),
  kind({
    kind: "blog-posts",
    name: "BlogPost",
    summary: "Blog articles of /blog, newest first, with their bodies in Markdown",
    schema: blogPostSchema,
    id: "integer",
    exampleId: "1",
    filters: [
      categoryFilter(blogCategoryIds, "food"),
      {
        name: "tag",
        description: "Only articles with this tag",
        example: "hiking",
        matches: hasTag,
      },
    ],
  }),
  kind({
    kind: "travel-guides",
    name: "TravelGuide",
    summary: "The practical guides of /travel-guide (visa, money, transport…)",
    schema: travelGuideSchema,
    id: "integer",
    exampleId: "1",
    filters: [
      {
        name: "type",
        description: "Only the guide of this type",
        example: "transportation",
        matches: fieldIs("type"),
      },
    ],
  }),
  kind({
    kind: "practical-facts",
    name: "PracticalFact",
    summary: "Practical facts visitors act on, with their source and the day last checked",
    schema: practicalFactSchema,
    id: "string",
    exampleId: "page:emergency",
    filters: [],
  }),
];

export function kindSpec(name: string): KindSpec | undefined {
  return KINDS.find((spec) => spec.kind === name);
}

/** The parameters every list reads besides its filters. */
export const LIST_PARAMETERS = ["lang", "page", "pageSize", "updatedSince"] as const;
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

/** Every query parameter a v1 route may read (its `handle` declares them, decision 136). */
export const V1_QUERY = [
  ...new Set([...LIST_PARAMETERS, ...KINDS.flatMap((spec) => spec.filters.map((f) => f.name))]),
];

/** Our texts' licence (decision 140). */
export const TEXT_LICENCE = {
  id: "CC-BY-4.0",
  name: "Creative Commons Attribution 4.0 International",
  url: "https://creativecommons.org/licenses/by/4.0/",
} as const;

export const ATTRIBUTION_NAME = "Explore Kosovo";
