import { Form } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { CommentErrors, CommentField, CommentValues } from "../../lib/blog-comment.ts";
import { Honeypot, ProofField } from "./proof-field.tsx";
import { ReportButton } from "./report-button.tsx";
import { useProofRound } from "./use-proof-round.ts";

/**
 * Comments under a blog post (issue 19 item 4): the published ones, oldest first, each text
 * rendered as text, each with "Report" (back to the moderators, once per browser); then the form — a plain post that works without JavaScript and comes back
 * with what was typed and a message under each field to fix. The blog's article page receives
 * this section from its route (features do not import each other).
 */

export interface ShownComment {
  id: number;
  displayName: string;
  text: string;
  date: string;
}

const inputClass =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";

function CommentInput({
  name,
  values,
  errors,
  type = "text",
  autoComplete,
  hint,
  multiline,
}: {
  name: CommentField;
  values: CommentValues;
  errors: CommentErrors;
  type?: string;
  autoComplete?: string;
  hint?: boolean;
  multiline?: boolean;
}) {
  const { t } = useI18n();
  const id = `comment-${name}`;
  const error = errors[name];
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const props = {
    id,
    name,
    required: true,
    autoComplete,
    defaultValue: values[name],
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    className: inputClass,
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {t(`contribute.comments.${name}`)}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t(`contribute.comments.${name}Hint`)}
        </p>
      ) : null}
      {multiline ? (
        <textarea {...props} rows={5} maxLength={4000} />
      ) : (
        <input {...props} type={type} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {t(`contribute.comments.errors.${error}`)}
        </p>
      ) : null}
    </div>
  );
}

export function CommentSection({
  comments,
  sent,
  values,
  errors,
  problem,
  answer,
  reported,
  report,
}: {
  answer?: unknown;
  /** The comment this browser just reported (`?reported=<id>` after the report). */
  reported?: number;
  /** A report that did not go through. */
  report?: { report: number; state: "rateLimited" | "unknown" };
  comments: ShownComment[];
  sent: boolean;
  values: CommentValues;
  errors: CommentErrors;
  problem?: string;
}) {
  const { t } = useI18n();
  const round = useProofRound(answer);
  const field = { values, errors };
  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-12 scroll-mt-24">
      <h2 id="comments-title" className="text-2xl font-bold">
        {t("contribute.comments.title")}
      </h2>
      {comments.length === 0 ? (
        <p className="mt-3 text-slate-700">{t("contribute.comments.none")}</p>
      ) : (
        <ol className="mt-4 space-y-4">
          {comments.map((comment) => {
            const said =
              reported === comment.id
                ? "reported"
                : report?.report === comment.id
                  ? report.state === "rateLimited"
                    ? "reportTooMany"
                    : "reportUnknown"
                  : undefined;
            return (
              <li
                key={comment.id}
                id={`comment-${comment.id}`}
                className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4"
              >
                <p className="font-semibold text-slate-900">
                  {comment.displayName}{" "}
                  <span className="font-normal text-slate-600">· {comment.date}</span>
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{comment.text}</p>
                <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
                  <ReportButton
                    field="comment"
                    id={comment.id}
                    text={t("contribute.comments.report")}
                    label={t("contribute.comments.reportLabel", { name: comment.displayName })}
                  />
                  {said ? (
                    <p role="status" className="text-slate-700">
                      {t(`contribute.comments.${said}`)}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {sent ? (
        <div role="status" className="mt-6 rounded-xl border border-green-300 bg-green-50 p-4">
          <p className="font-semibold text-green-900">{t("contribute.comments.sentTitle")}</p>
          <p className="mt-1 text-green-900">{t("contribute.comments.sentText")}</p>
        </div>
      ) : null}
      <h3 className="mt-8 text-xl font-bold">{t("contribute.comments.formTitle")}</h3>
      <p className="mt-2 text-slate-700">{t("contribute.comments.intro")}</p>
      <Form method="post" noValidate className="mt-4 space-y-5" preventScrollReset>
        {problem ? (
          <p
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 p-4 font-semibold text-red-800"
          >
            {t(`contribute.comments.errors.${problem}`)}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <CommentInput {...field} name="name" autoComplete="name" hint />
          <CommentInput {...field} name="email" type="email" autoComplete="email" hint />
        </div>
        <CommentInput {...field} name="text" hint multiline />
        <ProofField key={round} />
        <Honeypot label={t("contribute.comments.trap")} />
        <button type="submit" className={buttonClass()}>
          {t("contribute.comments.submit")}
        </button>
      </Form>
    </section>
  );
}
