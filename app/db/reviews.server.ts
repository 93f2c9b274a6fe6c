import { and, eq, inArray, sql } from "drizzle-orm";
import { contentIn } from "../content/localized.server.ts";
import type { Database } from "./client.server.ts";
import { contentChanged } from "./content-changed.server.ts";
import type { Tx } from "./contributions.server.ts";
import { experiences, type ReviewEntityType, reviews, reviewVotes } from "./schema.ts";

/**
 * Writing reviews (issue 19): the rows visitors submit, moderators publish and the public pages
 * count (app/db/queries.server.ts reads the published ones). Every write that changes what is
 * published calls `contentChanged("reviews")`, so cached pages and counts update everywhere.
 */

type Writer = Database | Tx;
export type ReviewRow = typeof reviews.$inferSelect;

export interface ReviewFields {
  rating: number;
  title: string;
  text: string;
  visitMonth: string;
  displayName: string;
  language: string;
}

export async function insertReview(
  db: Writer,
  entity: { type: ReviewEntityType; id: number },
  fields: ReviewFields,
): Promise<ReviewRow> {
  const [row] = await db
    .insert(reviews)
    .values({ ...fields, entityType: entity.type, entityId: entity.id, status: "pending" })
    .returning();
  if (!row) throw new Error("the review was not stored");
  return row;
}

export async function reviewById(db: Writer, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).limit(1);
  return row;
}

export async function reviewsByIds(db: Writer, ids: number[]): Promise<ReviewRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(reviews).where(inArray(reviews.id, ids));
}

/** Publishes, holds or rejects a review; tells the pages when what is shown changed. */
export async function setReviewStatus(
  db: Writer,
  id: number,
  status: "pending" | "published" | "rejected",
): Promise<void> {
  const [before] = await db
    .select({ status: reviews.status })
    .from(reviews)
    .where(eq(reviews.id, id))
    .limit(1);
  await db.update(reviews).set({ status }).where(eq(reviews.id, id));
  if (before && (before.status === "published") !== (status === "published")) {
    contentChanged("reviews");
  }
}

/** The writer's changes from their private link. */
export async function updateReview(db: Writer, id: number, fields: ReviewFields): Promise<void> {
  await db
    .update(reviews)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(reviews.id, id));
}

export async function deleteReviews(db: Writer, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const gone = await db
    .delete(reviews)
    .where(inArray(reviews.id, ids))
    .returning({ status: reviews.status });
  if (gone.some((row) => row.status === "published")) contentChanged("reviews");
}

/**
 * One "Helpful" from `voter` (the hash of a browser's id) for a published review. False when
 * that browser already voted for it, or the review is not published.
 */
export async function voteHelpful(db: Database, reviewId: number, voter: string): Promise<boolean> {
  const counted = await db.transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), eq(reviews.status, "published")))
      .limit(1);
    if (!review) return false;
    const added = await tx
      .insert(reviewVotes)
      .values({ reviewId, voter })
      .onConflictDoNothing()
      .returning({ reviewId: reviewVotes.reviewId });
    if (added.length === 0) return false;
    await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, reviewId));
    return true;
  });
  if (counted) contentChanged("reviews");
  return counted;
}

/** True when an attraction (from the content files) or an experience with this id exists. */
export async function reviewTargetExists(
  db: Writer,
  type: ReviewEntityType,
  id: number,
): Promise<boolean> {
  if (type === "attraction") {
    return contentIn("en").attractions.attractions.some((attraction) => attraction.id === id);
  }
  const rows = await db
    .select({ id: experiences.id })
    .from(experiences)
    .where(eq(experiences.id, id))
    .limit(1);
  return rows.length > 0;
}

/** How many reviews are published on the site now. */
export async function countPublishedReviews(db: Writer): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reviews)
    .where(eq(reviews.status, "published"));
  return row?.count ?? 0;
}
