import {
  ContentError,
  type EventCreateInput,
  type EventFields,
  eventFieldsSchema,
} from "../../db/events.server.ts";
import type { EventRecord } from "../../db/queries.server.ts";
import {
  type EventFormValues,
  type FieldErrors,
  MONTHS,
  type RecurrenceKind,
  WEEKDAYS,
} from "./event-form-shared.ts";

/**
 * The desk's event forms on the server (issue 18 items 2–3): the submitted strings become the
 * data layer's input, the recurrence picker becomes an RFC 5545 RRULE (and a stored rule becomes
 * the picker again), and the data layer's field problems become one clear message per field.
 * The submitted strings always go back to the page, so nothing typed is lost.
 */

const TEXT_FIELDS = [
  "slug",
  "name",
  "description",
  "details",
  "image",
  "imageAlt",
  "startTime",
  "location",
  "address",
  "town",
  "category",
  "latitude",
  "longitude",
  "dateNote",
  "website",
  "recurrence",
  "month",
  "monthDay",
  "nth",
  "weekday",
  "rrule",
  "rruleStart",
  "durationDays",
  "editionStart",
  "editionEnd",
] as const;

/** What the editor typed, as strings (checkboxes as "on" or ""). */
export function formValues(form: FormData): EventFormValues {
  const values: Record<string, string> = {};
  for (const field of TEXT_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  values.rruleFixed = form.get("rruleFixed") ? "on" : "";
  values.editionConfirmed = form.get("editionConfirmed") ? "on" : "";
  return values as unknown as EventFormValues;
}

const NTH = new Set(["1", "2", "3", "4", "-1"]);

/** The RRULE the picker describes; a message per field when it describes none. */
export function ruleFromPicker(values: EventFormValues): {
  rrule: string | null;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  const kind = values.recurrence as RecurrenceKind;
  if (kind === "one-off") return { rrule: null, errors };
  if (kind === "custom") {
    const rule = values.rrule.trim().replace(/^RRULE:/i, "");
    if (!rule) errors.rrule = "Type the rule, e.g. FREQ=YEARLY;BYMONTH=8;BYDAY=1FR";
    return { rrule: rule || null, errors };
  }
  const month = Number(values.month);
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.month = "Choose a month";
  if (kind === "yearly-date") {
    const day = Number(values.monthDay);
    if (!Number.isInteger(day) || day < 1 || day > 31) {
      errors.monthDay = "Give the day of the month, 1 to 31";
    }
    return Object.keys(errors).length
      ? { rrule: null, errors }
      : { rrule: `FREQ=YEARLY;BYMONTH=${month};BYMONTHDAY=${day}`, errors };
  }
  if (kind === "yearly-weekday") {
    if (!NTH.has(values.nth)) errors.nth = "Choose which week: first to fourth, or last";
    if (!WEEKDAYS.some((day) => day.code === values.weekday)) errors.weekday = "Choose a weekday";
    return Object.keys(errors).length
      ? { rrule: null, errors }
      : { rrule: `FREQ=YEARLY;BYMONTH=${month};BYDAY=${values.nth}${values.weekday}`, errors };
  }
  errors.recurrence = "Choose how often the event takes place";
  return { rrule: null, errors };
}

/** The picker's fields for a stored rule (anything it cannot show is "custom", the raw rule). */
export function pickerFromRule(
  rrule: string | null,
): Pick<EventFormValues, "recurrence" | "month" | "monthDay" | "nth" | "weekday" | "rrule"> {
  const empty = { month: "", monthDay: "", nth: "", weekday: "", rrule: rrule ?? "" };
  if (!rrule) return { ...empty, recurrence: "one-off" };
  const date = /^FREQ=YEARLY;BYMONTH=(\d{1,2});BYMONTHDAY=(\d{1,2})$/.exec(rrule);
  if (date) {
    const [, month = "", monthDay = ""] = date;
    return { ...empty, recurrence: "yearly-date", month, monthDay };
  }
  const weekday = /^FREQ=YEARLY;BYMONTH=(\d{1,2});BYDAY=(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/.exec(
    rrule,
  );
  if (weekday) {
    const [, month = "", nth = "", day = ""] = weekday;
    return { ...empty, recurrence: "yearly-weekday", month, nth, weekday: day };
  }
  return { ...empty, recurrence: "custom" };
}

/** The form's strings for an event as stored. */
export function valuesFromRecord(record: EventRecord): EventFormValues {
  const details = (record.details as { details?: unknown }).details;
  return {
    slug: record.slug,
    name: record.name,
    description: record.description,
    details: Array.isArray(details) ? details.join("\n\n") : "",
    image: record.image,
    imageAlt: record.imageAlt,
    startTime: record.startTime,
    location: record.location,
    address: record.address,
    town: record.town,
    category: record.category,
    latitude: String(record.latitude),
    longitude: String(record.longitude),
    dateNote: record.dateNote ?? "",
    website: record.website ?? "",
    ...pickerFromRule(record.rrule),
    rruleStart: record.rruleStart ?? "",
    rruleFixed: record.rruleFixed ? "on" : "",
    durationDays: String(record.durationDays),
    editionStart: "",
    editionEnd: "",
    editionConfirmed: "",
  };
}

/** An empty new event's form: a yearly event on a date, one day long. */
export function newEventValues(): EventFormValues {
  const blank = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ""])) as Record<
    string,
    string
  >;
  return {
    ...(blank as unknown as EventFormValues),
    startTime: "10:00",
    category: "Culture",
    recurrence: "yearly-date",
    durationDays: "1",
    rruleFixed: "",
    editionConfirmed: "",
  };
}

const optional = (value: string) => (value.trim() === "" ? null : value.trim());
const numberOrNaN = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));

/** The English fields as the data layer takes them, or the picker's problems. */
export function fieldsFromValues(values: EventFormValues): {
  fields: Omit<EventFields, "slug"> & { slug?: string };
  errors: FieldErrors;
} {
  const { rrule, errors } = ruleFromPicker(values);
  const fields = {
    ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    name: values.name,
    description: values.description,
    details: values.details
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    image: values.image.trim(),
    imageAlt: values.imageAlt,
    startTime: values.startTime.trim(),
    location: values.location,
    address: values.address,
    town: values.town,
    category: values.category as EventFields["category"],
    latitude: numberOrNaN(values.latitude),
    longitude: numberOrNaN(values.longitude),
    dateNote: optional(values.dateNote),
    website: optional(values.website),
    rrule,
    rruleStart: rrule ? optional(values.rruleStart) : null,
    rruleFixed: Boolean(rrule) && values.rruleFixed === "on",
    durationDays: numberOrNaN(values.durationDays),
  };
  return { fields, errors };
}

/** A new event's input: the fields and its first edition, if the editor gave one. */
export function createInput(values: EventFormValues): {
  input: EventCreateInput;
  errors: FieldErrors;
} {
  const { fields, errors } = fieldsFromValues(values);
  const occurrences = values.editionStart.trim()
    ? [
        {
          startDate: values.editionStart.trim(),
          endDate: optional(values.editionEnd),
          confirmed: values.editionConfirmed === "on",
        },
      ]
    : [];
  return { input: { ...fields, occurrences }, errors };
}

/** Clear words for each field, used whatever the schema's own message says. */
const FIELD_MESSAGES: Record<string, string> = {
  slug: "Use lower-case letters, digits and single hyphens, e.g. dokufest",
  name: "Give a name of 3 to 80 characters",
  description: "Give a summary of 20 to 240 characters",
  details: "Give at most 10 paragraphs of up to 2,000 characters, separated by a blank line",
  image: "Give an image path on this site, e.g. /artwork/events/dokufest.webp",
  imageAlt: "Describe the image in 3 to 200 characters",
  startTime: "Use a 24-hour time, e.g. 20:00",
  location: "Give the place in 3 to 120 characters",
  address: "Give the address in 5 to 160 characters",
  town: "Give the town in 2 to 40 characters",
  category: "Choose a category",
  latitude: "Give a latitude between -90 and 90, e.g. 42.2139",
  longitude: "Give a longitude between -180 and 180, e.g. 20.7397",
  dateNote: "Leave empty, or write 5 to 240 characters",
  website: "Leave empty, or give an https:// address",
  durationDays: "Give a whole number of days, 1 to 366",
  publishAt: "Choose a date and time in the future",
};

/** Where the data layer's paths show on the form. */
const FIELD_OF_PATH: Record<string, string> = {
  "occurrences.0.startDate": "editionStart",
  "occurrences.0.endDate": "editionEnd",
  occurrences: "editionStart",
  startDate: "startDate",
  endDate: "endDate",
};

/** One message per field from a refused write (the first problem of each field wins). */
export function fieldErrors(error: ContentError, values?: EventFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    let field = FIELD_OF_PATH[issue.path] ?? issue.path.split(".")[0] ?? "form";
    if (field === "rrule" && /first date/.test(issue.message)) field = "rruleStart";
    if (field === "rrule" && values && values.recurrence !== "custom") field = "recurrence";
    if (field === "occurrences" || field === "editionStart") {
      errors.editionStart ??=
        issue.path === "occurrences"
          ? "A one-off event needs its date: give the first edition's start"
          : "Give the start date (YYYY-MM-DD)";
      continue;
    }
    if (field === "editionEnd" || field === "endDate") {
      errors[field] ??= issue.message.startsWith("The end date")
        ? issue.message
        : "Give the end date (YYYY-MM-DD), or leave it empty for one day";
      continue;
    }
    const rule = field === "rrule" || field === "recurrence" || field === "rruleStart";
    errors[field] ??= rule ? issue.message : (FIELD_MESSAGES[field] ?? issue.message);
  }
  return errors;
}

const fieldsWithoutRule = eventFieldsSchema
  .omit({ rrule: true, rruleStart: true })
  .extend({ slug: eventFieldsSchema.shape.slug.optional() });

/** Every field's problem (but the rule's), checked without writing anything. */
export function fieldProblems(
  fields: Record<string, unknown>,
  values: EventFormValues,
): FieldErrors {
  const result = fieldsWithoutRule.safeParse(fields);
  if (result.success) return {};
  return fieldErrors(
    new ContentError(
      "invalid",
      "Some fields need correcting",
      result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    ),
    values,
  );
}

export { eventCategories } from "../../content/events.ts";
export { MONTHS };
