import { and, asc, eq, gte, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "./client.server.ts";
import {
  type ContributionStatus,
  contributionBlocks,
  contributionReports,
  contributions,
} from "./schema.ts";

/**
 * Storage of what visitors submit (issue 19; docs/decisions/090-contributions-kit.md): the
 * `contributions` rows every kind shares, and the blocks. The kind's own row (a review, a
 * comment) is written by the kind's functions in the same transaction; this file never reads it.
 */

export type Contribution = typeof contributions.$inferSelect;
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Writer = Database | Tx;

/** How long a confirmation link works, and how long an unconfirmed submission is kept. */
export const UNCONFIRMED_DAYS = 7;

/** How long a rejected submission's text, address and reason are kept after the decision. */
export const REJECTED_KEEP_DAYS = 30;

/** What a forgotten rejection's private link hash becomes: no token hashes to it. */
const FORGOTTEN = "forgotten:";

export interface NewContribution {
  kind: string;
  itemId: number;
  email: string;
  emailHash: string;
  clientHash: string;
  locale: string;
  confirmTokenHash: string;
  manageTokenHash: string;
}

export async function insertContribution(db: Writer, row: NewContribution): Promise<Contribution> {
  const [created] = await db.insert(contributions).values(row).returning();
  if (!created) throw new Error("the contribution was not stored");
  return created;
}

/**
 * True when the e-mail address or the client is blocked. Each is given as its keyed hashes,
 * this month's first, then last month's (decision 130): a block stored under last month's key
 * still holds, and is moved to this month's, so a block lasts as long as it keeps being met.
 */
export async function isBlocked(
  db: Writer,
  hashes: { email?: readonly string[]; client?: readonly string[] },
): Promise<boolean> {
  const targets = (["email", "client"] as const).filter((target) => hashes[target]?.length);
  if (targets.length === 0) return false;
  const rows = await db
    .select({ id: contributionBlocks.id, target: contributionBlocks.target })
    .from(contributionBlocks)
    .where(
      or(
        ...targets.map((target) =>
          and(
            eq(contributionBlocks.target, target),
            inArray(contributionBlocks.valueHash, [...(hashes[target] ?? [])]),
          ),
        ),
      ),
    );
  for (const row of rows) {
    const current = hashes[row.target as "email" | "client"]?.[0];
    if (!current) continue;
    // Unless a block under this month's key exists already (then this one is a duplicate).
    await db
      .update(contributionBlocks)
      .set({ valueHash: current })
      .where(
        and(
          eq(contributionBlocks.id, row.id),
          sql`not exists (select 1 from ${contributionBlocks} as kept
                where kept.target = ${row.target} and kept.value_hash = ${current})`,
        ),
      );
  }
  return rows.length > 0;
}

/** The submission a confirmation link still confirms: unconfirmed, and sent within 7 days. */
const confirmable = (tokenHash: string, now: Date) =>
  and(
    eq(contributions.confirmTokenHash, tokenHash),
    eq(contributions.status, "unconfirmed"),
    gte(contributions.createdAt, new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000)),
  );

/**
 * Confirms the submission whose link token hashes to `tokenHash`: unconfirmed → waiting, the
 * token cleared (a link works once). Undefined when no such submission, or its link expired.
 */
export async function confirmContribution(
  db: Writer,
  tokenHash: string,
  now = new Date(),
): Promise<Contribution | undefined> {
  const [row] = await db
    .update(contributions)
    .set({ status: "waiting", confirmTokenHash: null, confirmedAt: now })
    .where(confirmable(tokenHash, now))
    .returning();
  return row;
}

/** True when `confirmContribution` would confirm something; reads only (decision 131). */
export async function isConfirmable(
  db: Writer,
  tokenHash: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ id: contributions.id })
    .from(contributions)
    .where(confirmable(tokenHash, now))
    .limit(1);
  return rows.length > 0;
}

export async function contributionByManageToken(
  db: Writer,
  tokenHash: string,
): Promise<Contribution | undefined> {
  const [row] = await db
    .select()
    .from(contributions)
    .where(eq(contributions.manageTokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function contributionById(db: Writer, id: number): Promise<Contribution | undefined> {
  const [row] = await db.select().from(contributions).where(eq(contributions.id, id)).limit(1);
  return row;
}

export async function contributionOfItem(
  db: Writer,
  kind: string,
  itemId: number,
): Promise<Contribution | undefined> {
  const [row] = await db
    .select()
    .from(contributions)
    .where(and(eq(contributions.kind, kind), eq(contributions.itemId, itemId)))
    .limit(1);
  return row;
}

/** What is in the moderation queue: confirmed ones waiting, and published ones reported. */
const inQueue = () =>
  or(
    eq(contributions.status, "waiting"),
    and(eq(contributions.status, "published"), isNotNull(contributions.reportedAt)),
  );

/**
 * One page of the moderation queue: confirmed submissions waiting for a decision and published
 * ones a visitor reported, oldest first (by when they entered the queue).
 */
export async function moderationQueue(
  db: Writer,
  page: { limit: number; offset?: number } = { limit: 25 },
): Promise<Contribution[]> {
  return db
    .select()
    .from(contributions)
    .where(inQueue())
    .orderBy(
      asc(
        sql`coalesce(${contributions.reportedAt}, ${contributions.confirmedAt}, ${contributions.createdAt})`,
      ),
      asc(contributions.id),
    )
    .limit(page.limit)
    .offset(page.offset ?? 0);
}

/** How many of each kind wait in the queue: new ones, and reported published ones. */
export async function moderationCounts(
  db: Writer,
): Promise<{ kind: string; waiting: number; reported: number }[]> {
  const rows = await db
    .select({
      kind: contributions.kind,
      waiting: sql<number>`count(*) filter (where ${contributions.status} = 'waiting')::int`,
      reported: sql<number>`count(*) filter (where ${contributions.status} = 'published')::int`,
    })
    .from(contributions)
    .where(inQueue())
    .groupBy(contributions.kind)
    .orderBy(asc(contributions.kind));
  return rows.map((row) => ({
    kind: row.kind,
    waiting: Number(row.waiting),
    reported: Number(row.reported),
  }));
}

/** A moderator's decision: the state, the reason (sent to the writer) and any report cleared. */
export async function decideContribution(
  db: Writer,
  id: number,
  status: Extract<ContributionStatus, "published" | "rejected">,
  reason: string | null,
  now = new Date(),
): Promise<Contribution | undefined> {
  const [row] = await db
    .update(contributions)
    .set({ status, reason, decidedAt: now, reportedAt: null })
    .where(and(eq(contributions.id, id), inArray(contributions.status, ["waiting", "published"])))
    .returning();
  return row;
}

/** The writer changed their text from the private link: a published one waits again. */
export async function backToQueue(db: Writer, id: number): Promise<void> {
  await db
    .update(contributions)
    .set({ status: "waiting", decidedAt: null })
    .where(and(eq(contributions.id, id), inArray(contributions.status, ["published", "rejected"])));
}

/**
 * A visitor reported a published item: it goes back to the queue (and stays shown meanwhile).
 * One report per browser (`reporter`, a hash): a second one from it changes nothing.
 */
export async function reportContribution(
  db: Database,
  kind: string,
  itemId: number,
  reporter: string,
  now = new Date(),
): Promise<"reported" | "already" | "unknown"> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: contributions.id })
      .from(contributions)
      .where(
        and(
          eq(contributions.kind, kind),
          eq(contributions.itemId, itemId),
          eq(contributions.status, "published"),
        ),
      )
      .limit(1);
    if (!item) return "unknown";
    const added = await tx
      .insert(contributionReports)
      .values({ contributionId: item.id, reporter, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: contributionReports.contributionId });
    if (added.length === 0) return "already";
    await tx
      .update(contributions)
      .set({
        reportedAt: sql`coalesce(${contributions.reportedAt}, ${now.toISOString()}::timestamptz)`,
        reportCount: sql`${contributions.reportCount} + 1`,
      })
      .where(eq(contributions.id, item.id));
    return "reported";
  });
}

export async function deleteContribution(db: Writer, id: number): Promise<void> {
  await db.delete(contributions).where(eq(contributions.id, id));
}

export async function addBlock(
  db: Writer,
  block: { target: "email" | "client"; valueHash: string; note: string; createdBy: string },
): Promise<boolean> {
  const rows = await db
    .insert(contributionBlocks)
    .values(block)
    .onConflictDoNothing()
    .returning({ id: contributionBlocks.id });
  return rows.length > 0;
}

export async function listBlocks(db: Writer) {
  return db.select().from(contributionBlocks).orderBy(asc(contributionBlocks.createdAt));
}

export async function removeBlock(db: Writer, id: number) {
  const [row] = await db
    .delete(contributionBlocks)
    .where(eq(contributionBlocks.id, id))
    .returning();
  return row;
}

/**
 * Deletes submissions never confirmed within UNCONFIRMED_DAYS, with their kind's rows (through
 * `removeItems`, in the same transaction). Returns how many went.
 */
export async function deleteUnconfirmed(
  db: Database,
  removeItems: (tx: Tx, kind: string, itemIds: number[]) => Promise<void>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(contributions)
      .where(and(eq(contributions.status, "unconfirmed"), lt(contributions.createdAt, before)))
      .returning({ kind: contributions.kind, itemId: contributions.itemId });
    const byKind = new Map<string, number[]>();
    for (const row of gone) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.itemId]);
    for (const [kind, ids] of byKind) await removeItems(tx, kind, ids);
    return gone.length;
  });
}

/**
 * Submissions rejected more than REJECTED_KEEP_DAYS ago: their kind's rows (the texts) are
 * deleted through `removeItems`, with the address, its hash, the connection's hash, the reason,
 * the reports and the private link. The row stays with its kind, status and dates only, so
 * "How reviews work here" still counts last month's rejections. Returns how many were forgotten.
 */
export async function forgetRejected(
  db: Database,
  removeItems: (tx: Tx, kind: string, itemIds: number[]) => Promise<void>,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - REJECTED_KEEP_DAYS * 86_400_000);
  return db.transaction(async (tx) => {
    const gone = await tx
      .update(contributions)
      .set({
        email: null,
        emailHash: "",
        clientHash: "",
        reason: null,
        confirmTokenHash: null,
        manageTokenHash: sql`${FORGOTTEN} || ${contributions.id}`,
      })
      .where(
        and(
          eq(contributions.status, "rejected"),
          lt(contributions.decidedAt, before),
          sql`${contributions.manageTokenHash} not like ${`${FORGOTTEN}%`}`,
        ),
      )
      .returning({ id: contributions.id, kind: contributions.kind, itemId: contributions.itemId });
    if (gone.length === 0) return 0;
    await tx.delete(contributionReports).where(
      inArray(
        contributionReports.contributionId,
        gone.map((row) => row.id),
      ),
    );
    const byKind = new Map<string, number[]>();
    for (const row of gone) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.itemId]);
    for (const [kind, ids] of byKind) await removeItems(tx, kind, ids);
    return gone.length;
  });
}

/** How many of `kind` were published and rejected with a decision in [from, to). */
export async function decisionCounts(
  db: Writer,
  kind: string,
  from: Date,
  to: Date,
): Promise<{ published: number; rejected: number }> {
  const rows = await db
    .select({ status: contributions.status, count: sql<number>`count(*)::int` })
    .from(contributions)
    .where(
      and(
        eq(contributions.kind, kind),
        inArray(contributions.status, ["published", "rejected"]),
        gte(contributions.decidedAt, from),
        lt(contributions.decidedAt, to),
      ),
    )
    .groupBy(contributions.status);
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { published: count("published"), rejected: count("rejected") };
}
