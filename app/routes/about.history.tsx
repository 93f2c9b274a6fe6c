import { contentIn } from "../content/localized.server.ts";
import { FullHistory } from "../features/about/full-history.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/about.history";

export function loader({ params }: Route.LoaderArgs) {
  return { fullHistory: contentIn(pageLocale(params)).about.fullHistory };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("about.history.metaTitle"),
    description: site.t("about.history.metaDescription"),
    path: paths.aboutHistory(),
  });
};

export default function AboutHistory({ loaderData }: Route.ComponentProps) {
  return <FullHistory fullHistory={loaderData.fullHistory} />;
}
