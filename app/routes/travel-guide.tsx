import { planTabs } from "../content/plan.ts";
import { getDatabase } from "../db/instance.server.ts";
import { listTravelGuides } from "../db/queries.server.ts";
import { TravelGuideView } from "../features/plan/travel-guide-view.tsx";
import { translate } from "../i18n/messages.ts";
import { travelGuideJson } from "../lib/api-shapes.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/travel-guide";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "plan.guide.metaTitle"),
    description: translate("en", "plan.guide.metaDescription"),
    path: paths.travelGuide(),
    origin: originFromMatches(matches),
  });

/** A page to print: everything is loaded before it is sent. */
export async function loader() {
  const db = await getDatabase();
  return { guides: (await listTravelGuides(db)).map(travelGuideJson) };
}

/** Dropping `?print=1` after printing needs no new data. */
export const shouldRevalidate = revalidateOnNewPath;

export default function TravelGuide({ loaderData }: Route.ComponentProps) {
  return <TravelGuideView guides={loaderData.guides} tabs={planTabs} />;
}
