import type { Locale } from "./locales.ts";

/**
 * Dates and numbers in the page's language (issue 8), written out by hand for all four
 * languages (CLDR patterns: "October 14, 2026", "14. Oktober 2026", "14 ottobre 2026",
 * "14 tetor 2026"; "1,234.5", "1.234,5", "1234,5"). Not Intl: most browsers ship no Albanian
 * locale data, browsers and Node disagree in places (German short months), which would break
 * hydration, and building the first Intl formatter costs a phone tens of milliseconds of the
 * first load. The same code gives the same text on the server and in every browser.
 */

/** The months in English: also the trip builder's month ids (content/plan-options.ts). */
export const englishMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

const MONTHS: Record<Locale, readonly string[]> = {
  en: englishMonths,
  sq: [
    "janar",
    "shkurt",
    "mars",
    "prill",
    "maj",
    "qershor",
    "korrik",
    "gusht",
    "shtator",
    "tetor",
    "nëntor",
    "dhjetor",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
  it: [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
  ],
};

const MONTHS_SHORT: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  sq: ["jan", "shk", "mar", "pri", "maj", "qer", "korr", "gush", "sht", "tet", "nën", "dhj"],
  de: [
    "Jan.",
    "Feb.",
    "März",
    "Apr.",
    "Mai",
    "Juni",
    "Juli",
    "Aug.",
    "Sept.",
    "Okt.",
    "Nov.",
    "Dez.",
  ],
  it: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
};

/** A day of the calendar; `month` runs 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** "August", "August", "agosto", "gusht". */
export function monthLong(locale: Locale, month: number): string {
  return MONTHS[locale][month - 1] ?? "";
}

/** "Aug", "Aug.", "ago", "gush". */
export function monthShort(locale: Locale, month: number): string {
  return MONTHS_SHORT[locale][month - 1] ?? "";
}

/** A word as it starts a label or an option ("Giugno", "Qershor"). */
export function capitalize(_locale: Locale, text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "October 14, 2026", "14. Oktober 2026", "14 ottobre 2026", "14 tetor 2026". */
export function formatDay(locale: Locale, date: CalendarDay): string {
  const month = monthLong(locale, date.month);
  if (locale === "en") return `${month} ${date.day}, ${date.year}`;
  if (locale === "de") return `${date.day}. ${month} ${date.year}`;
  return `${date.day} ${month} ${date.year}`;
}

/** "August 2027", "August 2027", "agosto 2027", "gusht 2027". */
export function formatMonthYear(locale: Locale, year: number, month: number): string {
  return `${monthLong(locale, month)} ${year}`;
}

/**
 * Two days of one month: SPEC 9's "Month d - d, yyyy" in English; "6.–14. August 2027",
 * "6–14 agosto 2027" and "6–14 gusht 2027" in the others.
 */
export function formatDaysOfMonth(locale: Locale, from: CalendarDay, to: CalendarDay): string {
  const month = monthLong(locale, from.month);
  if (locale === "en") return `${month} ${from.day} - ${to.day}, ${from.year}`;
  if (locale === "de") return `${from.day}.–${to.day}. ${month} ${from.year}`;
  return `${from.day}–${to.day} ${month} ${from.year}`;
}

/** A clock time: "8:00 PM" in English (SPEC: h:mm a), "20:00" in the other three. */
export function formatClock(locale: Locale, hours: number, minutes: number): string {
  const mm = String(minutes).padStart(2, "0");
  if (locale !== "en") return `${hours}:${mm}`;
  return `${hours % 12 || 12}:${mm} ${hours < 12 ? "AM" : "PM"}`;
}

/** How each language writes a number: separators, and from how many digits it groups. */
const NUMBER_STYLE: Record<Locale, { group: string; decimal: string; groupFrom: number }> = {
  en: { group: ",", decimal: ".", groupFrom: 4 },
  de: { group: ".", decimal: ",", groupFrom: 4 },
  it: { group: ".", decimal: ",", groupFrom: 5 },
  sq: { group: "\u00a0", decimal: ",", groupFrom: 5 },
};

export interface NumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/**
 * `value` with `digits` decimals, halves rounded up as written (4.55 → "4.6", as Intl does;
 * `toFixed` works on the binary value and would give "4.5").
 */
function roundHalfUp(value: number, digits: number): string {
  const written = String(value);
  if (written.includes("e")) return value.toFixed(digits);
  const scaled = String(Math.round(Number(`${written}e${digits}`))).padStart(digits + 1, "0");
  return digits === 0 ? scaled : `${scaled.slice(0, -digits)}.${scaled.slice(-digits)}`;
}

/** "1,234.5", "1.234,5", "1234,5" (Italian groups from 12.345), "10 887" in Albanian. */
export function formatNumber(locale: Locale, value: number, options: NumberOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, 3));
  const style = NUMBER_STYLE[locale];
  const [whole = "0", fraction = ""] = roundHalfUp(Math.abs(value), max).split(".");
  let decimals = fraction;
  while (decimals.length > min && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const grouped =
    whole.length >= style.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, style.group) : whole;
  const negative = value < 0 && /[1-9]/.test(whole + decimals);
  return `${negative ? "-" : ""}${grouped}${decimals ? `${style.decimal}${decimals}` : ""}`;
}

/** Whole euros: "€299" in English, "299 €" in the others. */
export function formatEuro(locale: Locale, value: number): string {
  const amount = formatNumber(locale, value, { maximumFractionDigits: 0 });
  return locale === "en" ? `€${amount}` : `${amount}\u00a0€`;
}

/** A star rating with one decimal: "4.6", "4,6". */
export function formatRating(locale: Locale, value: number): string {
  return formatNumber(locale, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
