import { and, asc, eq } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { type RecheckReason, recheckReports } from "./schema.ts";

/** Visitors' "something here has changed" flags on places (issue 19 item 8). */

export type RecheckReport = typeof recheckReports.$inferSelect;

export async function addRecheckReport(
  db: Database,
  report: {
    entityType: "attraction" | "destination";
    entityId: number;
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
export function openRecheckReports(db: Database): Promise<RecheckReport[]> {
  return db
    .select()
    .from(recheckReports)
    .where(eq(recheckReports.status, "open"))
    .orderBy(asc(recheckReports.createdAt), asc(recheckReports.id));
}

/** Marks a report checked; undefined when someone did already. */
export async function resolveRecheckReport(db: Database, id: number, by: string) {
  const [row] = await db
    .update(recheckReports)
    .set({ status: "done", resolvedAt: new Date(), resolvedBy: by })
    .where(and(eq(recheckReports.id, id), eq(recheckReports.status, "open")))
    .returning();
  return row;
}
