import { and, count, eq, inArray } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { blogLikes } from "./schema.ts";

/**
 * Blog likes (issue 19 item 4): one row per post and browser, so a browser's second like counts
 * nothing. The counts the site shows are these rows, never a constant (PRODUCT B11).
 */

/** Likes (`liked: true`) or unlikes a post for a browser; answers the post's stored count. */
export async function setLike(
  db: Database,
  input: { postId: number; browserId: string; liked: boolean },
): Promise<{ changed: boolean; likes: number }> {
  const { postId, browserId } = input;
  const written = input.liked
    ? await db.insert(blogLikes).values({ postId, browserId }).onConflictDoNothing().returning()
    : await db
        .delete(blogLikes)
        .where(and(eq(blogLikes.postId, postId), eq(blogLikes.browserId, browserId)))
        .returning();
  const likes = (await likeCounts(db, [postId])).get(postId) ?? 0;
  return { changed: written.length > 0, likes };
}

/** The stored likes of each post in `postIds` (0 for a post nobody liked). */
export async function likeCounts(db: Database, postIds: number[]): Promise<Map<number, number>> {
  const counts = new Map(postIds.map((id) => [id, 0]));
  if (postIds.length === 0) return counts;
  const rows = await db
    .select({ postId: blogLikes.postId, likes: count() })
    .from(blogLikes)
    .where(inArray(blogLikes.postId, postIds))
    .groupBy(blogLikes.postId);
  for (const row of rows) counts.set(row.postId, row.likes);
  return counts;
}

/** Which of `postIds` this browser likes. */
export async function likedBy(db: Database, browserId: string, postIds: number[]) {
  if (postIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ postId: blogLikes.postId })
    .from(blogLikes)
    .where(and(eq(blogLikes.browserId, browserId), inArray(blogLikes.postId, postIds)));
  return new Set(rows.map((row) => row.postId));
}
