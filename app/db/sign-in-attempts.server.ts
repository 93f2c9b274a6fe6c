import { eq, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { staffSignInAttempts } from "./schema.ts";

/**
 * The per-account limit on desk sign-ins (docs/decisions/132-desk-sign-in-promises.md). An
 * attempt is counted before its password is checked, and the count is read in the same
 * statement, so N parallel attempts get the numbers 1…N and only the first few are let through.
 * A window starts with the first attempt after the last success (or after the previous window
 * ran out); a successful sign-in clears it.
 */

/** Counts one attempt for `key`; how many there are in its window, this one included. */
export async function countSignInAttempt(
  db: Database,
  key: string,
  windowMinutes: number,
): Promise<number> {
  const table = staffSignInAttempts;
  const expired = sql`${table.windowStartedAt} < now() - ${windowMinutes} * interval '1 minute'`;
  const [row] = await db
    .insert(table)
    .values({ accountKey: key, attempts: 1 })
    .onConflictDoUpdate({
      target: table.accountKey,
      set: {
        attempts: sql`case when ${expired} then 1 else ${table.attempts} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${table.windowStartedAt} end`,
      },
    })
    .returning({ attempts: table.attempts });
  return row?.attempts ?? 1;
}

/** After a successful sign-in the count starts again. */
export async function clearSignInAttempts(db: Database, key: string): Promise<void> {
  await db.delete(staffSignInAttempts).where(eq(staffSignInAttempts.accountKey, key));
}
