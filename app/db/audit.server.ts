import { and, asc, desc, eq, gte, isNull, like, lt, max, or, sql } from "drizzle-orm";
import { currentRequestId } from "../lib/log.server.ts";
import type { Database } from "./client.server.ts";
import { auditLog, staffUsers } from "./schema.ts";

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
      requestId: currentRequestId() ?? null,
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

/** The audit log's filters (issue 29 item 7): each one optional. */
export interface AuditFilter {
  /** A staff member's id, or the label of an actor without one ("command line"). */
  who?: string;
  /** An action ("event.updated"), or every action of a kind ("event.*"). */
  action?: string;
  /** From this moment on, inclusive. */
  from?: Date;
  /** Before this moment. */
  until?: Date;
}

function filterConditions(filter: AuditFilter) {
  const conditions = [
    filter.who
      ? or(
          eq(auditLog.actorId, filter.who),
          and(isNull(auditLog.actorId), eq(auditLog.actor, filter.who)),
        )
      : undefined,
    filter.action?.endsWith(".*")
      ? like(auditLog.action, `${filter.action.slice(0, -2).replace(/[\\%_]/g, "\\$&")}.%`)
      : filter.action
        ? eq(auditLog.action, filter.action)
        : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the entries that match, newest first, with how many match in all. */
export async function searchAudit(
  db: Database,
  filter: AuditFilter,
  paging: { page: number; perPage: number },
): Promise<{ entries: (AuditEntry & { actorName: string | null })[]; total: number }> {
  const where = filterConditions(filter);
  const [counted] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  const rows = await db
    .select({ entry: auditLog, actorName: staffUsers.name })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(paging.perPage)
    .offset((paging.page - 1) * paging.perPage);
  return {
    entries: rows.map((row) => ({ ...row.entry, actorName: row.actorName })),
    total: counted?.count ?? 0,
  };
}

/**
 * Everyone who appears in the log: staff by their id, with their name while they are on the
 * staff and the address they last acted under; others by their label.
 */
export async function auditActors(
  db: Database,
): Promise<{ value: string; name: string | null; label: string; onStaff: boolean }[]> {
  const rows = await db
    .select({
      actorId: auditLog.actorId,
      actor: auditLog.actor,
      name: staffUsers.name,
      email: staffUsers.email,
      last: max(auditLog.at),
    })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actorId))
    .groupBy(auditLog.actorId, auditLog.actor, staffUsers.name, staffUsers.email)
    .orderBy(desc(max(auditLog.at)));
  const actors = new Map<
    string,
    { value: string; name: string | null; label: string; onStaff: boolean }
  >();
  for (const row of rows) {
    const value = row.actorId ?? row.actor;
    if (actors.has(value)) continue;
    actors.set(value, {
      value,
      name: row.name,
      label: row.email ?? row.actor,
      onStaff: row.name !== null,
    });
  }
  return [...actors.values()].sort((a, b) =>
    (a.name ?? a.label).localeCompare(b.name ?? b.label, "en"),
  );
}

/** Every action recorded so far, alphabetically. */
export async function auditActions(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
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
