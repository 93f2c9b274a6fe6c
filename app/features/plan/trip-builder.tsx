import type { FormEvent } from "react";
import { Download, FileText } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { interests as interestOptions, months } from "../../content/plan-options.ts";
import { formatEuro } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { MonthRecommendations } from "./month-recommendations.tsx";
import { ShareTripButton } from "./share-trip-button.tsx";
import {
  itineraryFor,
  monthName,
  scheduleItems,
  type TripData,
  toggleInterest,
  tripEstimate,
  tripSearch,
} from "./trip.ts";
import { Choice, ChoiceGroup } from "./trip-choice.tsx";
import { EstimateBreakdown } from "./trip-estimate.tsx";
import { TripTimeline } from "./trip-timeline.tsx";
import { useTrip } from "./use-trip.ts";

const onDark =
  "inline-flex min-h-11 items-center rounded-lg border border-white/70 px-4 font-semibold text-white hover:bg-white/10";

/**
 * The custom trip builder (SPEC 2.12, 4, 5, 9). A GET form, so it works without scripts; with
 * scripts every change updates the URL at once and the plan follows.
 */
export function TripBuilder({ data }: { data: TripData }) {
  const { t, locale } = useI18n();
  const { tripTypes, budgets, tripBuilderText } = data;
  const [trip, setTrip] = useTrip();
  const tripType = tripTypes.find((type) => type.id === trip.tripType);
  const estimate = tripEstimate(data, trip.tripType, trip.budget);
  const { days, totalDays } = scheduleItems(itineraryFor(data.plans, trip));
  const search = tripSearch(trip);
  const lengthName = tripType?.name ?? trip.tripType;
  return (
    <section id="builder" aria-labelledby="builder-title" className="scroll-mt-20 bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="builder-title" className="text-3xl font-bold">
          {tripBuilderText.title}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{tripBuilderText.intro}</p>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <form
            id="trip-form"
            method="get"
            action={`${paths.plan()}#builder`}
            aria-label={t("plan.builder.formLabel")}
            onSubmit={(event: FormEvent) => event.preventDefault()}
            className="grid content-start gap-6 self-start rounded-2xl bg-white p-6 shadow-sm lg:sticky lg:top-24"
          >
            <div>
              <label htmlFor="trip-month" className="block font-semibold text-slate-900">
                {t("plan.builder.month")}
              </label>
              <select
                id="trip-month"
                name="month"
                value={trip.month}
                onChange={(event) =>
                  setTrip({ ...trip, month: event.target.value as typeof trip.month })
                }
                className="mt-2 min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3"
              >
                {months.map((month) => (
                  <option key={month} value={month}>
                    {monthName(month, locale)}
                  </option>
                ))}
              </select>
            </div>
            <ChoiceGroup legend={t("plan.builder.length")}>
              {tripTypes.map((type) => (
                <Choice
                  key={type.id}
                  type="radio"
                  name="length"
                  value={type.id}
                  checked={trip.tripType === type.id}
                  onChange={() => setTrip({ ...trip, tripType: type.id })}
                >
                  {type.name}
                </Choice>
              ))}
            </ChoiceGroup>
            <ChoiceGroup legend={t("plan.builder.budget")}>
              {budgets.map((budget) => (
                <Choice
                  key={budget.id}
                  type="radio"
                  name="budget"
                  value={budget.id}
                  checked={trip.budget === budget.id}
                  onChange={() => setTrip({ ...trip, budget: budget.id })}
                >
                  {budget.name}
                </Choice>
              ))}
            </ChoiceGroup>
            <ChoiceGroup
              legend={t("plan.builder.interests")}
              hint={t("plan.builder.interestsHint")}
            >
              {interestOptions.map((interest) => (
                <Choice
                  key={interest}
                  type="checkbox"
                  name="interests"
                  value={interest}
                  checked={trip.interests.includes(interest)}
                  onChange={() =>
                    setTrip({ ...trip, interests: toggleInterest(trip.interests, interest) })
                  }
                >
                  {t(`plan.interests.${interest}`)}
                </Choice>
              ))}
            </ChoiceGroup>
            <button
              type="submit"
              className={buttonClass({ className: "[@media(scripting:enabled)]:hidden" })}
            >
              {t("plan.builder.update")}
            </button>
          </form>

          <div className="grid content-start gap-8">
            <div
              aria-live="polite"
              className="flex flex-wrap items-end justify-between gap-4 rounded-2xl bg-brand-900 p-6 text-white"
            >
              <div>
                <h3 className="text-2xl font-bold text-white">
                  {t("plan.builder.summaryTitle", {
                    length: lengthName,
                    month: monthName(trip.month, locale),
                  })}
                </h3>
                {tripType && <p className="mt-1 text-slate-200">{tripType.title}</p>}
              </div>
              {estimate && (
                <p className="text-right">
                  <span className="block text-sm text-slate-200">
                    {t("plan.estimate.estimated")}
                  </span>
                  <span className="block text-3xl font-bold text-white">
                    ≈ {formatEuro(locale, estimate.total)}
                  </span>
                  <span className="block text-sm text-slate-200">
                    {t("plan.estimate.perPerson")}
                  </span>
                </p>
              )}
              <p className="w-full text-sm text-slate-200">{tripBuilderText.priceNote}</p>
              {estimate && <EstimateBreakdown estimate={estimate} tone="dark" />}
              {/* PRODUCT B2: each goes where its name says, with or without scripts. */}
              <p className="flex w-full flex-wrap gap-3">
                <a href="#itinerary-title" className={onDark}>
                  {t("plan.builder.viewItinerary")}
                </a>
                <a href="#trip-form" className={onDark}>
                  {t("plan.builder.customize")}
                </a>
              </p>
            </div>

            <div>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id="itinerary-title" className="text-xl font-semibold">
                  {t("plan.builder.itineraryTitle")}
                </h3>
                <p className="text-sm text-slate-600">
                  {t("plan.builder.itineraryCount", { count: days.length, days: totalDays })}
                </p>
              </div>
              <div className="mt-4">
                <TripTimeline
                  days={days}
                  interests={trip.interests}
                  animate
                  labelledBy="itinerary-title"
                />
              </div>
            </div>

            <MonthRecommendations month={trip.month} recommendations={data.monthRecommendations} />

            <div className="flex flex-wrap gap-3">
              <Link to={paths.planItinerary(search)} className={buttonClass()}>
                <FileText aria-hidden="true" className="size-4" />
                {t("plan.builder.fullItinerary")}
              </Link>
              <Link
                to={`${paths.planItinerary(search)}#day-by-day`}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("plan.builder.detailedPlan")}
              </Link>
              <Link
                to={paths.planItinerary(`${search}&print=1`)}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
              >
                <Download aria-hidden="true" className="size-4" />
                {t("plan.builder.downloadPdf")}
              </Link>
              <ShareTripButton trip={trip} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
