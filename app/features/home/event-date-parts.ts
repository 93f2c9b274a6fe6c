import { formatClock, monthShort } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";

/** What the home page's event cards show (SPEC 2.3), read from an event's ISO start. */

/** "Festival" when the (English) name says so, else "Event". */
export function eventBadge(name: string): "Festival" | "Event" {
  return name.includes("Festival") ? "Festival" : "Event";
}

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/**
 * The start's wall-clock parts as written. Our ISO strings carry Kosovo's own offset, so the
 * written date and time are already local: reading them avoids the visitor's time zone.
 */
function parts(iso: string) {
  const match = ISO_LOCAL.exec(iso);
  if (!match) return undefined;
  const [, year, month, day, hour = "00", minute = "00"] = match;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
  };
}

/** Month (short name) and day for the date badge. */
export function eventDateBadge(iso: string, locale: Locale = "en"): { month: string; day: string } {
  const p = parts(iso);
  if (!p) return { month: "", day: "" };
  return { month: monthShort(locale, p.month), day: String(p.day) };
}

/** The start time: "h:mm a" in English (SPEC 2.3, "8:00 PM"), the 24-hour clock elsewhere. */
export function formatEventTime(iso: string, locale: Locale = "en"): string {
  const p = parts(iso);
  if (!p) return "";
  return formatClock(locale, p.hour, p.minute);
}

/** The machine-readable date for a <time> element. */
export function eventDateTime(iso: string): string {
  return ISO_LOCAL.test(iso) ? iso : "";
}
