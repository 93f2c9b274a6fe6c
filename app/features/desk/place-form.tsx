import {
  PLACE_FIELDS,
  type PlaceField,
  type PlaceFormValues,
  type PlaceType,
} from "../../db/place-fields.ts";
import { Section, Select, TextArea } from "./event-form.tsx";
import type { FieldErrors } from "./event-form-shared.ts";
import { MediaPicker, type PickedImage } from "./media-picker.tsx";
import { DeskForm, Field, FieldProblems, SubmitButton } from "./ui.tsx";

export type PlaceChoices = Record<string, { value: string; label: string }[]>;

const SECTIONS = ["Text", "Place", "Picture", "Details"] as const;

/** One field as its kind asks: a list, a text area, or a text box. */
export function PlaceInput({
  field,
  label = field.label,
  value,
  error,
  hint = field.hint,
  choices,
}: {
  field: PlaceField;
  label?: string;
  value: string;
  error?: string;
  hint?: string;
  choices?: PlaceChoices;
}) {
  const common = { label, name: field.name, defaultValue: value, error, hint };
  if (field.kind === "choice") return <Select {...common} options={choices?.[field.name] ?? []} />;
  if (field.kind === "paragraphs" || field.kind === "lines" || field.kind === "long") {
    return <TextArea {...common} rows={field.kind === "paragraphs" ? 6 : 3} required />;
  }
  return <Field {...common} inputMode={field.kind === "number" ? "text" : undefined} />;
}

/**
 * A destination's or an experience's English fields (issue 18 item 3; decision 100), for a new
 * item and an existing one. A plain form: it works without JavaScript and keeps what was typed
 * after a refused save, with a message beside each field. The picture can be picked from the
 * media library, as on the event form.
 */
export function PlaceForm({
  type,
  values,
  errors,
  choices,
  media,
  picked,
  version,
  submitLabel,
}: {
  type: PlaceType;
  values: PlaceFormValues;
  errors: FieldErrors;
  choices: PlaceChoices;
  media?: readonly { path: string; label: string }[];
  /** What "Use this picture" did, when it posted the form. */
  picked?: PickedImage;
  version?: number;
  submitLabel: string;
}) {
  const problems = Object.keys(errors).length;
  return (
    <>
      {problems > 0 ? (
        <div className="mb-4">
          <FieldProblems count={problems} />
        </div>
      ) : null}
      <DeskForm className="space-y-6">
        {version ? <input type="hidden" name="expectedVersion" value={version} /> : null}
        {SECTIONS.map((section) => (
          <Section key={section} legend={section === "Text" ? "Text (English)" : section}>
            {PLACE_FIELDS[type]
              .filter((field) => field.section === section)
              .map((field) => (
                <PlaceInput
                  key={field.name}
                  field={field}
                  value={values[field.name] ?? ""}
                  error={errors[field.name]}
                  choices={choices}
                />
              ))}
            {section === "Picture" ? (
              <MediaPicker media={media} picked={picked} current={values.image} />
            ) : null}
          </Section>
        ))}
        <SubmitButton>{submitLabel}</SubmitButton>
      </DeskForm>
    </>
  );
}
