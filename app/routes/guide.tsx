import { contentIn } from "../content/localized.server.ts";
import { AttractionsGuide } from "../features/attractions/attractions-guide.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { pick } from "../lib/pick.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/guide";

/** What each entry of the guide shows. */
const GUIDE_FIELDS = [
  "id",
  "name",
  "city",
  "category",
  "description",
  "address",
  "openingHours",
  "duration",
  "ticketPrice",
  "bestTimeToVisit",
  "gettingThere",
  "visitorTips",
] as const;

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["print"] } satisfies RouteHandle;

/** The free, print-ready attractions guide behind "Download Guide" (PRODUCT B2). */
export function loader({ params }: Route.LoaderArgs) {
  const { attractions } = contentIn(pageLocale(params)).attractions;
  return { entries: attractions.map((attraction) => pick(attraction, GUIDE_FIELDS)) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("attractions.guide.metaTitle"),
    description: site.t("attractions.guide.metaDescription"),
    path: paths.attractionsGuide(),
  });
};

export default function Guide({ loaderData }: Route.ComponentProps) {
  return <AttractionsGuide entries={loaderData.entries} />;
}
