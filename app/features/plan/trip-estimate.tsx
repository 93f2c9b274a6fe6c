import { formatDay, formatEuro } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calendarDate } from "../../lib/event-dates.ts";
import type { EstimatePart, TripEstimate } from "./trip.ts";

/**
 * What a trip estimate is made of (PRODUCT B11): one line per part with its quantity and typical
 * price, and the sources of those prices with the date we checked them. Never styled as an offer.
 */
export function EstimateBreakdown({
  estimate,
  tone = "light",
}: {
  estimate: TripEstimate;
  tone?: "light" | "dark";
}) {
  const { t, locale } = useI18n();
  const muted = tone === "dark" ? "text-slate-200" : "text-slate-600";
  const euro = (value: number) => formatEuro(locale, value);
  const sources = uniqueSources(estimate.parts);
  const checked = sources.map((source) => source.checked).sort()[0];
  return (
    <div className="w-full text-sm">
      <p className="font-semibold">{t("plan.estimate.madeOf")}</p>
      <dl className="mt-2 grid gap-1">
        {estimate.parts.map((part) => (
          <div key={part.id} className="flex flex-wrap justify-between gap-x-4">
            <dt>
              {t(`plan.estimate.parts.${part.id}`)}{" "}
              <span className={muted}>{quantityText(t, part, euro)}</span>
            </dt>
            <dd className="tabular-nums">{euro(part.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className={`mt-2 ${muted}`}>
        {t("plan.estimate.sources", {
          date: checked ? formatDay(locale, calendarDate(checked)) : "",
        })}{" "}
        {sources.map((source, index) => (
          <span key={source.url}>
            {index > 0 && ", "}
            <a href={source.url} rel="noopener" className="underline underline-offset-2">
              {source.publisher}
            </a>
          </span>
        ))}
      </p>
    </div>
  );
}

function quantityText(
  t: (key: string, params?: Record<string, string | number>) => string,
  part: EstimatePart,
  euro: (value: number) => string,
) {
  if (part.id === "entries") {
    return part.unitPrice === 0 ? t("plan.estimate.entriesFree") : "";
  }
  const key =
    part.quantity === 1 ? `plan.estimate.units.${part.id}One` : `plan.estimate.units.${part.id}`;
  return t(key, { count: part.quantity, price: euro(part.unitPrice) });
}

function uniqueSources(parts: EstimatePart[]) {
  const byUrl = new Map(
    parts.flatMap((part) => part.sources).map((source) => [source.url, source]),
  );
  return [...byUrl.values()];
}
