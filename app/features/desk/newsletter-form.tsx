import { Described, DeskForm, Field, inputClass, SubmitButton } from "./ui.tsx";

/** The newsletter editor's form (issue 18 item 8): the issue's name and its four language texts. */

export const NEWSLETTER_LANGUAGES = [
  { locale: "en", label: "English" },
  { locale: "sq", label: "Albanian" },
  { locale: "de", label: "German" },
  { locale: "it", label: "Italian" },
] as const;

export type NewsletterValues = Record<string, string>;

export function NewsletterForm({
  values,
  errors,
  submit,
  action,
}: {
  values: NewsletterValues;
  errors: Record<string, string>;
  submit: string;
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
      {NEWSLETTER_LANGUAGES.map(({ locale, label }) => (
        <fieldset key={locale} className="space-y-4 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-lg font-semibold" lang="en">
            {label}
          </legend>
          <Field
            label={`Subject (${label})`}
            name={`${locale}.subject`}
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
            hint="Markdown: ## for a heading, **bold**, [link text](/events/3)."
            error={errors[`${locale}.markdown`]}
          >
            {(props) => (
              <textarea
                {...props}
                name={`${locale}.markdown`}
                rows={10}
                required
                defaultValue={values[`${locale}.markdown`]}
                className={`${inputClass} font-mono`}
              />
            )}
          </Described>
        </fieldset>
      ))}
      <SubmitButton>{submit}</SubmitButton>
    </DeskForm>
  );
}
