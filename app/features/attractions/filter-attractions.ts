/**
 * The attraction filters of SPEC 5 as pure functions. The filter state lives in the URL
 * (`?q=&category=&city=&minPrice=&maxPrice=&duration=short,long&minRating=4&sort=rating&tab=`) so a filtered list can be
 * shared and survives a reload; the server and the browser read it with the same functions.
 */

export const attractionCategories = [
  "All",
  "Historical",
  "Nature",
  "Monument",
  "Museum",
  "Religious",
  "Architecture",
] as const;
export type CategoryFilter = (typeof attractionCategories)[number];

export const ALL_CITIES = "All Cities";
export const attractionCities = [
  ALL_CITIES,
  "Pristina",
  "Prizren",
  "Peja",
  "Gjakova",
  "Deçan",
  "Lipjan",
  "Gračanica",
] as const;
export type CityFilter = (typeof attractionCities)[number];
/** The first five city values are chips; the rest sit under "More...". */
export const CITY_CHIP_COUNT = 5;

export const durationBuckets = ["short", "medium", "long"] as const;
export type DurationBucket = (typeof durationBuckets)[number];

export const attractionTabs = ["all", "nature", "heritage", "museums"] as const;
export type AttractionTab = (typeof attractionTabs)[number];

/** Which categories each tab keeps; "all" keeps everything. */
export const tabCategories: Record<Exclude<AttractionTab, "all">, readonly string[]> = {
  nature: ["Nature"],
  heritage: ["Historical", "Religious", "Monument"],
  museums: ["Museum"],
};

/**
 * Minimum average rating (0: any) and the order of the list. Both read the card's `rating` and
 * `reviewCount`, computed from published reviews (issue 19 item 2): an attraction nobody has
 * reviewed yet has no rating, so it is left out by a minimum and listed last by rating.
 */
export const ratingMinimums = [0, 3, 4] as const;
export type RatingMinimum = (typeof ratingMinimums)[number];
export const attractionSorts = ["ours", "rating"] as const;
export type AttractionSort = (typeof attractionSorts)[number];

export const PRICE_MIN = 0;
export const PRICE_MAX = 10;
export const PRICE_STEP = 1;

export interface AttractionFilters {
  q: string;
  category: CategoryFilter;
  city: CityFilter;
  minPrice: number;
  maxPrice: number;
  durations: DurationBucket[];
  minRating: RatingMinimum;
  sort: AttractionSort;
  tab: AttractionTab;
}

export const defaultFilters: AttractionFilters = Object.freeze({
  q: "",
  category: "All",
  city: ALL_CITIES,
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  durations: [],
  minRating: 0,
  sort: "ours",
  tab: "all",
}) as AttractionFilters;

/** What the filters look at. */
export interface FilterableAttraction {
  name: string;
  category: string;
  city: string;
  ticketPrice: string;
  duration: string;
  /** The average of the published reviews, or null when there are none. */
  rating?: number | null;
  reviewCount?: number;
}

/** "Free" counts as 0; otherwise the number in the price text ("€2" → 2, "5 EUR" → 5). */
export function parsePrice(ticketPrice: string): number {
  if (/free/i.test(ticketPrice)) return 0;
  const match = /\d+(?:[.,]\d+)?/.exec(ticketPrice);
  return match ? Number(match[0].replace(",", ".")) : 0;
}

const dashes = /[\u2010-\u2015\u2212]/g;

/** Short: "30 minutes"; medium: "1-2 hours"; long: a duration of 3, 4 or 5 (hours). */
export function durationBucketsOf(duration: string): DurationBucket[] {
  const text = duration.toLowerCase().replace(dashes, "-");
  const buckets: DurationBucket[] = [];
  if (text.includes("30 minutes")) buckets.push("short");
  if (text.includes("1-2 hours")) buckets.push("medium");
  // A standalone 3, 4 or 5 — so the "3" of "30 minutes" does not make a visit long.
  if (/(^|[^\d])[345](?![\d])/.test(text)) buckets.push("long");
  return buckets;
}

export function matchesDuration(duration: string, selected: readonly DurationBucket[]): boolean {
  if (selected.length === 0) return true;
  const buckets = durationBucketsOf(duration);
  return selected.some((bucket) => buckets.includes(bucket));
}

export function matchesSearch(name: string, q: string): boolean {
  const needle = q.trim().toLocaleLowerCase();
  return needle === "" || name.toLocaleLowerCase().includes(needle);
}

/** Search, category, city, price and duration (the tabs narrow the result further). */
export function filterAttractions<T extends FilterableAttraction>(
  list: readonly T[],
  filters: AttractionFilters,
): T[] {
  return list.filter((attraction) => {
    if (!matchesSearch(attraction.name, filters.q)) return false;
    if (filters.category !== "All" && attraction.category !== filters.category) return false;
    if (filters.city !== ALL_CITIES && attraction.city !== filters.city) return false;
    const price = parsePrice(attraction.ticketPrice);
    if (price < filters.minPrice || price > filters.maxPrice) return false;
    if (filters.minRating > 0 && (attraction.rating ?? 0) < filters.minRating) return false;
    return matchesDuration(attraction.duration, filters.durations);
  });
}

/** "Highest rated": by average, then by number of reviews; unrated last; otherwise our order. */
export function sortAttractions<T extends FilterableAttraction>(
  list: readonly T[],
  sort: AttractionSort,
): T[] {
  if (sort === "ours") return [...list];
  return [...list].sort(
    (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || (b.reviewCount ?? 0) - (a.reviewCount ?? 0),
  );
}

/** The All / Nature / Heritage / Museums tabs narrow an already filtered list. */
export function narrowByTab<T extends { category: string }>(
  list: readonly T[],
  tab: AttractionTab,
): T[] {
  if (tab === "all") return [...list];
  const keep = tabCategories[tab];
  return list.filter((attraction) => keep.includes(attraction.category));
}

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  if (value === null) return undefined;
  const wanted = value.trim().toLocaleLowerCase();
  return options.find((option) => option.toLocaleLowerCase() === wanted);
}

function clampPrice(value: string | null, fallback: number): number {
  if (value === null || value.trim() === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(PRICE_MAX, Math.max(PRICE_MIN, Math.round(number / PRICE_STEP) * PRICE_STEP));
}

/** The query parameters `parseFilters` reads (the route declares them, app/lib/route-handle.ts). */
export const ATTRACTION_FILTER_QUERY = [
  "q",
  "category",
  "city",
  "minPrice",
  "maxPrice",
  "duration",
  "minRating",
  "sort",
  "tab",
] as const;

/**
 * Reads the filters from a query string. Unknown values fall back to the default, prices are
 * clamped to the slider's range, and `duration` may be comma-separated or repeated (a plain GET
 * form sends one `duration=` per ticked box).
 */
export function parseFilters(params: URLSearchParams): AttractionFilters {
  let minPrice = clampPrice(params.get("minPrice"), PRICE_MIN);
  let maxPrice = clampPrice(params.get("maxPrice"), PRICE_MAX);
  if (minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const durations = new Set(
    params
      .getAll("duration")
      .flatMap((value) => value.split(","))
      .map((value) => pick(durationBuckets, value))
      .filter((value) => value !== undefined),
  );
  return {
    q: (params.get("q") ?? "").slice(0, 100),
    category: pick(attractionCategories, params.get("category")) ?? defaultFilters.category,
    city: pick(attractionCities, params.get("city")) ?? defaultFilters.city,
    minPrice,
    maxPrice,
    // Keep the buckets in their fixed order so equal filters give equal URLs.
    durations: durationBuckets.filter((bucket) => durations.has(bucket)),
    minRating:
      ratingMinimums.find((value) => String(value) === params.get("minRating")?.trim()) ??
      defaultFilters.minRating,
    sort: pick(attractionSorts, params.get("sort")) ?? defaultFilters.sort,
    tab: pick(attractionTabs, params.get("tab")) ?? defaultFilters.tab,
  };
}

/** The query string for a filter state; defaults are left out so the plain page stays `/attractions`. */
export function filtersToParams(filters: AttractionFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set("q", q);
  if (filters.category !== defaultFilters.category) params.set("category", filters.category);
  if (filters.city !== defaultFilters.city) params.set("city", filters.city);
  if (filters.minPrice !== PRICE_MIN) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== PRICE_MAX) params.set("maxPrice", String(filters.maxPrice));
  if (filters.durations.length > 0) params.set("duration", filters.durations.join(","));
  if (filters.minRating !== defaultFilters.minRating) {
    params.set("minRating", String(filters.minRating));
  }
  if (filters.sort !== defaultFilters.sort) params.set("sort", filters.sort);
  if (filters.tab !== defaultFilters.tab) params.set("tab", filters.tab);
  return params;
}

/** "Reset All" / "Reset Filters": every filter back to its default (the tab too). */
export function resetFilters(): AttractionFilters {
  return { ...defaultFilters, durations: [] };
}

/** How many panel filters differ from the default (search and tab are not in the panel). */
export function countActiveFilters(filters: AttractionFilters): number {
  return (
    (filters.category !== "All" ? 1 : 0) +
    (filters.city !== ALL_CITIES ? 1 : 0) +
    (filters.minPrice !== PRICE_MIN || filters.maxPrice !== PRICE_MAX ? 1 : 0) +
    (filters.durations.length > 0 ? 1 : 0) +
    (filters.minRating !== 0 ? 1 : 0)
  );
}

export function toggleDuration(
  durations: readonly DurationBucket[],
  bucket: DurationBucket,
): DurationBucket[] {
  const next = durations.includes(bucket)
    ? durations.filter((item) => item !== bucket)
    : [...durations, bucket];
  return durationBuckets.filter((item) => next.includes(item));
}
