import { z } from "zod";
import { type FilterSpec, KINDS, type KindSpec, MAX_PAGE_SIZE, TEXT_LICENCE } from "./catalog.ts";
import { OPENAPI_PATH } from "./http.ts";
import { apiSchemas } from "./schemas.ts";

/**
 * The OpenAPI 3.1 description of the open data API (decision 141), built from the very zod
 * schemas that shape the answers (`z.toJSONSchema` over their registry) and the kinds' table:
 * the description is never written by hand, so it cannot drift from what is served.
 */

type Json = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Every named schema as a component (JSON Schema 2020-12, OpenAPI 3.1's dialect). */
export function componentSchemas(): Record<string, Json> {
  const { schemas } = z.toJSONSchema(apiSchemas, {
    target: "draft-2020-12",
    io: "output",
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as Json;
      return [id, rest];
    }),
  );
}

function filterParameter(filter: FilterSpec): Json {
  return {
    name: filter.name,
    in: "query",
    required: false,
    description: `${filter.description}. Values are the site's English ones, whatever the language.`,
    schema: {
      type: "string",
      ...(filter.values ? { enum: [...filter.values] } : {}),
      ...(filter.pattern ? { pattern: filter.pattern.source } : {}),
    },
    example: filter.example,
  };
}

const rateLimitHeaders = {
  RateLimit: { $ref: "#/components/headers/RateLimit" },
  "RateLimit-Policy": { $ref: "#/components/headers/RateLimit-Policy" },
};

const problemResponse = (description: string) => ({
  description,
  headers: rateLimitHeaders,
  content: { "application/problem+json": { schema: ref("Problem") } },
});

const errorResponses = {
  "400": { $ref: "#/components/responses/BadParameter" },
  "429": { $ref: "#/components/responses/TooManyRequests" },
  "503": { $ref: "#/components/responses/Unavailable" },
};

const okHeaders = {
  ...rateLimitHeaders,
  ETag: { $ref: "#/components/headers/ETag" },
  "Access-Control-Allow-Origin": { $ref: "#/components/headers/Access-Control-Allow-Origin" },
};

function listOperation(spec: KindSpec): Json {
  return {
    get: {
      operationId: `list${spec.name}s`,
      summary: spec.summary,
      tags: [spec.kind],
      parameters: [
        { $ref: "#/components/parameters/lang" },
        { $ref: "#/components/parameters/page" },
        { $ref: "#/components/parameters/pageSize" },
        { $ref: "#/components/parameters/updatedSince" },
        ...spec.filters.map(filterParameter),
      ],
      responses: {
        "200": {
          description: `A page of ${spec.kind}, with links to the next and previous pages`,
          headers: { ...okHeaders, Link: { $ref: "#/components/headers/Link" } },
          content: { "application/json": { schema: ref(`${spec.name}List`) } },
        },
        "304": { $ref: "#/components/responses/NotModified" },
        ...errorResponses,
      },
    },
  };
}

function csvOperation(spec: KindSpec): Json {
  return {
    get: {
      operationId: `export${spec.name}sCsv`,
      summary: `Every matching record of ${spec.kind} as CSV (RFC 4180; nested values joined with " | ")`,
      tags: [spec.kind],
      parameters: [
        { $ref: "#/components/parameters/lang" },
        { $ref: "#/components/parameters/updatedSince" },
        ...spec.filters.map(filterParameter),
      ],
      responses: {
        "200": {
          description:
            "A CSV table with a header row; a cell starting with =, +, - or @ is prefixed with ' so that spreadsheets do not run it",
          headers: okHeaders,
          content: { "text/csv": { schema: { type: "string" } } },
        },
        "304": { $ref: "#/components/responses/NotModified" },
        ...errorResponses,
      },
    },
  };
}

function detailOperation(spec: KindSpec): Json {
  return {
    get: {
      operationId: `get${spec.name}`,
      summary: `One record of ${spec.kind}`,
      tags: [spec.kind],
      parameters: [
        {
          name: "id",
          in: "path",
          required: true,
          schema:
            spec.id === "integer"
              ? { type: "string", pattern: "^[1-9][0-9]*$" }
              : { type: "string" },
          example: spec.exampleId,
        },
        { $ref: "#/components/parameters/lang" },
      ],
      responses: {
        "200": {
          description: `The ${spec.kind} record`,
          headers: okHeaders,
          content: { "application/json": { schema: ref(`${spec.name}Detail`) } },
        },
        "304": { $ref: "#/components/responses/NotModified" },
        "404": { $ref: "#/components/responses/NotFound" },
        ...errorResponses,
      },
    },
  };
}

export const API_DESCRIPTION =
  "Explore Kosovo's open tourism data: every public record of the site, in English (en), Albanian (sq), German (de) and Italian (it). Our texts are under CC BY 4.0: credit \"Explore Kosovo\" and link the record's page (each record's licence.attribution). Each picture carries its own licence; where none is stated, ask before reusing it. No key is needed; requests are limited per client (RateLimit headers, 429 with Retry-After beyond the limit).";

/** The whole document, for the site at `origin`. */
export function openApiDocument(origin: string): Json {
  const paths: Record<string, Json> = {};
  for (const spec of KINDS) {
    paths[`/api/v1/${spec.kind}`] = listOperation(spec);
    paths[`/api/v1/${spec.kind}.csv`] = csvOperation(spec);
    paths[`/api/v1/${spec.kind}/{id}`] = detailOperation(spec);
  }
  paths[OPENAPI_PATH] = {
    get: {
      operationId: "getOpenApiDocument",
      summary: "This document",
      tags: ["meta"],
      responses: {
        "200": {
          description: "The OpenAPI 3.1 document",
          headers: okHeaders,
          content: { "application/json": { schema: { type: "object" } } },
        },
        "304": { $ref: "#/components/responses/NotModified" },
        "429": { $ref: "#/components/responses/TooManyRequests" },
      },
    },
  };
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Explore Kosovo open data API",
      version: "1.0.0",
      summary: "Destinations, events, cities, attractions and more, in four languages",
      description: API_DESCRIPTION,
      license: { name: TEXT_LICENCE.name, identifier: TEXT_LICENCE.id },
    },
    servers: [{ url: origin }],
    externalDocs: { description: "Reference", url: `${origin}/api` },
    tags: [
      ...KINDS.map((spec) => ({ name: spec.kind, description: spec.summary })),
      { name: "meta" },
    ],
    paths,
    components: {
      schemas: componentSchemas(),
      parameters: {
        lang: {
          name: "lang",
          in: "query",
          description: "The language of the texts (default en); ids and field names never change",
          schema: { type: "string", enum: ["en", "sq", "de", "it"], default: "en" },
        },
        page: {
          name: "page",
          in: "query",
          description: "The page (from 1); links.next gives the following one",
          schema: { type: "integer", minimum: 1, default: 1 },
        },
        pageSize: {
          name: "pageSize",
          in: "query",
          description: `Records per page, at most ${MAX_PAGE_SIZE}`,
          schema: { type: "integer", minimum: 1, maximum: MAX_PAGE_SIZE, default: 50 },
        },
        updatedSince: {
          name: "updatedSince",
          in: "query",
          description:
            "Only records changed at or after this moment (ISO 8601 date-time with offset, or a day). Records whose change time the site does not record (updatedAt null) are always returned",
          schema: { type: "string" },
          example: "2026-12-01T00:00:00Z",
        },
      },
      headers: {
        RateLimit: {
          description:
            'What is left of the client\'s budget and seconds until it resets (draft-ietf-httpapi-ratelimit-headers), e.g. "default";r=299;t=58',
          schema: { type: "string" },
        },
        "RateLimit-Policy": {
          description: 'The limit: requests (q) per window of w seconds, e.g. "default";q=300;w=60',
          schema: { type: "string" },
        },
        "Retry-After": {
          description: "Seconds to wait before the next request",
          schema: { type: "integer" },
        },
        ETag: {
          description: "Send it back as If-None-Match: 304 while nothing changed",
          schema: { type: "string" },
        },
        Link: { description: 'The next page, rel="next"', schema: { type: "string" } },
        "Access-Control-Allow-Origin": {
          description: "Any site may read the answers (CORS)",
          schema: { type: "string", const: "*" },
        },
      },
      responses: {
        NotModified: {
          description: "The client's copy (If-None-Match) is current",
          headers: rateLimitHeaders,
        },
        BadParameter: problemResponse("A query parameter was refused; `parameter` names it"),
        NotFound: problemResponse("No such kind or record"),
        TooManyRequests: {
          ...problemResponse("Too many requests from this client; wait Retry-After seconds"),
          headers: {
            ...rateLimitHeaders,
            "Retry-After": { $ref: "#/components/headers/Retry-After" },
          },
        },
        Unavailable: problemResponse("The database is unavailable for a moment"),
      },
    },
  };
}
