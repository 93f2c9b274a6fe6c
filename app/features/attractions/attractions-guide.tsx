import { ArrowLeft } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import type { Attraction } from "../../content/attractions.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { GuidePrintButton } from "./print-button.tsx";

type GuideEntry = Pick<
  Attraction,
  | "id"
  | "name"
  | "city"
  | "category"
  | "description"
  | "address"
  | "openingHours"
  | "duration"
  | "ticketPrice"
  | "bestTimeToVisit"
  | "gettingThere"
  | "visitorTips"
>;

/** The printable "Kosovo attractions guide": plain type, no pictures, one entry per attraction. */
export function AttractionsGuide({ entries }: { entries: GuideEntry[] }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:px-0 print:py-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-4">
        <Link
          to={paths.attractions()}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("attractions.guide.back")}
        </Link>
        <GuidePrintButton />
      </div>
      <h1 className="mt-6 text-4xl font-bold">{t("attractions.guide.title")}</h1>
      <p className="mt-3 text-lg text-slate-700">{t("attractions.guide.intro")}</p>

      <nav
        aria-labelledby="guide-contents"
        className="mt-8 rounded-2xl bg-cream p-5 print:bg-transparent print:p-0"
      >
        <h2 id="guide-contents" className="text-lg font-semibold">
          {t("attractions.guide.contents")}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-6">
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={`#attraction-${entry.id}`} className="text-brand-700 underline">
                {entry.name}
              </a>{" "}
              <span className="text-slate-600">· {t(`attractions.list.cities.${entry.city}`)}</span>
            </li>
          ))}
        </ol>
      </nav>

      {entries.map((entry, index) => (
        <section
          key={entry.id}
          id={`attraction-${entry.id}`}
          aria-labelledby={`attraction-${entry.id}-title`}
          className="mt-10 break-inside-avoid border-t border-slate-200 pt-8"
        >
          <h2 id={`attraction-${entry.id}-title`} className="text-2xl font-bold">
            {index + 1}. {entry.name}
          </h2>
          <p className="mt-1 font-medium text-slate-600">
            {t(`attractions.list.cities.${entry.city}`)} ·{" "}
            {t(`attractions.list.categories.${entry.category}`)}
          </p>
          <p className="mt-3 text-slate-800">{entry.description}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 print:grid-cols-2">
            <GuideFact label={t("attractions.guide.address")} value={entry.address} />
            <GuideFact label={t("attractions.guide.openingHours")} value={entry.openingHours} />
            <GuideFact
              label={t("attractions.guide.duration")}
              value={t(`attractions.list.durationTexts.${entry.duration}`)}
            />
            <GuideFact
              label={t("attractions.guide.price")}
              value={t(`attractions.list.prices.${entry.ticketPrice}`)}
            />
            <GuideFact label={t("attractions.guide.bestTime")} value={entry.bestTimeToVisit} />
            <GuideFact label={t("attractions.guide.onFoot")} value={entry.gettingThere.onFoot} />
            <GuideFact label={t("attractions.guide.byTaxi")} value={entry.gettingThere.byTaxi} />
          </dl>
          <h3 className="mt-4 font-semibold">{t("attractions.guide.tips")}</h3>
          <ul className="mt-1 list-disc space-y-1 pl-6 text-slate-800">
            {entry.visitorTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <p className="no-print mt-3">
            <Link to={paths.attraction(entry.id)} className="text-brand-700 underline">
              {entry.name}
            </Link>
          </p>
        </section>
      ))}

      <section
        aria-labelledby="guide-facts"
        className="mt-10 break-inside-avoid border-t border-slate-200 pt-8"
      >
        <h2 id="guide-facts" className="text-2xl font-bold">
          {t("attractions.guide.factsTitle")}
        </h2>
        <ul className="mt-3 space-y-1 text-slate-800">
          <li>{t("attractions.guide.emergency")}</li>
          <li>{t("attractions.guide.currency")}</li>
          <li>{t("attractions.guide.checked")}</li>
        </ul>
        <h2 className="mt-8 text-2xl font-bold">{t("attractions.guide.itinerariesTitle")}</h2>
        <p className="mt-2 text-slate-800">{t("attractions.guide.itinerariesText")}</p>
        <p className="mt-2">
          <Link to={paths.plan("itineraries")} className="text-brand-700 underline">
            {t("attractions.guide.itinerariesLink")}
          </Link>
        </p>
      </section>
    </div>
  );
}

function GuideFact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}
