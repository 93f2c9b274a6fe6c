import { checkNewsletterEmail } from "./newsletter.ts";

/**
 * The event-tip form's fields and their checks (issue 19 item 3): one plain function, run by the
 * server on every post (the form works without JavaScript); the contributions kit adds its own
 * screening (size, honeypot, proof of work, limits, links). Each problem names the field and the
 * message key of `contribute.tip.errors` the form shows beside it; the typed values always come
 * back, so nothing is lost.
 */

export const TIP_FIELDS = [
  "name",
  "startDate",
  "endDate",
  "startTime",
  "town",
  "venue",
  "description",
  "link",
  "organiserName",
  "organiserEmail",
  "consent",
] as const;
export type TipField = (typeof TIP_FIELDS)[number];
export type TipValues = Record<TipField, string>;
export type TipErrors = Partial<Record<TipField, string>>;

export interface Tip {
  name: string;
  startDate: string;
  endDate: string | null;
  startTime: string;
  town: string;
  venue: string | null;
  description: string;
  link: string | null;
  organiserName: string;
  organiserEmail: string;
}

const MAX_FIELD = 4000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** What a form post carried, every field a string (anything else is empty). */
export function tipValues(input: Record<string, unknown>): TipValues {
  const values = {} as TipValues;
  for (const field of TIP_FIELDS) {
    const value = input[field];
    values[field] = typeof value === "string" ? value.slice(0, MAX_FIELD) : "";
  }
  return values;
}

/** A real calendar date (2026-02-30 is not). */
function isDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** One line of text: control characters become spaces, runs of blanks one space. */
function oneLine(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function paragraphs(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]|\p{Cf}/gu, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Checks a tip; `today` is the Kosovo day (YYYY-MM-DD) the first day may not be before. */
export function checkTip(
  values: TipValues,
  today: string,
): { ok: true; tip: Tip } | { ok: false; errors: TipErrors } {
  const errors: TipErrors = {};
  const name = oneLine(values.name);
  if (name.length < 3 || name.length > 80) errors.name = "name";
  const startDate = values.startDate.trim();
  if (!isDate(startDate) || startDate < today) errors.startDate = "startDate";
  else if (daysBetween(today, startDate) > 731) errors.startDate = "startDateFar";
  const endDate = values.endDate.trim() || null;
  if (
    endDate !== null &&
    (!isDate(endDate) ||
      (isDate(startDate) && (endDate < startDate || daysBetween(startDate, endDate) > 366)))
  ) {
    errors.endDate = "endDate";
  }
  const startTime = values.startTime.trim();
  if (!TIME.test(startTime)) errors.startTime = "startTime";
  const town = oneLine(values.town);
  if (town.length < 2 || town.length > 40) errors.town = "town";
  const venue = oneLine(values.venue) || null;
  if (venue && venue.length > 120) errors.venue = "venue";
  const description = paragraphs(values.description);
  if (description.length < 30 || description.length > 2000) errors.description = "description";
  const link = values.link.trim() || null;
  if (link !== null && !isHttpsUrl(link)) errors.link = "link";
  const organiserName = oneLine(values.organiserName);
  if (organiserName.length < 2 || organiserName.length > 80) errors.organiserName = "organiserName";
  const email = checkNewsletterEmail(values.organiserEmail);
  if (!email.ok) errors.organiserEmail = "organiserEmail";
  if (values.consent !== "yes") errors.consent = "consent";
  if (Object.keys(errors).length > 0 || !email.ok) return { ok: false, errors };
  return {
    ok: true,
    tip: {
      name,
      startDate,
      endDate: endDate === startDate ? null : endDate,
      startTime,
      town,
      venue,
      description,
      link,
      organiserName,
      organiserEmail: email.email,
    },
  };
}

function isHttpsUrl(value: string): boolean {
  if (value.length > 300 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username;
  } catch {
    return false;
  }
}
