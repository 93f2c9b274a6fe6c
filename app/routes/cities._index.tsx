import {
  CapitalHero,
  CitiesCallToAction,
  CitiesMap,
  CityGuides,
  CityRegionTabs,
} from "../features/cities/cities-sections.tsx";
import { loadCities } from "../features/cities/city-data.server.ts";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/cities._index";

/** Built-in city data (SPEC 7: no call is made for cities). */
export function loader() {
  return loadCities();
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "cities.list.metaTitle"),
    description: translate("en", "cities.list.metaDescription"),
    path: paths.cities(),
    origin: originFromMatches(matches),
  });

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
