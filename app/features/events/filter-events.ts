import { isPastEvent, monthsSpanned } from "../../lib/event-dates.ts";

/** A month filter value: "2027-08". */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The query parameters `parseEventsQuery` reads (the route declares them, app/lib/route-handle.ts). */
export const EVENTS_QUERY = ["month", "past"] as const;

export interface EventsQuery {
  month?: string;
  showPast: boolean;
}

/** Reads `?month=2027-08&past=1`; anything malformed is ignored rather than an error. */
export function parseEventsQuery(search: URLSearchParams): EventsQuery {
  const month = search.get("month") ?? "";
  return {
    month: MONTH_PATTERN.test(month) ? month : undefined,
    showPast: search.get("past") === "1",
  };
}

/** The URL of the events list for a filter (the month chips and the past toggle use it). */
export function eventsQueryString({ month, showPast }: EventsQuery): string {
  const params = new URLSearchParams();
  if (month) params.set("month", month);
  if (showPast) params.set("past", "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}

interface Dated {
  startDate: string;
  endDate?: string;
}

/**
 * PRODUCT B7: upcoming events by default (past ones on request), optionally only those that
 * take place in a given month. Also returns the months that have events, for the filter.
 */
export function filterEvents<E extends Dated>(
  events: readonly E[],
  query: EventsQuery,
  today: string,
) {
  const visible = events
    .map((event) => ({ ...event, past: isPastEvent(event, today) }))
    .filter((event) => query.showPast || !event.past);
  const months = [...new Set(visible.flatMap((e) => monthsSpanned(e.startDate, e.endDate)))].sort();
  const { month } = query;
  return {
    months,
    events: month
      ? visible.filter((e) => monthsSpanned(e.startDate, e.endDate).includes(month))
      : visible,
  };
}
