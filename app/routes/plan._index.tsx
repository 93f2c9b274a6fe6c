import { planHero, planMeta, planTabs } from "../content/plan.ts";
import { travelGuides } from "../content/travel-guides.ts";
import { getDatabase } from "../db/instance.server.ts";
import { listTravelGuides } from "../db/queries.server.ts";
import { PlanHero } from "../features/plan/plan-hero.tsx";
import { PlanGuides } from "../features/plan/plan-tabs.tsx";
import { TripBuilder } from "../features/plan/trip-builder.tsx";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/plan._index";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: `${planMeta.title} · Explore Kosovo`,
    description: planMeta.description,
    path: paths.plan(),
    origin: originFromMatches(matches),
  });

/**
 * The travel guides only drive the tabs' loading state (SPEC 3), so the promise goes out
 * unawaited: documents arrive complete, client-side visits show the skeleton.
 */
export function loader() {
  return {
    guides: getDatabase()
      .then((db) => listTravelGuides(db))
      .then((rows) => rows.length),
  };
}

/** The builder lives in the query string; changing it needs no new data. */
export const shouldRevalidate = revalidateOnNewPath;

const heroPicture = travelGuides.find((guide) => guide.type === "itineraries") ?? travelGuides[0];

export default function Plan({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {heroPicture && <PlanHero hero={planHero} picture={heroPicture} />}
      <TripBuilder />
      <PlanGuides tabs={planTabs} loading={loaderData.guides} />
    </>
  );
}
