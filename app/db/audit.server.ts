import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import { auditLog } from "./schema.ts";

/**
 * The record of every change (issue 18 item 7): who did what to which thing, when, with the
 * version before and after. Staff actions (invites, role changes, removals, sign-ins and failed
 * sign-ins) write here now; content editing writes here too, with the whole previous version in
 * `before`, so an editor can compare it and restore it.
 */

export type AuditEntry = typeof auditLog.$inferSelect;

/** Who acted: a staff member, the command line, or someone not signed in. */
export interface AuditActor {
  /** `staff_users.id`, when a staff member acted. */
  id?: string | null;
  /** Readable: the e-mail address, "command line", "anonymous". */
  label: string;
}

export interface AuditRecord {
  actor: AuditActor;
  /** A verb in the past tense with its object's kind: "staff.invited", "event.updated". */
  action: string;
  entity: { type: string; id: string | number };
  before?: unknown;
  after?: unknown;
  details?: Record<string, unknown>;
}

/** Anything that can insert: the database or an open transaction (record in the same one). */
type Writer = Pick<Database, "insert">;

export async function audit(db: Writer, record: AuditRecord): Promise<AuditEntry> {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorId: record.actor.id ?? null,
      actor: record.actor.label,
      action: record.action,
      entityType: record.entity.type,
      entityId: String(record.entity.id),
      before: record.before ?? null,
      after: record.after ?? null,
      details: record.details ?? {},
    })
    .returning();
  if (!row) throw new Error("the audit log returned no row");
  return row;
}

/** The newest entries first, `limit` at a time; `beforeId` pages further back. */
export async function auditEntries(
  db: Database,
  options: {
    limit?: number;
    beforeId?: number;
    entity?: { type: string; id: string | number };
  } = {},
): Promise<AuditEntry[]> {
  const conditions = [
    options.beforeId ? lt(auditLog.id, options.beforeId) : undefined,
    options.entity ? eq(auditLog.entityType, options.entity.type) : undefined,
    options.entity ? eq(auditLog.entityId, String(options.entity.id)) : undefined,
  ].filter((condition) => condition !== undefined);
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit ?? 50);
}

/** One entry by its id, e.g. the version a "restore" asks for. */
export async function auditEntry(db: Database, id: number): Promise<AuditEntry | undefined> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id));
  return row;
}

/** How many times `action` was recorded for an entity since `since` (e.g. failed sign-ins). */
export async function countAudit(
  db: Database,
  action: string,
  entity: { type: string; id: string },
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        eq(auditLog.entityType, entity.type),
        eq(auditLog.entityId, entity.id),
        gte(auditLog.at, since),
      ),
    );
  return row?.count ?? 0;
}
