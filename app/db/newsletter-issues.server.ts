import { createHash } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type Locale, locales } from "../i18n/locales.ts";
import { ISSUE_NAME } from "../lib/issue-name.ts";
import { type AuditActor, audit } from "./audit.server.ts";
import type { Database } from "./client.server.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.server.ts";
import { newsletterIssues } from "./schema.ts";

/**
 * Newsletter issues written in the desk (issue 18 item 8; docs/decisions/059). The four language
 * versions are stored together; a test send records the fingerprint of the text it sent, and a
 * real send is refused unless that fingerprint is the text's now. Sending itself is
 * `sendIssue` (app/features/newsletter/issues.server.ts), the command line's path.
 */

export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;
export interface IssueText {
  subject: string;
  preview: string;
  markdown: string;
}
export type IssueTexts = Record<Locale, IssueText>;

export interface IssueInput {
  issue: string;
  versions: IssueTexts;
}

export class IssueProblem extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "IssueProblem";
    this.fields = fields;
  }
}

/** The form's fields (`issue`, `en.subject`, `en.preview`, `en.markdown`, …) as an input. */
export function issueFromForm(form: FormData): IssueInput {
  const text = (name: string) =>
    String(form.get(name) ?? "")
      .replace(/\r\n/g, "\n")
      .trim();
  return {
    issue: text("issue").toLowerCase(),
    versions: Object.fromEntries(
      locales.map((locale) => [
        locale,
        {
          subject: text(`${locale}.subject`),
          preview: text(`${locale}.preview`),
          markdown: text(`${locale}.markdown`),
        },
      ]),
    ) as IssueTexts,
  };
}

const LANGUAGE: Record<Locale, string> = {
  en: "English",
  sq: "Albanian",
  de: "German",
  it: "Italian",
};

/** One message per field that needs correcting. */
export function checkIssueInput(input: IssueInput): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!ISSUE_NAME.test(input.issue)) {
    fields.issue = "Name the issue with small letters, digits and hyphens, e.g. 2027-07-whats-on";
  }
  for (const locale of locales) {
    const version = input.versions[locale];
    if (!version.subject) fields[`${locale}.subject`] = `Write the ${LANGUAGE[locale]} subject`;
    else if (version.subject.length > 150) {
      fields[`${locale}.subject`] = "Keep the subject under 150 characters";
    }
    if (version.preview.length > 200) {
      fields[`${locale}.preview`] = "Keep the preview under 200 characters";
    }
    if (!version.markdown) fields[`${locale}.markdown`] = `Write the ${LANGUAGE[locale]} text`;
    else if (version.markdown.length > 50_000) {
      fields[`${locale}.markdown`] = "Keep the text under 50,000 characters";
    }
  }
  return fields;
}

/** The fingerprint of an issue's text: what a test send approves. */
export function issueHash(issue: string, versions: IssueTexts): string {
  const ordered = locales.map((locale) => [
    locale,
    versions[locale]?.subject ?? "",
    versions[locale]?.preview ?? "",
    versions[locale]?.markdown ?? "",
  ]);
  return createHash("sha256")
    .update(JSON.stringify([issue, ordered]))
    .digest("hex");
}

export function listNewsletterIssues(db: Database): Promise<NewsletterIssueRow[]> {
  return db.select().from(newsletterIssues).orderBy(desc(newsletterIssues.updatedAt)).limit(200);
}

export async function getNewsletterIssue(
  db: Database,
  id: number,
): Promise<NewsletterIssueRow | undefined> {
  if (!Number.isInteger(id)) return undefined;
  const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  return row;
}

/** Creates (no `id`) or saves an issue not sent yet; the name must be new among issues. */
export async function saveNewsletterIssue(
  db: Database,
  id: number | undefined,
  input: IssueInput,
  actor: AuditActor,
): Promise<NewsletterIssueRow> {
  const fields = checkIssueInput(input);
  if (Object.keys(fields).length) throw new IssueProblem("Some fields need correcting", fields);
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: newsletterIssues.id })
      .from(newsletterIssues)
      .where(eq(newsletterIssues.issue, input.issue));
    if (clash && clash.id !== id) {
      throw new IssueProblem("Some fields need correcting", {
        issue: "Another issue has this name: choose a new one",
      });
    }
    if (id === undefined) {
      const [created] = await tx
        .insert(newsletterIssues)
        .values({ issue: input.issue, versions: input.versions, createdBy: actor.label })
        .returning();
      if (!created) throw new Error("no issue row");
      await audit(tx, {
        actor,
        action: "newsletter.created",
        entity: { type: "newsletter", id: created.id },
        after: created,
      });
      return created;
    }
    const [before] = await tx
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, id))
      .for("update");
    if (!before) throw new IssueProblem("There is no such issue.");
    if (before.sentAt) throw new IssueProblem("This issue was sent already; it cannot change.");
    const [after] = await tx
      .update(newsletterIssues)
      .set({ issue: input.issue, versions: input.versions, updatedAt: sql`now()` })
      .where(eq(newsletterIssues.id, id))
      .returning();
    if (!after) throw new Error("the issue vanished");
    await audit(tx, {
      actor,
      action: "newsletter.updated",
      entity: { type: "newsletter", id },
      before,
      after,
    });
    return after;
  });
}

/** True when the issue's text now is the text last sent as a test. */
export function testedAsIs(row: NewsletterIssueRow): boolean {
  return (
    row.testedHash !== null && row.testedHash === issueHash(row.issue, row.versions as IssueTexts)
  );
}

/** Queues the test e-mails to `to` and records that this text was tested, in one transaction. */
export async function markIssueTested(
  db: Database,
  row: NewsletterIssueRow,
  to: string,
  mails: readonly OutgoingMail[],
  actor: AuditActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const mail of mails) await enqueueMail(tx, mail);
    await tx
      .update(newsletterIssues)
      .set({
        testedHash: issueHash(row.issue, row.versions as IssueTexts),
        testedAt: sql`now()`,
        testedTo: to,
      })
      .where(eq(newsletterIssues.id, row.id));
    await audit(tx, {
      actor,
      action: "newsletter.test-sent",
      entity: { type: "newsletter", id: row.id },
      details: { issue: row.issue, mails: mails.length },
    });
  });
}

/**
 * Claims the issue for sending: only once, and only while its text is the tested one. False
 * when someone else sent it first or the text changed since the test.
 */
export async function claimIssueForSending(
  db: Database,
  row: NewsletterIssueRow,
  actor: AuditActor,
): Promise<boolean> {
  const hash = issueHash(row.issue, row.versions as IssueTexts);
  const claimed = await db
    .update(newsletterIssues)
    .set({ sentAt: sql`now()`, sentBy: actor.label })
    .where(
      and(
        eq(newsletterIssues.id, row.id),
        isNull(newsletterIssues.sentAt),
        eq(newsletterIssues.testedHash, hash),
      ),
    )
    .returning({ id: newsletterIssues.id });
  return claimed.length > 0;
}

/** Gives a claimed issue back when queuing failed, so it can be sent again. */
export async function releaseIssue(db: Database, id: number): Promise<void> {
  await db
    .update(newsletterIssues)
    .set({ sentAt: null, sentBy: null })
    .where(eq(newsletterIssues.id, id));
}

/** The audit entry of a send: how many e-mails were queued, never to whom. */
export async function recordIssueSent(
  db: Database,
  row: NewsletterIssueRow,
  result: { queued: number; alreadyQueued: number },
  actor: AuditActor,
): Promise<void> {
  await audit(db, {
    actor,
    action: "newsletter.sent",
    entity: { type: "newsletter", id: row.id },
    details: { issue: row.issue, queued: result.queued, alreadyQueued: result.alreadyQueued },
  });
}
