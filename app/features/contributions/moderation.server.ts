import { and, isNull, sql } from "drizzle-orm";
import { type AuditActor, audit } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import { type ContentEntity, contentChanged } from "../../db/content-changed.server.ts";
import { relayedContentChange } from "../../db/content-changes.server.ts";
import {
  addBlock,
  type Contribution,
  confirmContribution,
  contributionById,
  decideContribution,
  deleteUnconfirmed,
  forgetRejected,
  isConfirmable,
  moderationCounts,
  moderationQueue,
  reportContribution,
  type Tx,
} from "../../db/contributions.server.ts";
import { type ErasureCount, eraseVisitorAddress } from "../../db/erasure.server.ts";
import { deleteStaleTips, forgetOldTips } from "../../db/event-tips.server.ts";
import { enqueueMail } from "../../db/outbox.server.ts";
import { deleteClosedNotes } from "../../db/recheck-reports.server.ts";
import { purgeRecords } from "../../db/retention.server.ts";
import { jobRuns, staffInvitations, staffUsers } from "../../db/schema.ts";
import { isLocale, type Locale } from "../../i18n/locales.ts";
import { hashPeriod, keyedHash } from "../../lib/keyed-hash.server.ts";
import { maskEmail } from "../../lib/mask.ts";
import { wakeMailService } from "../../mail/service.server.ts";
import "./all-kinds.server.ts";
import { emailHash, hashSecret, hashToken, normalizeEmail } from "./hash.server.ts";
import { contributionKind, type QueueItem } from "./kinds.server.ts";
import { decisionMail } from "./mails.server.tsx";

/**
 * What moderators do with visitors' submissions (issue 19 item 5), for every kind: the queue,
 * approve, reject with a reason the writer receives, block the writer's address or client,
 * erase an address on request; and what visitors do: confirm from the e-mail, report. Every
 * moderator action is in the audit log.
 */

export class ModerationProblem extends Error {
  override name = "ModerationProblem";
}

export interface QueueEntry {
  id: number;
  kind: string;
  kindLabel: string;
  itemId: number;
  status: string;
  reported: boolean;
  reportCount: number;
  /** When it entered the queue (confirmed or reported). */
  since: Date;
  email: string | null;
  locale: string;
  item: QueueItem | undefined;
}

/** Submissions shown per page of the moderation queue. */
export const QUEUE_PAGE_SIZE = 25;

export interface QueuePage {
  entries: QueueEntry[];
  /** The page shown (1 = the oldest) and how many there are. */
  page: number;
  pages: number;
  total: number;
  /** Per kind, how many wait: new ones and reported ones (decision 112). */
  counts: { kind: string; label: string; waiting: number; reported: number }[];
}

/**
 * One page of everything waiting, oldest first, with each kind's description of its item and
 * the counts per kind; a page past the end shows the last one.
 */
export async function queueEntries(db: Database, page = 1): Promise<QueuePage> {
  const counts = (await moderationCounts(db)).map((row) => ({
    ...row,
    label: contributionKind(row.kind)?.label ?? row.kind,
  }));
  const total = counts.reduce((sum, row) => sum + row.waiting + row.reported, 0);
  const pages = Math.max(1, Math.ceil(total / QUEUE_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await moderationQueue(db, {
    limit: QUEUE_PAGE_SIZE,
    offset: (shown - 1) * QUEUE_PAGE_SIZE,
  });
  const byKind = new Map<string, number[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.itemId]);
  const described = new Map<string, Map<number, QueueItem>>();
  for (const [kind, ids] of byKind) {
    const handler = contributionKind(kind);
    described.set(kind, handler ? await handler.describe(db, ids) : new Map());
  }
  const entries = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    kindLabel: contributionKind(row.kind)?.label ?? row.kind,
    itemId: row.itemId,
    status: row.status,
    reported: row.reportedAt !== null,
    reportCount: row.reportCount,
    since: row.reportedAt ?? row.confirmedAt ?? row.createdAt,
    email: row.email,
    locale: row.locale,
    item: described.get(row.kind)?.get(row.itemId),
  }));
  return { entries, page: shown, pages, total, counts };
}

const localeOf = (row: Contribution): Locale => (isLocale(row.locale) ? row.locale : "en");

function handlerOf(row: Contribution) {
  const handler = contributionKind(row.kind);
  if (!handler) throw new ModerationProblem(`Nothing here handles "${row.kind}" submissions.`);
  return handler;
}

async function waiting(db: Database, id: number): Promise<Contribution> {
  const row = await contributionById(db, id);
  if (!row || !(row.status === "waiting" || (row.status === "published" && row.reportedAt))) {
    throw new ModerationProblem("That item is no longer waiting: someone decided on it already.");
  }
  return row;
}

export async function approve(db: Database, id: number, actor: AuditActor): Promise<void> {
  const row = await waiting(db, id);
  const handler = handlerOf(row);
  const wasPublished = row.status === "published";
  await db.transaction(async (tx) => {
    await decideContribution(tx, id, "published", null);
    await handler.setStatus(tx, row.itemId, "published");
    if (!wasPublished && row.email) {
      const title = await handler.title(tx, row.itemId, localeOf(row));
      const pagePath = await handler.pagePath?.(tx, row.itemId);
      await enqueueMail(
        tx,
        await decisionMail({
          to: row.email,
          locale: localeOf(row),
          title,
          decision: "published",
          pagePath,
        }),
      );
    }
    await audit(tx, {
      actor,
      action: wasPublished ? `${row.kind}.report-dismissed` : `${row.kind}.approved`,
      entity: { type: row.kind, id: row.itemId },
      details: { contribution: id, reports: row.reportCount },
    });
  });
  wakeMailService();
  // The desk's next page, and the visitor's, show the change (decision 071).
  await relayedContentChange();
}

export async function reject(
  db: Database,
  id: number,
  reason: string,
  actor: AuditActor,
): Promise<void> {
  const text = reason.trim();
  if (text.length < 3)
    throw new ModerationProblem("Give the writer a reason (it is e-mailed to them).");
  if (text.length > 1_000) throw new ModerationProblem("Keep the reason under 1,000 characters.");
  const row = await waiting(db, id);
  const handler = handlerOf(row);
  await db.transaction(async (tx) => {
    await decideContribution(tx, id, "rejected", text);
    await handler.setStatus(tx, row.itemId, "rejected");
    if (row.email) {
      const title = await handler.title(tx, row.itemId, localeOf(row));
      await enqueueMail(
        tx,
        await decisionMail({
          to: row.email,
          locale: localeOf(row),
          title,
          decision: "rejected",
          reason: text,
        }),
      );
    }
    await audit(tx, {
      actor,
      action: `${row.kind}.rejected`,
      entity: { type: row.kind, id: row.itemId },
      details: { contribution: id, reason: text, wasPublished: row.status === "published" },
    });
  });
  wakeMailService();
  // The desk's next page, and the visitor's, show the change (decision 071).
  await relayedContentChange();
}

/**
 * Blocks the writer of submission `id` by e-mail address or by client, and rejects the
 * submission without telling them: what they send from then on is refused quietly.
 */
export async function block(
  db: Database,
  id: number,
  target: "email" | "client",
  actor: AuditActor,
): Promise<void> {
  const row = await contributionById(db, id);
  if (!row) throw new ModerationProblem("That item is gone.");
  const handler = handlerOf(row);
  await db.transaction(async (tx) => {
    await addBlock(tx, {
      target,
      // The address, while kept, gives this month's hash; the stored ones are of their month.
      valueHash:
        target === "client" ? row.clientHash : row.email ? emailHash(row.email) : row.emailHash,
      note: `${row.kind} ${row.itemId}`,
      createdBy: actor.label,
    });
    if (row.status === "waiting" || row.status === "published") {
      await decideContribution(tx, id, "rejected", "blocked");
      await handler.setStatus(tx, row.itemId, "rejected");
    }
    await audit(tx, {
      actor,
      action: `contributor.blocked`,
      entity: { type: row.kind, id: row.itemId },
      details: {
        contribution: id,
        by: target,
        ...(target === "email" && row.email ? { email: maskEmail(row.email) } : {}),
      },
    });
  });
  await relayedContentChange();
}

/** Blocks an address typed in the desk (before anything from it arrives). */
export async function blockAddress(db: Database, address: string, actor: AuditActor) {
  const email = normalizeEmail(address);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new ModerationProblem("Enter an e-mail address.");
  await db.transaction(async (tx) => {
    await addBlock(tx, {
      target: "email",
      valueHash: emailHash(email),
      note: "typed in the desk",
      createdBy: actor.label,
    });
    await audit(tx, {
      actor,
      action: "contributor.blocked",
      entity: { type: "email", id: maskEmail(email) },
      details: { by: "email" },
    });
  });
}

/**
 * Erases an address on its owner's request where visitors' data is kept (decisions 111, 130):
 * the submissions, event tips, the outbox, a newsletter subscription, the texts visitors wrote.
 * Never the audit log, the desk's accounts or editors' content; a staff member's address is
 * refused (people leave the desk on the People page). The audit entry says who erased, when,
 * how many rows per table, and a keyed hash of the address (its month named) so that a later
 * request can be matched to it; never the address, not even masked.
 */
export async function eraseAddress(
  db: Database,
  address: string,
  actor: AuditActor,
  now = new Date(),
): Promise<ErasureCount> {
  const email = normalizeEmail(address);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new ModerationProblem("Enter an e-mail address.");
  const erased = await db.transaction(async (tx) => {
    if (await isStaffAddress(tx, email)) {
      throw new ModerationProblem(
        "That is the address of a desk account or invitation: an admin removes people on the People page.",
      );
    }
    const counted = await eraseVisitorAddress(tx, email);
    await audit(tx, {
      actor,
      action: "contributor.email-erased",
      entity: { type: "email", id: "erased" },
      details: {
        rows: counted.total,
        tables: counted.tables,
        addressHash: keyedHash(hashSecret(), "erasure", email, now),
        hashMonth: hashPeriod(now),
        ...(Object.keys(counted.elsewhere).length > 0 ? { stillInContent: counted.elsewhere } : {}),
      },
    });
    return counted;
  });
  // Texts on public pages may have changed: their cached copies go.
  const shown: Record<string, ContentEntity> = { reviews: "reviews", blog_comments: "blog" };
  const entities = new Set(Object.keys(erased.tables).flatMap((table) => shown[table] ?? []));
  for (const entity of entities) contentChanged(entity);
  if (entities.size > 0) await relayedContentChange();
  return erased;
}

/** A desk account's address, or one invited and not yet accepted or revoked. */
async function isStaffAddress(tx: Tx, email: string): Promise<boolean> {
  const [user] = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`lower(${staffUsers.email}) = ${email}`)
    .limit(1);
  if (user) return true;
  const [invited] = await tx
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(
      and(
        sql`lower(${staffInvitations.email}) = ${email}`,
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .limit(1);
  return Boolean(invited);
}

/**
 * The writer pressed the button of the confirmation e-mail's page: the submission waits for a
 * moderator.
 */
export async function confirmFromLink(db: Database, token: string) {
  return confirmContribution(db, hashToken(token));
}

/** The page of the confirmation link asks first, changing nothing (decision 131). */
export async function canConfirmFromLink(db: Database, token: string) {
  return isConfirmable(db, hashToken(token));
}

/**
 * A visitor reported a published item: back to the queue (it stays shown until decided). Once
 * per browser (`reporter`, a hash): a second report from it is "already" and counts nothing.
 */
export function reportItem(
  db: Database,
  kind: string,
  itemId: number,
  reporter: string,
): Promise<"reported" | "already" | "unknown"> {
  return reportContribution(db, kind, itemId, reporter);
}

const removeItems = async (tx: Tx, kind: string, ids: number[]) => {
  await contributionKind(kind)?.remove(tx, ids);
};

/** Deletes submissions unconfirmed for 7 days, with their kinds' rows. */
export function purgeUnconfirmed(db: Database, now = new Date()): Promise<number> {
  return deleteUnconfirmed(db, removeItems, now);
}

/**
 * The retention the privacy policy states (decisions 116, 130): unconfirmed submissions and tips
 * after 7 days; rejected reviews and comments (texts, address, reason, link) and declined tips 30
 * days after the decision; a published tip's organiser and address a year after its event's last
 * edition; change notes a year after they were closed; and the records of app/db/retention.server.ts
 * (finished mail, sign-in records, ended sessions, unsubscribed addresses). Returns how many rows
 * went or changed.
 */
export async function purgeExpired(db: Database, now = new Date()): Promise<number> {
  // Event tips keep their own confirmation (decision 095), unconfirmed for as long.
  return (
    (await purgeUnconfirmed(db, now)) +
    (await deleteStaleTips(db, now)) +
    (await forgetRejected(db, removeItems, now)) +
    (await forgetOldTips(db, now)) +
    (await deleteClosedNotes(db, now)) +
    (await purgeRecords(db, now))
  );
}

export const PURGE_JOB = "contributions-purge-unconfirmed";

/**
 * Once a day however many processes try (a `job_runs` row per day claims it): the purge. The
 * mail service's processes call it hourly (app/entry.server.tsx).
 */
export async function dailyPurge(db: Database, now = new Date()): Promise<number | undefined> {
  const day = now.toISOString().slice(0, 10);
  const claimed = await db
    .insert(jobRuns)
    .values({ job: PURGE_JOB, period: day })
    .onConflictDoNothing()
    .returning({ period: jobRuns.period });
  if (claimed.length === 0) return undefined;
  return purgeExpired(db, now);
}
