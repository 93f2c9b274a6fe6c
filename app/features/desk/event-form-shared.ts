import { englishMonths } from "../../i18n/format.ts";

/** The desk's event form, shared by its server code and its page (no server imports here). */

export type RecurrenceKind = "yearly-date" | "yearly-weekday" | "one-off" | "custom";

export interface EventFormValues {
  slug: string;
  name: string;
  description: string;
  details: string;
  image: string;
  imageAlt: string;
  startTime: string;
  location: string;
  address: string;
  town: string;
  category: string;
  latitude: string;
  longitude: string;
  dateNote: string;
  website: string;
  recurrence: string;
  month: string;
  monthDay: string;
  nth: string;
  weekday: string;
  rrule: string;
  rruleStart: string;
  rruleFixed: string;
  durationDays: string;
  editionStart: string;
  editionEnd: string;
  editionConfirmed: string;
}

export type FieldErrors = Record<string, string>;

/** The month names the form offers, January first (the same list the public site writes). */
export const MONTHS = englishMonths;

export const WEEKDAYS = [
  { code: "MO", label: "Monday" },
  { code: "TU", label: "Tuesday" },
  { code: "WE", label: "Wednesday" },
  { code: "TH", label: "Thursday" },
  { code: "FR", label: "Friday" },
  { code: "SA", label: "Saturday" },
  { code: "SU", label: "Sunday" },
] as const;

export const NTH_WEEK = [
  { value: "1", label: "first" },
  { value: "2", label: "second" },
  { value: "3", label: "third" },
  { value: "4", label: "fourth" },
  { value: "-1", label: "last" },
] as const;

export const TRANSLATION_LANGUAGES = { sq: "Albanian", de: "German", it: "Italian" } as const;

export const STATE_LABELS = {
  current: "Current",
  "needs-update": "Needs update",
  missing: "Missing",
} as const;

export const TRANSLATION_CODES = ["sq", "de", "it"] as const;
export type TranslationCode = (typeof TRANSLATION_CODES)[number];

export const EVENT_STATUSES = ["draft", "scheduled", "published"] as const;
export const STATUS_LABELS = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
} as const;

/** The texts a translator writes per language. */
export const TRANSLATION_FIELDS = [
  "name",
  "description",
  "details",
  "imageAlt",
  "location",
  "address",
  "town",
  "dateNote",
] as const;
