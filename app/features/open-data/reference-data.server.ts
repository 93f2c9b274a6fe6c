import { DEFAULT_PAGE_SIZE, KINDS, MAX_PAGE_SIZE } from "../../api/v1/catalog.ts";
import { OPENAPI_PATH } from "../../api/v1/http.ts";
import { readRecords } from "../../api/v1/records.server.ts";
import { config } from "../../config.server.ts";
import type { Database } from "../../db/client.server.ts";
import type { Locale } from "../../i18n/locales.ts";

/**
 * What /api shows (decision 140): every endpoint of the open data API from the kinds' table,
 * with an example request in the page's language and the first record it really answers, its
 * long texts shortened.
 */

const LONGEST_TEXT = 90;
const MOST_ITEMS = 2;

/** A record as an example: long texts cut, long lists to their first items. */
export function shortened(value: unknown): unknown {
  if (typeof value === "string") {
    return value.length > LONGEST_TEXT ? `${value.slice(0, LONGEST_TEXT)}…` : value;
  }
  if (Array.isArray(value)) return value.slice(0, MOST_ITEMS).map(shortened);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shortened(item)]));
  }
  return value;
}

export async function loadApiReference(db: Database, locale: Locale) {
  const limit = config().API_RATE_LIMIT;
  const kinds = await Promise.all(
    KINDS.map(async (spec) => {
      const [first] = await readRecords(db, spec.kind, locale);
      const query = locale === "en" ? "?pageSize=1" : `?lang=${locale}&pageSize=1`;
      return {
        kind: spec.kind,
        filters: spec.filters.map((filter) => ({
          name: filter.name,
          values: filter.values ? [...filter.values] : undefined,
          example: filter.example,
        })),
        exampleRequest: `/api/v1/${spec.kind}${query}`,
        exampleId: String(first?.id ?? spec.exampleId),
        exampleAnswer: JSON.stringify(shortened(first ?? {}), null, 2),
      };
    }),
  );
  return {
    document: OPENAPI_PATH,
    limit: limit ? { max: limit.max, seconds: Math.round(limit.windowMs / 1000) } : null,
    pageSize: { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE },
    kinds,
  };
}

export type ApiReference = Awaited<ReturnType<typeof loadApiReference>>;
