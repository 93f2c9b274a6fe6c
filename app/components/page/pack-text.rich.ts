import { formatDay, formatNumber } from "../../i18n/format.ts";
import type { Locale } from "../../i18n/locales.ts";
import type { Translate } from "../../i18n/messages.ts";
import { packSize } from "../../lib/trip-packs.rich.ts";

/** "About 3.2 MB" in the page's language. */
export function sizeText(t: Translate, locale: Locale, bytes: number): string {
  const { unit, value } = packSize(bytes);
  const size = formatNumber(locale, value, { maximumFractionDigits: 1 });
  return t(unit === "MB" ? "saved.keep.sizeMB" : "saved.keep.sizeKB", { size });
}

/** The cap as written in a sentence: "50 MB". */
export function capText(locale: Locale, bytes: number): string {
  const { unit, value } = packSize(bytes);
  return `${formatNumber(locale, value, { maximumFractionDigits: 1 })} ${unit}`;
}

/** "26 November 2026" from an ISO time, in the visitor's time zone. */
export function dayText(locale: Locale, iso: string): string {
  const at = new Date(iso);
  return formatDay(locale, { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate() });
}
