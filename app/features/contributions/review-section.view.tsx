import { useEffect, useRef, useState } from "react";
import { useNavigation, useSearchParams } from "react-router";
import { MessageSquareText, Star } from "../../components/icons.tsx";
import { Form, Link } from "../../components/link.tsx";
import { formatMonthYear, formatNumber, formatRating } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { type Locale, locales } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import type { ReviewSummary } from "../../lib/review-summary.ts";
import { Honeypot, ProofField, type ProofState } from "./proof-field.tsx";
import { ReportButton } from "./report-button.tsx";
import type { ReviewActionData } from "./review-actions.server.ts";
import { REVIEW_LIMITS, type ReviewErrors, type ReviewValues } from "./review-fields.ts";

/**
 * The review section of an attraction or experience (SPEC 2.16, issue 19): the average, count
 * and star breakdown of the published reviews, the list (all languages or only the page's),
 * "Helpful" and "Report", "Load More Reviews" (`?reviews=N`), the link to how reviews work, and
 * "Write a Review". Every form posts to the page itself, so all of it works without JavaScript.
 */

export interface PublicReview {
  id: number;
  rating: number;
  title: string;
  text: string;
  visitMonth: string | null;
  displayName: string;
  language: string;
  helpfulCount: number;
}

export const REVIEWS_PAGE_SIZE = 3;

/**
 * How many reviews to list for a `?reviews=` value: at least one page, at most all of them, and
 * down to the review a link names (`?review=<id>`, the writer's "published" e-mail).
 */
export function reviewsShown(param: string | null, total: number, linkedIndex = -1): number {
  const wanted = param && /^\d{1,4}$/.test(param) ? Number(param) : REVIEWS_PAGE_SIZE;
  return Math.min(total, Math.max(REVIEWS_PAGE_SIZE, wanted, linkedIndex + 1));
}

export function ReviewSection({
  name,
  summary,
  reviews,
  actionData,
  maxLinks,
}: {
  name: string;
  summary: ReviewSummary;
  reviews: PublicReview[];
  actionData?: ReviewActionData;
  maxLinks: number;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="reviews">
      <h2 id="reviews" className="text-2xl font-bold">
        {t("reviews.section.title")}
      </h2>
      {summary.average === null || reviews.length === 0 ? (
        <div className="mt-4 flex gap-4 rounded-2xl bg-slate-50 p-5">
          <MessageSquareText aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
          <div>
            <p className="font-semibold text-slate-900">{t("reviews.section.none")}</p>
            <p className="mt-1 text-slate-700">{t("reviews.section.noneText", { name })}</p>
          </div>
        </div>
      ) : (
        <>
          <SummaryPanel summary={summary} average={summary.average} />
          <ReviewList reviews={reviews} actionData={actionData} />
        </>
      )}
      <p className="mt-4">
        <Link
          to={paths.reviewsHowItWorks()}
          className="font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t("reviews.section.howItWorks")}
        </Link>
      </p>
      <ReviewForm
        name={name}
        actionData={actionData?.intent === "review" ? actionData : undefined}
        maxLinks={maxLinks}
      />
    </section>
  );
}

function SummaryPanel({ summary, average }: { summary: ReviewSummary; average: number }) {
  const { t, locale } = useI18n();
  const count = formatNumber(locale, summary.count);
  return (
    <div
      className="mt-4 grid gap-6 rounded-2xl bg-slate-50 p-5 sm:grid-cols-[auto_1fr]"
      data-testid="review-summary"
    >
      <div className="text-center sm:pr-6">
        <p className="text-sm font-semibold text-slate-600">{t("reviews.section.averageRating")}</p>
        <p className="text-5xl font-bold text-slate-900">{formatRating(locale, average)}</p>
        <p className="text-sm text-slate-600">{t("reviews.section.outOf")}</p>
        <Stars
          rating={Math.round(average)}
          label={t("reviews.section.ratingLabel", { rating: formatRating(locale, average), count })}
        />
        <p className="mt-1 text-sm text-slate-700">
          {summary.count === 1
            ? t("reviews.section.countOne")
            : t("reviews.section.count", { count })}
        </p>
      </div>
      <div>
        <h3 className="sr-only">{t("reviews.section.breakdown")}</h3>
        <ul className="space-y-2">
          {summary.breakdown.map(({ stars, percent }) => (
            <li key={stars} className="grid grid-cols-[4rem_1fr_3rem] items-center gap-3 text-sm">
              <span>
                {stars === 1
                  ? t("reviews.section.starsOne")
                  : t("reviews.section.stars", { count: stars })}
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
                <span
                  className="block h-full rounded-full bg-gold-400"
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="text-right tabular-nums">
                {t("reviews.section.percent", { value: percent })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function withParams(searchParams: URLSearchParams, changes: Record<string, string | null>) {
  const next = new URLSearchParams(searchParams);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}

function ReviewList({
  reviews,
  actionData,
}: {
  reviews: PublicReview[];
  actionData?: ReviewActionData;
}) {
  const { t, locale } = useI18n();
  const [searchParams] = useSearchParams();
  const onlyMine = searchParams.get("reviewLanguage") === "mine";
  const listed = onlyMine ? reviews.filter((review) => review.language === locale) : reviews;
  const linked = listed.findIndex((review) => String(review.id) === searchParams.get("review"));
  const shown = reviewsShown(searchParams.get("reviews"), listed.length, linked);
  const visible = listed.slice(0, shown);
  const firstNew = useRef<HTMLLIElement>(null);
  const previous = useRef(shown);
  useEffect(() => {
    // After "Load More", move focus to the first review that appeared.
    if (shown > previous.current) firstNew.current?.focus();
    previous.current = shown;
  }, [shown]);
  const nextIndex = previous.current < shown ? previous.current : -1;
  const languageName = (code: string) => t(`reviews.languageNames.${code}`);
  const visited = (month: string) => {
    const [year, number] = month.split("-").map(Number);
    return t("reviews.section.visited", {
      month: formatMonthYear(locale, year ?? 0, number ?? 1),
    });
  };
  const toggle = "inline-flex min-h-11 items-center rounded-full border px-4 font-semibold";
  return (
    <>
      <nav aria-label={t("reviews.section.languages")} className="mt-6 flex flex-wrap gap-2">
        <Link
          to={withParams(searchParams, { reviewLanguage: null, reviews: null })}
          replace
          preventScrollReset
          aria-current={onlyMine ? undefined : "true"}
          className={`${toggle} ${onlyMine ? "border-slate-300 text-slate-700" : "border-brand-600 bg-brand-600 text-white"}`}
        >
          {t("reviews.section.allLanguages")}
        </Link>
        <Link
          to={withParams(searchParams, { reviewLanguage: "mine", reviews: null })}
          replace
          preventScrollReset
          aria-current={onlyMine ? "true" : undefined}
          className={`${toggle} ${onlyMine ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 text-slate-700"}`}
        >
          {t("reviews.section.onlyMine", { language: languageName(locale) })}
        </Link>
      </nav>
      {listed.length === 0 ? (
        <p className="mt-4 text-slate-700">
          {t("reviews.section.noneInLanguage", { language: languageName(locale) })}
        </p>
      ) : null}
      <ol className="mt-4 space-y-4" data-testid="review-list">
        {visible.map((review, index) => {
          const answer =
            actionData && actionData.intent !== "review" && actionData.reviewId === review.id
              ? actionData
              : undefined;
          return (
            <li
              key={review.id}
              id={`review-${review.id}`}
              ref={index === nextIndex ? firstNew : undefined}
              tabIndex={-1}
              className="rounded-2xl border border-slate-200 p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <div lang={review.language}>
                <h3 className="font-semibold text-slate-900">{review.title}</h3>
              </div>
              <p className="text-sm text-slate-600">
                {review.displayName}
                {review.visitMonth && ` · ${visited(review.visitMonth)}`}
                {` · ${t("reviews.section.writtenIn", { language: languageName(review.language) })}`}
              </p>
              <Stars
                rating={review.rating}
                label={t("reviews.section.rating", { rating: review.rating })}
              />
              <p lang={review.language} className="mt-2 whitespace-pre-line text-slate-700">
                {review.text}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="helpful" />
                  <input type="hidden" name="review" value={review.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 font-semibold text-slate-700 hover:bg-slate-50"
                  >
                    {review.helpfulCount > 0
                      ? t("reviews.section.helpfulCount", {
                          count: formatNumber(locale, review.helpfulCount),
                        })
                      : t("reviews.section.helpful")}
                  </button>
                </Form>
                <ReportButton field="review" id={review.id} text={t("reviews.section.report")} />
                {answer ? (
                  <p role="status" className="text-slate-700">
                    {answer.state === "counted"
                      ? t("reviews.section.helpfulCounted")
                      : answer.state === "already"
                        ? t("reviews.section.helpfulAlready")
                        : answer.state === "reported"
                          ? t("reviews.section.reported")
                          : t("reviews.section.tooMany")}
                  </p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <p className="text-sm text-slate-600">
          {t("reviews.section.shown", { shown, total: listed.length })}
        </p>
        {shown < listed.length && (
          <Link
            to={`${withParams(searchParams, { reviews: String(Math.min(listed.length, shown + REVIEWS_PAGE_SIZE)) })}#review-${listed[shown]?.id}`}
            replace
            preventScrollReset
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("reviews.section.loadMore")}
          </Link>
        )}
      </div>
    </>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="mt-2 flex justify-center gap-0.5 sm:justify-start" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= rating ? "fill-gold-400 text-gold-600" : "text-slate-300"}`}
        />
      ))}
    </p>
  );
}

const EMPTY: ReviewValues = {
  rating: "",
  title: "",
  text: "",
  visitMonth: "",
  displayName: "",
  email: "",
  language: "",
};

function currentMonth(): string {
  return new Date().toISOString().slice(0, 7);
}

/** "Write a Review" (and, with `edit`, the writer's own form behind their private link). */
export function ReviewForm({
  name,
  actionData,
  maxLinks,
  edit,
}: {
  name: string;
  actionData?:
    | Extract<ReviewActionData, { intent: "review" }>
    | { state: "invalid"; errors: ReviewErrors; values: ReviewValues };
  maxLinks: number;
  /** The stored review, for the writer's edit form: no e-mail field, no spam check. */
  edit?: { values: ReviewValues };
}) {
  const { t, locale } = useI18n();
  const navigation = useNavigation();
  const intent = edit ? "save" : "review";
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const [proof, setProof] = useState<ProofState>("idle");
  // A proof counts once: after each answer the field starts again with a fresh challenge.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!actionData) return;
    setRound((value) => value + 1);
    proofState.current = "idle";
    setProof("idle");
  }, [actionData]);
  const values = (actionData && "values" in actionData ? actionData.values : undefined) ??
    edit?.values ?? { ...EMPTY, language: locale };
  const errors: ReviewErrors = actionData?.state === "invalid" ? actionData.errors : {};
  const form = useRef<HTMLFormElement>(null);
  const [length, setLength] = useState([...values.text].length);
  // Sent while the spam check still runs: wait for it, then send (it takes about a second).
  const proofState = useRef<ProofState>("idle");
  const waiting = useRef(false);
  const onProof = (state: ProofState) => {
    proofState.current = state;
    setProof(state);
    if (waiting.current && (state === "ready" || state === "failed")) {
      waiting.current = false;
      // After React has put the proof into its field.
      setTimeout(() => form.current?.requestSubmit(), 0);
    }
  };
  useEffect(() => {
    if (actionData?.state !== "invalid") return;
    const first = form.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    first?.focus();
  }, [actionData]);
  const example = "2026-08";
  const open = Boolean(actionData) || Boolean(edit);
  if (actionData?.state === "sent") {
    return (
      <div role="status" className="mt-8 rounded-2xl border border-nature-600 bg-cream p-5">
        <p className="text-lg font-semibold">{t("reviews.form.sentTitle")}</p>
        <p className="mt-1 text-slate-700">{t("reviews.form.sentText")}</p>
      </div>
    );
  }
  const refusal =
    actionData?.state === "refused" && "reason" in actionData
      ? actionData.reason === "rate-limited"
        ? t("contributions.form.rateLimited", { minutes: actionData.minutes ?? 60 })
        : actionData.reason === "proof"
          ? t("contributions.form.proofFailed")
          : actionData.reason === "too-large"
            ? t("reviews.form.tooLarge")
            : t("reviews.form.error")
      : undefined;
  const message = (field: keyof ReviewValues) => {
    const key = errors[field];
    return key ? t(`reviews.form.errors.${key}`, { links: maxLinks, example }) : undefined;
  };
  const described = (field: keyof ReviewValues, hint?: boolean) => {
    const ids = [hint ? `review-${field}-hint` : "", errors[field] ? `review-${field}-error` : ""]
      .filter(Boolean)
      .join(" ");
    return {
      id: `review-${field}`,
      "aria-invalid": errors[field] ? ("true" as const) : undefined,
      "aria-describedby": ids || undefined,
    };
  };
  const input =
    "mt-1 block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-700";
  const label = "block font-semibold text-slate-900";
  const errorLine = (field: keyof ReviewValues) =>
    errors[field] ? (
      <p id={`review-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {message(field)}
      </p>
    ) : null;
  const body = (
    <Form
      ref={form}
      method="post"
      preventScrollReset
      className="relative mt-4 space-y-5"
      noValidate
      aria-labelledby={edit ? "manage-title" : "review-form-title"}
      onSubmit={(event) => {
        if (proofState.current === "working") {
          event.preventDefault();
          waiting.current = true;
        }
      }}
    >
      {edit ? null : (
        <>
          <h3 id="review-form-title" className="text-xl font-bold">
            {t("reviews.form.title", { name })}
          </h3>
          <p className="text-slate-700">{t("reviews.form.intro")}</p>
        </>
      )}
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {refusal}
        </p>
      ) : null}
      {actionData?.state === "invalid" ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
          {t("reviews.form.problems")}
        </p>
      ) : null}
      <input type="hidden" name="intent" value={intent} />
      <fieldset
        aria-invalid={errors.rating ? "true" : undefined}
        aria-describedby={errors.rating ? "review-rating-error" : undefined}
        id="review-rating"
        tabIndex={-1}
      >
        <legend className={label}>{t("reviews.form.rating")}</legend>
        <div className="mt-1 flex flex-row-reverse justify-end gap-1">
          {[5, 4, 3, 2, 1].map((star) => (
            <span key={star} className="relative">
              <input
                type="radio"
                name="rating"
                value={star}
                id={`review-rating-${star}`}
                defaultChecked={values.rating === String(star)}
                className="peer absolute inset-0 size-11 cursor-pointer opacity-0"
                required
              />
              <label
                htmlFor={`review-rating-${star}`}
                className="flex size-11 cursor-pointer items-center justify-center rounded-md text-slate-300 peer-checked:text-gold-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 hover:text-gold-600"
              >
                <Star aria-hidden="true" className="size-8 fill-current" />
                <span className="sr-only">
                  {star === 1
                    ? t("reviews.form.ratingStarOne")
                    : t("reviews.form.ratingStar", { count: star })}
                </span>
              </label>
            </span>
          ))}
        </div>
        {errorLine("rating")}
      </fieldset>
      <div>
        <label htmlFor="review-title" className={label}>
          {t("reviews.form.reviewTitle")}
        </label>
        <input
          {...described("title")}
          type="text"
          name="title"
          defaultValue={values.title}
          maxLength={REVIEW_LIMITS.titleMax}
          required
          className={input}
        />
        {errorLine("title")}
      </div>
      <div>
        <label htmlFor="review-text" className={label}>
          {t("reviews.form.text")}
        </label>
        <p id="review-text-hint" className="text-sm text-slate-600">
          {t("reviews.form.textHint", { links: maxLinks })}{" "}
          <span aria-live="polite">
            {t("reviews.form.textCount", { count: formatNumber(locale, length) })}
          </span>
        </p>
        <textarea
          {...described("text", true)}
          name="text"
          rows={6}
          defaultValue={values.text}
          maxLength={REVIEW_LIMITS.textMax}
          required
          onChange={(event) => setLength([...event.currentTarget.value].length)}
          className={input}
        />
        {errorLine("text")}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="review-visitMonth" className={label}>
            {t("reviews.form.visitMonth")}
          </label>
          <p id="review-visitMonth-hint" className="text-sm text-slate-600">
            {t("reviews.form.visitMonthHint", { example })}
          </p>
          <input
            {...described("visitMonth", true)}
            type="month"
            name="visitMonth"
            defaultValue={values.visitMonth}
            min="1990-01"
            max={currentMonth()}
            required
            className={input}
          />
          {errorLine("visitMonth")}
        </div>
        <div>
          <label htmlFor="review-language" className={label}>
            {t("reviews.form.language")}
          </label>
          <select
            {...described("language")}
            name="language"
            defaultValue={values.language || locale}
            className={input}
          >
            {locales.map((code: Locale) => (
              <option key={code} value={code}>
                {t(`reviews.languageNames.${code}`)}
              </option>
            ))}
          </select>
          {errorLine("language")}
        </div>
        <div>
          <label htmlFor="review-displayName" className={label}>
            {t("reviews.form.displayName")}
          </label>
          <input
            {...described("displayName")}
            type="text"
            name="displayName"
            autoComplete="nickname"
            defaultValue={values.displayName}
            maxLength={REVIEW_LIMITS.nameMax}
            required
            className={input}
          />
          {errorLine("displayName")}
        </div>
        {edit ? null : (
          <div>
            <label htmlFor="review-email" className={label}>
              {t("reviews.form.email")}
            </label>
            <p id="review-email-hint" className="text-sm text-slate-600">
              {t("reviews.form.emailHint")}
            </p>
            <input
              {...described("email", true)}
              type="email"
              name="email"
              autoComplete="email"
              defaultValue={values.email}
              maxLength={REVIEW_LIMITS.emailMax}
              required
              className={input}
            />
            {errorLine("email")}
          </div>
        )}
      </div>
      {edit ? (
        <p className="text-sm text-slate-600">{t("reviews.manage.editNote")}</p>
      ) : (
        <>
          <Honeypot label={t("contributions.form.honeypot")} />
          <ProofField key={round} onState={onProof} />
          <p className="text-sm text-slate-600">
            <Link to={paths.privacy()} className="underline">
              {t("reviews.form.privacy")}
            </Link>
          </p>
          <noscript>
            <p className="text-sm text-slate-600">{t("contributions.form.noScript")}</p>
          </noscript>
        </>
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {proof === "working"
          ? t("contributions.form.checking")
          : proof === "ready"
            ? t("contributions.form.checked")
            : proof === "failed"
              ? t("contributions.form.checkFailed")
              : ""}
      </p>
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
      >
        {busy
          ? t("reviews.form.sending")
          : edit
            ? t("reviews.manage.save")
            : t("reviews.form.submit")}
      </button>
    </Form>
  );
  if (edit) return body;
  return (
    <details
      className="group mt-8 rounded-2xl border border-slate-200 p-5"
      open={open || undefined}
    >
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
        {t("reviews.form.open")}
      </summary>
      {body}
    </details>
  );
}
