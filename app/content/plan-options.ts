import { englishMonths } from "../i18n/format.ts";

/**
 * The trip builder's fixed choices (SPEC 4, 9): plain constants, no schema, so the builder's
 * logic can run in the browser. Their texts live in plan.ts and the message catalogue.
 */

export const interests = ["Culture", "Nature", "Adventure", "Relaxation", "Food"] as const;
export type Interest = (typeof interests)[number];

export const months = englishMonths;
export type Month = (typeof months)[number];

export const tripTypeIds = ["weekend", "5days", "week"] as const;
export type TripTypeId = (typeof tripTypeIds)[number];

export const budgetIds = ["budget", "medium", "luxury"] as const;
export type BudgetId = (typeof budgetIds)[number];

/** The builder's starting state (SPEC 4). */
export const tripBuilderDefaults: {
  month: Month;
  tripType: TripTypeId;
  budget: BudgetId;
  interests: Interest[];
} = { month: "June", tripType: "weekend", budget: "medium", interests: [] };

export const planTabIds = [
  "visa",
  "transportation",
  "accommodation",
  "seasonal",
  "culture",
  "itineraries",
  "practical",
] as const;
export type PlanTabId = (typeof planTabIds)[number];
export const defaultPlanTab: PlanTabId = "visa";
