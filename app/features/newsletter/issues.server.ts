import { and, asc, desc, eq, gt, isNull, max, sql } from "drizzle-orm";
import type { Database } from "../../db/client.server.ts";
import { newUnsubscribeToken } from "../../db/newsletter.server.ts";
import { enqueueMail } from "../../db/outbox.server.ts";
import { listEventEditions } from "../../db/queries.server.ts";
import { newsletterDeliveries, newsletterSubscriptions, outbox } from "../../db/schema.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { defaultLocale, isLocale, type Locale, locales } from "../../i18n/locales.ts";
import { formatEventDateRange } from "../../lib/event-dates.ts";
import { maskEmail } from "../../lib/mask.ts";
import { paths } from "../../lib/paths.ts";
import { type IssueVersion, issueHtml } from "../../mail/issue.ts";
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
        const unsubscribeToken = await newUnsubscribeToken(tx, subscriber.id);
        const recipient = recipientOf({ ...subscriber, unsubscribeToken });
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

/**
 * What editors see of a delivery: no tracking, only what the mail servers answered; "expired"
 * once its mail has left the delivery log (FINISHED_MAIL_KEEP_DAYS after it finished).
 */
export type DeliveryState =
  | "queued"
  | "accepted"
  | "deferred"
  | "failed"
  | "unsubscribed"
  | "expired";

export interface DeliveryLogEntry {
  id: number;
  issue: string;
  to: string;
  locale: string;
  state: DeliveryState;
  attempts: number;
  at: string;
  reason?: string;
}

/** A delivery's state from its outbox row and its subscription, in SQL (filtered and counted). */
const deliveryState = sql<DeliveryState>`case
  when ${newsletterDeliveries.outboxId} is null then 'expired'
  when ${outbox.status} = 'sent' then 'accepted'
  when ${outbox.status} = 'failed' then 'failed'
  when ${outbox.status} = 'cancelled' or ${newsletterSubscriptions.status} = 'unsubscribed'
    then 'unsubscribed'
  when coalesce(${outbox.attempts}, 0) > 0 then 'deferred'
  else 'queued' end`;

/** A mail server's answer may quote the address: masked like the address itself. */
const maskAddresses = (text: string) =>
  text.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, (address) => maskEmail(address));

function deliveries(db: Database) {
  return db
    .select({
      id: newsletterDeliveries.id,
      issue: newsletterDeliveries.issue,
      email: newsletterSubscriptions.email,
      locale: newsletterSubscriptions.locale,
      state: deliveryState,
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
    .leftJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId));
}

function entryOf(row: Awaited<ReturnType<ReturnType<typeof deliveries>["execute"]>>[number]) {
  return {
    id: row.id,
    issue: row.issue,
    to: maskEmail(row.email),
    locale: row.locale,
    state: row.state,
    attempts: row.attempts ?? 0,
    at: (row.sentAt ?? row.createdAt).toISOString(),
    reason: row.lastError ? maskAddresses(row.lastError) : undefined,
  } satisfies DeliveryLogEntry;
}

/** Per issue, how many deliveries are in each state. */
export async function deliveryCounts(
  db: Database,
  issue?: string,
): Promise<Record<string, Record<DeliveryState, number>>> {
  const rows = await db
    .select({
      issue: newsletterDeliveries.issue,
      state: deliveryState,
      count: sql<number>`count(*)::int`,
    })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscriptions,
      eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId),
    )
    .leftJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
    .where(issue ? eq(newsletterDeliveries.issue, issue) : undefined)
    .groupBy(newsletterDeliveries.issue, deliveryState);
  const totals: Record<string, Record<DeliveryState, number>> = {};
  for (const row of rows) {
    const counts = totals[row.issue] ?? {
      queued: 0,
      accepted: 0,
      deferred: 0,
      failed: 0,
      unsubscribed: 0,
      expired: 0,
    };
    counts[row.state] = row.count;
    totals[row.issue] = counts;
  }
  return totals;
}

/** The command line's log: the counts, and one masked line per subscriber (newest first). */
export async function deliveryLog(db: Database, issue?: string) {
  const rows = await deliveries(db)
    .where(issue ? eq(newsletterDeliveries.issue, issue) : undefined)
    .orderBy(desc(newsletterDeliveries.createdAt), asc(newsletterDeliveries.id))
    .limit(5000);
  return { totals: await deliveryCounts(db, issue), entries: rows.map(entryOf) };
}

/** One page of an issue's deliveries for the desk, in the order they were queued. */
export async function deliveryPage(
  db: Database,
  issue: string,
  options: { page: number; perPage: number; state?: DeliveryState },
) {
  const where = and(
    eq(newsletterDeliveries.issue, issue),
    options.state ? sql`${deliveryState} = ${options.state}` : undefined,
  );
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletterDeliveries)
    .innerJoin(
      newsletterSubscriptions,
      eq(newsletterSubscriptions.id, newsletterDeliveries.subscriptionId),
    )
    .leftJoin(outbox, eq(outbox.id, newsletterDeliveries.outboxId))
    .where(where);
  const count = total?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / options.perPage));
  const page = Math.min(Math.max(1, Math.trunc(options.page) || 1), pages);
  const rows = await deliveries(db)
    .where(where)
    .orderBy(asc(newsletterDeliveries.id))
    .limit(options.perPage)
    .offset((page - 1) * options.perPage);
  return { entries: rows.map(entryOf), total: count, page, pages };
}

/** Who a send would reach now: confirmed subscribers without this issue, per language. */
export async function recipientCounts(
  db: Database,
  issue: string,
): Promise<{ total: number; byLocale: Record<Locale, number> }> {
  const rows = await db
    .select({ locale: newsletterSubscriptions.locale, count: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .leftJoin(
      newsletterDeliveries,
      and(
        eq(newsletterDeliveries.subscriptionId, newsletterSubscriptions.id),
        eq(newsletterDeliveries.issue, issue),
      ),
    )
    .where(and(eq(newsletterSubscriptions.status, "confirmed"), isNull(newsletterDeliveries.id)))
    .groupBy(newsletterSubscriptions.locale);
  const byLocale = Object.fromEntries(locales.map((locale) => [locale, 0])) as Record<
    Locale,
    number
  >;
  for (const row of rows) {
    // As `recipientOf` chooses the language of the e-mail.
    byLocale[isLocale(row.locale) ? row.locale : defaultLocale] += row.count;
  }
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byLocale };
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
