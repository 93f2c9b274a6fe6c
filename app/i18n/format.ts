import { type Locale, localeTags } from "./locales.ts";

/**
 * Dates and numbers in the page's language (issue 8). English, German and Italian use the
 * browser's (and Node's) Intl. Albanian does not: most browsers ship no Albanian locale data and
 * would fall back to English after hydration, so its few patterns are written out here (CLDR
 * `sq`: "14 tetor 2026", "1,5", "10 887", 24-hour clock).
 */

const SQ_MONTHS = [
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
];
const SQ_MONTHS_SHORT = [
  "jan",
  "shk",
  "mar",
  "pri",
  "maj",
  "qer",
  "korr",
  "gush",
  "sht",
  "tet",
  "nën",
  "dhj",
];

/** A day of the calendar; `month` runs 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const utc = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day);

/** Building an Intl formatter costs far more than using one: each kind is built once. */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function formatter<Kind extends Intl.DateTimeFormat | Intl.NumberFormat>(
  key: string,
  build: () => Kind,
): Kind {
  let kept = formatters.get(key) as Kind | undefined;
  if (!kept) {
    kept = build();
    formatters.set(key, kept);
  }
  return kept;
}

function intl(locale: Locale, options: Intl.DateTimeFormatOptions, date: number): string {
  const tag = localeTags[locale];
  return formatter(
    `date ${tag} ${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(tag, { ...options, timeZone: "UTC" }),
  ).format(date);
}

function numbers(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return formatter(
    `number ${tag} ${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(tag, options),
  );
}

/** "August", "August", "agosto", "gusht". */
export function monthLong(locale: Locale, month: number): string {
  if (locale === "sq") return SQ_MONTHS[month - 1] ?? "";
  return intl(locale, { month: "long" }, Date.UTC(2024, month - 1, 15));
}

/** "Aug", "Aug.", "ago", "gush". */
export function monthShort(locale: Locale, month: number): string {
  if (locale === "sq") return SQ_MONTHS_SHORT[month - 1] ?? "";
  return intl(locale, { month: "short" }, Date.UTC(2024, month - 1, 15));
}

/** A word as it starts a label or an option ("Giugno", "Qershor"). */
export function capitalize(locale: Locale, text: string): string {
  return text.charAt(0).toLocaleUpperCase(localeTags[locale]) + text.slice(1);
}

/** "October 14, 2026", "14. Oktober 2026", "14 ottobre 2026", "14 tetor 2026". */
export function formatDay(locale: Locale, date: CalendarDay): string {
  if (locale === "sq") return `${date.day} ${monthLong(locale, date.month)} ${date.year}`;
  return intl(locale, { year: "numeric", month: "long", day: "numeric" }, utc(date));
}

/** "August 2027", "August 2027", "agosto 2027", "gusht 2027". */
export function formatMonthYear(locale: Locale, year: number, month: number): string {
  if (locale === "sq") return `${monthLong(locale, month)} ${year}`;
  return intl(locale, { year: "numeric", month: "long" }, Date.UTC(year, month - 1, 1));
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
  if (locale !== "en") return `${hours}:${String(minutes).padStart(2, "0")}`;
  return intl(locale, { hour: "numeric", minute: "2-digit" }, Date.UTC(2000, 0, 1, hours, minutes));
}

/** Albanian groups thousands with a non-breaking space from five digits on ("10 887", "1234"). */
function albanianNumber(value: number, options: Intl.NumberFormatOptions): string {
  const plain = numbers("en-US", { ...options, useGrouping: false }).format(value);
  const [whole = "", fraction] = plain.split(".");
  const digits = whole.replace(/^-/, "");
  const grouped = digits.length >= 5 ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0") : digits;
  const sign = whole.startsWith("-") ? "-" : "";
  return `${sign}${grouped}${fraction === undefined ? "" : `,${fraction}`}`;
}

/** "1,234.5", "1.234,5", "1234,5", "1234,5". */
export function formatNumber(
  locale: Locale,
  value: number,
  options: Pick<Intl.NumberFormatOptions, "minimumFractionDigits" | "maximumFractionDigits"> = {},
): string {
  if (locale === "sq") return albanianNumber(value, options);
  return numbers(localeTags[locale], options).format(value);
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
