import { Link } from "../../components/link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import type { MapPoint, MapType } from "./map-points.ts";
import { MarkerIcon } from "./marker-icon.tsx";

/** The list view: every point by type, as plain links (works without JavaScript). */
export function MapList({
  points,
  types,
}: {
  points: readonly MapPoint[];
  types: readonly MapType[];
}) {
  const t = useT();
  return (
    <section aria-labelledby="map-list-title" className="mt-6">
      <h2 id="map-list-title" className="sr-only">
        {t("map.page.listTitle")}
      </h2>
      <div className="grid gap-10">
        {types.map((type) => {
          const list = points
            .filter((point) => point.type === type)
            .sort((a, b) => a.name.localeCompare(b.name));
          return (
            <section key={type} aria-labelledby={`map-list-${type}`}>
              <h3 id={`map-list-${type}`} className="flex items-center gap-2 text-2xl font-bold">
                <MarkerIcon type={type} />
                {t(`map.types.${type}`)}{" "}
                <span className="font-normal text-slate-600">({list.length})</span>
              </h3>
              {list.length === 0 ? (
                <p className="mt-2 text-slate-600">{t("map.page.noneOfType")}</p>
              ) : (
                <ul className="mt-4 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((point) => (
                    <li key={point.key}>
                      <Link
                        to={point.href}
                        className="flex min-h-11 flex-col justify-center rounded-lg px-2 py-1 hover:bg-brand-50"
                      >
                        <span className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                          {point.name}
                        </span>
                        <span className="text-sm text-slate-600">{point.area}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
