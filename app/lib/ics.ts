import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { ICalCalendar, ICalEventStatus, ICalEventTransparency } from "ical-generator";
import { KOSOVO_TIME_ZONE } from "./dates.ts";

/**
 * iCalendar (RFC 5545) for "Add to calendar", written by ical-generator (folding, escaping, CRLF)
 * with a VTIMEZONE from @touch4it/ical-timezones (docs/decisions/020-icalendar-library.md).
 * An event whose start time is known starts at that time in Europe/Belgrade, as its page and
 * JSON-LD say; only an event known by the day alone is all-day.
 */

export interface CalendarEvent {
  /** Globally unique and stable for this event edition. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** Local start time in Kosovo, HH:MM; without it the event is all-day. */
  startTime?: string;
  /** Last day (inclusive), YYYY-MM-DD; defaults to the first day. */
  endDate?: string;
  url?: string;
  geo?: { lat: number; lng: number };
  /** False while the dates are only expected: the entry is TENTATIVE (RFC 5545 STATUS). */
  confirmed?: boolean;
  /**
   * DTSTAMP: when the entry last changed in our store (RFC 5545 3.8.7.2, a calendar without
   * METHOD), so the file stays the same until an event does; the time of writing otherwise.
   */
  stamp?: Date;
  /** CATEGORIES, in the calendar's language. */
  categories?: string[];
}

/** The day after an ISO date: all-day DTEND is exclusive, and a multi-day event ends with its last day. */
export function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  const next = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (day ?? 1) + 1));
  return next.toISOString().slice(0, 10);
}

/**
 * A wall-clock time for ical-generator: with an event time zone it writes a Date's local fields
 * as they are, so a date-time string without an offset keeps "19:00" whatever the server's zone.
 */
const wallClock = (date: string, time: string) => `${date}T${time}:00`;

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export function buildIcs(event: CalendarEvent, now: Date = new Date()): string {
  const calendar = new ICalCalendar({
    prodId: { company: "Explore Kosovo", product: "Events", language: "EN" },
  });
  // No calendar-wide zone (DTSTAMP stays UTC); the generator adds the event's VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  addEvent(calendar, event, now, false);
  return withFinalCrlf(calendar.toString());
}

export interface CalendarFeed {
  /** The calendar's name in a calendar app (X-WR-CALNAME). */
  name: string;
  description: string;
  /** The page the calendar belongs to. */
  url: string;
  /** How often a subscribed app should look again, in seconds (REFRESH-INTERVAL). */
  refreshSeconds: number;
}

/**
 * A calendar to subscribe to (issue 33 item 2, docs/decisions/143): every edition as its own
 * VEVENT. An edition of several days is all-day and spans its days (DTEND the day after the
 * last, as RFC 5545 wants), whatever its start time; a one-day edition with a start time starts
 * then in Europe/Belgrade, as in the single event's file.
 */
export function buildCalendarFeed(
  feed: CalendarFeed,
  events: readonly CalendarEvent[],
  now: Date = new Date(),
): string {
  const calendar = new ICalCalendar({
    prodId: { company: "Explore Kosovo", product: "Events", language: "EN" },
    name: feed.name,
    description: feed.description,
    url: feed.url,
    ttl: feed.refreshSeconds,
  });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const event of events) addEvent(calendar, event, now, true);
  return withFinalCrlf(calendar.toString());
}

// RFC 5545 ends every content line, the last one too, with CRLF.
const withFinalCrlf = (text: string) => (text.endsWith("\r\n") ? text : `${text}\r\n`);

function addEvent(
  calendar: ICalCalendar,
  event: CalendarEvent,
  now: Date,
  multiDayAllDay: boolean,
): void {
  const lastDay = event.endDate ?? event.startDate;
  const timed =
    event.startTime !== undefined &&
    timePattern.test(event.startTime) &&
    !(multiDayAllDay && lastDay > event.startDate);
  calendar.createEvent({
    id: event.uid,
    stamp: event.stamp ?? now,
    ...(timed
      ? {
          start: wallClock(event.startDate, event.startTime ?? ""),
          // A one-day event's end time is unknown, so it has none; a longer one runs to the
          // end of its last day.
          ...(lastDay > event.startDate ? { end: wallClock(nextDay(lastDay), "00:00") } : {}),
          timezone: KOSOVO_TIME_ZONE,
        }
      : {
          start: new Date(`${event.startDate}T00:00:00Z`),
          end: new Date(`${nextDay(lastDay)}T00:00:00Z`),
          allDay: true,
        }),
    summary: event.summary,
    description: event.description,
    location: event.geo
      ? { title: event.location, geo: { lat: event.geo.lat, lon: event.geo.lng } }
      : event.location,
    ...(event.url ? { url: event.url } : {}),
    ...(event.categories?.length ? { categories: event.categories.map((name) => ({ name })) } : {}),
    transparency: ICalEventTransparency.TRANSPARENT,
    ...(event.confirmed === undefined
      ? {}
      : { status: event.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE }),
  });
}
