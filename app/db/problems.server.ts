import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type AuditActor, audit } from "./audit.server.ts";
import type { Database } from "./client.server.ts";
import { contentRevisions, deskProblems } from "./schema.ts";

/**
 * The desk's "Problems" (issue 18 item 6): what went wrong where nobody was watching. One row per
 * problem (its `key`), open until an editor marks it dealt with.
 */

export type DeskProblemRow = typeof deskProblems.$inferSelect;

export const problemKinds = ["scheduled-publish", "digest", "image"] as const;
export type ProblemKind = (typeof problemKinds)[number];

export interface NewProblem {
  /** The same problem noticed again has the same key and is not recorded (nor mailed) twice. */
  key: string;
  kind: ProblemKind;
  entity: { type: string; id: string | number };
  message: string;
  link?: string;
  /** The e-mail address of who set the thing up; null tells the admins. */
  owner: string | null;
}

type Writer = Pick<Database, "insert">;

/** Records a problem; false when it was recorded before. */
export async function insertProblem(db: Writer, problem: NewProblem): Promise<boolean> {
  const rows = await db
    .insert(deskProblems)
    .values({
      key: problem.key,
      kind: problem.kind,
      entityType: problem.entity.type,
      entityId: String(problem.entity.id),
      message: problem.message,
      link: problem.link ?? null,
      owner: problem.owner,
    })
    .onConflictDoNothing({ target: deskProblems.key })
    .returning({ id: deskProblems.id });
  return rows.length > 0;
}

export function openProblems(db: Database, limit = 100): Promise<DeskProblemRow[]> {
  return db
    .select()
    .from(deskProblems)
    .where(isNull(deskProblems.resolvedAt))
    .orderBy(desc(deskProblems.createdAt), desc(deskProblems.id))
    .limit(limit);
}

/** Marks a problem dealt with; false when it was already (or does not exist). */
export async function resolveProblem(
  db: Database,
  id: number,
  actor: AuditActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(deskProblems)
      .set({ resolvedAt: sql`now()`, resolvedBy: actor.label })
      .where(and(eq(deskProblems.id, id), isNull(deskProblems.resolvedAt)))
      .returning();
    if (!row) return false;
    await audit(tx, {
      actor,
      action: "problem.resolved",
      entity: { type: "problem", id },
      details: { kind: row.kind, key: row.key },
    });
    return true;
  });
}

/** Who scheduled an item: the author of its newest "schedule" revision. */
export async function scheduledBy(
  db: Database,
  entityType: string,
  entityId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ author: contentRevisions.author })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.entityType, entityType),
        eq(contentRevisions.entityId, entityId),
        eq(contentRevisions.action, "schedule"),
      ),
    )
    .orderBy(desc(contentRevisions.version))
    .limit(1);
  return row?.author ?? null;
}
