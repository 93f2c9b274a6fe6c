import { useSearchParams } from "react-router";
import { listMapPoints } from "../features/map/map-data.server.ts";
import { parseMapType, parseMapView } from "../features/map/map-points.ts";
import { MapView } from "../features/map/map-view.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/map";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["type", "view"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("map.page.metaTitle"),
    description: site.t("map.page.metaDescription"),
    path: paths.map(),
  });
};

/** PRODUCT B9: every destination, city, place and attraction with coordinates, from the content. */
export function loader({ params }: Route.LoaderArgs) {
  return { points: listMapPoints(pageLocale(params)) };
}

/** The view and the filter live in the query string: no new data needed. */
export const shouldRevalidate = revalidateOnNewPath;

export default function MapPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("map.page.title")}</h1>
      <p className="mt-3 max-w-prose text-lg text-slate-700">{t("map.page.intro")}</p>
      <MapView
        points={loaderData.points}
        view={parseMapView(searchParams.get("view"))}
        type={parseMapType(searchParams.get("type"))}
      />
    </div>
  );
}
