import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { contentChanged } from "./content-changed.server.ts";
import type { Tx } from "./contributions.server.ts";
import { blogComments } from "./schema.ts";

/**
 * Blog comments (issue 19 item 4). Written held, shown once published by a moderator through the
 * contributions kit; what the blog shows and counts is the published rows only.
 */

type Writer = Database | Tx;
export type BlogComment = typeof blogComments.$inferSelect;

export async function insertComment(
  db: Writer,
  comment: { postId: number; displayName: string; text: string; language: string },
): Promise<BlogComment> {
  const [row] = await db.insert(blogComments).values(comment).returning();
  if (!row) throw new Error("the comment was not stored");
  return row;
}

export function commentsByIds(db: Writer, ids: number[]): Promise<BlogComment[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(blogComments).where(inArray(blogComments.id, ids));
}

/** Shows or hides a comment; the blog's cached pages are dropped when what shows changed. */
export async function setCommentStatus(
  db: Writer,
  id: number,
  status: "pending" | "published" | "rejected",
): Promise<void> {
  const [before] = await db
    .select({ status: blogComments.status })
    .from(blogComments)
    .where(eq(blogComments.id, id));
  await db.update(blogComments).set({ status }).where(eq(blogComments.id, id));
  if (before && (before.status === "published") !== (status === "published")) {
    contentChanged("blog");
  }
}

export async function deleteComments(db: Writer, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const removed = await db
    .delete(blogComments)
    .where(inArray(blogComments.id, ids))
    .returning({ status: blogComments.status });
  if (removed.some((row) => row.status === "published")) contentChanged("blog");
}

/** A post's published comments, oldest first (a conversation reads top to bottom). */
export function publishedComments(db: Database, postId: number) {
  return db
    .select({
      id: blogComments.id,
      displayName: blogComments.displayName,
      text: blogComments.text,
      language: blogComments.language,
      createdAt: blogComments.createdAt,
    })
    .from(blogComments)
    .where(and(eq(blogComments.postId, postId), eq(blogComments.status, "published")))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id));
}

/** Published comments per post (0 for a post without any). */
export async function commentCounts(db: Database, postIds: number[]) {
  const counts = new Map(postIds.map((id) => [id, 0]));
  if (postIds.length === 0) return counts;
  const rows = await db
    .select({ postId: blogComments.postId, comments: count() })
    .from(blogComments)
    .where(and(inArray(blogComments.postId, postIds), eq(blogComments.status, "published")))
    .groupBy(blogComments.postId);
  for (const row of rows) counts.set(row.postId, row.comments);
  return counts;
}
