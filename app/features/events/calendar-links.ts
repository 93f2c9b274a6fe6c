import { paths } from "../../lib/paths.ts";

/**
 * The calendar to subscribe to and its filters (docs/decisions/143), shared by the calendar
 * route and the events page's links: `?town=pristina`, `?category=food-wine`.
 */

/** The query parameters the calendar reads (its route declares them, app/lib/route-handle.ts). */
export const CALENDAR_QUERY = ["town", "category"] as const;

export interface CalendarFilter {
  town?: string;
  category?: string;
}

/** A town's or category's value in the links: "Food & Wine" → "food-wine", "Gjakovë" → "gjakove". */
export function filterSlug(label: string): string {
  return label
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Reads `?town=&category=`; an empty value is no filter (an unknown one the route refuses). */
export function parseCalendarFilter(search: URLSearchParams): CalendarFilter {
  const town = search.get("town")?.trim().toLowerCase() || undefined;
  const category = search.get("category")?.trim().toLowerCase() || undefined;
  return { ...(town ? { town } : {}), ...(category ? { category } : {}) };
}

/** `/events/calendar.ics?town=…&category=…` (not yet in a language). */
export function calendarPath(filter: CalendarFilter = {}): string {
  const search = new URLSearchParams();
  if (filter.town) search.set("town", filter.town);
  if (filter.category) search.set("category", filter.category);
  const query = search.toString();
  return `${paths.eventsCalendar()}${query ? `?${query}` : ""}`;
}

/** The same calendar for a calendar app that subscribes: `webcal://host/…`. */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//, "webcal://");
}
