import { formatDay } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";
import { calendarDate } from "../../lib/event-dates.ts";

/**
 * SPEC 2.19: "2026-10-14" → "October 14, 2026" (a calendar date, the same in every time zone);
 * "14. Oktober 2026", "14 ottobre 2026", "14 tetor 2026" in the other languages.
 */
export function formatPublishDate(isoDate: string, locale: Locale = "en"): string {
  return formatDay(locale, calendarDate(isoDate));
}
