import { useSearchParams } from "react-router";
import { BackLink } from "../../components/back-link.tsx";
import { KeepOffline } from "../../components/page/keep-offline.tsx";
import { PrintButton } from "../../components/print-button.tsx";
import type { PlanSection } from "../../content/plan.ts";
import { formatEuro } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { GuideSection } from "./guide-tab-body.tsx";
import { MonthRecommendations } from "./month-recommendations.tsx";
import { useAutoPrint } from "./print.tsx";
import { ShareTripButton } from "./share-trip-button.tsx";
import {
  itineraryFor,
  monthName,
  parseTripSearch,
  scheduleItems,
  type TripData,
  tripEstimate,
  tripSearch,
} from "./trip.ts";
import { EstimateBreakdown } from "./trip-estimate.tsx";
import { TripTimeline } from "./trip-timeline.tsx";

/**
 * The full itinerary of the builder's trip, laid out for reading and for print (PRODUCT B2),
 * with the practical sections every itinerary carries along (SPEC 9 facts).
 */
export function ItineraryView({
  data,
  practicalSections,
}: {
  data: TripData;
  practicalSections: PlanSection[];
}) {
  const { t, locale } = useI18n();
  const [searchParams] = useSearchParams();
  useAutoPrint();
  const trip = parseTripSearch(searchParams);
  const { days, totalDays } = scheduleItems(itineraryFor(data.plans, trip));
  const length = data.tripTypes.find((type) => type.id === trip.tripType);
  const budget = data.budgets.find((option) => option.id === trip.budget);
  const month = monthName(trip.month, locale);
  const estimate = tripEstimate(data, trip.tripType, trip.budget);
  const title = t("plan.itinerary.title", { length: length?.name ?? "", month });
  const choices = [
    [t("plan.itinerary.month"), month],
    [t("plan.itinerary.length"), length?.name ?? ""],
    [t("plan.itinerary.budget"), budget?.name ?? ""],
    [
      t("plan.itinerary.interests"),
      trip.interests.length > 0
        ? trip.interests.map((interest) => t(`plan.interests.${interest}`)).join(", ")
        : t("plan.itinerary.noInterests"),
    ],
    [
      t("plan.itinerary.price"),
      estimate ? t("plan.builder.price", { price: formatEuro(locale, estimate.total) }) : "",
    ],
  ];
  return (
    <article className="mx-auto max-w-4xl px-4 py-10 print:max-w-none print:px-0 print:py-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <BackLink to={`${paths.plan()}?${tripSearch(trip)}#builder`}>
          {t("plan.itinerary.edit")}
        </BackLink>
        <div className="flex flex-wrap gap-3">
          <ShareTripButton trip={trip} />
          <PrintButton label={t("plan.itinerary.print")} />
        </div>
      </div>
      <KeepOffline className="mt-4" />

      <div className="mt-8 print:mt-0">
        <p className="font-semibold text-brand-700">{t("plan.itinerary.eyebrow")}</p>
        <h1 className="mt-1 text-4xl font-bold">{title}</h1>
        {length && <p className="mt-2 text-lg text-slate-700">{length.title}</p>}
        <h2 className="sr-only">{t("plan.itinerary.choices")}</h2>
        <dl className="mt-6 grid gap-4 rounded-2xl bg-cream p-5 sm:grid-cols-3 lg:grid-cols-5 print:grid-cols-5">
          {choices.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-slate-600">{term}</dt>
              <dd className="font-semibold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        {estimate && (
          <div className="mt-4 rounded-2xl border border-slate-200 p-5">
            <EstimateBreakdown estimate={estimate} />
          </div>
        )}
      </div>

      <section aria-labelledby="day-by-day" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="day-by-day" className="text-2xl font-bold">
            {t("plan.itinerary.dayByDay")}
          </h2>
          <p className="text-slate-600">
            {t("plan.builder.itineraryCount", { count: days.length, days: totalDays })}
          </p>
        </div>
        <div className="mt-5">
          <TripTimeline
            days={days}
            interests={trip.interests}
            headingLevel={3}
            labelledBy="day-by-day"
          />
        </div>
      </section>

      <section className="mt-10" aria-label={t("plan.builder.recommendationsTitle", { month })}>
        <MonthRecommendations
          month={trip.month}
          recommendations={data.monthRecommendations}
          headingLevel={2}
        />
      </section>

      <section aria-labelledby="good-to-know" className="mt-10">
        <h2 id="good-to-know" className="text-2xl font-bold">
          {t("plan.itinerary.goodToKnow")}
        </h2>
        <div className="mt-5 grid gap-6 md:grid-cols-2 print:grid-cols-2">
          {practicalSections.map((section) => (
            <GuideSection key={section.id} section={section} level={2} />
          ))}
        </div>
      </section>

      <p className="mt-10 text-sm text-slate-600">{t("plan.itinerary.generated")}</p>
    </article>
  );
}
