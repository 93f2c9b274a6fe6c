import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import { loadCityDetail } from "../features/cities/city-data.server.ts";
import { CityPage } from "../features/cities/city-page.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { touristDestinationMeta } from "../seo/json-ld.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/cities.$id";

export async function loader({ params }: Route.LoaderArgs) {
  return requireFound(await loadCityDetail(requireId(params.id), pageLocale(params)));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("cities.notFound.metaTitle") }];
  const { city } = loaderData;
  return touristDestinationMeta(site, {
    title: site.t("cities.detail.metaTitle", { name: city.name }),
    section: "cities",
    place: {
      name: city.name,
      description: city.description,
      path: paths.city(city.id),
      image: city.image,
      latitude: city.coordinates.lat,
      longitude: city.coordinates.lng,
      locality: city.name,
    },
  });
};

export default function CityRoute({ loaderData }: Route.ComponentProps) {
  return <CityPage data={loaderData} />;
}

export const ErrorBoundary = entityNotFoundBoundary("cities");
