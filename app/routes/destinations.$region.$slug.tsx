import { parseRegion } from "../features/destinations/destination-data.server.ts";
import { loadPlace } from "../features/destinations/place-data.server.ts";
import { PlacePage } from "../features/destinations/place-page.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { requireFound } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { touristDestinationMeta } from "../seo/json-ld.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/destinations.$region.$slug";

export async function loader({ params }: Route.LoaderArgs) {
  const region = requireFound(parseRegion(params.region));
  return requireFound(await loadPlace(region, params.slug, pageLocale(params)));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("layout.notFound.metaTitle") }];
  const { place, region } = loaderData;
  return touristDestinationMeta(site, {
    title: site.t("destinations.place.metaTitle", { name: place.name, region: region.name }),
    section: "destinations",
    place: {
      name: place.name,
      description: place.blurb,
      path: paths.place(place.region, place.slug),
      image: place.image,
      latitude: place.coordinates.lat,
      longitude: place.coordinates.lng,
    },
    trail: [{ name: region.name, path: paths.region(region.id) }],
  });
};

export default function PlaceRoute({ loaderData }: Route.ComponentProps) {
  return <PlacePage data={loaderData} />;
}
