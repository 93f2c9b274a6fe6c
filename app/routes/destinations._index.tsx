import { destinationJson } from "../api/shapes.ts";
import { Link } from "../components/link.tsx";
import { regionLinks } from "../content/navigation.ts";
import { getDatabase } from "../db/instance.server.ts";
import { withMediaCredits } from "../db/media.server.ts";
import { listDestinations } from "../db/queries.server.ts";
import { DestinationList } from "../features/destinations/destination-card.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/destinations._index";

export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDatabase();
  return {
    destinations: listDestinations(db, pageLocale(params)).then((rows) =>
      withMediaCredits(db, rows.map(destinationJson), "image"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("destinations.list.metaTitle"),
    description: site.t("destinations.list.metaDescription"),
    path: paths.destinations(),
  });
};

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("destinations.list.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("destinations.list.intro")}</p>
      <nav aria-labelledby="by-region" className="mt-6 flex flex-wrap items-center gap-2">
        <h2 id="by-region" className="mr-2 text-sm font-semibold text-slate-700">
          {t("destinations.list.byRegion")}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {regionLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10">
        <DestinationList destinations={loaderData.destinations} />
      </div>
    </div>
  );
}
