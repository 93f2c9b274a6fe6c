import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { currentRequestId } from "../lib/log.server.ts";
import { maskEmail } from "../lib/mask.ts";
import { currentTraceParent } from "../lib/tracing.server.ts";
import type { Database } from "./client.server.ts";
import { outbox } from "./schema.ts";

/**
 * The outbox (docs/decisions/030-mail-outbox.md): every e-mail is a row written in the same
 * transaction as the change it reports, and senders drain it. A sender claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so two senders never claim the same row, and holds them for a lease;
 * a sender that dies without finishing leaves rows whose lease runs out and are claimed again.
 * A finished message (sent, failed for good, cancelled) keeps only its delivery log: the links,
 * texts and headers go, since they carry working tokens (decision 130).
 */

/** A message ready to send: rendered when queued, in the recipient's language. */
export interface OutgoingMail {
  recipient: string;
  kind: string;
  locale: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  headers?: Record<string, string>;
}

export type OutboxRow = typeof outbox.$inferSelect;

/** Anything that can run an insert: the database or an open transaction. */
type Writer = Pick<Database, "insert">;

export async function enqueueMail(
  db: Writer,
  mail: OutgoingMail,
  notBefore?: Date,
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({
      recipient: mail.recipient,
      kind: mail.kind,
      locale: mail.locale,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      link: mail.link,
      headers: mail.headers ?? {},
      // The request that queued it, so the sender's log lines and spans lead back to it.
      requestId: currentRequestId() ?? null,
      traceParent: currentTraceParent() ?? null,
      ...(notBefore ? { nextAttemptAt: notBefore } : {}),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("the outbox returned no row");
  return row.id;
}

/**
 * Claims up to `limit` due messages for `sender` until `leaseMs` from now: pending ones whose
 * time has come, and ones still "sending" whose sender's lease ran out (it died). Each claim
 * counts as an attempt.
 */
export async function claimDueMail(
  db: Database,
  sender: string,
  options: { limit: number; leaseMs: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
        and(eq(outbox.status, "sending"), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      status: "sending",
      claimedBy: sender,
      lockedUntil: sql`now() + ${`${options.leaseMs} milliseconds`}::interval`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed.sort(
    (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
  );
}

/** Only the sender that holds a row may finish it: false when its lease was lost. */
const heldBy = (id: number, sender: string) =>
  and(eq(outbox.id, id), eq(outbox.status, "sending"), eq(outbox.claimedBy, sender));

/**
 * What a finished message keeps, the delivery log: its kind, language, the masked recipient,
 * status, attempts, times and error. Subject, texts, link and headers (the links in them open
 * a subscription, a review, an invitation, a password reset) are dropped.
 */
export function deliveryLogOnly(recipient: string) {
  return {
    recipient: maskEmail(recipient),
    subject: "",
    body: "",
    html: null,
    link: null,
    headers: {},
  };
}

/** A message the sender holds, as claimed. */
type Held = Pick<OutboxRow, "id" | "recipient">;

export async function markMailSent(db: Database, mail: Held, sender: string): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      status: "sent",
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      ...deliveryLogOnly(mail.recipient),
    })
    .where(heldBy(mail.id, sender))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** A failed try: again at `retryAt`, or, without one, failed for good with the reason. */
export async function markMailFailed(
  db: Database,
  mail: Held,
  sender: string,
  reason: string,
  retryAt?: Date,
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set(
      retryAt
        ? { status: "pending", nextAttemptAt: retryAt, lockedUntil: null, lastError: reason }
        : {
            status: "failed",
            lockedUntil: null,
            lastError: reason,
            ...deliveryLogOnly(mail.recipient),
          },
    )
    .where(heldBy(mail.id, sender))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** Gives back messages a stopping sender did not start: untried, so the attempt is undone. */
export async function releaseMail(db: Database, ids: number[], sender: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({
      status: "pending",
      lockedUntil: null,
      claimedBy: null,
      attempts: sql`${outbox.attempts} - 1`,
    })
    .where(
      and(inArray(outbox.id, ids), eq(outbox.status, "sending"), eq(outbox.claimedBy, sender)),
    );
}
