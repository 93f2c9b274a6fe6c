import type { ReactNode } from "react";
import { notFound } from "../../lib/ids.ts";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";
import {
  EnglishChanges,
  type FieldChanges,
  onlyChanges,
  TRANSLATION_NAMES,
} from "./content-ui.tsx";
import { TextArea } from "./event-form.tsx";
import {
  type FieldErrors,
  STATE_LABELS,
  TRANSLATION_CODES,
  type TranslationCode,
} from "./event-form-shared.ts";
import {
  BackLink,
  DeskForm,
  Field,
  FieldProblems,
  Notice,
  PageTitle,
  SubmitButton,
} from "./ui.tsx";

/**
 * One language's texts of a desk-edited item (issue 18 item 4), for every content type: where
 * the translation stands, the English sentences removed and added since it was last saved, the
 * English beside each field, and the form. Saving makes it current again.
 */

/** The language of a translation page's address; any other is a 404. */
export function requireTranslationLocale(param: string | undefined): TranslationCode {
  if (!(TRANSLATION_CODES as readonly string[]).includes(param ?? "")) throw notFound();
  return param as TranslationCode;
}

/** An item's texts as the form shows them (lists joined with commas). */
export function translationValues<Field extends string>(
  fields: readonly Field[],
  texts: Record<string, unknown> | undefined,
): Record<Field, string> {
  const value = (field: string) => {
    const text = texts?.[field];
    if (Array.isArray(text)) return text.join(", ");
    return typeof text === "string" ? text : "";
  };
  return Object.fromEntries(fields.map((field) => [field, value(field)])) as Record<Field, string>;
}

/** What a translation page shows of an item: its English, its translation, the diff. */
export function translationPageData<Field extends string>(
  record: { id: number; title: string; version: number; translations: unknown },
  locale: TranslationCode,
  diff: {
    state: TranslationPageData<Field>["state"];
    savedAt: string | null;
    fields: FieldChanges[];
  },
  fields: readonly Field[],
): TranslationPageData<Field> {
  return {
    id: record.id,
    locale,
    title: record.title,
    version: record.version,
    state: diff.state,
    savedAt: diff.savedAt ? formatKosovoDateTime(diff.savedAt) : null,
    changes: onlyChanges(diff.fields),
    english: translationValues(fields, record as unknown as Record<string, unknown>),
    values: translationValues(
      fields,
      (record.translations as Record<string, Record<string, unknown>>)[locale],
    ),
  };
}

export interface TranslationPageData<Field extends string> {
  id: number;
  locale: TranslationCode;
  title: string;
  version: number;
  state: keyof typeof STATE_LABELS;
  /** When the translation was last saved, as the desk says it (`formatKosovoDateTime`). */
  savedAt: string | null;
  changes: FieldChanges[];
  english: Record<Field, string>;
  values: Record<Field, string>;
}

export type TranslationOutcome =
  | { ok: true; message: string }
  | { ok: false; values: Record<string, string>; errors: FieldErrors; conflict?: string };

export function TranslationPage<Field extends string>({
  data,
  outcome,
  back,
  fields,
  labels,
  long,
  tall,
  children,
}: {
  data: TranslationPageData<Field>;
  outcome: TranslationOutcome | undefined;
  back: string;
  fields: readonly Field[];
  labels: Record<string, string>;
  /** The fields written in a text area. */
  long: ReadonlySet<string>;
  /** The one field with a tall text area and no English hint (shown below instead). */
  tall?: Field;
  children?: ReactNode;
}) {
  const language = TRANSLATION_NAMES[data.locale];
  const refused = outcome && !outcome.ok ? outcome : undefined;
  const values = refused?.values ?? data.values;
  const errors = refused?.errors ?? {};
  const problems = Object.keys(errors).length;
  return (
    <>
      <BackLink to={back}>Back to {data.title}</BackLink>
      <PageTitle
        intro={`State: ${STATE_LABELS[data.state]}${data.savedAt ? `, last saved ${data.savedAt}` : ", never translated"}.`}
      >
        {language} text of {data.title}
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {outcome?.ok ? <Notice tone="success">{outcome.message}</Notice> : null}
        {refused?.conflict ? <Notice tone="problem">{refused.conflict}</Notice> : null}
        <FieldProblems count={problems} />
      </div>

      <EnglishChanges language={language} fields={data.changes} labels={labels} />

      <DeskForm className="space-y-6">
        <input type="hidden" name="expectedVersion" value={data.version} />
        {fields.map((field) => {
          const english = data.english[field];
          const hint = english && field !== tall ? `English: ${english}` : undefined;
          const label = `${labels[field] ?? field} (${language})`;
          return long.has(field) ? (
            <TextArea
              key={`${field}-${data.version}`}
              label={label}
              name={field}
              rows={field === tall ? 18 : 3}
              required
              defaultValue={values[field]}
              error={errors[field]}
              hint={hint}
            />
          ) : (
            <Field
              key={`${field}-${data.version}`}
              label={label}
              name={field}
              defaultValue={values[field]}
              error={errors[field]}
              hint={hint}
            />
          );
        })}
        <SubmitButton>Save the {language} text</SubmitButton>
      </DeskForm>
      {children}
    </>
  );
}
