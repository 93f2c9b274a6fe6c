import type { ReactNode } from "react";
import {
  type EventFormValues,
  type FieldErrors,
  MONTHS,
  NTH_WEEK,
  WEEKDAYS,
} from "./event-form-shared.ts";
import { type MediaChoice, MediaPicker, type PickedImage } from "./media-picker.tsx";
import { cardClass, Described, DeskForm, Field, inputClass, Notice, SubmitButton } from "./ui.tsx";

/**
 * The event's English fields and its recurrence (issue 18 items 2 and 5), for a new event and
 * for an existing one. A plain form: it works without JavaScript, and after a refused save it
 * shows what was typed with a message beside each field that needs correcting.
 */

export function TextArea({
  label,
  name,
  defaultValue,
  error,
  hint,
  rows = 4,
  required = false,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  rows?: number;
  required?: boolean;
}) {
  return (
    <Described label={label} hint={hint} error={error}>
      {(props) => (
        <textarea
          {...props}
          name={name}
          rows={rows}
          required={required}
          defaultValue={defaultValue}
          className={inputClass}
        />
      )}
    </Described>
  );
}

export function Select({
  label,
  name,
  defaultValue,
  error,
  hint,
  options,
}: {
  label: string;
  name: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Described label={label} hint={hint} error={error}>
      {(props) => (
        <select {...props} name={name} defaultValue={defaultValue} className={inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Described>
  );
}

const RECURRENCE_CHOICES = [
  { value: "yearly-date", label: "Every year on the same date" },
  { value: "yearly-weekday", label: "Every year on a weekday of a month (e.g. the first Friday)" },
  { value: "one-off", label: "Once (no recurrence): give its dates as an edition" },
  { value: "custom", label: "Another rule (RFC 5545 RRULE, typed below)" },
] as const;

type FieldName = keyof EventFormValues;
type Options = readonly { value: string; label: string }[];

/** One field of the form: a text box unless it has options (a list) or rows (a text area). */
interface FieldSpec {
  name: FieldName;
  label: string;
  hint?: string;
  type?: "url" | "date";
  inputMode?: "numeric" | "text";
  /** Text boxes are required unless this says otherwise; text areas only when it says so. */
  required?: boolean;
  rows?: number;
  options?: Options;
}

/** What the form's fields are filled with, and the messages beside them. */
interface Filled {
  values: EventFormValues;
  errors: FieldErrors;
}

function SpecField({ spec, values, errors }: { spec: FieldSpec } & Filled) {
  const { name, options, rows, ...rest } = spec;
  const common = { ...rest, name, defaultValue: values[name], error: errors[name] };
  if (options) return <Select {...common} options={options} />;
  if (rows) return <TextArea {...common} rows={rows} />;
  return <Field {...common} />;
}

/** The fields in order; a nested list stands two to a row on wider screens. */
function Fields({ fields, ...filled }: { fields: readonly (FieldSpec | FieldSpec[])[] } & Filled) {
  return fields.map((field) =>
    Array.isArray(field) ? (
      <div key={field.map((f) => f.name).join()} className="grid gap-4 sm:grid-cols-2">
        <Fields fields={field} {...filled} />
      </div>
    ) : (
      <SpecField key={field.name} spec={field} {...filled} />
    ),
  );
}

export function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={`space-y-4 ${cardClass}`}>
      <legend className="px-1 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Checkbox({
  name,
  values,
  label,
}: {
  name: FieldName;
  values: EventFormValues;
  label: string;
}) {
  return (
    <label className="flex items-start gap-2">
      <input
        type="checkbox"
        name={name}
        defaultChecked={values[name] === "on"}
        className="mt-1.5"
      />
      <span>{label}</span>
    </label>
  );
}

const choose = (label: string, options: Options): Options => [{ value: "", label }, ...options];

function textFields(categories: readonly string[], isNew: boolean): FieldSpec[] {
  return [
    { name: "name", label: "Name" },
    {
      name: "slug",
      label: "Web address name",
      required: false,
      hint: isNew
        ? "Lower-case letters, digits and hyphens; leave empty to make it from the name."
        : "Lower-case letters, digits and hyphens.",
    },
    {
      name: "description",
      label: "Summary",
      rows: 3,
      required: true,
      hint: "20 to 240 characters, shown on cards and in search results.",
    },
    { name: "details", label: "Details", rows: 6, hint: "Paragraphs separated by a blank line." },
    {
      name: "category",
      label: "Category",
      options: categories.map((category) => ({ value: category, label: category })),
    },
    {
      name: "website",
      label: "Website",
      type: "url",
      required: false,
      hint: "The organiser's https:// page, if there is one.",
    },
  ];
}

const PLACE_FIELDS: (FieldSpec | FieldSpec[])[] = [
  { name: "location", label: "Place" },
  { name: "address", label: "Address" },
  { name: "town", label: "Town" },
  [
    { name: "latitude", label: "Latitude", inputMode: "text" },
    { name: "longitude", label: "Longitude", inputMode: "text" },
  ],
  { name: "startTime", label: "Start time", hint: "24-hour time, Kosovo time, e.g. 20:00." },
];

const PICTURE_FIELDS: FieldSpec[] = [
  {
    name: "image",
    label: "Image path",
    hint: "A picture already on the site, e.g. /artwork/events/dokufest.webp.",
  },
  {
    name: "imageAlt",
    label: "Image description",
    hint: "What the picture shows, for people who cannot see it.",
  },
];

const RULE_FIELDS: (FieldSpec | FieldSpec[])[] = [
  {
    name: "recurrence",
    label: "Recurrence",
    options: RECURRENCE_CHOICES,
    hint: "For a rule, set the month and day or weekday below; the other fields are ignored.",
  },
  [
    {
      name: "month",
      label: "Month",
      options: choose(
        "Choose a month",
        MONTHS.map((month, index) => ({ value: String(index + 1), label: month })),
      ),
    },
    {
      name: "monthDay",
      label: "Day of the month (same date every year)",
      required: false,
      inputMode: "numeric",
    },
    { name: "nth", label: "Which week (weekday of a month)", options: choose("Choose", NTH_WEEK) },
    {
      name: "weekday",
      label: "Weekday (weekday of a month)",
      options: choose(
        "Choose",
        WEEKDAYS.map((day) => ({ value: day.code, label: day.label })),
      ),
    },
  ],
  {
    name: "rrule",
    label: "Rule (RRULE)",
    required: false,
    hint: "Only for “Another rule”: e.g. FREQ=YEARLY;BYMONTH=9;BYDAY=4SU. YEARLY, MONTHLY or WEEKLY.",
  },
];

const SPAN_FIELDS: FieldSpec[][] = [
  [
    {
      name: "rruleStart",
      label: "First edition under the rule",
      type: "date",
      required: false,
      hint: "The rule counts from this date (YYYY-MM-DD).",
    },
    { name: "durationDays", label: "Days each edition lasts", inputMode: "numeric" },
  ],
];

const NOTE_FIELDS: FieldSpec[] = [
  {
    name: "dateNote",
    label: "Note on the dates",
    required: false,
    hint: "Shown while the dates are not confirmed, e.g. where they will be announced.",
  },
];

const EDITION_FIELDS: FieldSpec[][] = [
  [
    { name: "editionStart", label: "Starts", type: "date", required: false },
    { name: "editionEnd", label: "Ends", type: "date", required: false },
  ],
];

export function EventForm({
  intent,
  values,
  errors,
  categories,
  version,
  storedRule,
  isNew,
  submitLabel,
  media,
  picked,
}: {
  intent: string;
  values: EventFormValues;
  errors: FieldErrors;
  categories: readonly string[];
  version?: number;
  /** The rule as stored, shown raw under the picker. */
  storedRule?: string | null;
  isNew: boolean;
  submitLabel: string;
  /** Images of the media library to pick instead of typing a path (decision 058). */
  media?: readonly MediaChoice[];
  /** What "Use this picture" did, when it posted the form. */
  picked?: PickedImage;
}) {
  const problems = Object.keys(errors).length;
  const filled = { values, errors };
  return (
    <DeskForm intent={intent} className="space-y-6" noValidate={false}>
      {version !== undefined ? (
        <input type="hidden" name="expectedVersion" value={version} />
      ) : null}
      {problems > 0 ? (
        <Notice tone="problem">
          {problems === 1
            ? "One field needs correcting; it is marked below. Nothing was saved."
            : `${problems} fields need correcting; they are marked below. Nothing was saved.`}
          {errors.form ? <p className="mt-1">{errors.form}</p> : null}
        </Notice>
      ) : null}
      <Section legend="Text (English)">
        <Fields fields={textFields(categories, isNew)} {...filled} />
      </Section>
      <Section legend="Place and time">
        <Fields fields={PLACE_FIELDS} {...filled} />
      </Section>
      <Section legend="Picture">
        <Fields fields={PICTURE_FIELDS} {...filled} />
        <MediaPicker media={media} picked={picked} current={values.image} />
      </Section>
      <Section legend="When it recurs">
        <Fields fields={RULE_FIELDS} {...filled} />
        {storedRule !== undefined ? (
          <p className="text-sm text-slate-700">
            Stored rule:{" "}
            <code className="font-mono" data-testid="stored-rule">
              {storedRule ?? "none (a one-off event)"}
            </code>
          </p>
        ) : null}
        <Fields fields={SPAN_FIELDS} {...filled} />
        <Checkbox
          name="rruleFixed"
          values={values}
          label="The rule fixes the dates (e.g. a public holiday): its editions are confirmed"
        />
        <Fields fields={NOTE_FIELDS} {...filled} />
      </Section>
      {isNew ? (
        <Section legend="First edition (optional for a rule)">
          <Fields fields={EDITION_FIELDS} {...filled} />
          <Checkbox
            name="editionConfirmed"
            values={values}
            label="The organiser has announced these dates (confirmed)"
          />
        </Section>
      ) : null}
      <SubmitButton>{submitLabel}</SubmitButton>
    </DeskForm>
  );
}
