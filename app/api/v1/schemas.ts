import { z } from "zod";

/**
 * The shapes of the open data API, version 1 (docs/decisions/140-open-data-api-v1.md). These
 * schemas shape every answer (each record is parsed through its kind's schema before it is
 * sent) and are turned into the OpenAPI document's components (app/api/v1/openapi.ts): the
 * description is never written a second time.
 */

/** Every named schema: the OpenAPI document's components, by these ids. */
export const apiSchemas = z.registry<{ id: string }>();

const url = z.url().describe("An absolute URL");
const day = z.iso.date().describe("A day, YYYY-MM-DD");

export const licenceSchema = z
  .object({
    id: z.string().describe('SPDX identifier, e.g. "CC-BY-4.0"'),
    name: z.string(),
    url,
  })
  .register(apiSchemas, { id: "Licence" });

export const textLicenceSchema = licenceSchema
  .extend({
    attribution: z
      .string()
      .describe("The credit to give with any use of the texts: our name and the record's page"),
  })
  .register(apiSchemas, { id: "TextLicence" });

export const imageSchema = z
  .object({
    url,
    alt: z.string().describe("What the picture shows, in the answer's language ('' if decorative)"),
    credit: z.string().nullable().describe("The credit line the site shows, null when none"),
    licence: licenceSchema
      .nullable()
      .describe("The picture's own licence; null when none is stated (ask before reusing it)"),
  })
  .register(apiSchemas, { id: "Image" });

export const sourceSchema = z
  .object({
    url,
    title: z.string().optional(),
    checked: day.optional().describe("The day the record was last compared with this source"),
  })
  .register(apiSchemas, { id: "Source" });

export const coordinatesSchema = z
  .object({ lat: z.number(), lng: z.number() })
  .register(apiSchemas, { id: "Coordinates" });

/** What every record has, whatever its kind. */
const recordBase = {
  url: url.describe("The record's page on the site, in the answer's language"),
  updatedAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .describe(
      "When the record last changed; null where the site does not record it (such records are always returned by updatedSince)",
    ),
  licence: textLicenceSchema,
  images: z.array(imageSchema),
};

const numericId = z.number().int().positive();
const reviews = {
  rating: z.number().nullable().describe("Average of the published visitor reviews; null if none"),
  reviewCount: z.number().int().min(0),
};

export const destinationSchema = z
  .object({
    id: numericId,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    location: z.string(),
    region: z.string(),
    coordinates: coordinatesSchema,
    ...recordBase,
  })
  .register(apiSchemas, { id: "Destination" });

export const experienceSchema = z
  .object({
    id: numericId,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    location: z.string(),
    destinationId: numericId.nullable(),
    groupSize: z.enum(["small"]).nullable(),
    coordinates: coordinatesSchema,
    ...reviews,
    ...recordBase,
  })
  .register(apiSchemas, { id: "Experience" });

export const editionSchema = z
  .object({
    startDate: day,
    endDate: day.nullable(),
    confirmed: z.boolean().describe("false while the dates are only expected"),
  })
  .register(apiSchemas, { id: "Edition" });

export const eventSchema = z
  .object({
    id: numericId,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    startDate: day.describe("The current edition's first day (under way, next, or the last one)"),
    endDate: day.nullable(),
    startTime: z.string().regex(/^\d{2}:\d{2}$/),
    datesConfirmed: z.boolean(),
    location: z.string(),
    address: z.string(),
    town: z.string(),
    category: z.string(),
    website: url.nullable(),
    coordinates: coordinatesSchema,
    editions: z
      .array(editionSchema)
      .describe("Every edition from a year ago to two years ahead, earliest first"),
    calendar: url.describe("The event's iCalendar file"),
    ...recordBase,
  })
  .register(apiSchemas, { id: "Event" });

export const citySchema = z
  .object({
    id: numericId,
    slug: z.string(),
    name: z.string(),
    region: z.string(),
    description: z.string(),
    longDescription: z.string(),
    population: z.string(),
    founded: z.string(),
    area: z.string(),
    coordinates: coordinatesSchema,
    sources: z.array(sourceSchema),
    ...recordBase,
  })
  .register(apiSchemas, { id: "City" });

export const attractionSchema = z
  .object({
    id: numericId,
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    longDescription: z.string(),
    city: z.string(),
    category: z.string(),
    address: z.string(),
    duration: z.string(),
    ticketPrice: z.string(),
    openingHours: z.string(),
    tags: z.array(z.string()),
    featured: z.boolean(),
    coordinates: coordinatesSchema,
    sources: z.array(sourceSchema),
    ...reviews,
    ...recordBase,
  })
  .register(apiSchemas, { id: "Attraction" });

export const placeSchema = z
  .object({
    id: numericId,
    slug: z.string(),
    name: z.string(),
    region: z.string(),
    blurb: z.string(),
    intro: z.array(z.string()),
    destinationId: numericId.nullable(),
    cityId: numericId.nullable(),
    coordinates: coordinatesSchema,
    sources: z.array(sourceSchema),
    ...recordBase,
  })
  .register(apiSchemas, { id: "Place" });

export const activitySchema = z
  .object({
    id: numericId,
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.string(),
    location: z.string(),
    tags: z.array(z.string()),
    sources: z.array(sourceSchema),
    ...recordBase,
  })
  .register(apiSchemas, { id: "Activity" });

export const blogPostSchema = z
  .object({
    id: numericId,
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    body: z.string().describe("The article in Markdown"),
    category: z.string(),
    tags: z.array(z.string()),
    author: z.string(),
    publishDate: day,
    sources: z.array(sourceSchema),
    ...recordBase,
  })
  .register(apiSchemas, { id: "BlogPost" });

export const travelGuideSchema = z
  .object({
    id: numericId,
    type: z.string(),
    title: z.string(),
    content: z.string(),
    sources: z.array(sourceSchema),
    ...recordBase,
  })
  .register(apiSchemas, { id: "TravelGuide" });

export const practicalFactSchema = z
  .object({
    id: z.string().describe("The fact's key, e.g. visa-free-stay"),
    title: z.string().describe("What the fact is about (in English: the desk keeps it so)"),
    lastChecked: day.describe("The day an editor last compared it with its source"),
    source: url.nullable().describe("Where the fact comes from; null when none is recorded"),
    ...recordBase,
  })
  .register(apiSchemas, { id: "PracticalFact" });

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    parameter: z.string().optional().describe("The query parameter that was refused"),
  })
  .describe("RFC 9457 problem details")
  .register(apiSchemas, { id: "Problem" });

export const pageMetaSchema = z
  .object({
    kind: z.string(),
    lang: z.enum(["en", "sq", "de", "it"]),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  })
  .register(apiSchemas, { id: "PageMeta" });

export const pageLinksSchema = z
  .object({
    self: url,
    first: url,
    last: url,
    next: url.nullable(),
    prev: url.nullable(),
  })
  .register(apiSchemas, { id: "PageLinks" });

/** A page of a list: the records, where they are in the whole list, and the links around. */
export function listSchema<Record extends z.ZodType>(record: Record, id: string) {
  return z
    .object({ data: z.array(record), meta: pageMetaSchema, links: pageLinksSchema })
    .register(apiSchemas, { id });
}

/** One record. */
export function detailSchema<Record extends z.ZodType>(record: Record, id: string) {
  return z
    .object({ data: record, meta: z.object({ kind: z.string(), lang: pageMetaSchema.shape.lang }) })
    .register(apiSchemas, { id });
}
