import type {
  Budget,
  CostSource,
  PlanItem,
  Recommendation,
  TripType,
  TypicalCosts,
} from "../../content/plan.ts";
import {
  type BudgetId,
  budgetIds,
  type Interest,
  interests as interestOptions,
  type Month,
  months,
  type TripTypeId,
  tripBuilderDefaults,
  tripTypeIds,
} from "../../content/plan-options.ts";
import { capitalize, monthLong } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";

/** The builder's texts and prices in the page's language (the route's loader sends them). */
export interface TripData {
  tripTypes: TripType[];
  budgets: Budget[];
  plans: Record<TripTypeId, PlanItem[]>;
  monthRecommendations: Record<Month, Recommendation[]>;
  tripBuilderText: { title: string; intro: string; priceNote: string };
  typicalCosts: TypicalCosts;
}

/** The trip builder's choices (SPEC 4); they live in the page's query string. */
export interface TripState {
  month: Month;
  tripType: TripTypeId;
  budget: BudgetId;
  interests: Interest[];
}

export const defaultTripState: TripState = {
  ...tripBuilderDefaults,
  interests: [...tripBuilderDefaults.interests],
};

/** One line of an estimate: how many of what, at which typical price, and where it comes from. */
export interface EstimatePart {
  id: "nights" | "food" | "transport" | "entries";
  quantity: number;
  unitPrice: number;
  amount: number;
  sources: CostSource[];
}

export interface TripEstimate {
  /** Euros per person, flights excluded. */
  total: number;
  parts: EstimatePart[];
}

/**
 * PRODUCT B11: what a trip typically costs one person, made of its nights, days of food, bus rides
 * and entrance fees at the typical prices recorded with their sources. A trip type we do not know
 * has no estimate (never a made-up fallback price).
 */
export function tripEstimate(
  { tripTypes, typicalCosts }: Pick<TripData, "tripTypes" | "typicalCosts">,
  tripType: string | undefined,
  budget: BudgetId,
): TripEstimate | undefined {
  const type = tripTypes.find((candidate) => candidate.id === tripType);
  if (!type) return undefined;
  const { night, food, busRide, entries } = typicalCosts;
  const part = (
    id: EstimatePart["id"],
    quantity: number,
    unitPrice: number,
    sources: CostSource[],
  ): EstimatePart => ({ id, quantity, unitPrice, amount: quantity * unitPrice, sources });
  const parts = [
    part("nights", type.nights, night[budget], night.sources),
    part("food", type.days, food[budget], food.sources),
    part("transport", type.busRides, busRide.price, busRide.sources),
    part("entries", 1, entries.price, entries.sources),
  ];
  return { total: parts.reduce((sum, item) => sum + item.amount, 0), parts };
}

/** How many of the visitor's interests an item's tags match. */
export function matchingInterests(item: PlanItem, selected: readonly Interest[]): number {
  return item.tags.filter((tag) => selected.includes(tag)).length;
}

/**
 * SPEC 5: optional items only appear when one of their tags matches a selected interest (never
 * with no interests selected); the items are then ordered by how many interests they match,
 * highest first, keeping the plan's own order between equals.
 */
export function planItems(items: readonly PlanItem[], selected: readonly Interest[]): PlanItem[] {
  return items
    .filter((item) => !item.isOptional || matchingInterests(item, selected) > 0)
    .map((item, index) => ({ item, index, score: matchingInterests(item, selected) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item);
}

/** The plan of a trip type, filtered and sorted for the visitor's interests. */
export function itineraryFor(
  plans: TripData["plans"],
  state: Pick<TripState, "tripType" | "interests">,
): PlanItem[] {
  return planItems(plans[state.tripType] ?? [], state.interests);
}

/** The two or three suggestions for a month (SPEC 2.12). */
export function recommendationsFor(
  monthRecommendations: TripData["monthRecommendations"],
  month: Month,
): Recommendation[] {
  return monthRecommendations[month] ?? [];
}

/** A month's name in a language, as a standalone word ("June", "Juni", "Giugno", "Qershor"). */
export function monthName(month: Month, locale: Locale): string {
  return capitalize(locale, monthLong(locale, months.indexOf(month) + 1));
}

/** "2 days" → 2, "1 day" → 1, "Half day" → 0.5. */
export function durationInDays(duration: string): number {
  if (/half/i.test(duration)) return 0.5;
  const days = /(\d+)\s*day/i.exec(duration)?.[1];
  return days ? Number(days) : 1;
}

export interface ScheduledItem {
  item: PlanItem;
  firstDay: number;
  lastDay: number;
}

/** Lays the items out day after day; two half days share a day, full days start a new one. */
export function scheduleItems(items: readonly PlanItem[]): {
  days: ScheduledItem[];
  totalDays: number;
} {
  let elapsed = 0;
  const days = items.map((item) => {
    const length = durationInDays(item.duration);
    if (Number.isInteger(length)) elapsed = Math.ceil(elapsed);
    const firstDay = Math.floor(elapsed) + 1;
    elapsed += length;
    return { item, firstDay, lastDay: Math.max(firstDay, Math.ceil(elapsed)) };
  });
  return { days, totalDays: Math.ceil(elapsed) };
}

// --- The query string ------------------------------------------------------------------------

function pick<T extends string>(options: readonly T[], value: string | null): T | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
}

/** The query parameters `parseTripSearch` reads (the routes declare them, app/lib/route-handle.ts). */
export const TRIP_QUERY = ["month", "length", "budget", "interests"] as const;

/**
 * Reads `?month=June&length=5days&budget=luxury&interests=Culture,Food`; unknown values fall back
 * to the defaults. Interests may also come as repeated fields (a plain form post).
 */
export function parseTripSearch(search: URLSearchParams): TripState {
  const wanted = search.getAll("interests").flatMap((value) => value.split(","));
  const chosen = new Set(wanted.map((value) => pick(interestOptions, value)));
  return {
    month: pick(months, search.get("month")) ?? defaultTripState.month,
    tripType: pick(tripTypeIds, search.get("length")) ?? defaultTripState.tripType,
    budget: pick(budgetIds, search.get("budget")) ?? defaultTripState.budget,
    interests: interestOptions.filter((interest) => chosen.has(interest)),
  };
}

/** The query string of a trip, without "?"; commas stay readable in shared links. */
export function tripSearch(state: TripState): string {
  const parts = [`month=${state.month}`, `length=${state.tripType}`, `budget=${state.budget}`];
  if (state.interests.length > 0) parts.push(`interests=${state.interests.join(",")}`);
  return parts.join("&");
}

/** Adds or removes one interest, keeping the options' order. */
export function toggleInterest(selected: readonly Interest[], interest: Interest): Interest[] {
  const next = new Set(selected);
  if (next.has(interest)) next.delete(interest);
  else next.add(interest);
  return interestOptions.filter((option) => next.has(option));
}
