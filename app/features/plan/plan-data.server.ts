import { contentIn } from "../../content/localized.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { TripData } from "./trip.ts";

/** The trip builder's texts and prices in a language, for the pages that show a trip. */
export function tripData(locale: Locale): TripData {
  const { tripTypes, budgets, plans, monthRecommendations, tripBuilderText, typicalCosts } =
    contentIn(locale).plan;
  return { tripTypes, budgets, plans, monthRecommendations, tripBuilderText, typicalCosts };
}
