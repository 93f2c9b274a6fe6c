/**
 * Content translations (issue 8, docs/decisions/005-i18n.md). English content modules are the
 * source; each other locale has `translations/{locale}/{module}.ts` holding only the texts, in the
 * shape `textOf` gives: objects mirror the English ones, lists of entries with an `id` become
 * objects keyed by that id, other lists stay lists. `overlay` lays such a text tree over the
 * English value, so ids, numbers, pictures and links are never copied.
 */

/** Keys whose string values are identifiers, codes or values that logic compares. */
const NON_TEXT_KEYS = new Set([
  "id",
  "slug",
  "scene",
  "coordinates",
  "region",
  "icon",
  "type",
  "status",
  "category",
  "city",
  "duration",
  "ticketPrice",
  "price",
  "priceRange",
  "initials",
  "number",
  "youtubeId",
  "searchQuery",
  "month",
  "budget",
  "tripType",
  "interests",
  "level",
  /** Where facts come from and when they were checked: URLs, page titles and dates, never translated. */
  "sources",
  /** An event's RFC 5545 rule (issue 18): machine text, the same in every language. */
  "recurrence",
  "lastChecked",
]);

/** Exports that are identifiers, enum values or settings (logic, not prose). */
const NON_TEXT_EXPORTS = new Set([
  "aboutTabIds",
  "activityIconNames",
  "activityCategoryIds",
  "attractionCategories",
  "attractionCities",
  "attractionDurations",
  "blogCategoryIds",
  "cityAttractionCategories",
  "eventCategories",
  "experienceCategories",
  "quickReferenceIds",
  "englishLevels",
  "heroSlideTitles",
  "photoCategories",
  "photoStripTitles",
  "interests",
  "months",
  "tripTypeIds",
  "budgetIds",
  "tripBuilderDefaults",
  "planTabIds",
  "defaultPlanTab",
  "membershipStatuses",
  "agreementStatuses",
  "transportTabIds",
  "defaultTransportTab",
  "officialRequirementsUrl",
  "travelGuideTitles",
  "travelGuideIcons",
  "travelGuideTypes",
  "siteSettings",
  "typicalCosts",
]);

/** Per-module keys that logic compares (the trip builder matches plan tags with interests). */
const MODULE_NON_TEXT_KEYS: Record<string, ReadonlySet<string>> = {
  plan: new Set(["tags"]),
  /** Article bodies have a translation file each (translations/{locale}/blog/{slug}.ts). */
  blog: new Set(["content"]),
  /**
   * The Albanian phrases stay as they are in every language; their pronunciation is respelled for
   * each language's readers ("yoo LOO-tehm" misleads a German or Italian reader).
   */
  "general-info": new Set(["albanian"]),
};

/** `module:parent.key` places where a key that is usually not text is text (free-text labels). */
const TEXT_PLACES = new Set([
  "cities:restaurants.category",
  "transport:costs.price",
  /** Experience durations ("Half a day", "3–4 hours") are shown as written; nothing compares them. */
  "experiences:.duration",
]);

/** A string that is a path, URL, date, time, message key or holds no word. */
function isNonText(value: string): boolean {
  return (
    value.trim() === "" ||
    /^(\/|https?:|mailto:)/.test(value) ||
    /^\d{4}-\d{2}-\d{2}/.test(value) ||
    /^\d{1,2}:\d{2}$/.test(value) ||
    /^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(value) ||
    !/\p{L}/u.test(value)
  );
}

export type TextTree = string | TextTree[] | { [key: string]: TextTree } | null;

export function isExportTranslatable(module: string, name: string, value: unknown): boolean {
  if (typeof value === "function") return false;
  if (value && typeof value === "object" && "_zod" in value) return false;
  if (module === "schema") return false;
  if (NON_TEXT_EXPORTS.has(name)) return false;
  return textOf(module, value) !== undefined;
}

function keyedById(list: unknown[]): boolean {
  if (list.length === 0) return false;
  const ids = list.map((item) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? (item as { id?: unknown }).id
      : undefined,
  );
  return (
    ids.every((id) => typeof id === "string" || typeof id === "number") &&
    new Set(ids.map(String)).size === ids.length
  );
}

/** The texts of a content value, in the shape translation files use; undefined when none. */
export function textOf(
  module: string,
  value: unknown,
  key = "",
  parent = "",
): TextTree | undefined {
  const isText = TEXT_PLACES.has(`${module}:${parent}.${key}`);
  if (!isText && (NON_TEXT_KEYS.has(key) || MODULE_NON_TEXT_KEYS[module]?.has(key))) {
    return undefined;
  }
  if (typeof value === "string") {
    if (isText) return value.trim() === "" ? undefined : value;
    return isNonText(value) ? undefined : value;
  }
  if (Array.isArray(value)) {
    if (keyedById(value)) {
      const out: Record<string, TextTree> = {};
      for (const item of value) {
        const text = textOf(module, item, key, parent);
        if (text !== undefined) out[String((item as { id: string | number }).id)] = text;
      }
      return Object.keys(out).length > 0 ? out : undefined;
    }
    const items = value.map((item) => textOf(module, item, key, parent));
    return items.some((item) => item !== undefined) ? items.map((item) => item ?? null) : undefined;
  }
  if (value && typeof value === "object") {
    const out: Record<string, TextTree> = {};
    for (const [name, item] of Object.entries(value)) {
      const text = textOf(module, item, name, key);
      if (text !== undefined) out[name] = text;
    }
    return Object.keys(out).length > 0 ? out : undefined;
  }
  return undefined;
}

/** The English value with the translated texts laid over it. */
export function overlay<T>(base: T, text: unknown): T {
  if (text === undefined || text === null) return base;
  if (typeof base === "string") return (typeof text === "string" ? text : base) as T;
  if (Array.isArray(base)) {
    if (Array.isArray(text)) return base.map((item, i) => overlay(item, text[i])) as T;
    if (typeof text === "object") {
      const byId = text as Record<string, unknown>;
      return base.map((item) => overlay(item, byId[String((item as { id: unknown }).id)])) as T;
    }
    return base;
  }
  if (base && typeof base === "object" && typeof text === "object") {
    const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
    for (const [name, item] of Object.entries(text as Record<string, unknown>)) {
      if (name in out) out[name] = overlay(out[name], item);
    }
    return out as T;
  }
  return base;
}
