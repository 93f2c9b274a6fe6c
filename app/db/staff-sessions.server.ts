import { and, desc, eq, lt, ne } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { staffSessions } from "./schema.ts";

/**
 * The desk's sessions beside better-auth (docs/decisions/132-desk-sign-in-promises.md): it
 * keeps them in `staff_sessions` and ends them at their absolute lifetime (`expires_at`, never
 * pushed back); the desk marks their last use in `updated_at` for the idle limit, lists them on
 * the account page and ends the others of a person in one statement.
 */

export type StaffSession = typeof staffSessions.$inferSelect;

/** A person's sessions, the most recently used first. */
export function sessionsOf(db: Database, userId: string): Promise<StaffSession[]> {
  return db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.userId, userId))
    .orderBy(desc(staffSessions.updatedAt));
}

/** Ends every session of `userId` but `keepId`; how many it ended. */
export async function endOtherSessions(
  db: Database,
  userId: string,
  keepId: string,
): Promise<number> {
  const ended = await db
    .delete(staffSessions)
    .where(and(eq(staffSessions.userId, userId), ne(staffSessions.id, keepId)))
    .returning({ id: staffSessions.id });
  return ended.length;
}

export async function endSession(db: Database, id: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

/** Marks the session as used now, unless it was marked since `since` (a write at most so often). */
export async function markSessionUsed(db: Database, id: string, since: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ updatedAt: new Date() })
    .where(and(eq(staffSessions.id, id), lt(staffSessions.updatedAt, since)));
}
