import { ItineraryView } from "../features/plan/itinerary-view.tsx";
import { translate } from "../i18n/messages.ts";
import type { Route } from "./+types/plan.itinerary";

export const meta: Route.MetaFunction = () => [
  { title: translate("en", "plan.itinerary.metaTitle") },
  { name: "description", content: translate("en", "plan.itinerary.metaDescription") },
  // One page per combination of choices: the builder on /plan is the page to index.
  { name: "robots", content: "noindex, follow" },
];

/** /plan/itinerary?month=&length=&budget=&interests= — the builder's trip, ready to print. */
export default function PlanItinerary() {
  return <ItineraryView />;
}
