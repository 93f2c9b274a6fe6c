import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { PlacePage } from "../features/destinations/place-page.tsx";
import { loadPlace } from "../features/destinations/place-route.server.ts";
import { translate } from "../i18n/messages.ts";
import type { Route } from "./+types/destinations.$region.$slug";

export function loader({ params, request }: Route.LoaderArgs) {
  return loadPlace(params.region, params.slug, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: translate("en", "layout.notFound.metaTitle") }];
  const { place, region } = loaderData;
  return [
    {
      title: translate("en", "destinations.place.metaTitle", {
        name: place.name,
        region: region.name,
      }),
    },
    { name: "description", content: place.blurb },
  ];
};

export default function PlaceRoute({ loaderData }: Route.ComponentProps) {
  return <PlacePage data={loaderData} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
