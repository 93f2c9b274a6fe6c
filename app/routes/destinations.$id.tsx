import { redirect } from "react-router";
import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import {
  destinationIdForSlug,
  loadDestination,
  loadRegion,
  parseRegion,
} from "../features/destinations/destination-data.server.ts";
import { DestinationPage } from "../features/destinations/destination-page.tsx";
import { RegionPage } from "../features/destinations/region-page.tsx";
import { localizePath, pageLocale } from "../i18n/locales.ts";
import { notFound, parseId, requireFound } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { sectionBreadcrumbs, touristDestinationJsonLd } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/destinations.$id";

/**
 * One param, three meanings (PRODUCT B1): a destination id, one of the five region names, or a
 * destination's slug from an old link, which redirects permanently. Anything else is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const id = parseId(params.id);
  if (id !== undefined) {
    return { kind: "destination" as const, ...requireFound(await loadDestination(id, locale)) };
  }
  const region = parseRegion(params.id);
  if (region) return { kind: "region" as const, ...requireFound(await loadRegion(region, locale)) };
  const moved = destinationIdForSlug(params.id, locale);
  if (moved !== undefined) throw redirect(localizePath(locale, paths.destination(moved)), 301);
  throw notFound();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("destinations.notFound.metaTitle") }];
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
        sectionBreadcrumbs(site, "destinations", { name: region.name, path }),
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
      sectionBreadcrumbs(site, "destinations", { name: destination.name, path }),
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

export const ErrorBoundary = entityNotFoundBoundary("destinations");
