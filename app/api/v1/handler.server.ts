import { createHash } from "node:crypto";
import { z } from "zod";
import { config } from "../../config.server.ts";
import type { Database } from "../../db/client.server.ts";
import {
  getDatabase,
  isDatabaseUnavailable,
  reportDatabaseError,
} from "../../db/instance.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import { defaultLocale, isLocale, type Locale, locales } from "../../i18n/locales.ts";
import { log } from "../../lib/log.server.ts";
import { clientAddress, type RateLimiter } from "../../lib/rate-limit.server.ts";
import { DEFAULT_PAGE_SIZE, KINDS, type KindSpec, kindSpec, MAX_PAGE_SIZE } from "./catalog.ts";
import { recordsCsv } from "./csv.ts";
import { BadParameter, CORS_HEADERS, problem, rateLimitHeaders } from "./http.ts";
import { type ApiRecord, readRecords } from "./records.server.ts";

/**
 * The open data API's answers (decisions 140–142): every request is counted against the
 * client's budget first, then the list, record, CSV or document is read, shaped by its zod
 * schema, and answered with an ETag (304 when it matches), CORS and the rate-limit headers.
 */

export interface V1Options {
  database: () => Promise<Database>;
  limiter?: RateLimiter;
  /** The limit the limiter applies (for `RateLimit-Policy`); null when it is off. */
  limit?: { max: number; windowMs: number } | null;
  now?: () => Date;
}

let sharedLimiter: RateLimiter | undefined;
function apiLimiter(): RateLimiter {
  sharedLimiter ??= sharedRateLimiter("api", config().API_RATE_LIMIT, {
    redisUrl: config().REDIS_URL,
  });
  return sharedLimiter;
}

/** Counts the request; the headers to send, or the 429 to answer. */
async function countRequest(
  request: Request,
  options: V1Options,
): Promise<{ headers: Record<string, string> } | { refused: Response }> {
  const limit = options.limit === undefined ? config().API_RATE_LIMIT : options.limit;
  if (!limit) return { headers: {} };
  const limiter = options.limiter ?? apiLimiter();
  const result = await limiter.check(clientAddress(request, config().TRUST_PROXY));
  const windowSeconds = Math.max(1, Math.ceil(limit.windowMs / 1000));
  if (!result.allowed) {
    const headers = {
      ...rateLimitHeaders({
        quota: limit.max,
        windowSeconds,
        remaining: 0,
        resetSeconds: result.retryAfterSeconds,
      }),
      "Retry-After": String(result.retryAfterSeconds),
    };
    const detail = `More than ${limit.max} requests in ${windowSeconds} seconds. Try again in ${result.retryAfterSeconds} seconds.`;
    return { refused: problem(429, detail, { headers }) };
  }
  return {
    headers: rateLimitHeaders({
      quota: limit.max,
      windowSeconds,
      remaining: result.remaining,
      resetSeconds: result.resetSeconds ?? windowSeconds,
    }),
  };
}

/** Runs an API answer: rate limit first, then the work; errors become problem details. */
export async function answerV1(
  request: Request,
  options: V1Options,
  work: () => Promise<Response>,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return problem(405, "Only GET, HEAD and OPTIONS are answered here.", {
      headers: { Allow: "GET, HEAD, OPTIONS" },
    });
  }
  let counted: Record<string, string> = {};
  try {
    const outcome = await countRequest(request, options);
    if ("refused" in outcome) return outcome.refused;
    counted = outcome.headers;
    const response = await work();
    for (const [name, value] of Object.entries(counted)) response.headers.set(name, value);
    return response;
  } catch (error) {
    if (error instanceof BadParameter) {
      return problem(400, error.message, { parameter: error.parameter, headers: counted });
    }
    reportDatabaseError(error);
    if (isDatabaseUnavailable(error)) {
      return problem(503, "The service is temporarily unavailable. Please try again shortly.", {
        headers: { ...counted, "Retry-After": "5" },
      });
    }
    log().error("API v1 answer failed", { error });
    return problem(500, "Something went wrong on our side. Please try again.", {
      headers: counted,
    });
  }
}

/** A cacheable answer with a strong ETag of its body, and 304 when the client has it. */
export function cachedAnswer(request: Request, body: string, type: string): Response {
  const etag = `"${createHash("sha1").update(type).update(body).digest("base64url")}"`;
  const headers = new Headers({
    "Content-Type": type,
    "Cache-Control": "public, max-age=60, stale-while-revalidate=300",
    ETag: etag,
    Vary: "Accept-Encoding",
    ...CORS_HEADERS,
  });
  const ifNoneMatch = request.headers.get("If-None-Match");
  const tags = ifNoneMatch?.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
  if (tags?.some((tag) => tag === etag || tag === "*")) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { status: 200, headers });
}

const JSON_TYPE = "application/json; charset=utf-8";
const CSV_TYPE = "text/csv; charset=utf-8; header=present";

const positiveInt = (name: string, max: number) => (text: string | null, fallback: number) => {
  if (text === null) return fallback;
  const value = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= max)) {
    throw new BadParameter(name, `${name} must be a whole number from 1 to ${max}.`);
  }
  return value;
};
const pageOf = positiveInt("page", 1_000_000);
const pageSizeOf = positiveInt("pageSize", MAX_PAGE_SIZE);

const moment = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

function langOf(search: URLSearchParams): Locale {
  const lang = search.get("lang");
  if (lang === null) return defaultLocale;
  if (!isLocale(lang)) {
    throw new BadParameter("lang", `lang must be one of ${locales.join(", ")}.`);
  }
  return lang;
}

function updatedSinceOf(search: URLSearchParams): number | undefined {
  const text = search.get("updatedSince");
  if (text === null) return undefined;
  if (!moment.safeParse(text).success) {
    throw new BadParameter(
      "updatedSince",
      "updatedSince must be an ISO 8601 date-time with its offset (2026-12-01T00:00:00Z) or a day (2026-12-01).",
    );
  }
  return Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
}

/** Every parameter must be one the endpoint reads: a typo is an error, not an unfiltered list. */
function refuseUnknown(search: URLSearchParams, known: readonly string[]) {
  for (const name of search.keys()) {
    if (!known.includes(name)) {
      throw new BadParameter(
        name,
        `${name} is not a parameter of this endpoint. It reads: ${known.join(", ") || "none"}.`,
      );
    }
  }
}

function filterValues(spec: KindSpec, search: URLSearchParams) {
  return spec.filters.flatMap((filter) => {
    const value = search.get(filter.name);
    if (value === null) return [];
    const allowed = filter.values?.some(
      (candidate) => candidate.localeCompare(value, "en", { sensitivity: "base" }) === 0,
    );
    if (filter.values && !allowed) {
      throw new BadParameter(
        filter.name,
        `${filter.name} must be one of: ${filter.values.join(", ")}.`,
      );
    }
    if (filter.pattern && !filter.pattern.test(value)) {
      throw new BadParameter(filter.name, `${filter.name} must look like ${filter.example}.`);
    }
    return [{ filter, value }];
  });
}

/** The records of a kind in `lang` that pass the filters (matched on the English records). */
async function selected(
  spec: KindSpec,
  search: URLSearchParams,
  options: V1Options,
): Promise<{ lang: Locale; records: ApiRecord[] }> {
  const lang = langOf(search);
  const since = updatedSinceOf(search);
  const filters = filterValues(spec, search);
  const db = await options.database();
  const now = options.now?.() ?? new Date();
  const records = await readRecords(db, spec.kind, lang, now);
  const english = lang === defaultLocale ? records : await readRecords(db, spec.kind, "en", now);
  const kept = new Set(
    english
      .filter((record) => filters.every(({ filter, value }) => filter.matches(record, value)))
      .map((record) => record.id),
  );
  return {
    lang,
    records: records.filter(
      (record) =>
        kept.has(record.id) &&
        (since === undefined || record.updatedAt === null || Date.parse(record.updatedAt) >= since),
    ),
  };
}

function listUrl(path: string, search: URLSearchParams, page: number): string {
  const query = new URLSearchParams(search);
  if (page === 1) query.delete("page");
  else query.set("page", String(page));
  const text = query.toString();
  return `${config().origin}${path}${text ? `?${text}` : ""}`;
}

/** `/api/v1/{kind}` and `/api/v1/{kind}.csv`. */
export function answerList(request: Request, kindName: string, options: V1Options) {
  return answerV1(request, options, async () => {
    const csv = kindName.endsWith(".csv");
    const spec = kindSpec(csv ? kindName.slice(0, -4) : kindName);
    if (!spec) return unknownKind(kindName);
    const url = new URL(request.url);
    const search = url.searchParams;
    const filterNames = spec.filters.map((filter) => filter.name);
    refuseUnknown(
      search,
      csv
        ? ["lang", "updatedSince", ...filterNames]
        : ["lang", "page", "pageSize", "updatedSince", ...filterNames],
    );
    const { lang, records } = await selected(spec, search, options);
    const shaped = records.map((record) => spec.schema.parse(record) as Record<string, unknown>);
    if (csv) {
      return cachedAnswer(request, recordsCsv(Object.keys(spec.schema.shape), shaped), CSV_TYPE);
    }
    const pageSize = pageSizeOf(search.get("pageSize"), DEFAULT_PAGE_SIZE);
    const page = pageOf(search.get("page"), 1);
    const total = shaped.length;
    const totalPages = Math.ceil(total / pageSize);
    const last = Math.max(1, totalPages);
    const body = {
      data: shaped.slice((page - 1) * pageSize, page * pageSize),
      meta: { kind: spec.kind, lang, page, pageSize, total, totalPages },
      links: {
        self: listUrl(url.pathname, search, page),
        first: listUrl(url.pathname, search, 1),
        last: listUrl(url.pathname, search, last),
        next: page < last ? listUrl(url.pathname, search, page + 1) : null,
        prev: page > 1 ? listUrl(url.pathname, search, Math.min(page - 1, last)) : null,
      },
    };
    const response = cachedAnswer(request, JSON.stringify(spec.list.parse(body)), JSON_TYPE);
    if (body.links.next) response.headers.set("Link", `<${body.links.next}>; rel="next"`);
    return response;
  });
}

/** `/api/v1/{kind}/{id}`. */
export function answerRecord(request: Request, kindName: string, id: string, options: V1Options) {
  return answerV1(request, options, async () => {
    const spec = kindSpec(kindName);
    if (!spec) return unknownKind(kindName);
    const search = new URL(request.url).searchParams;
    refuseUnknown(search, ["lang"]);
    const lang = langOf(search);
    const db = await options.database();
    const records = await readRecords(db, spec.kind, lang, options.now?.() ?? new Date());
    const record = records.find((candidate) => String(candidate.id) === id);
    if (!record) return problem(404, `There is no ${spec.kind} record with the id ${id}.`);
    const body = spec.detail.parse({ data: record, meta: { kind: spec.kind, lang } });
    return cachedAnswer(request, JSON.stringify(body), JSON_TYPE);
  });
}

function unknownKind(name: string): Response {
  return problem(
    404,
    `There is no kind "${name}". The kinds are: ${KINDS.map((spec) => spec.kind).join(", ")}.`,
  );
}

/** The options of the app's routes: the app's database and shared limiter. */
export const appOptions: V1Options = { database: getDatabase };
