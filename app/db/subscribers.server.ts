import { and, asc, eq, ne, sql } from "drizzle-orm";
import { kosovoIso } from "../lib/kosovo-time.ts";
import { type AuditActor, audit } from "./audit.server.ts";
import type { Database } from "./client.server.ts";
import { newsletterSubscriptions, outbox } from "./schema.ts";

/**
 * The newsletter's subscribers as the desk sees them (issue 18 item 8): counts per language and
 * state, an export for the editors, and erasure of one address on request (GDPR article 17). The
 * audit log records that an erasure happened, never the address.
 */

export const subscriberStates = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberState = (typeof subscriberStates)[number];

export interface SubscriberCount {
  locale: string;
  status: SubscriberState;
  count: number;
}

export async function subscriberCounts(db: Database): Promise<SubscriberCount[]> {
  const rows = await db
    .select({
      locale: newsletterSubscriptions.locale,
      status: newsletterSubscriptions.status,
      count: sql<number>`count(*)::int`,
    })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.locale, newsletterSubscriptions.status)
    .orderBy(asc(newsletterSubscriptions.locale), asc(newsletterSubscriptions.status));
  return rows.map((row) => ({ ...row, status: row.status as SubscriberState }));
}

export interface SubscriberExportRow {
  email: string;
  locale: string;
  status: string;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

/** Every subscription, oldest first; `status` narrows it to one state. */
export function subscribersForExport(
  db: Database,
  status?: SubscriberState,
): Promise<SubscriberExportRow[]> {
  return db
    .select({
      email: newsletterSubscriptions.email,
      locale: newsletterSubscriptions.locale,
      status: newsletterSubscriptions.status,
      createdAt: newsletterSubscriptions.createdAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(status ? eq(newsletterSubscriptions.status, status) : undefined)
    .orderBy(asc(newsletterSubscriptions.id));
}

/**
 * A cell as spreadsheets read it safely: quoted when needed, and a leading `= + - @` (a formula
 * to Excel and LibreOffice) neutralised with an apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function subscribersCsv(rows: readonly SubscriberExportRow[]): string {
  const lines = [
    ["email", "language", "state", "signed_up", "confirmed", "unsubscribed"].join(","),
    ...rows.map((row) =>
      [
        row.email,
        row.locale,
        row.status,
        kosovoIso(row.createdAt),
        row.confirmedAt ? kosovoIso(row.confirmedAt) : "",
        row.unsubscribedAt ? kosovoIso(row.unsubscribedAt) : "",
      ]
        .map(csvCell)
        .join(","),
    ),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export type EraseResult = { erased: true; id: number } | { erased: false };

/**
 * Erases one address on request: its subscription, its delivery records, its unsubscribe links,
 * and every e-mail to it still in the outbox (a finished one keeps only a masked address, and
 * goes after FINISHED_MAIL_KEEP_DAYS), in one transaction
 * with the audit entry, which names the subscription's number, language and state, never the
 * address. A message a sender holds at this moment ("sending") is left to finish.
 */
export async function eraseSubscriber(
  db: Database,
  email: string,
  actor: AuditActor,
): Promise<EraseResult> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, address))
      .returning({
        id: newsletterSubscriptions.id,
        locale: newsletterSubscriptions.locale,
        status: newsletterSubscriptions.status,
      });
    if (!row) return { erased: false };
    // Deliveries and links go with the subscription (ON DELETE CASCADE); the mail goes here.
    const mails = await tx
      .delete(outbox)
      .where(and(sql`lower(${outbox.recipient}) = ${address}`, ne(outbox.status, "sending")))
      .returning({ id: outbox.id });
    await audit(tx, {
      actor,
      action: "subscriber.erased",
      entity: { type: "subscriber", id: row.id },
      details: { locale: row.locale, state: row.status, mailsDeleted: mails.length },
    });
    return { erased: true, id: row.id };
  });
}
