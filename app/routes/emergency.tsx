import { contentIn } from "../content/localized.server.ts";
import { EmergencyCard } from "../features/emergency/emergency-card.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { EMERGENCY_PATH } from "../lib/offline.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/emergency";

export function loader({ params }: Route.LoaderArgs) {
  return {
    numbers: contentIn(pageLocale(params))["general-info"].healthSection.emergencyNumbers,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("emergency.metaTitle"),
    description: site.t("emergency.metaDescription"),
    path: EMERGENCY_PATH,
  });
};

/** Issue 21: the emergency card, stored for offline use on install in the visitor's language. */
export default function Emergency({ loaderData }: Route.ComponentProps) {
  return <EmergencyCard numbers={loaderData.numbers} />;
}
