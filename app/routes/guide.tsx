import { attractions } from "../content/attractions.ts";
import { AttractionsGuide } from "../features/attractions/attractions-guide.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/guide";

/** The free, print-ready attractions guide behind "Download Guide" (PRODUCT B2). */
export function loader() {
  return {
    entries: attractions.map(
      ({
        id,
        name,
        city,
        category,
        description,
        address,
        openingHours,
        duration,
        ticketPrice,
        bestTimeToVisit,
        gettingThere,
        visitorTips,
      }) => ({
        id,
        name,
        city,
        category,
        description,
        address,
        openingHours,
        duration,
        ticketPrice,
        bestTimeToVisit,
        gettingThere,
        visitorTips,
      }),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "attractions.guide.metaTitle"),
    description: translate("en", "attractions.guide.metaDescription"),
    path: paths.attractionsGuide(),
    origin: originFromMatches(matches),
  });

export default function Guide({ loaderData }: Route.ComponentProps) {
  return <AttractionsGuide entries={loaderData.entries} />;
}
