import { Suspense } from "react";
import { Await } from "react-router";
import type { EventJson } from "../../api/shapes.ts";
import { CardGrid, CardSkeleton } from "../../components/card.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatMonth } from "../../lib/event-dates.ts";
import { paths } from "../../lib/paths.ts";
import { EventCard } from "./event-card.tsx";
import { EventsFilter } from "./events-filter.tsx";
import { type EventsQuery, eventsQueryString } from "./filter-events.ts";

export const EVENT_SKELETONS = 6;

export interface EventListResult {
  events: (EventJson & { past: boolean })[];
  months: string[];
}

/** SPEC 2.7: 6 skeletons while loading, then the month filter (B7) and the cards. */
export function EventList({ data, query }: { data: Promise<EventListResult>; query: EventsQuery }) {
  const { t } = useI18n();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t("events.list.loading")} className="mt-8">
          <CardGrid>
            {Array.from({ length: EVENT_SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <CardSkeleton key={index} metaWidths={["w-1/2", "w-3/5"]} />
            ))}
          </CardGrid>
        </div>
      }
    >
      <Await resolve={data}>{(result) => <Loaded result={result} query={query} />}</Await>
    </Suspense>
  );
}

function Loaded({ result, query }: { result: EventListResult; query: EventsQuery }) {
  const { t, locale } = useI18n();
  const { events, months } = result;
  const month = query.month ? formatMonth(query.month, locale) : "";
  const count =
    events.length === 1
      ? t(month ? "events.list.countMonthOne" : "events.list.countOne", { month })
      : t(month ? "events.list.countMonth" : "events.list.count", { count: events.length, month });
  return (
    <>
      <div className="mt-8">
        <EventsFilter query={query} months={months} />
      </div>
      <p className="mt-8 font-medium text-slate-700">{count}</p>
      {events.length > 0 ? (
        <div className="mt-4">
          <CardGrid>
            {events.map((event, index) => (
              <EventCard key={event.id} event={event} past={event.past} priority={index === 0} />
            ))}
          </CardGrid>
        </div>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-semibold">{t("events.list.empty")}</h2>
          <p className="mt-2 text-slate-600">{t("events.list.emptyText")}</p>
          <Link
            to={`${paths.events()}${eventsQueryString({ showPast: query.showPast })}`}
            className={buttonClass({ className: "mt-6" })}
          >
            {t("events.list.showAll")}
          </Link>
        </div>
      )}
    </>
  );
}
