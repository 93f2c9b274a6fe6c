import { useId } from "react";
import { Described, DeskForm, Field, inputClass, SubmitButton } from "./ui.tsx";

/**
 * The newsletter editor's form (issue 18 item 8, issue 29 item 4): the issue's name and its four
 * language texts, any of which may wait for later in a draft. Each language shows its state; one
 * older than the English can be marked as still matching it without being changed.
 */

export const NEWSLETTER_LANGUAGES = [
  { locale: "en", label: "English" },
  { locale: "sq", label: "Albanian" },
  { locale: "de", label: "German" },
  { locale: "it", label: "Italian" },
] as const;

export type NewsletterValues = Record<string, string>;

export interface LanguageRow {
  locale: string;
  label: string;
  state: "missing" | "current" | "older";
  /** When it was last brought up to date, Kosovo time; null before any text. */
  updated: string | null;
}

export function stateLabel(row: Pick<LanguageRow, "locale" | "state">): string {
  if (row.state === "missing") return "Missing";
  if (row.state === "older") return "Older than the English";
  return row.locale === "en" ? "Written" : "Up to date";
}

/** Each language's state, as content translations show theirs. */
export function LanguageStates({ languages }: { languages: LanguageRow[] }) {
  return (
    <ul className="mt-3 space-y-1">
      {languages.map((row) => (
        <li key={row.locale}>
          <span className="font-semibold">{row.label}</span>: {stateLabel(row)}
          {row.state !== "missing" && row.updated ? (
            <span className="text-slate-600"> · brought up to date {row.updated}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function NewsletterForm({
  values,
  errors,
  submit,
  languages,
  action,
}: {
  values: NewsletterValues;
  errors: Record<string, string>;
  submit: string;
  /** The saved issue's languages (none for a new issue). */
  languages?: LanguageRow[];
  action?: string;
}) {
  return (
    <DeskForm intent="save" action={action} className="space-y-6" noValidate>
      <Field
        label="Issue name"
        name="issue"
        hint="Small letters, digits and hyphens; it keeps the issue from going twice to anyone."
        defaultValue={values.issue}
        error={errors.issue}
        autoComplete="off"
      />
      <p className="text-slate-700">
        Save as often as you like: a language can wait for its translator. Sending needs all four,
        none older than the English.
      </p>
      {NEWSLETTER_LANGUAGES.map(({ locale, label }) => {
        const row = languages?.find((language) => language.locale === locale);
        return (
          <fieldset key={locale} className="space-y-4 rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-lg font-semibold" lang="en">
              {label}
              {row ? ` · ${stateLabel(row)}` : ""}
            </legend>
            <Field
              label={`Subject (${label})`}
              name={`${locale}.subject`}
              required={false}
              defaultValue={values[`${locale}.subject`]}
              error={errors[`${locale}.subject`]}
              autoComplete="off"
            />
            <Field
              label={`Preview line (${label})`}
              name={`${locale}.preview`}
              hint="Shown after the subject in most mail programs. Optional."
              required={false}
              defaultValue={values[`${locale}.preview`]}
              error={errors[`${locale}.preview`]}
              autoComplete="off"
            />
            <Described
              label={`Text (${label})`}
              hint={`Markdown: ## for a heading, **bold**, [link text](/events/3). Site links lead to the ${label} pages.`}
              error={errors[`${locale}.markdown`]}
            >
              {(props) => (
                <textarea
                  {...props}
                  name={`${locale}.markdown`}
                  rows={10}
                  defaultValue={values[`${locale}.markdown`]}
                  className={`${inputClass} font-mono`}
                />
              )}
            </Described>
            {row?.state === "older" ? (
              <MatchesEnglish
                locale={locale}
                label={label}
                checked={values[`${locale}.matches`] === "yes"}
              />
            ) : null}
          </fieldset>
        );
      })}
      <SubmitButton>{submit}</SubmitButton>
    </DeskForm>
  );
}

function MatchesEnglish({
  locale,
  label,
  checked,
}: {
  locale: string;
  label: string;
  checked: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        name={`${locale}.matches`}
        value="yes"
        defaultChecked={checked}
        className="mt-1 size-5"
      />
      <label htmlFor={id}>
        The {label} text still matches the English: mark it as up to date without changing it
      </label>
    </div>
  );
}
