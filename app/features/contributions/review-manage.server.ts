import { data } from "react-router";
import { config } from "../../config.server.ts";
import { audit } from "../../db/audit.server.ts";
import {
  backToQueue,
  contributionByManageToken,
  deleteContribution,
} from "../../db/contributions.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import {
  deleteReviews,
  reviewById,
  setReviewStatus,
  updateReview,
} from "../../db/reviews.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { hashToken, readLinkToken } from "./hash.server.ts";
import {
  checkReview,
  type ReviewErrors,
  type ReviewValues,
  readReviewValues,
} from "./review-fields.ts";
import { REVIEW_KIND, reviewTarget } from "./review-kind.server.ts";
import { readSubmission } from "./screen.server.ts";

/**
 * The writer's private link (issue 19 item 1): change or delete their review. A change to a
 * published or rejected review sends it back to the moderation queue (hidden until approved).
 */

async function open(request: Request) {
  const token = readLinkToken(new URL(request.url).searchParams.get("token"));
  if (!token) return undefined;
  const db = await getDatabase();
  const contribution = await contributionByManageToken(db, hashToken(token));
  if (!contribution || contribution.kind !== REVIEW_KIND) return undefined;
  const review = await reviewById(db, contribution.itemId);
  if (!review) return undefined;
  return { db, contribution, review };
}

export async function loadManagedReview(request: Request, locale: Locale) {
  const found = await open(request);
  if (!found) return data({ found: false as const }, { status: 404 });
  const { db, contribution, review } = found;
  const target = await reviewTarget(db, review.entityType, review.entityId, locale);
  return data({
    found: true as const,
    status: contribution.status,
    target: target ?? { name: "—", href: "/" },
    values: {
      rating: String(review.rating),
      title: review.title,
      text: review.text,
      visitMonth: review.visitMonth ?? "",
      displayName: review.displayName,
      email: "",
      language: review.language,
    } satisfies ReviewValues,
    maxLinks: config().CONTRIBUTION_MAX_LINKS,
  });
}

export type ManageActionData =
  | { state: "saved" }
  | { state: "deleted" }
  | { state: "invalid"; errors: ReviewErrors; values: ReviewValues }
  | { state: "gone" };

export async function manageReviewAction(request: Request) {
  const read = await readSubmission(request);
  if (!read.ok) return data<ManageActionData>({ state: "gone" }, { status: read.status });
  const found = await open(request);
  if (!found) return data<ManageActionData>({ state: "gone" }, { status: 404 });
  const { db, contribution, review } = found;
  const actor = { label: "the writer (private link)" };
  if (read.fields.intent === "delete") {
    await db.transaction(async (tx) => {
      await deleteReviews(tx, [review.id]);
      await deleteContribution(tx, contribution.id);
      await audit(tx, {
        actor,
        action: "review.deleted-by-writer",
        entity: { type: REVIEW_KIND, id: review.id },
        details: { status: contribution.status },
      });
    });
    return data<ManageActionData>({ state: "deleted" });
  }
  const values = { ...readReviewValues(read.fields), email: "writer@example.invalid" };
  const checked = checkReview(values, { maxLinks: config().CONTRIBUTION_MAX_LINKS });
  if (!checked.ok) {
    return data<ManageActionData>(
      { state: "invalid", errors: checked.errors, values: { ...values, email: "" } },
      { status: 400 },
    );
  }
  const { email: _email, ...fields } = checked.review;
  await db.transaction(async (tx) => {
    await updateReview(tx, review.id, fields);
    if (contribution.status === "published" || contribution.status === "rejected") {
      await backToQueue(tx, contribution.id);
      await setReviewStatus(tx, review.id, "pending");
    }
    await audit(tx, {
      actor,
      action: "review.changed-by-writer",
      entity: { type: REVIEW_KIND, id: review.id },
      before: { title: review.title, text: review.text, rating: review.rating },
      after: { title: fields.title, text: fields.text, rating: fields.rating },
    });
  });
  return data<ManageActionData>({ state: "saved" });
}
