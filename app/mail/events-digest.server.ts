import { sql } from "drizzle-orm";
import type { Database } from "../db/client.server.ts";
import { listNeedsConfirming, type NeedsConfirmingItem } from "../db/events.server.ts";
import { enqueueMail, type OutgoingMail } from "../db/outbox.server.ts";
import { jobRuns } from "../db/schema.ts";
import { KOSOVO_TIME_ZONE } from "../lib/dates.ts";
import { formatEventDateRange } from "../lib/event-dates.ts";
import { paths } from "../lib/paths.ts";
import { publicFileUrl, publicPageUrl } from "../seo/origin.server.ts";

/**
 * The editors' weekly "needs confirming" digest (issue 18 item 5): the event editions of the
 * next 120 days whose dates are still expected, e-mailed through the outbox once a week, on
 * Monday from 08:00 Kosovo time. It runs where the mail sender runs (the worker with
 * `MAIL_SENDER=worker`, else the app server); a row in `job_runs` per ISO week makes sure only
 * one process sends it, however many try.
 *
 * Who receives it is a parameter: `deskEditorRecipients()` (the desk's admins and editors, plus
 * the EDITOR_DIGEST_TO addresses), or `recipientsFromList()` / `recipientsFromQuery()`.
 */

export const DIGEST_JOB = "events-needs-confirming-digest";
export const DIGEST_KIND = "events-needs-confirming";

/** Who gets the digest, asked each time it is sent. */
export type DigestRecipients = (db: Database) => Promise<string[]>;

export function recipientsFromList(addresses: readonly string[]): DigestRecipients {
  return async () => [...addresses];
}

/**
 * Recipients from SQL that returns an `email` column, e.g.
 * `select email from desk_users where role in ('admin', 'editor') and banned is not true`.
 * The query is the operator's own text (code, not user input).
 */
export function recipientsFromQuery(query: string): DigestRecipients {
  return async (db) => {
    const result = await db.execute(sql.raw(query));
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      email?: unknown;
    }[];
    return rows
      .map((row) => row.email)
      .filter((email): email is string => typeof email === "string");
  };
}

/** The staff who keep content: admins and editors (not moderators), read each time it is sent. */
export const DESK_EDITORS_QUERY =
  "select email from staff_users where role in ('admin', 'editor') order by email";

/**
 * The digest's recipients: every desk admin and editor, plus `extra` (the EDITOR_DIGEST_TO
 * setting), each address once whatever its case.
 */
export function deskEditorRecipients(extra: readonly string[] = []): DigestRecipients {
  const staff = recipientsFromQuery(DESK_EDITORS_QUERY);
  return async (db) => {
    const seen = new Set<string>();
    const addresses: string[] = [];
    for (const address of [...(await staff(db)), ...extra]) {
      const clean = address.trim();
      if (!clean || seen.has(clean.toLowerCase())) continue;
      seen.add(clean.toLowerCase());
      addresses.push(clean);
    }
    return addresses;
  };
}

/** The ISO week ("2026-W48") of a Kosovo calendar date: the digest's once-per-week key. */
export function isoWeek(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = (day.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(day.getTime() + (3 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/** The digest's text: one line per edition, with its public page. English: it is for staff. */
export function digestMail(recipient: string, items: readonly NeedsConfirmingItem[]): OutgoingMail {
  const deskUrl = publicFileUrl("/desk/events?needsConfirming=1");
  const lines = items.map((item) => {
    const { startDate, endDate, source } = item.occurrence;
    const dates = formatEventDateRange(startDate, endDate ?? undefined, "en");
    const origin = source === "rule" ? "expected from its rule" : "expected";
    const status = item.status === "published" ? "" : ` [${item.status}]`;
    return `- ${item.name}${status}: ${dates} (${origin})\n  ${publicPageUrl("en", paths.event(item.eventId))}`;
  });
  const count = items.length === 1 ? "1 event edition" : `${items.length} event editions`;
  return {
    recipient,
    kind: DIGEST_KIND,
    locale: "en",
    subject: `Needs confirming: ${count} in the next 120 days`,
    text: [
      `These ${count} take place in the next 120 days, and their dates are not confirmed yet. Visitors see "Dates to be confirmed" until an editor confirms them.`,
      lines.join("\n"),
      `Confirm or correct them in the desk: ${deskUrl}`,
    ].join("\n\n"),
    link: deskUrl,
  };
}

export interface DigestResult {
  /** The ISO week the run was for. */
  week: string;
  /** False when another process (or an earlier run) already sent this week's digest. */
  sent: boolean;
  items: number;
  queued: number;
}

/**
 * Queues this week's digest to every recipient, once per week: the week is claimed and the
 * mail queued in one transaction, so a failure leaves the week unclaimed for the next try.
 * Nothing is sent when nothing needs confirming; the week stays unclaimed while nobody is to
 * receive it.
 */
export async function sendNeedsConfirmingDigest(
  db: Database,
  options: { recipients: DigestRecipients; now?: Date; today: string },
): Promise<DigestResult> {
  const week = isoWeek(options.today);
  const [items, recipients] = await Promise.all([
    listNeedsConfirming(db, { now: options.now }),
    options.recipients(db),
  ]);
  const addresses = [...new Set(recipients.map((address) => address.trim()).filter(Boolean))];
  // Nobody to tell yet (no editors, no EDITOR_DIGEST_TO): leave the week for a later check.
  if (addresses.length === 0) return { week, sent: false, items: items.length, queued: 0 };
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(jobRuns)
      .values({ job: DIGEST_JOB, period: week })
      .onConflictDoNothing()
      .returning({ period: jobRuns.period });
    if (claimed.length === 0) return { week, sent: false, items: items.length, queued: 0 };
    if (items.length === 0) return { week, sent: true, items: 0, queued: 0 };
    for (const address of addresses) await enqueueMail(tx, digestMail(address, items));
    return { week, sent: true, items: items.length, queued: addresses.length };
  });
}

const kosovoClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: KOSOVO_TIME_ZONE,
  weekday: "short",
  hour: "2-digit",
  hourCycle: "h23",
});

/** This week's digest is due from Monday 08:00 in Kosovo (and stays due until one is sent). */
export function digestDue(now: Date): boolean {
  const parts = kosovoClock.formatToParts(now);
  const weekday = parts.find((part) => part.type === "weekday")?.value;
  const hour = Number(parts.find((part) => part.type === "hour")?.value ?? 0);
  return !(weekday === "Mon" && hour < 8);
}
