import { travelGuideJson } from "../api/shapes.ts";
import { contentIn } from "../content/localized.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { listTravelGuides } from "../db/queries.server.ts";
import { TravelGuideView } from "../features/plan/travel-guide-view.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/travel-guide";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["print"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("plan.guide.metaTitle"),
    description: site.t("plan.guide.metaDescription"),
    path: paths.travelGuide(),
  });
};

/** A page to print: everything is loaded before it is sent. */
export async function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const db = await getDatabase();
  return {
    guides: (await listTravelGuides(db, locale)).map(travelGuideJson),
    tabs: contentIn(locale).plan.planTabs,
    lastChecked: contentIn(locale).plan.planMeta.lastChecked,
  };
}

/** Dropping `?print=1` after printing needs no new data. */
export const shouldRevalidate = revalidateOnNewPath;

export default function TravelGuide({ loaderData }: Route.ComponentProps) {
  return (
    <TravelGuideView
      guides={loaderData.guides}
      tabs={loaderData.tabs}
      lastChecked={loaderData.lastChecked}
    />
  );
}
