import { contentIn } from "../content/localized.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { listTravelGuides } from "../db/queries.server.ts";
import { RECHECK_QUERY } from "../features/contributions/query.ts";
import { RecheckSection } from "../features/contributions/recheck-section-on-view.tsx";
import { tripData } from "../features/plan/plan-data.server.ts";
import { PlanGuides } from "../features/plan/plan-guides-on-view.tsx";
import { PlanHero } from "../features/plan/plan-hero.tsx";
import { TRIP_QUERY } from "../features/plan/trip.ts";
import { TripBuilder } from "../features/plan/trip-builder.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/plan._index";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...TRIP_QUERY, ...RECHECK_QUERY] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: `${loaderData?.planMeta.title ?? ""} · Explore Kosovo`,
    description: loaderData?.planMeta.description ?? "",
    path: paths.plan(),
  });
};

/**
 * The travel guides only drive the tabs' loading state (SPEC 3), so the promise goes out
 * unawaited: documents arrive complete, client-side visits show the skeleton.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const { plan } = contentIn(locale);
  const { travelGuides } = contentIn(locale)["travel-guides"];
  return {
    planMeta: plan.planMeta,
    hero: plan.planHero,
    heroPicture: travelGuides.find((guide) => guide.type === "itineraries") ?? travelGuides[0],
    tabs: plan.planTabs,
    trip: tripData(locale),
    guides: getDatabase()
      .then((db) => listTravelGuides(db))
      .then((rows) => rows.length),
  };
}

/** The builder lives in the query string; changing it needs no new data. */
export const shouldRevalidate = revalidateOnNewPath;

export default function Plan({ loaderData }: Route.ComponentProps) {
  const { hero, heroPicture, tabs, trip, guides, planMeta } = loaderData;
  return (
    <>
      {heroPicture && <PlanHero hero={hero} picture={heroPicture} />}
      <TripBuilder data={trip} />
      <PlanGuides tabs={tabs} loading={guides} lastChecked={planMeta.lastChecked} />
      <RecheckSection entityType="page" entityId={paths.plan()} />
    </>
  );
}
