import { locales } from "../../i18n/locales.ts";
import { countLinks } from "./fields.ts";

/**
 * The fields of "Write a Review" (issue 19 item 1) and their checks, shared by the form (its
 * `maxLength`s, hints) and the server. Errors are message keys under `reviews.form.errors`.
 */

export const REVIEW_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  textMin: 30,
  textMax: 2_000,
  nameMin: 2,
  nameMax: 60,
  emailMax: 254,
} as const;

export interface ReviewValues {
  rating: string;
  title: string;
  text: string;
  visitMonth: string;
  displayName: string;
  email: string;
  language: string;
}

export const REVIEW_FIELDS = [
  "rating",
  "title",
  "text",
  "visitMonth",
  "displayName",
  "email",
  "language",
] as const satisfies readonly (keyof ReviewValues)[];

export type ReviewErrors = Partial<Record<keyof ReviewValues, string>>;

export interface ValidReview {
  rating: number;
  title: string;
  text: string;
  visitMonth: string;
  displayName: string;
  email: string;
  language: (typeof locales)[number];
}

/** Control characters other than line breaks and tabs are dropped; texts are kept as typed. */
export function cleanText(value: string): string {
  let out = "";
  for (const char of value.replace(/\r\n?/g, "\n")) {
    const code = char.codePointAt(0) ?? 0;
    const control = (code < 32 && char !== "\n" && char !== "\t") || code === 127;
    const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
    if (!control && !bidi) out += char;
  }
  return out;
}

const length = (value: string) => [...value].length;

/** The visit month: YYYY-MM, not before 1990 and not after `today`'s month. */
export function validMonth(value: string, today: Date): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const nowYear = today.getUTCFullYear();
  const nowMonth = today.getUTCMonth() + 1;
  return year >= 1990 && (year < nowYear || (year === nowYear && month <= nowMonth));
}

export function readReviewValues(fields: Record<string, string | undefined>): ReviewValues {
  const pick = (name: keyof ReviewValues, max: number) =>
    cleanText(String(fields[name] ?? "")).slice(0, max);
  return {
    rating: pick("rating", 2).trim(),
    title: pick("title", 400),
    text: pick("text", 6_000),
    visitMonth: pick("visitMonth", 10).trim(),
    displayName: pick("displayName", 200),
    email: pick("email", 400).trim(),
    language: pick("language", 5).trim(),
  };
}

export function checkReview(
  values: ReviewValues,
  options: { maxLinks: number; today?: Date },
): { ok: true; review: ValidReview } | { ok: false; errors: ReviewErrors } {
  const errors: ReviewErrors = {};
  const rating = Number(values.rating);
  if (!/^[1-5]$/.test(values.rating)) errors.rating = "rating";
  const title = values.title.trim();
  if (length(title) < REVIEW_LIMITS.titleMin || length(title) > REVIEW_LIMITS.titleMax) {
    errors.title = "title";
  } else if (countLinks(title) > 0) errors.title = "titleLinks";
  const text = values.text.trim();
  if (length(text) < REVIEW_LIMITS.textMin) errors.text = "textShort";
  else if (length(text) > REVIEW_LIMITS.textMax) errors.text = "textLong";
  else if (countLinks(text) > options.maxLinks) errors.text = "textLinks";
  if (!validMonth(values.visitMonth, options.today ?? new Date())) errors.visitMonth = "visitMonth";
  const displayName = values.displayName.trim();
  if (length(displayName) < REVIEW_LIMITS.nameMin || length(displayName) > REVIEW_LIMITS.nameMax) {
    errors.displayName = "displayName";
  } else if (countLinks(displayName) > 0 || /[<>]/.test(displayName)) {
    errors.displayName = "displayNameLinks";
  }
  const email = values.email.trim();
  if (
    email.length > REVIEW_LIMITS.emailMax ||
    !/^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/.test(email)
  ) {
    errors.email = "email";
  }
  if (!(locales as readonly string[]).includes(values.language)) errors.language = "language";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    review: {
      rating,
      title,
      text,
      visitMonth: values.visitMonth,
      displayName,
      email,
      language: values.language as ValidReview["language"],
    },
  };
}
