import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { loadDestinationsParam } from "../features/destinations/destination-data.server.ts";
import { DestinationPage } from "../features/destinations/destination-page.tsx";
import { RegionPage } from "../features/destinations/region-page.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { breadcrumbJsonLd, touristDestinationJsonLd } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/destinations.$id";

/** One param, three meanings: destination id, region name, or a slug that redirects (B1). */
export function loader({ params }: Route.LoaderArgs) {
  return loadDestinationsParam(params.id, pageLocale(params));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("destinations.notFound.metaTitle") }];
  const trail = [
    { name: site.t("layout.bottomBar.home"), path: paths.home() },
    { name: site.t("layout.nav.destinations"), path: paths.destinations() },
  ];
  if (loaderData.kind === "region") {
    const { region } = loaderData;
    const path = paths.region(region.id);
    return seoMeta(site, {
      title: site.t("destinations.region.metaTitle", { name: region.name }),
      description: region.description,
      path,
      jsonLd: [
        touristDestinationJsonLd(site, {
          name: region.name,
          description: region.description,
          path,
          image: region.image,
        }),
        breadcrumbJsonLd(site, [...trail, { name: region.name, path }]),
      ],
    });
  }
  const { destination } = loaderData;
  const path = paths.destination(destination.id);
  return seoMeta(site, {
    title: site.t("destinations.detail.metaTitle", { name: destination.name }),
    description: destination.description,
    path,
    jsonLd: [
      touristDestinationJsonLd(site, {
        name: destination.name,
        description: destination.description,
        path,
        image: destination.image,
        latitude: destination.lat,
        longitude: destination.lng,
        locality: destination.location,
      }),
      breadcrumbJsonLd(site, [...trail, { name: destination.name, path }]),
    ],
  });
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
