import { CalendarPlus } from "../../components/icons.tsx";
import { Form } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { usePageUrl } from "../../seo/meta.ts";
import { type CalendarFilter, calendarPath, webcalUrl } from "./calendar-links.ts";
import type { EventsQuery } from "./filter-events.ts";

export interface CalendarOption {
  value: string;
  label: string;
}

const link =
  "inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-800";

/**
 * The calendar to subscribe to (docs/decisions/143): a plain GET form chooses a town and a
 * category, and the links below are that calendar's, as `webcal://` for a calendar app and as
 * the https address to paste; with the Atom feed of new events beside them. Works without
 * JavaScript; a value no event has is shown as "all".
 */
export function CalendarSubscribe({
  filter,
  towns,
  categories,
  query,
}: {
  filter: CalendarFilter;
  towns: CalendarOption[];
  categories: CalendarOption[];
  query: EventsQuery;
}) {
  const { t } = useI18n();
  const pageUrl = usePageUrl();
  const town = towns.find((option) => option.value === filter.town);
  const category = categories.find((option) => option.value === filter.category);
  const chosen = { town: town?.value, category: category?.value };
  const https = pageUrl(calendarPath(chosen));
  const labels = [town?.label, category?.label].filter(Boolean).join(", ");
  return (
    <section
      aria-labelledby="events-subscribe"
      className="mt-12 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="events-subscribe" className="text-2xl font-bold">
        {t("events.feeds.subscribeTitle")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("events.feeds.subscribeText")}</p>
      <Form
        method="get"
        action={`${paths.events()}#events-subscribe`}
        preventScrollReset
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        {query.month && <input type="hidden" name="month" value={query.month} />}
        {query.showPast && <input type="hidden" name="past" value="1" />}
        <div className="grid gap-1">
          <label htmlFor="calendar-town" className="text-sm font-medium text-slate-700">
            {t("events.feeds.town")}
          </label>
          <select
            id="calendar-town"
            name="town"
            defaultValue={chosen.town ?? ""}
            key={`town-${chosen.town ?? ""}`}
            className="min-h-11 min-w-48 rounded-lg border border-slate-300 bg-white px-3"
          >
            <option value="">{t("events.feeds.allTowns")}</option>
            {towns.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor="calendar-category" className="text-sm font-medium text-slate-700">
            {t("events.feeds.category")}
          </label>
          <select
            id="calendar-category"
            name="category"
            defaultValue={chosen.category ?? ""}
            key={`category-${chosen.category ?? ""}`}
            className="min-h-11 min-w-48 rounded-lg border border-slate-300 bg-white px-3"
          >
            <option value="">{t("events.feeds.allCategories")}</option>
            {categories.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass({ variant: "outline" })}>
          {t("events.feeds.showLinks")}
        </button>
      </Form>
      <p className="mt-5 font-semibold" aria-live="polite">
        {labels ? t("events.feeds.chosen", { filter: labels }) : t("events.feeds.chosenAll")}
      </p>
      <ul className="mt-2 grid grid-cols-1 gap-2">
        <li>
          <a href={webcalUrl(https)} className={link} data-calendar-link="webcal">
            <CalendarPlus aria-hidden="true" className="size-5" />
            {t("events.feeds.webcal")}
          </a>
        </li>
        <li>
          <a href={https} className={link} data-calendar-link="https" type="text/calendar">
            {t("events.feeds.https")}
          </a>
          <p className="mt-1 text-sm text-slate-600">{t("events.feeds.httpsHint")}</p>
          {/* The whole address, broken anywhere, to read and copy on a phone too. */}
          <code className="mt-1 block rounded bg-slate-100 px-2 py-1 text-sm break-all text-slate-800">
            {https}
          </code>
        </li>
        <li>
          <a href={pageUrl(paths.eventsFeed())} className={link} type="application/atom+xml">
            {t("events.feeds.feed")}
          </a>
        </li>
      </ul>
    </section>
  );
}
