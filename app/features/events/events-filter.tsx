import { Form, Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatMonth } from "../../lib/event-dates.ts";
import { paths } from "../../lib/paths.ts";
import { type EventsQuery, eventsQueryString } from "./filter-events.ts";

const chip =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap";
const chipIdle = `${chip} border-brand-600 bg-white text-brand-700 hover:bg-brand-50`;
const chipActive = `${chip} border-brand-700 bg-brand-700 text-white`;

/**
 * PRODUCT B7: the month filter is a plain GET form (select + submit) and a row of chips, so it
 * works without JavaScript; the result is rendered on the server.
 */
export function EventsFilter({ query, months }: { query: EventsQuery; months: string[] }) {
  const { t, locale } = useI18n();
  // A month typed into the URL that has no events still shows as chosen.
  const options =
    query.month && !months.includes(query.month) ? [...months, query.month].sort() : months;
  const href = (month?: string) => `${paths.events()}${eventsQueryString({ ...query, month })}`;
  return (
    <section
      aria-labelledby="events-filter"
      className="rounded-2xl border border-slate-200 bg-cream p-5"
    >
      <h2 id="events-filter" className="text-lg font-semibold">
        {t("events.list.filterTitle")}
      </h2>
      <Form method="get" action={paths.events()} className="mt-3 flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="events-month" className="text-sm font-medium text-slate-700">
            {t("events.list.month")}
          </label>
          <select
            id="events-month"
            name="month"
            defaultValue={query.month ?? ""}
            key={query.month ?? ""}
            className="min-h-11 min-w-56 rounded-lg border border-slate-300 bg-white px-3"
          >
            <option value="">{t("events.list.allMonths")}</option>
            {options.map((month) => (
              <option key={month} value={month}>
                {formatMonth(month, locale)}
              </option>
            ))}
          </select>
        </div>
        {query.showPast && <input type="hidden" name="past" value="1" />}
        <button type="submit" className={buttonClass()}>
          {t("events.list.apply")}
        </button>
        <Link
          to={`${paths.events()}${eventsQueryString({ ...query, showPast: !query.showPast })}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {query.showPast ? t("events.list.hidePast") : t("events.list.showPast")}
        </Link>
      </Form>
      <nav aria-label={t("events.list.chipsLabel")} className="mt-4 overflow-x-auto pb-1">
        <ul className="flex gap-2">
          <li>
            <Link
              to={href(undefined)}
              aria-current={query.month ? undefined : "page"}
              className={query.month ? chipIdle : chipActive}
            >
              {t("events.list.allMonths")}
            </Link>
          </li>
          {options.map((month) => (
            <li key={month}>
              <Link
                to={href(month)}
                aria-current={query.month === month ? "page" : undefined}
                className={query.month === month ? chipActive : chipIdle}
              >
                {formatMonth(month, locale)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
