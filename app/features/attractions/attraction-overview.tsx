import { Check, Lightbulb, MapPin } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { Paragraphs } from "../../components/page/detail-layout.tsx";
import { Picture } from "../../components/picture.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { splitParagraphs } from "../../lib/paragraphs.ts";
import { paths } from "../../lib/paths.ts";
import type { AttractionCardData } from "./attraction-card.tsx";
import type { AttractionDetailData } from "./attraction-data.server.ts";

export const HIGHLIGHT_TAG_LIMIT = 4;

/** Overview tab: about, the first 4 highlight tags, visitor information, tips, nearby places. */
export function AttractionOverview({
  attraction,
  nearby,
}: {
  attraction: AttractionDetailData["attraction"];
  nearby: (AttractionCardData & { distance: string })[];
}) {
  const t = useT();
  const name = attraction.name;
  return (
    <>
      <h2 className="text-2xl font-bold">{t("attractions.detail.aboutTitle", { name })}</h2>
      <Paragraphs items={splitParagraphs(attraction.longDescription)} />

      <h3 className="mt-8 text-lg font-semibold">{t("attractions.detail.highlights")}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {attraction.tags.slice(0, HIGHLIGHT_TAG_LIMIT).map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          >
            {tag}
          </li>
        ))}
      </ul>

      <h3 className="mt-8 text-lg font-semibold">{t("attractions.detail.visitorInfo")}</h3>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        <Fact label={t("attractions.detail.openingHours")} value={attraction.openingHours} />
        <Fact label={t("attractions.detail.bestTime")} value={attraction.bestTimeToVisit} />
        <Fact label={t("attractions.detail.accessibility")} value={attraction.accessibilityInfo} />
        <div className="rounded-xl bg-slate-50 p-4">
          <dt className="font-semibold text-slate-900">{t("attractions.detail.facilities")}</dt>
          <dd className="mt-1">
            <ul className="space-y-1 text-slate-700">
              {attraction.facilities.map((facility) => (
                <li key={facility} className="flex items-start gap-2">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-nature-600" />
                  {facility}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>

      <h3 className="mt-8 text-lg font-semibold">{t("attractions.detail.tipsTitle")}</h3>
      <ul className="mt-3 space-y-2 text-slate-700">
        {attraction.visitorTips.map((tip) => (
          <li key={tip} className="flex items-start gap-2">
            <Lightbulb aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-600" />
            {tip}
          </li>
        ))}
      </ul>

      <h3 className="mt-8 text-lg font-semibold">{t("attractions.detail.nearbyTitle")}</h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {nearby.map((place) => (
          <li key={place.id}>
            <Link
              to={paths.attraction(place.id)}
              className="flex items-center gap-4 rounded-xl border border-slate-200 p-3 hover:border-brand-600 hover:bg-brand-50"
            >
              <Picture
                src={place.image}
                alt=""
                className="aspect-[3/2] w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
              />
              <span>
                <span className="block font-semibold text-brand-700">{place.name}</span>
                <span className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                  <MapPin aria-hidden="true" className="size-3.5" />
                  {t("attractions.detail.nearbyDistance", { distance: place.distance })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-4">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className="mt-1 text-slate-700">{value}</dd>
    </div>
  );
}
