import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { DestinationPage } from "../features/destinations/destination-page.tsx";
import { loadDestinationsParam } from "../features/destinations/destination-route.server.ts";
import { RegionPage } from "../features/destinations/region-page.tsx";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import type { Route } from "./+types/destinations.$id";

/** One param, three meanings: destination id, region name, or a slug that redirects (B1). */
export function loader({ params, request }: Route.LoaderArgs) {
  return loadDestinationsParam(params.id, request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: translate("en", "destinations.notFound.metaTitle") }];
  if (loaderData.kind === "region") {
    const { region } = loaderData;
    return [
      { title: translate("en", "destinations.region.metaTitle", { name: region.name }) },
      { name: "description", content: region.description },
    ];
  }
  const { destination } = loaderData;
  return [
    { title: translate("en", "destinations.detail.metaTitle", { name: destination.name }) },
    { name: "description", content: destination.description },
  ];
};

export default function DestinationRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "region" ? (
    <RegionPage data={loaderData} />
  ) : (
    <DestinationPage data={loaderData} />
  );
}

function DestinationNotFound() {
  const t = useT();
  return (
    <EntityNotFound
      title={t("destinations.notFound.title")}
      text={t("destinations.notFound.text")}
      backHref={paths.destinations()}
      backLabel={t("destinations.notFound.back")}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <DestinationNotFound /> }} />;
}
