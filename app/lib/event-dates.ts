import { formatDay, formatDaysOfMonth, formatMonthYear } from "../i18n/format.ts";
import type { Locale } from "../i18n/locales.ts";

/**
 * Event dates (SPEC 9): the same month and year shows "Month d - d, yyyy", otherwise the full
 * date on both sides. Inputs are ISO dates ("2027-08-06") or ISO date-times with an offset
 * ("2027-08-06T10:00:00+02:00"); only the calendar date in Kosovo (the first ten characters)
 * counts, so no time zone can shift a day.
 */

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function calendarDate(value: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) throw new RangeError(`Not an ISO date: ${value}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The ISO date (YYYY-MM-DD) part of a date or date-time string. */
export function isoDatePart(value: string): string {
  calendarDate(value);
  return value.slice(0, 10);
}

/**
 * "August 6 - 14, 2027", "July 30, 2027 - August 1, 2027" or "September 27, 2026" in English;
 * the same shapes in the other languages ("6.–14. August 2027").
 */
export function formatEventDateRange(start: string, end?: string, locale: Locale = "en"): string {
  const from = calendarDate(start);
  const to = end ? calendarDate(end) : undefined;
  if (!to || isoDatePart(start) === isoDatePart(end ?? start)) return formatDay(locale, from);
  if (from.year === to.year && from.month === to.month) {
    return formatDaysOfMonth(locale, from, to);
  }
  return `${formatDay(locale, from)} - ${formatDay(locale, to)}`;
}

/** "2027-08": the month an ISO date falls in. */
export function monthKey(value: string): string {
  return isoDatePart(value).slice(0, 7);
}

/** "August 2027" for "2027-08". */
export function formatMonth(key: string, locale: Locale = "en"): string {
  const [year = 1970, month = 1] = key.split("-").map(Number);
  return formatMonthYear(locale, year, month);
}

/** Every month key an event touches, from its start month to its end month. */
export function monthsSpanned(start: string, end?: string): string[] {
  const from = calendarDate(start);
  const to = end ? calendarDate(end) : from;
  const keys: string[] = [];
  let year = from.year;
  let month = from.month;
  while (year < to.year || (year === to.year && month <= to.month)) {
    keys.push(`${year}-${String(month).padStart(2, "0")}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return keys;
}

/** An event is past once its last day (end date, or start date) is before today in Kosovo. */
export function isPastEvent(event: { startDate: string; endDate?: string }, today: string) {
  return isoDatePart(event.endDate ?? event.startDate) < today;
}
