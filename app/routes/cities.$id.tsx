import { data } from "react-router";
import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { loadCityDetail } from "../features/cities/city-data.server.ts";
import { CityPage } from "../features/cities/city-page.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { parseId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { breadcrumbJsonLd, touristDestinationJsonLd } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/cities.$id";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const detail = id === undefined ? undefined : await loadCityDetail(id, pageLocale(params));
  if (!detail) throw data(null, { status: 404 });
  return detail;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("cities.notFound.metaTitle") }];
  const { city } = loaderData;
  const path = paths.city(city.id);
  return seoMeta(site, {
    title: site.t("cities.detail.metaTitle", { name: city.name }),
    description: city.description,
    path,
    jsonLd: [
      touristDestinationJsonLd(site, {
        name: city.name,
        description: city.description,
        path,
        image: city.image,
        latitude: city.coordinates.lat,
        longitude: city.coordinates.lng,
        locality: city.name,
      }),
      breadcrumbJsonLd(site, [
        { name: site.t("layout.bottomBar.home"), path: paths.home() },
        { name: site.t("layout.nav.cities"), path: paths.cities() },
        { name: city.name, path },
      ]),
    ],
  });
};

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  return <CityPage data={loaderData} />;
}

function CityNotFound() {
  const t = useT();
  return (
    <EntityNotFound
      title={t("cities.notFound.title")}
      text={t("cities.notFound.text")}
      backHref={paths.cities()}
      backLabel={t("cities.notFound.back")}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <CityNotFound /> }} />;
}
