import { type ReactNode, useId } from "react";
import { Form, Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { TipErrors, TipField, TipValues } from "../../lib/event-tip.ts";
import { paths } from "../../lib/paths.ts";
import { Honeypot, ProofField } from "./proof-field.tsx";
import { useProofRound } from "./use-proof-round.ts";

/**
 * The organisers' event form (issue 19 item 3). A plain form post: it works without JavaScript,
 * and a refused post comes back with every typed value and a message under each field to fix,
 * listed again at the top with links to the fields.
 */

const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";

interface FieldProps {
  name: TipField;
  values: TipValues;
  errors: TipErrors;
  type?: string;
  required?: boolean;
  autoComplete?: string;
  hint?: boolean;
  multiline?: boolean;
}

export function TipInput({
  name,
  values,
  errors,
  type = "text",
  required,
  autoComplete,
  hint,
  multiline,
}: FieldProps) {
  const { t } = useI18n();
  const id = `tip-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const props = {
    id,
    name,
    required,
    autoComplete,
    defaultValue: values[name],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    className: inputClass,
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {t(`contribute.tip.${name}`)}
        {required ? null : (
          <span className="font-normal text-slate-600"> ({t("contribute.tip.optional")})</span>
        )}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t(`contribute.tip.${name}Hint`)}
        </p>
      ) : null}
      {multiline ? <textarea {...props} rows={6} /> : <input {...props} type={type} />}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {t(`contribute.tip.errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <legend className="px-2 text-xl font-bold text-slate-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

export function TipForm({
  values,
  errors,
  problem,
  answer,
}: {
  values: TipValues;
  errors: TipErrors;
  problem?: string;
  /** The action's answer, when there was one: a fresh proof of work follows it. */
  answer?: unknown;
}) {
  const round = useProofRound(answer);
  const { t } = useI18n();
  const summaryId = useId();
  const wrong = Object.entries(errors) as [TipField, string][];
  const field = { values, errors };
  return (
    <Form
      method="post"
      noValidate
      className="mt-8 space-y-8"
      aria-describedby={wrong.length ? summaryId : undefined}
    >
      {wrong.length > 0 || problem ? (
        <div
          id={summaryId}
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-800"
        >
          {problem ? (
            <p className="font-semibold">{t(`contribute.tip.errors.${problem}`)}</p>
          ) : null}
          {wrong.length > 0 ? (
            <>
              <p className="font-semibold">
                {wrong.length === 1
                  ? t("contribute.tip.problemsOne")
                  : t("contribute.tip.problems", { count: wrong.length })}
              </p>
              <ul className="mt-2 list-disc pl-6">
                {wrong.map(([name, message]) => (
                  <li key={name}>
                    <a href={`#tip-${name}`} className="underline">
                      {t(`contribute.tip.errors.${message}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      <Fieldset legend={t("contribute.tip.eventHeading")}>
        <TipInput {...field} name="name" required />
        <div className="grid gap-5 sm:grid-cols-3">
          <TipInput {...field} name="startDate" type="date" required />
          <TipInput {...field} name="endDate" type="date" hint />
          <TipInput {...field} name="startTime" type="time" required hint />
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TipInput {...field} name="town" required />
          <TipInput {...field} name="venue" hint />
        </div>
        <TipInput {...field} name="description" required hint multiline />
        <TipInput {...field} name="link" type="url" hint />
      </Fieldset>
      <Fieldset legend={t("contribute.tip.organiserHeading")}>
        <TipInput {...field} name="organiserName" required autoComplete="name" />
        <TipInput
          {...field}
          name="organiserEmail"
          type="email"
          required
          autoComplete="email"
          hint
        />
        <div className="space-y-1">
          <div className="flex items-start gap-3">
            <input
              id="tip-consent"
              type="checkbox"
              name="consent"
              value="yes"
              required
              defaultChecked={values.consent === "yes"}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={errors.consent ? "tip-consent-error" : undefined}
              className="mt-1 size-5 shrink-0"
            />
            <label htmlFor="tip-consent" className="text-slate-800">
              {t("contribute.tip.consent")}{" "}
              <Link to={paths.privacy()} className="text-brand-700 underline">
                {t("contribute.tip.privacy")}
              </Link>
            </label>
          </div>
          {errors.consent ? (
            <p id="tip-consent-error" className="text-sm font-semibold text-red-700">
              {t("contribute.tip.errors.consent")}
            </p>
          ) : null}
        </div>
      </Fieldset>
      <ProofField key={round} />
      <Honeypot label={t("contribute.tip.trap")} />
      <button type="submit" className={buttonClass({ size: "lg" })}>
        {t("contribute.tip.submit")}
      </button>
    </Form>
  );
}
