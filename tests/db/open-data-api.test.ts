import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KINDS } from "../../app/api/v1/catalog.ts";
import {
  answerList,
  answerRecord,
  answerV1,
  cachedAnswer,
  type V1Options,
} from "../../app/api/v1/handler.server.ts";
import { openApiDocument } from "../../app/api/v1/openapi.ts";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import * as schema from "../../app/db/schema.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import { locales } from "../../app/i18n/locales.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * Contract tests of the open data API (decision 141): every endpoint of the OpenAPI document is
 * called on the seeded database, in every language and on every page, and each answer is
 * validated against the document's own schema for it (ajv, JSON Schema 2020-12).
 */

const ORIGIN = "https://explore-kosovo.test";
const NOW = new Date("2026-11-26T09:00:00Z");
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, Json> };

const document = openApiDocument(ORIGIN) as {
  openapi: string;
  paths: Record<string, { get: Operation }>;
  components: { responses: Record<string, Json> };
};
const DOCUMENT_ID = `${ORIGIN}/api/openapi.json`;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ ...document, $id: DOCUMENT_ID });

/** The validator of an operation's answer with `status` and media type, as the document says. */
function validatorFor(path: string, status: string, type: string): ValidateFunction {
  const operation = document.paths[path]?.get;
  if (!operation) throw new Error(`the document has no GET ${path}`);
  let response = operation.responses[status];
  if (!response) throw new Error(`GET ${path} documents no ${status}`);
  const referenced = (response as { $ref?: string }).$ref;
  if (referenced) response = document.components.responses[referenced.split("/").at(-1) ?? ""];
  const content = (response as { content?: Record<string, { schema: { $ref?: string } }> })
    .content?.[type];
  if (!content) throw new Error(`GET ${path} ${status} documents no ${type}`);
  const target = content.schema.$ref;
  const validate = target
    ? ajv.getSchema(`${DOCUMENT_ID}${target}`)
    : ajv.compile(content.schema as object);
  if (!validate) throw new Error(`no schema ${target}`);
  return validate;
}

function expectValid(validate: ValidateFunction, body: unknown, what: string) {
  const valid = validate(body);
  expect(valid, `${what}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** RFC 4180, strictly: quoted fields with doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  while (i < text.length) {
    if (text[i] === '"' && cell === "") {
      i++;
      for (;;) {
        const quote = text.indexOf('"', i);
        if (quote < 0) throw new Error("unterminated quote");
        cell += text.slice(i, quote);
        i = quote + 1;
        if (text[i] !== '"') break;
        cell += '"';
        i++;
      }
    } else if (text[i] === ",") {
      row.push(cell);
      cell = "";
      i++;
    } else if (text.startsWith("\r\n", i)) {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 2;
    } else {
      if (text[i] === "\n" || text[i] === "\r" || text[i] === '"')
        throw new Error(`bare ${text[i]}`);
      cell += text[i];
      i++;
    }
  }
  return rows;
}

const get = (path: string, headers: HeadersInit = {}) =>
  new Request(`${ORIGIN}${path}`, { headers });

describe.each(testTargets())("the open data API on $name", (target) => {
  let connection: DatabaseConnection;
  let cleanup: () => Promise<void>;
  let options: V1Options;

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: ORIGIN }));
    const created = await target.create();
    connection = await openDatabase(created.options);
    await seedDatabase(connection.db);
    options = { database: async () => connection.db, limit: null, now: () => NOW };
    cleanup = async () => {
      await connection.close();
      await created.drop();
      setConfigForTests(undefined);
    };
  }, 120_000);
  afterAll(async () => {
    await cleanup?.();
  });

  const list = (kind: string, query = "") =>
    answerList(get(`/api/v1/${kind}${query}`), kind, options);

  it("is an OpenAPI 3.1 document with a list, a record and a CSV path for every kind", () => {
    expect(document.openapi).toBe("3.1.0");
    for (const spec of KINDS) {
      expect(document.paths).toHaveProperty([`/api/v1/${spec.kind}`]);
      expect(document.paths).toHaveProperty([`/api/v1/${spec.kind}/{id}`]);
      expect(document.paths).toHaveProperty([`/api/v1/${spec.kind}.csv`]);
    }
  });

  it.each(KINDS.map((spec) => spec.kind))(
    "answers every page and record of %s in every language as the document describes",
    async (kind) => {
      const listValid = validatorFor(`/api/v1/${kind}`, "200", "application/json");
      const recordValid = validatorFor(`/api/v1/${kind}/{id}`, "200", "application/json");
      const ids: Record<string, (string | number)[]> = {};
      for (const lang of locales) {
        let next: string | null = `${ORIGIN}/api/v1/${kind}?lang=${lang}&pageSize=7`;
        const seen: (string | number)[] = [];
        let total = -1;
        while (next) {
          const url = new URL(next);
          expect(url.origin).toBe(ORIGIN);
          const response = await answerList(get(`${url.pathname}${url.search}`), kind, options);
          expect(response.status).toBe(200);
          expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
          const body = (await response.json()) as {
            data: { id: string | number; licence: { id: string; attribution: string } }[];
            meta: { total: number; lang: string };
            links: { next: string | null };
          };
          expectValid(listValid, body, `${kind} ${lang} ${next}`);
          expect(body.meta.lang).toBe(lang);
          total = body.meta.total;
          for (const record of body.data) {
            expect(record.licence.id).toBe("CC-BY-4.0");
            expect(record.licence.attribution).toMatch(/^Explore Kosovo, https:\/\//);
          }
          seen.push(...body.data.map((record) => record.id));
          next = body.links.next;
        }
        expect(seen.length).toBe(total);
        expect(new Set(seen).size).toBe(total);
        expect(total).toBeGreaterThan(0);
        ids[lang] = seen;
      }
      // The same records in every language, in the same order.
      for (const lang of locales) expect(ids[lang]).toEqual(ids.en);
      for (const id of ids.en ?? []) {
        const response = await answerRecord(
          get(`/api/v1/${kind}/${id}?lang=de`),
          kind,
          String(id),
          options,
        );
        expect(response.status).toBe(200);
        expectValid(recordValid, await response.json(), `${kind}/${id}`);
      }
    },
  );

  it("gives the texts in the language asked for", async () => {
    const english = (await (await list("events")).json()) as { data: { name: string }[] };
    const german = (await (await list("events", "?lang=de")).json()) as {
      data: { name: string }[];
    };
    expect(german.data.map((event) => event.name)).not.toEqual(english.data.map((e) => e.name));
    expect(german.data.some((event) => event.name.includes("Silvester"))).toBe(true);
  });

  it("filters as the site's lists do, on the English values in every language", async () => {
    for (const spec of KINDS) {
      const all = (await (await list(spec.kind, "?pageSize=100")).json()) as {
        data: Record<string, unknown>[];
      };
      for (const filter of spec.filters) {
        const value = filter.name === "month" ? null : all.data[0]?.[filter.name];
        const wanted =
          typeof value === "string"
            ? value
            : filter.name === "tag"
              ? String((all.data[0]?.tags as string[] | undefined)?.[0])
              : "2026-12";
        const filtered = (await (
          await list(
            spec.kind,
            `?pageSize=100&lang=it&${filter.name}=${encodeURIComponent(wanted)}`,
          )
        ).json()) as { data: Record<string, unknown>[] };
        const english = (await (
          await list(spec.kind, `?pageSize=100&${filter.name}=${encodeURIComponent(wanted)}`)
        ).json()) as { data: Record<string, unknown>[] };
        expect(filtered.data.length, `${spec.kind} ${filter.name}=${wanted}`).toBeGreaterThan(0);
        expect(filtered.data.length).toBeLessThanOrEqual(all.data.length);
        expect(filtered.data.map((r) => r.id)).toEqual(english.data.map((r) => r.id));
        for (const record of english.data) {
          expect(filter.matches(record, wanted), `${spec.kind} ${filter.name}`).toBe(true);
        }
      }
    }
    // December 2026 has New Year's Eve, not the September marathon.
    const december = (await (await list("events", "?month=2026-12")).json()) as {
      data: { slug: string }[];
    };
    expect(december.data.map((event) => event.slug)).toContain("new-years-eve-in-pristina");
    expect(december.data.map((event) => event.slug)).not.toContain("prishtina-marathon");
  });

  it("answers only what changed since a moment; records without a change time always", async () => {
    const future = (await (await list("events", "?updatedSince=2099-01-01T00:00:00Z")).json()) as {
      meta: { total: number };
    };
    expect(future.meta.total).toBe(0);
    await connection.db
      .update(schema.events)
      .set({ updatedAt: new Date("2099-06-01T00:00:00Z") })
      .where(eq(schema.events.slug, "prishtina-marathon"));
    const { forgetReads } = await import("../../app/db/queries.server.ts");
    forgetReads(connection.db);
    const changed = (await (await list("events", "?updatedSince=2099-01-01")).json()) as {
      data: { slug: string }[];
    };
    expect(changed.data.map((event) => event.slug)).toEqual(["prishtina-marathon"]);
    const cities = (await (await list("cities", "?updatedSince=2099-01-01T00:00:00Z")).json()) as {
      data: { updatedAt: null }[];
    };
    expect(cities.data.length).toBe(6);
    expect(cities.data.every((city) => city.updatedAt === null)).toBe(true);
  });

  it("refuses a bad parameter with a problem that names it, and unknown kinds and ids with 404", async () => {
    const problemOf = validatorFor("/api/v1/events", "400", "application/problem+json");
    const cases: [string, string][] = [
      ["?lang=fr", "lang"],
      ["?page=0", "page"],
      ["?pageSize=101", "pageSize"],
      ["?updatedSince=yesterday", "updatedSince"],
      ["?month=August", "month"],
      ["?category=Opera", "category"],
      ["?colour=red", "colour"],
    ];
    for (const [query, parameter] of cases) {
      const response = await list("events", query);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/problem\+json/);
      const body = await response.json();
      expectValid(problemOf, body, query);
      expect(body).toMatchObject({ status: 400, parameter });
    }
    const notFound = validatorFor("/api/v1/events/{id}", "404", "application/problem+json");
    for (const response of [
      await answerList(get("/api/v1/castles"), "castles", options),
      await answerRecord(get("/api/v1/events/9999"), "events", "9999", options),
      await answerRecord(get("/api/v1/castles/1"), "castles", "1", options),
    ]) {
      expect(response.status).toBe(404);
      expectValid(notFound, await response.json(), "404");
    }
  });

  it("exports every kind as CSV with the list's records, safe for spreadsheets", async () => {
    for (const spec of KINDS) {
      const json = (await (await list(spec.kind, "?lang=sq&pageSize=100")).json()) as {
        meta: { total: number };
      };
      const response = await answerList(
        get(`/api/v1/${spec.kind}.csv?lang=sq`),
        `${spec.kind}.csv`,
        options,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
      const text = await response.text();
      expect(text.endsWith("\r\n")).toBe(true);
      const [header = [], ...rows] = parseCsv(text);
      expect(header).toContain("id");
      expect(header).toContain("licence");
      expect(rows.length, spec.kind).toBe(json.meta.total);
      for (const row of rows) {
        expect(row.length).toBe(header.length);
        for (const cell of row) expect(cell, spec.kind).not.toMatch(/^[=+@-]/);
      }
      expect(rows[0]?.[header.indexOf("licence")]).toBe("CC-BY-4.0");
    }
    const paged = await answerList(get("/api/v1/events.csv?page=2"), "events.csv", options);
    expect(paged.status).toBe(400);
  });

  it("answers 429 beyond the limit as the document describes, with Retry-After", async () => {
    const limit = { max: 1, windowMs: 60_000 };
    const limited = { ...options, limit, limiter: memoryRateLimiter("api-contract", limit) };
    const client = { "x-client-ip": "192.0.2.44" };
    const first = await answerList(get("/api/v1/places", client), "places", limited);
    expect(first.status).toBe(200);
    expect(first.headers.get("RateLimit")).toMatch(/^"default";r=0;t=\d+$/);
    const refused = await answerList(get("/api/v1/places", client), "places", limited);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expectValid(
      validatorFor("/api/v1/places", "429", "application/problem+json"),
      await refused.json(),
      "429",
    );
  });

  it("answers 304 to a client that has the current copy", async () => {
    const first = await list("cities", "?lang=it");
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await answerList(
      get("/api/v1/cities?lang=it", { "If-None-Match": `W/${etag}` }),
      "cities",
      options,
    );
    expect(again.status).toBe(304);
    const other = await answerList(
      get("/api/v1/cities?lang=de", { "If-None-Match": String(etag) }),
      "cities",
      options,
    );
    expect(other.status).toBe(200);
  });

  it("serves the document itself as it describes it", async () => {
    const response = await answerV1(get("/api/openapi.json"), options, async () =>
      cachedAnswer(
        get("/api/openapi.json"),
        JSON.stringify(openApiDocument(ORIGIN)),
        "application/json",
      ),
    );
    expectValid(
      validatorFor("/api/openapi.json", "200", "application/json"),
      await response.json(),
      "document",
    );
  });

  it("states each picture's licence only where it is known", async () => {
    const body = (await (await list("destinations", "?pageSize=100")).json()) as {
      data: { images: { url: string; credit: string | null; licence: { id: string } | null }[] }[];
    };
    const images = body.data.flatMap((record) => record.images);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      // The seeded pictures are all our own artwork.
      expect(image.url).toMatch(/^https:\/\/explore-kosovo\.test\/artwork\//);
      expect(image.credit).toBe("Illustration: Explore Kosovo");
      expect(image.licence?.id).toBe("CC-BY-4.0");
    }
    // An uploaded photograph: the library stores its credit but no licence, so none is stated.
    const key = "apitestphoto0000000001";
    await connection.db.insert(schema.media).values({
      key,
      originalName: "peja.jpg",
      sourceFormat: "jpeg",
      width: 1600,
      height: 1067,
      bytes: 1000,
      alt: { en: "The Rugova canyon" },
      credit: "Photo: Arta Krasniqi",
      uploadedBy: "editor@explore-kosovo.test",
    });
    await connection.db
      .update(schema.destinations)
      .set({ image: `/media/${key}/1200.webp` })
      .where(eq(schema.destinations.id, 1));
    const { forgetReads } = await import("../../app/db/queries.server.ts");
    forgetReads(connection.db);
    const one = (await (
      await answerRecord(get("/api/v1/destinations/1"), "destinations", "1", options)
    ).json()) as { data: { images: { url: string; credit: string; licence: null }[] } };
    expect(one.data.images).toEqual([
      {
        url: `${ORIGIN}/media/${key}/1200.webp`,
        alt: expect.any(String),
        credit: "Photo: Arta Krasniqi",
        licence: null,
      },
    ]);
  });
});
