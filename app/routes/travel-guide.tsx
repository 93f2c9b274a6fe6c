import { planTabs } from "../content/plan.ts";
import { getDatabase } from "../db/instance.server.ts";
import { listTravelGuides } from "../db/queries.server.ts";
import { TravelGuideView } from "../features/plan/travel-guide-view.tsx";
import { translate } from "../i18n/messages.ts";
import { travelGuideJson } from "../lib/api-shapes.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import type { Route } from "./+types/travel-guide";

export const meta: Route.MetaFunction = () => [
  { title: translate("en", "plan.guide.metaTitle") },
  { name: "description", content: translate("en", "plan.guide.metaDescription") },
];

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
