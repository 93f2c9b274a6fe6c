import { useSearchParams } from "react-router";
import { Form } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import {
  RECHECK_NOTE_MAX,
  RECHECK_REASONS,
  type RecheckEntity,
  type RecheckErrors,
  type RecheckValues,
} from "../../lib/recheck.ts";
import { Honeypot, ProofField } from "./proof-field.tsx";
import { useProofRound } from "./use-proof-round.ts";

/**
 * "Something here has changed?" under a place's page (issue 19 item 8): a closed disclosure with
 * a small form (what changed, an optional note). A plain post to /recheck: it works without
 * JavaScript, and a refused post comes back on its own page with what was typed.
 */
export function RecheckForm({
  values,
  errors,
  problem,
  answer,
}: {
  answer?: unknown;
  values: RecheckValues;
  errors: RecheckErrors;
  problem?: string;
}) {
  const { t } = useI18n();
  const round = useProofRound(answer);
  return (
    <Form method="post" action="/recheck" noValidate className="mt-4 space-y-4">
      <input type="hidden" name="entityType" value={values.entityType} />
      <input type="hidden" name="entityId" value={values.entityId} />
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
          {t(`contribute.recheck.errors.${problem}`)}
        </p>
      ) : null}
      <fieldset
        aria-describedby={errors.reason ? "recheck-reason-error" : undefined}
        className="space-y-2"
      >
        <legend className="font-semibold text-slate-800">{t("contribute.recheck.reason")}</legend>
        {RECHECK_REASONS.map((reason) => (
          <label key={reason} className="flex min-h-11 items-center gap-3">
            <input
              type="radio"
              name="reason"
              value={reason}
              defaultChecked={values.reason === reason}
              className="size-5"
            />
            {t(`contribute.recheck.reasons.${reason}`)}
          </label>
        ))}
        {errors.reason ? (
          <p id="recheck-reason-error" className="text-sm font-semibold text-red-700">
            {t("contribute.recheck.errors.reason")}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1">
        <label htmlFor="recheck-note" className="block font-semibold text-slate-800">
          {t("contribute.recheck.note")}
        </label>
        <p id="recheck-note-hint" className="text-sm text-slate-600">
          {t("contribute.recheck.noteHint")}
        </p>
        <textarea
          id="recheck-note"
          name="note"
          rows={3}
          maxLength={RECHECK_NOTE_MAX * 2}
          defaultValue={values.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={`recheck-note-hint${errors.note ? " recheck-note-error" : ""}`}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
        />
        {errors.note ? (
          <p id="recheck-note-error" className="text-sm font-semibold text-red-700">
            {t(`contribute.recheck.errors.${errors.note}`)}
          </p>
        ) : null}
      </div>
      <ProofField key={round} />
      <Honeypot label={t("contribute.tip.trap")} />
      <button type="submit" className={buttonClass({ variant: "outline" })}>
        {t("contribute.recheck.submit")}
      </button>
    </Form>
  );
}

/** The disclosure under a place's page; it says thank you when /recheck sent the visitor back. */
export function RecheckSection({
  entityType,
  entityId,
}: {
  entityType: RecheckEntity;
  entityId: number | string;
}) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const sent = searchParams.get("recheck") === "sent";
  return (
    <section id="recheck" aria-labelledby="recheck-title" className="mx-auto max-w-7xl px-4 pb-12">
      <details className="rounded-xl border border-slate-200 bg-white p-4" open={sent || undefined}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-slate-800">
          <h2 id="recheck-title" className="inline">
            {t("contribute.recheck.title")}
          </h2>
        </summary>
        {sent ? (
          <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900">
            {t("contribute.recheck.sent")}
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-700">{t("contribute.recheck.intro")}</p>
            <RecheckForm
              values={{ entityType, entityId: String(entityId), reason: "", note: "" }}
              errors={{}}
            />
          </>
        )}
      </details>
    </section>
  );
}
