import { lazy, Suspense, useMemo, useState } from "react";
import { List, MapIcon } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { DrawnMap, MapLegend } from "./drawn-map.tsx";
import { MapList } from "./map-list.tsx";
import { type MapPoint, type MapType, mapTypes, placePoints } from "./map-points.ts";

const StreetMap = lazy(() => import("./street-map.tsx"));

function mapHref(view: "map" | "list", type: MapType | "all"): string {
  const search = new URLSearchParams();
  if (view === "list") search.set("view", "list");
  if (type !== "all") search.set("type", type);
  const query = search.toString();
  return query ? `${paths.map()}?${query}` : paths.map();
}

const chip =
  "inline-flex min-h-11 items-center gap-2 rounded-full border px-4 font-semibold aria-[current=true]:border-brand-600 aria-[current=true]:bg-brand-600 aria-[current=true]:text-white";

/** PRODUCT B9: the map/list toggle, the type filter and the chosen view. */
export function MapView({
  points,
  view,
  type,
}: {
  points: readonly MapPoint[];
  view: "map" | "list";
  type: MapType | "all";
}) {
  const t = useT();
  const [street, setStreet] = useState(false);
  const shown = useMemo(
    () => (type === "all" ? points : points.filter((point) => point.type === type)),
    [points, type],
  );
  const placed = useMemo(() => placePoints(shown), [shown]);
  const types = type === "all" ? mapTypes : [type];

  return (
    <>
      <div className="mt-8 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={t("map.page.filterLabel")}>
          <p aria-hidden="true" className="mb-2 text-sm font-semibold text-slate-700">
            {t("map.page.filterLabel")}
          </p>
          <ul className="flex flex-wrap gap-2">
            {(["all", ...mapTypes] as const).map((option) => (
              <li key={option}>
                <Link
                  to={mapHref(view, option)}
                  replace
                  preventScrollReset
                  aria-current={option === type ? "true" : undefined}
                  className={`${chip} border-slate-300 text-slate-800 hover:border-brand-600`}
                >
                  {option === "all" ? t("map.page.all") : t(`map.types.${option}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("map.page.viewLabel")}>
          <ul className="flex gap-2">
            {(["map", "list"] as const).map((option) => {
              const Icon = option === "map" ? MapIcon : List;
              return (
                <li key={option}>
                  <Link
                    to={mapHref(option, type)}
                    replace
                    preventScrollReset
                    aria-current={option === view ? "true" : undefined}
                    className={`${chip} border-brand-600 text-brand-700 hover:bg-brand-50`}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {option === "map" ? t("map.page.mapView") : t("map.page.listView")}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
      <p className="mt-4 text-slate-700" role="status">
        {shown.length === 1 ? t("map.page.countOne") : t("map.page.count", { count: shown.length })}
      </p>

      {view === "list" ? (
        <MapList points={shown} types={types} />
      ) : (
        <section aria-labelledby="map-title" className="mt-4">
          <h2 id="map-title" className="sr-only">
            {t("map.page.mapView")}
          </h2>
          <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            {street ? (
              <Suspense
                fallback={
                  <div className="aspect-[3/2] max-h-[75vh] w-full animate-pulse bg-slate-100" />
                }
              >
                <StreetMap points={shown} />
              </Suspense>
            ) : (
              <DrawnMap points={placed} />
            )}
          </div>
          <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
            <MapLegend types={types} />
            <div className="flex max-w-md flex-col items-end gap-1 text-right [@media(scripting:none)]:hidden">
              <button
                type="button"
                onClick={() => setStreet((value) => !value)}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
              >
                <MapIcon aria-hidden="true" className="size-4" />
                {street ? t("map.page.hideStreetMap") : t("map.page.showStreetMap")}
              </button>
              {!street && (
                <p className="text-sm text-slate-600">{t("map.page.streetMapConsent")}</p>
              )}
            </div>
          </div>
          {!street && <p className="mt-2 text-xs text-slate-600">{t("map.page.outlineCredit")}</p>}
        </section>
      )}
    </>
  );
}
