import { BedDouble } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { ClimateCard } from "../../components/page/climate-card.tsx";
import { QuickFacts } from "../../components/page/detail-layout.tsx";
import { ShareRow } from "../../components/share-button.tsx";
import { panelClass } from "../../components/ui/panel.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { AttractionDetailData } from "./attraction-data.server.ts";

/** The aside of SPEC 2.16: quick information, typical weather, where to stay, share. */
export function AttractionSidebar({ data, url }: { data: AttractionDetailData; url: string }) {
  const t = useT();
  const { attraction, weather, city } = data;
  const cityValue = city ? (
    <Link to={paths.city(city.id)} className="text-brand-700 underline hover:text-brand-800">
      {t("attractions.detail.cityGuide", { city: city.name })}
    </Link>
  ) : (
    t(`attractions.list.cities.${attraction.city}`)
  );
  const facts = [
    [t("attractions.detail.city"), cityValue],
    [t("attractions.detail.category"), t(`attractions.list.categories.${attraction.category}`)],
    [t("attractions.detail.duration"), t(`attractions.list.durationTexts.${attraction.duration}`)],
    [t("attractions.detail.ticketPrice"), t(`attractions.list.prices.${attraction.ticketPrice}`)],
    [t("attractions.detail.openingHours"), attraction.openingHours],
  ] as const;
  return (
    <>
      <QuickFacts title={t("attractions.detail.quickInfo")} facts={facts} />

      <ClimateCard climate={weather.climate} name={weather.name} />

      <div className={panelClass}>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <BedDouble aria-hidden="true" className="size-5 text-brand-600" />
          {t("attractions.detail.stayNearby")}
        </h2>
        <ul className="mt-3 space-y-3 text-sm">
          {attraction.nearbyAccommodation.map((place) => (
            <li key={place.name}>
              <p className="font-semibold text-slate-900">{place.name}</p>
              <p className="text-slate-600">
                {t("attractions.detail.nearbyDistance", { distance: place.distance })}
                {place.fromPrice !== undefined &&
                  ` · ${t("attractions.detail.fromPrice", { price: place.fromPrice })}`}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-700">{t("attractions.detail.hotelPrices")}</p>
        <Link
          to={paths.plan("where-to-stay")}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t("attractions.detail.accommodationLink")}
        </Link>
      </div>

      <div className={panelClass}>
        <h2 className="text-lg font-semibold">{t("attractions.detail.shareTitle")}</h2>
        <div className="mt-3">
          <ShareRow title={attraction.name} url={url} />
        </div>
      </div>
    </>
  );
}
