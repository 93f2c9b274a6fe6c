import { config } from "../../config.server.ts";
import type { Database } from "../../db/client.server.ts";
import { decisionCounts, UNCONFIRMED_DAYS } from "../../db/contributions.server.ts";
import { countPublishedReviews } from "../../db/reviews.server.ts";
import { dependsOn, dependsUntil } from "../../lib/dependencies.server.ts";
import type { RateLimit } from "../../lib/rate-limit.server.ts";
import { REVIEW_KIND } from "./review-kind.server.ts";

/**
 * The facts of "How reviews work here" (issue 19 item 7; the EU's rule that a site showing
 * reviews says how it checks they are genuine), read from the settings and the database, never
 * written by hand: the confirmation window, the limits, last calendar month's decisions (UTC).
 */
export async function howReviewsWork(db: Database, now = new Date()) {
  const settings = config();
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  // Cached pages drop it when a review is published or rejected, and when the month turns.
  dependsOn("reviews");
  dependsUntil(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const [lastMonth, published] = await Promise.all([
    decisionCounts(db, REVIEW_KIND, from, to),
    countPublishedReviews(db),
  ]);
  const limit = (value: RateLimit | null) =>
    value ? { max: value.max, minutes: Math.round(value.windowMs / 60_000) } : null;
  return {
    confirmDays: UNCONFIRMED_DAYS,
    perClient: limit(settings.CONTRIBUTION_RATE_LIMIT),
    perEmail: limit(settings.CONTRIBUTION_EMAIL_RATE_LIMIT),
    maxLinks: settings.CONTRIBUTION_MAX_LINKS,
    month: { year: from.getUTCFullYear(), month: from.getUTCMonth() + 1 },
    lastMonth,
    published,
  };
}

export type HowReviewsWork = Awaited<ReturnType<typeof howReviewsWork>>;
