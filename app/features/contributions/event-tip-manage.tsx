import { Form } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { TipErrors, TipValues } from "../../lib/event-tip.ts";
import { Fieldset, TipInput } from "./event-tip-form.tsx";
import { Honeypot, ProofField } from "./proof-field.tsx";
import { useProofRound } from "./use-proof-round.ts";

/**
 * The organiser's private page for a published event (issue 19 item 8): propose an update,
 * say it is cancelled, or confirm the next edition's dates. The fields start with what is live;
 * the editor sees only what was changed. A plain form: it works without JavaScript.
 */
export function ManageEventForm({
  token,
  values,
  kind,
  note,
  errors,
  problem,
  answer,
}: {
  answer?: unknown;
  token: string;
  values: TipValues;
  kind: string;
  note: string;
  errors: TipErrors & { kind?: string; note?: string };
  problem?: string;
}) {
  const { t } = useI18n();
  const round = useProofRound(answer);
  const field = { values, errors };
  const kinds = [
    ["update", "kindUpdate"],
    ["cancel", "kindCancel"],
    ["reconfirm", "kindReconfirm"],
  ] as const;
  return (
    <Form method="post" noValidate className="mt-8 space-y-8">
      <input type="hidden" name="token" value={token} />
      {problem ? (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-800"
        >
          {t(
            problem === "nothing"
              ? "contribute.manage.errors.nothing"
              : `contribute.tip.errors.${problem}`,
          )}
        </p>
      ) : null}
      <fieldset
        className="space-y-3"
        aria-invalid={errors.kind ? true : undefined}
        aria-describedby={errors.kind ? "manage-kind-error" : undefined}
      >
        <legend className="text-xl font-bold text-slate-900">{t("contribute.manage.kind")}</legend>
        {kinds.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="kind"
              value={value}
              defaultChecked={kind === value}
              className="size-5"
            />
            {t(`contribute.manage.${label}`)}
          </label>
        ))}
        {errors.kind ? (
          <p id="manage-kind-error" className="text-sm font-semibold text-red-700">
            {t("contribute.manage.errors.kind")}
          </p>
        ) : null}
      </fieldset>
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
      <div className="space-y-1">
        <label htmlFor="manage-note" className="block font-semibold text-slate-800">
          {t("contribute.manage.note")}{" "}
          <span className="font-normal text-slate-600">({t("contribute.tip.optional")})</span>
        </label>
        <p id="manage-note-hint" className="text-sm text-slate-600">
          {t("contribute.manage.noteHint")}
        </p>
        <textarea
          id="manage-note"
          name="note"
          rows={4}
          defaultValue={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`manage-note-hint${errors.note ? " manage-note-error" : ""}`}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
        />
        {errors.note ? (
          <p id="manage-note-error" className="text-sm font-semibold text-red-700">
            {t("contribute.manage.errors.note")}
          </p>
        ) : null}
      </div>
      <ProofField key={round} />
      <Honeypot label={t("contribute.tip.trap")} />
      <button type="submit" className={buttonClass({ size: "lg" })}>
        {t("contribute.manage.submit")}
      </button>
    </Form>
  );
}
