import { type ReactNode, useId } from "react";
import {
  type EventFormValues,
  type FieldErrors,
  MONTHS,
  NTH_WEEK,
  WEEKDAYS,
} from "./event-form-shared.ts";
import { cardClass, DeskForm, Field, Notice, SubmitButton } from "./ui.tsx";

/**
 * The event's English fields and its recurrence (issue 18 items 2 and 5), for a new event and
 * for an existing one. A plain form: it works without JavaScript, and after a refused save it
 * shows what was typed with a message beside each field that needs correcting.
 */

const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900";

function Described({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (props: {
    id: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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

export function EventForm({
  intent,
  values,
  errors,
  categories,
  version,
  storedRule,
  isNew,
  submitLabel,
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
}) {
  const problems = Object.keys(errors).length;
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
      <fieldset className={`space-y-4 ${cardClass}`}>
        <legend className="px-1 text-lg font-bold">Text (English)</legend>
        <Field label="Name" name="name" defaultValue={values.name} error={errors.name} />
        <Field
          label="Web address name"
          name="slug"
          required={false}
          defaultValue={values.slug}
          error={errors.slug}
          hint={
            isNew
              ? "Lower-case letters, digits and hyphens; leave empty to make it from the name."
              : "Lower-case letters, digits and hyphens."
          }
        />
        <TextArea
          label="Summary"
          name="description"
          rows={3}
          required
          defaultValue={values.description}
          error={errors.description}
          hint="20 to 240 characters, shown on cards and in search results."
        />
        <TextArea
          label="Details"
          name="details"
          rows={6}
          defaultValue={values.details}
          error={errors.details}
          hint="Paragraphs separated by a blank line."
        />
        <Select
          label="Category"
          name="category"
          defaultValue={values.category}
          error={errors.category}
          options={categories.map((category) => ({ value: category, label: category }))}
        />
        <Field
          label="Website"
          name="website"
          type="url"
          required={false}
          defaultValue={values.website}
          error={errors.website}
          hint="The organiser's https:// page, if there is one."
        />
      </fieldset>

      <fieldset className={`space-y-4 ${cardClass}`}>
        <legend className="px-1 text-lg font-bold">Place and time</legend>
        <Field
          label="Place"
          name="location"
          defaultValue={values.location}
          error={errors.location}
        />
        <Field
          label="Address"
          name="address"
          defaultValue={values.address}
          error={errors.address}
        />
        <Field label="Town" name="town" defaultValue={values.town} error={errors.town} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Latitude"
            name="latitude"
            inputMode="text"
            defaultValue={values.latitude}
            error={errors.latitude}
          />
          <Field
            label="Longitude"
            name="longitude"
            inputMode="text"
            defaultValue={values.longitude}
            error={errors.longitude}
          />
        </div>
        <Field
          label="Start time"
          name="startTime"
          defaultValue={values.startTime}
          error={errors.startTime}
          hint="24-hour time, Kosovo time, e.g. 20:00."
        />
      </fieldset>

      <fieldset className={`space-y-4 ${cardClass}`}>
        <legend className="px-1 text-lg font-bold">Picture</legend>
        <Field
          label="Image path"
          name="image"
          defaultValue={values.image}
          error={errors.image}
          hint="A picture already on the site, e.g. /artwork/events/dokufest.webp."
        />
        <Field
          label="Image description"
          name="imageAlt"
          defaultValue={values.imageAlt}
          error={errors.imageAlt}
          hint="What the picture shows, for people who cannot see it."
        />
      </fieldset>

      <fieldset className={`space-y-4 ${cardClass}`}>
        <legend className="px-1 text-lg font-bold">When it recurs</legend>
        <Select
          label="Recurrence"
          name="recurrence"
          defaultValue={values.recurrence}
          error={errors.recurrence}
          options={RECURRENCE_CHOICES}
          hint="For a rule, set the month and day or weekday below; the other fields are ignored."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Month"
            name="month"
            defaultValue={values.month}
            error={errors.month}
            options={[
              { value: "", label: "Choose a month" },
              ...MONTHS.map((month, index) => ({ value: String(index + 1), label: month })),
            ]}
          />
          <Field
            label="Day of the month (same date every year)"
            name="monthDay"
            required={false}
            inputMode="numeric"
            defaultValue={values.monthDay}
            error={errors.monthDay}
          />
          <Select
            label="Which week (weekday of a month)"
            name="nth"
            defaultValue={values.nth}
            error={errors.nth}
            options={[{ value: "", label: "Choose" }, ...NTH_WEEK]}
          />
          <Select
            label="Weekday (weekday of a month)"
            name="weekday"
            defaultValue={values.weekday}
            error={errors.weekday}
            options={[
              { value: "", label: "Choose" },
              ...WEEKDAYS.map((day) => ({ value: day.code, label: day.label })),
            ]}
          />
        </div>
        <Field
          label="Rule (RRULE)"
          name="rrule"
          required={false}
          defaultValue={values.rrule}
          error={errors.rrule}
          hint="Only for “Another rule”: e.g. FREQ=YEARLY;BYMONTH=9;BYDAY=4SU. YEARLY, MONTHLY or WEEKLY."
        />
        {storedRule !== undefined ? (
          <p className="text-sm text-slate-700">
            Stored rule:{" "}
            <code className="font-mono" data-testid="stored-rule">
              {storedRule ?? "none (a one-off event)"}
            </code>
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="First edition under the rule"
            name="rruleStart"
            type="date"
            required={false}
            defaultValue={values.rruleStart}
            error={errors.rruleStart}
            hint="The rule counts from this date (YYYY-MM-DD)."
          />
          <Field
            label="Days each edition lasts"
            name="durationDays"
            inputMode="numeric"
            defaultValue={values.durationDays}
            error={errors.durationDays}
          />
        </div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="rruleFixed"
            defaultChecked={values.rruleFixed === "on"}
            className="mt-1.5"
          />
          <span>The rule fixes the dates (e.g. a public holiday): its editions are confirmed</span>
        </label>
        <Field
          label="Note on the dates"
          name="dateNote"
          required={false}
          defaultValue={values.dateNote}
          error={errors.dateNote}
          hint="Shown while the dates are not confirmed, e.g. where they will be announced."
        />
      </fieldset>

      {isNew ? (
        <fieldset className={`space-y-4 ${cardClass}`}>
          <legend className="px-1 text-lg font-bold">First edition (optional for a rule)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Starts"
              name="editionStart"
              type="date"
              required={false}
              defaultValue={values.editionStart}
              error={errors.editionStart}
            />
            <Field
              label="Ends"
              name="editionEnd"
              type="date"
              required={false}
              defaultValue={values.editionEnd}
              error={errors.editionEnd}
            />
          </div>
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              name="editionConfirmed"
              defaultChecked={values.editionConfirmed === "on"}
              className="mt-1.5"
            />
            <span>The organiser has announced these dates (confirmed)</span>
          </label>
        </fieldset>
      ) : null}
      <SubmitButton>{submitLabel}</SubmitButton>
    </DeskForm>
  );
}
