import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import type { Tx } from "./contributions.server.ts";
import { type RecheckReason, recheckReports } from "./schema.ts";

/**
 * Visitors' "something here has changed" flags (issue 19 item 8): on a place, or on a practical
 * facts' page (decision 113). The desk's re-check queue (/desk/facts) shows them by page.
 */

export type RecheckReport = typeof recheckReports.$inferSelect;
type Writer = Database | Tx;

export async function addRecheckReport(
  db: Writer,
  report: {
    entityType: "attraction" | "destination" | "page";
    entityId: number | null;
    pagePath: string;
    reason: RecheckReason;
    note: string | null;
    language: string;
  },
): Promise<RecheckReport> {
  const [row] = await db.insert(recheckReports).values(report).returning();
  if (!row) throw new Error("the report was not stored");
  return row;
}

/** What is waiting for an editor, oldest first. */
export function openRecheckReports(db: Writer): Promise<RecheckReport[]> {
  return db
    .select()
    .from(recheckReports)
    .where(eq(recheckReports.status, "open"))
    .orderBy(asc(recheckReports.createdAt), asc(recheckReports.id));
}

/** Marks a report checked; undefined when someone did already. */
export async function resolveRecheckReport(db: Writer, id: number, by: string) {
  const [row] = await db
    .update(recheckReports)
    .set({ status: "done", resolvedAt: new Date(), resolvedBy: by })
    .where(and(eq(recheckReports.id, id), eq(recheckReports.status, "open")))
    .returning();
  return row;
}

/** Marks every open report about these pages checked; returns those it closed. */
export function resolveReportsOfPages(
  db: Writer,
  pagePaths: string[],
  by: string,
): Promise<RecheckReport[]> {
  if (pagePaths.length === 0) return Promise.resolve([]);
  return db
    .update(recheckReports)
    .set({ status: "done", resolvedAt: new Date(), resolvedBy: by })
    .where(and(inArray(recheckReports.pagePath, pagePaths), eq(recheckReports.status, "open")))
    .returning();
}

/** How long a closed change note is kept after an editor closed it: the record of the re-check. */
export const CLOSED_NOTE_KEEP_DAYS = 365;

/** Deletes change notes closed more than CLOSED_NOTE_KEEP_DAYS ago (the daily purge). */
export async function deleteClosedNotes(db: Writer, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CLOSED_NOTE_KEEP_DAYS * 86_400_000);
  const gone = await db
    .delete(recheckReports)
    .where(and(eq(recheckReports.status, "done"), lt(recheckReports.resolvedAt, before)))
    .returning({ id: recheckReports.id });
  return gone.length;
}
