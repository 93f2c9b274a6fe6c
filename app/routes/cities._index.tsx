import {
  CapitalHero,
  CitiesCallToAction,
  CitiesMap,
  CityGuides,
  CityRegionTabs,
} from "../features/cities/cities-sections.tsx";
import { loadCities } from "../features/cities/city-data.server.ts";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/cities._index";

/** Built-in city data (SPEC 7: no call is made for cities). */
export function loader({ params }: Route.LoaderArgs) {
  return loadCities(pageLocale(params));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("cities.list.metaTitle"),
    description: site.t("cities.list.metaDescription"),
    path: paths.cities(),
  });
};

export default function Cities({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { cities, guides } = loaderData;
  const [capital] = cities;
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-6 sm:pt-14">
        <h1 className="text-4xl font-bold sm:text-5xl">{t("cities.list.title")}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("cities.list.intro")}</p>
        {capital && (
          <div className="mt-8">
            <CapitalHero city={capital} />
          </div>
        )}
        <div className="mt-10">
          <CityRegionTabs cities={cities} />
        </div>
      </div>
      <CitiesMap cities={cities} />
      <CityGuides guides={guides} />
      <CitiesCallToAction />
    </>
  );
}
