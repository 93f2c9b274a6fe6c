import { redirect } from "react-router";
import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import { RECHECK_QUERY } from "../features/contributions/query.ts";
import { RecheckSection } from "../features/contributions/recheck-section-on-view.tsx";
import {
  destinationIdForSlug,
  loadDestination,
  loadRegion,
  parseRegion,
} from "../features/destinations/destination-data.server.ts";
import { DestinationPage } from "../features/destinations/destination-page.tsx";
import { RegionPage } from "../features/destinations/region-page-on-view.tsx";
import { localizePath, pageLocale } from "../i18n/locales.ts";
import { notFound, parseId, requireFound } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { touristDestinationMeta } from "../seo/json-ld.ts";
import { siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/destinations.$id";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...RECHECK_QUERY] } satisfies RouteHandle;

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
  const moved = await destinationIdForSlug(params.id);
  if (moved !== undefined) throw redirect(localizePath(locale, paths.destination(moved)), 301);
  throw notFound();
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("destinations.notFound.metaTitle") }];
  if (loaderData.kind === "region") {
    const { region } = loaderData;
    return touristDestinationMeta(site, {
      title: site.t("destinations.region.metaTitle", { name: region.name }),
      section: "destinations",
      place: {
        name: region.name,
        description: region.description,
        path: paths.region(region.id),
        image: region.image,
      },
    });
  }
  const { destination } = loaderData;
  return touristDestinationMeta(site, {
    title: site.t("destinations.detail.metaTitle", { name: destination.name }),
    section: "destinations",
    place: {
      name: destination.name,
      description: destination.description,
      path: paths.destination(destination.id),
      image: destination.image,
      latitude: destination.lat,
      longitude: destination.lng,
      locality: destination.location,
    },
  });
};

export default function DestinationRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "region" ? (
    <RegionPage data={loaderData} />
  ) : (
    <>
      <DestinationPage data={loaderData} />
      <RecheckSection entityType="destination" entityId={loaderData.destination.id} />
    </>
  );
}

export const ErrorBoundary = entityNotFoundBoundary("destinations");
