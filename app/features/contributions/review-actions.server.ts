import { data } from "react-router";
import { config } from "../../config.server.ts";
import type { Database } from "../../db/client.server.ts";
import { relayedContentChange } from "../../db/content-changes.server.ts";
import { getDatabase, reportDatabaseError } from "../../db/instance.server.ts";
import { insertReview, reviewTargetExists, voteHelpful } from "../../db/reviews.server.ts";
import type { ReviewEntityType } from "../../db/schema.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { log } from "../../lib/log.server.ts";
import { paths } from "../../lib/paths.ts";
import type { RateLimiter } from "../../lib/rate-limit.server.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";
import { HONEYPOT_FIELD } from "./fields.ts";
import { reportItem } from "./moderation.server.ts";
import {
  checkReview,
  type ReviewErrors,
  type ReviewValues,
  readReviewValues,
} from "./review-fields.ts";
import { REVIEW_KIND, reviewTarget } from "./review-kind.server.ts";
import {
  readSubmission,
  type ScreenOptions,
  screenEmail,
  screenSubmission,
} from "./screen.server.ts";
import { storeSubmission } from "./submit.server.ts";
import { browserOf, checkVoteLimit } from "./voter.server.ts";

/**
 * The actions of a review section (issue 19 items 1–2), posted to the attraction's or
 * experience's own page so they work without JavaScript: `intent=review` writes one,
 * `intent=helpful` and `intent=report` act on a published one. Every answer is data for the
 * form: per-field errors with what was typed, or the outcome.
 */

export type ReviewActionData =
  | { intent: "review"; state: "sent" }
  | { intent: "review"; state: "invalid"; errors: ReviewErrors; values: ReviewValues }
  | {
      intent: "review";
      state: "refused";
      reason: "rate-limited" | "proof" | "error" | "too-large" | "bad-request";
      minutes?: number;
      values?: ReviewValues;
    }
  | { intent: "helpful"; reviewId: number; state: "counted" | "already" | "rate-limited" }
  | { intent: "report"; reviewId: number; state: "reported" | "rate-limited" | "unknown" };

export interface ReviewActionOptions extends ScreenOptions {
  votes?: RateLimiter;
}

const noStore = { "Cache-Control": "no-store" };

export async function handleReviewAction(
  request: Request,
  target: { type: ReviewEntityType; id: number },
  locale: Locale,
  options: ReviewActionOptions = {},
) {
  const read = await readSubmission(request);
  if (!read.ok) {
    return data<ReviewActionData>(
      {
        intent: "review",
        state: "refused",
        reason: read.status === 413 ? "too-large" : "bad-request",
      },
      { status: read.status, headers: noStore },
    );
  }
  const database = options.database ?? getDatabase;
  const { fields } = read;
  const intent = fields.intent;
  if (intent === "helpful" || intent === "report") {
    return reviewVote(request, intent, fields, database, options);
  }
  if (intent !== "review") {
    return data<ReviewActionData>(
      { intent: "review", state: "refused", reason: "bad-request" },
      { status: 400, headers: noStore },
    );
  }

  const values = readReviewValues(fields);
  // The fields first: a form with mistakes comes back with them, and its proof stays unused.
  // A filled honeypot is answered as a success whatever the fields hold.
  const checked = checkReview(values, { maxLinks: config().CONTRIBUTION_MAX_LINKS });
  if (!checked.ok && (fields[HONEYPOT_FIELD] ?? "").trim() === "") {
    return data<ReviewActionData>(
      { intent: "review", state: "invalid", errors: checked.errors, values },
      { headers: noStore },
    );
  }
  const screen = await screenSubmission(request, fields, options);
  if (screen.outcome === "quiet" || !checked.ok) {
    return data<ReviewActionData>({ intent: "review", state: "sent" }, { headers: noStore });
  }
  if (screen.outcome === "rate-limited") {
    return data<ReviewActionData>(
      {
        intent: "review",
        state: "refused",
        reason: "rate-limited",
        minutes: Math.max(1, Math.ceil(screen.retryAfterSeconds / 60)),
        values,
      },
      { status: 429, headers: { ...noStore, "Retry-After": String(screen.retryAfterSeconds) } },
    );
  }
  if (screen.outcome === "proof") {
    // Shown on the form, like a field's mistake: the form fetches a new challenge.
    return data<ReviewActionData>(
      { intent: "review", state: "refused", reason: "proof", values },
      { headers: noStore },
    );
  }
  const email = await screenEmail(checked.review.email, options);
  if (email.outcome === "quiet") {
    return data<ReviewActionData>({ intent: "review", state: "sent" }, { headers: noStore });
  }
  if (email.outcome === "rate-limited") {
    return data<ReviewActionData>(
      {
        intent: "review",
        state: "refused",
        reason: "rate-limited",
        minutes: Math.max(1, Math.ceil(email.retryAfterSeconds / 60)),
        values,
      },
      { status: 429, headers: { ...noStore, "Retry-After": String(email.retryAfterSeconds) } },
    );
  }
  try {
    const db = await database();
    if (!(await reviewTargetExists(db, target.type, target.id))) {
      return data<ReviewActionData>(
        { intent: "review", state: "refused", reason: "bad-request" },
        { status: 404, headers: noStore },
      );
    }
    const { review } = checked;
    await storeSubmission(db, {
      kind: REVIEW_KIND,
      email: review.email,
      emailHash: email.emailHash,
      clientHash: screen.clientHash,
      locale,
      manageUrl: (token) => publicPageUrl(locale, paths.reviewManage(token)),
      createItem: async (tx) => {
        const row = await insertReview(tx, target, {
          rating: review.rating,
          title: review.title,
          text: review.text,
          visitMonth: review.visitMonth,
          displayName: review.displayName,
          language: review.language,
        });
        const where = await reviewTarget(tx, target.type, target.id, locale);
        return {
          itemId: row.id,
          title: translate(locale, "reviews.mail.title", { name: where?.name ?? "—" }),
        };
      },
    });
  } catch (error) {
    reportDatabaseError(error);
    log().error("review not stored", { error: String(error) });
    return data<ReviewActionData>(
      { intent: "review", state: "refused", reason: "error", values },
      { status: 503, headers: { ...noStore, "Retry-After": "60" } },
    );
  }
  return data<ReviewActionData>({ intent: "review", state: "sent" }, { headers: noStore });
}

async function reviewVote(
  request: Request,
  intent: "helpful" | "report",
  fields: Record<string, string>,
  database: () => Promise<Database>,
  options: ReviewActionOptions,
) {
  const reviewId = /^\d{1,9}$/.test(fields.review ?? "") ? Number(fields.review) : 0;
  const limit = await checkVoteLimit(request, options.votes);
  if (!limit.allowed) {
    return data<ReviewActionData>(
      { intent, reviewId, state: "rate-limited" },
      {
        status: 429,
        headers: { ...noStore, "Retry-After": String(limit.retryAfterSeconds) },
      },
    );
  }
  const db = await database();
  // One vote and one report per browser: a random id in a cookie, stored only as a hash.
  const browser = browserOf(request, intent === "report" ? "reporter" : "voter");
  const headers = new Headers(noStore);
  if (browser.setCookie) headers.set("Set-Cookie", browser.setCookie);
  if (intent === "report") {
    const outcome =
      reviewId > 0 ? await reportItem(db, REVIEW_KIND, reviewId, browser.hash) : "unknown";
    // A browser's second report counts nothing; it reads as the first did.
    const reported = outcome !== "unknown";
    return data<ReviewActionData>(
      { intent, reviewId, state: reported ? "reported" : "unknown" },
      { status: reported ? 200 : 404, headers },
    );
  }
  const counted = reviewId > 0 && (await voteHelpful(db, reviewId, browser.hash));
  // The page that reloads after this answer shows the new count (decision 071).
  if (counted) await relayedContentChange();
  return data<ReviewActionData>(
    { intent, reviewId, state: counted ? "counted" : "already" },
    { headers },
  );
}
