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
  const lastDay = event.endDate ?? event.startDate;
  const timed = event.startTime !== undefined && timePattern.test(event.startTime);
  // No calendar-wide zone (DTSTAMP stays UTC); the generator adds the event's VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: event.uid,
    stamp: now,
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
    transparency: ICalEventTransparency.TRANSPARENT,
    ...(event.confirmed === undefined
      ? {}
      : { status: event.confirmed ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE }),
  });
  // RFC 5545 ends every content line, the last one too, with CRLF.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
