import type { Budget, PlanItem, Recommendation, TripType } from "../../content/plan.ts";
import {
  type BudgetId,
  budgetIds,
  fallbackStartingPrice,
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

/**
 * SPEC 9: round(starting price of the trip type × budget multiplier); a trip type we do not know
 * starts at the fallback price.
 */
export function tripPrice(
  { tripTypes, budgets }: Pick<TripData, "tripTypes" | "budgets">,
  tripType: string | undefined,
  budget: BudgetId | string,
): number {
  const startingPrice =
    tripTypes.find((type) => type.id === tripType)?.startingPrice ?? fallbackStartingPrice;
  const multiplier = budgets.find((option) => option.id === budget)?.multiplier ?? 1;
  return Math.round(startingPrice * multiplier);
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
