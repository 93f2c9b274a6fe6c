import { contentIn } from "../content/localized.server.ts";
import { ItineraryView } from "../features/plan/itinerary-view.tsx";
import { tripData } from "../features/plan/plan-data.server.ts";
import { TRIP_QUERY } from "../features/plan/trip.ts";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/plan.itinerary";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...TRIP_QUERY, "print"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("plan.itinerary.metaTitle"),
    description: site.t("plan.itinerary.metaDescription"),
    path: paths.planItinerary(),
    noindex: true,
  });
};

/** The practical sections every itinerary carries along (SPEC 9 facts). */
const GOOD_TO_KNOW = ["visa-information", "travel-tips", "emergency-numbers"];

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  return {
    data: tripData(locale),
    practicalSections: contentIn(locale)
      .plan.planTabs.flatMap((tab) => tab.sections)
      .filter((section) => GOOD_TO_KNOW.includes(section.id)),
  };
}

/** The trip lives in the query string: the texts stay the same. */
export const shouldRevalidate = revalidateOnNewPath;

/** /plan/itinerary?month=&length=&budget=&interests= — the builder's trip, ready to print. */
export default function PlanItinerary({ loaderData }: Route.ComponentProps) {
  return <ItineraryView data={loaderData.data} practicalSections={loaderData.practicalSections} />;
}
