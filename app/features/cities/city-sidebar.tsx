import { ArrowRight, Bus } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { ClimateCard } from "../../components/page/climate-card.tsx";
import { QuickFacts } from "../../components/page/detail-layout.tsx";
import { KeepOffline } from "../../components/page/keep-offline.tsx";
import { MapFacade } from "../../components/page/map-facade-on-view.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { panelClass } from "../../components/ui/panel.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { CityDetailData } from "./city-data.server.ts";

/** The aside of SPEC 2.14: quick information, map, typical weather, getting around, next steps. */
export function CitySidebar({ data }: { data: CityDetailData }) {
  const t = useT();
  const { city, attractionsFilter } = data;
  const name = city.name;
  const facts = [
    [t("cities.detail.localTime"), t("cities.detail.localTimeValue")],
    [t("cities.detail.bestTime"), t("cities.detail.bestTimeValue")],
    [t("cities.detail.localCuisine"), city.localCuisine],
    [t("cities.detail.area"), city.area],
    [t("cities.detail.touristInfo"), city.touristInfo],
  ] as const;
  return (
    <>
      <KeepOffline />

      <QuickFacts title={t("cities.detail.quickInfo")} facts={facts} />

      <MapFacade lat={city.coordinates.lat} lng={city.coordinates.lng} name={name} />

      <ClimateCard climate={city.climate} name={name} />

      <div className={panelClass}>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Bus aria-hidden="true" className="size-5 text-brand-600" />
          {t("cities.detail.gettingAroundTitle")}
        </h2>
        <p className="mt-3 text-sm text-slate-700">{city.gettingAround}</p>
      </div>

      <div className="rounded-2xl bg-brand-700 p-5 text-white">
        <h2 className="text-lg font-semibold text-white">
          {t("cities.detail.ctaTitle", { name })}
        </h2>
        <p className="mt-2 text-sm text-brand-50">{t("cities.detail.ctaText", { name })}</p>
        <div className="mt-4 flex flex-col gap-2">
          <Link to={paths.plan()} className={buttonClass({ variant: "accent", size: "sm" })}>
            {t("cities.detail.ctaPlan")}
          </Link>
          {attractionsFilter && (
            <Link
              to={`${paths.attractions()}?city=${encodeURIComponent(attractionsFilter)}`}
              className={buttonClass({ variant: "light", size: "sm" })}
            >
              {t("cities.detail.ctaAttractions", { name })}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
