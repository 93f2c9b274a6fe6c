import { ItineraryView } from "../features/plan/itinerary-view.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/plan.itinerary";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "plan.itinerary.metaTitle"),
    description: translate("en", "plan.itinerary.metaDescription"),
    path: paths.planItinerary(),
    origin: originFromMatches(matches),
    noindex: true,
  });

/** /plan/itinerary?month=&length=&budget=&interests= — the builder's trip, ready to print. */
export default function PlanItinerary() {
  return <ItineraryView />;
}
