import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { PlacePage } from "../features/destinations/place-page.tsx";
import { loadPlace } from "../features/destinations/place-route.server.ts";
import { translate } from "../i18n/messages.ts";
import { breadcrumbJsonLd, touristDestinationJsonLd } from "../lib/json-ld.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/destinations.$region.$slug";

export function loader({ params, request }: Route.LoaderArgs) {
  return loadPlace(params.region, params.slug, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: translate("en", "layout.notFound.metaTitle") }];
  const { place, region } = loaderData;
  const origin = originFromMatches(matches);
  const path = paths.place(place.region, place.slug);
  return seoMeta({
    title: translate("en", "destinations.place.metaTitle", {
      name: place.name,
      region: region.name,
    }),
    description: place.blurb,
    path,
    origin,
    jsonLd: [
      touristDestinationJsonLd(origin, {
        name: place.name,
        description: place.blurb,
        path,
        image: place.image,
        latitude: place.coordinates.lat,
        longitude: place.coordinates.lng,
      }),
      breadcrumbJsonLd(origin, [
        { name: translate("en", "layout.bottomBar.home"), path: paths.home() },
        { name: translate("en", "layout.nav.destinations"), path: paths.destinations() },
        { name: region.name, path: paths.region(region.id) },
        { name: place.name, path },
      ]),
    ],
  });
};

export default function PlaceRoute({ loaderData }: Route.ComponentProps) {
  return <PlacePage data={loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
