import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import {
  auditLog,
  newsletterSubscriptions,
  outbox,
  staffSessions,
  staffVerifications,
} from "./schema.ts";

/**
 * How long the site keeps records that are not submissions (decision 130), as the privacy
 * policy states; the daily purge runs these with the submissions' own periods (decision 116).
 */

export {
  FINISHED_MAIL_KEEP_DAYS,
  SIGN_IN_KEEP_DAYS,
  UNSUBSCRIBED_KEEP_DAYS,
} from "../lib/retention-periods.ts";

import {
  FINISHED_MAIL_KEEP_DAYS,
  SIGN_IN_KEEP_DAYS,
  UNSUBSCRIBED_KEEP_DAYS,
} from "../lib/retention-periods.ts";

const DAY_MS = 86_400_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Deletes finished mail older than FINISHED_MAIL_KEEP_DAYS (its newsletter delivery stays). */
async function deleteFinishedMail(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(outbox)
    .where(
      and(
        inArray(outbox.status, ["sent", "failed", "cancelled"]),
        lt(
          sql`coalesce(${outbox.sentAt}, ${outbox.createdAt})`,
          before(now, FINISHED_MAIL_KEEP_DAYS),
        ),
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * Deletes the audit log's sign-in records (attempts, refusals, reset requests: entity type
 * "sign-in") older than SIGN_IN_KEEP_DAYS; what staff did stays.
 */
async function deleteOldSignIns(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(auditLog)
    .where(and(eq(auditLog.entityType, "sign-in"), lt(auditLog.at, before(now, SIGN_IN_KEEP_DAYS))))
    .returning({ id: auditLog.id });
  return rows.length;
}

/** Deletes ended desk sessions (their address and browser) and expired reset links. */
async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const sessions = await db
    .delete(staffSessions)
    .where(lt(staffSessions.expiresAt, now))
    .returning({ id: staffSessions.id });
  const verifications = await db
    .delete(staffVerifications)
    .where(lt(staffVerifications.expiresAt, now))
    .returning({ id: staffVerifications.id });
  return sessions.length + verifications.length;
}

/** Deletes subscriptions unsubscribed more than UNSUBSCRIBED_KEEP_DAYS ago, with their links. */
async function deleteUnsubscribed(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, "unsubscribed"),
        lt(newsletterSubscriptions.unsubscribedAt, before(now, UNSUBSCRIBED_KEEP_DAYS)),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length;
}

/** The records' retention; returns how many rows went. */
export async function purgeRecords(db: Database, now = new Date()): Promise<number> {
  let total = 0;
  for (const purge of [
    deleteFinishedMail,
    deleteOldSignIns,
    deleteExpiredSessions,
    deleteUnsubscribed,
  ]) {
    total += await purge(db, now);
  }
  return total;
}
