import { and, asc, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { enqueueMail } from "../../db/outbox.server.ts";
import { listEventEditions } from "../../db/queries.server.ts";
import { newsletterDeliveries, newsletterSubscriptions, outbox } from "../../db/schema.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { type Locale, locales } from "../../i18n/locales.ts";
import { formatEventDateRange } from "../../lib/event-dates.ts";
import { paths } from "../../lib/paths.ts";
import { type IssueVersion, issueHtml } from "../../mail/issue.ts";
import { maskEmail } from "../../mail/mask.ts";
import { issueMail } from "../../mail/messages.server.tsx";
import { publicOrigin, publicPageUrl } from "../../seo/origin.server.ts";
import { recipientOf } from "./mails.server.ts";

/**
 * Newsletter issues (PRODUCT B12): queued through the outbox to every confirmed subscriber in
 * their language, spaced to `ratePerMinute`, one delivery row per (issue, subscriber) so an issue
 * never goes twice to anyone however often the command runs; a run that stops half-way is
 * resumed by running it again. The CLI (scripts/newsletter.ts) and, later, the editors' desk
 * call these.
 */

const BATCH = 100;

export interface SendResult {
  issue: string;
  queued: number;
  /** Subscribers who already had this issue (an earlier run). */
  alreadyQueued: number;
  /** When the last message of this run is due. */
  lastDueAt?: string;
}

export type RenderedIssue = Record<Locale, IssueVersion & { html: string }>;

/** Every language version with the HTML its subscribers get (links to that language's pages). */
export function renderIssue(versions: Record<Locale, IssueVersion>): RenderedIssue {
  const origin = publicOrigin();
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      { ...versions[locale], html: issueHtml(versions[locale].markdown, origin, locale) },
    ]),
  ) as RenderedIssue;
}

export async function sendIssue(
  db: Database,
  issue: string,
  versions: Record<Locale, IssueVersion>,
  ratePerMinute: number,
): Promise<SendResult> {
  const rendered = renderIssue(versions);
  const spacing = 60_000 / ratePerMinute;
  // A resumed run continues after the messages an earlier run scheduled.
  const [latest] = await db
    .select({ at: max(outbox.nextAttemptAt) })
    .from(newsletterDeliveries)
    .innerJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
    .where(eq(newsletterDeliveries.issue, issue));
  let dueAt = Math.max(Date.now(), (latest?.at?.getTime() ?? 0) + spacing);
  let queued = 0;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        locale: newsletterSubscriptions.locale,
        unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
      })
      .from(newsletterSubscriptions)
      .leftJoin(
        newsletterDeliveries,
        and(
          eq(newsletterDeliveries.subscriptionId, newsletterSubscriptions.id),
          eq(newsletterDeliveries.issue, issue),
        ),
      )
      .where(
        and(
          eq(newsletterSubscriptions.status, "confirmed"),
          isNull(newsletterDeliveries.id),
          gt(newsletterSubscriptions.id, after),
        ),
      )
      .orderBy(asc(newsletterSubscriptions.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)?.id ?? after;
    // One transaction per batch: a run stopped half-way leaves whole batches behind it.
    queued += await db.transaction(async (tx) => {
      let count = 0;
      for (const subscriber of batch) {
        const [delivery] = await tx
          .insert(newsletterDeliveries)
          .values({ issue, subscriptionId: subscriber.id })
          .onConflictDoNothing()
          .returning({ id: newsletterDeliveries.id });
        if (!delivery) continue; // Another run got there first.
        const recipient = recipientOf(subscriber);
        const mail = await issueMail(recipient, rendered[recipient.locale]);
        const outboxId = await enqueueMail(tx, mail, new Date(dueAt));
        await tx
          .update(newsletterDeliveries)
          .set({ outboxId })
          .where(eq(newsletterDeliveries.id, delivery.id));
        dueAt += spacing;
        count++;
      }
      return count;
    });
  }
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issue, issue));
  return {
    issue,
    queued,
    alreadyQueued: (total?.count ?? 0) - queued,
    lastDueAt: queued ? new Date(dueAt - spacing).toISOString() : undefined,
  };
}

/** What editors see of a delivery: no tracking, only what the mail servers answered. */
export type DeliveryState = "queued" | "accepted" | "deferred" | "failed" | "unsubscribed";

export interface DeliveryLogEntry {
  issue: string;
  to: string;
  locale: string;
  state: DeliveryState;
  attempts: number;
  at: string;
  reason?: string;
}

export async function deliveryLog(db: Database, issue?: string) {
  const rows = await db
    .select({
      issue: newsletterDeliveries.issue,
      email: newsletterSubscriptions.email,
      locale: newsletterSubscriptions.locale,
      subscription: newsletterSubscriptions.status,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      sentAt: outbox.sentAt,
      createdAt: newsletterDeliveries.createdAt,
    })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscriptions,
      eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId),
    )
    .leftJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
    .where(issue ? eq(newsletterDeliveries.issue, issue) : undefined)
    .orderBy(desc(newsletterDeliveries.createdAt), asc(newsletterDeliveries.id))
    .limit(5000);
  const entries: DeliveryLogEntry[] = rows.map((row) => ({
    issue: row.issue,
    to: maskEmail(row.email),
    locale: row.locale,
    state: stateOf(row.status, row.attempts ?? 0, row.subscription),
    attempts: row.attempts ?? 0,
    at: (row.sentAt ?? row.createdAt).toISOString(),
    reason: row.lastError ?? undefined,
  }));
  const totals: Record<string, Record<DeliveryState, number>> = {};
  for (const entry of entries) {
    const counts = totals[entry.issue] ?? {
      queued: 0,
      accepted: 0,
      deferred: 0,
      failed: 0,
      unsubscribed: 0,
    };
    totals[entry.issue] = counts;
    counts[entry.state]++;
  }
  return { totals, entries };
}

function stateOf(status: string | null, attempts: number, subscription: string): DeliveryState {
  if (status === "sent") return "accepted";
  if (status === "failed") return "failed";
  if (status === "cancelled" || subscription === "unsubscribed") return "unsubscribed";
  return attempts > 0 ? "deferred" : "queued";
}

/**
 * A "what's on" draft for `month` (`YYYY-MM`) from the events whose dates are confirmed, in every
 * language, ready for an editor to read, correct and send.
 */
export async function draftWhatsOn(
  db: Database,
  month: string,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ issue: string; files: Record<Locale, string> }> {
  const first = `${month}-01`;
  const [year = 1970, monthNumber = 1] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
  const files = {} as Record<Locale, string>;
  for (const locale of locales) {
    const t = (key: string, params?: Record<string, string>) =>
      translate(locale, `newsletter.draft.${key}`, params);
    const monthName = new Intl.DateTimeFormat(locale, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${first}T12:00:00Z`));
    const events = (await listEventEditions(db, first, last, locale)).filter(
      (event) => event.datesConfirmed,
    );
    const items = events.map(
      (event) =>
        `## ${event.name}\n\n${formatEventDateRange(event.startDate, event.endDate ?? undefined, locale)} · ${event.town}\n\n${event.description}\n\n[${t("more")}](${publicPageUrl(locale, paths.event(event.id))})`,
    );
    const title = t("title", { month: monthName });
    const body = items.length
      ? [t("intro", { month: monthName }), ...items].join("\n\n")
      : t("none", { month: monthName });
    files[locale] =
      `---\nsubject: ${title}\npreview: ${t("intro", { month: monthName }).split(". ")[0]}\nupdated: ${today}\n---\n\n${body}\n`;
  }
  return { issue: `${month}-whats-on`, files };
}
