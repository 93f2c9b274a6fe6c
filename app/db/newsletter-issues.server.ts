import { createHash } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { type Locale, locales } from "../i18n/locales.ts";
import { ISSUE_NAME } from "../lib/issue-name.ts";
import { type LanguageState, languageStates } from "../lib/newsletter-languages.ts";
import { type AuditActor, audit } from "./audit.server.ts";
import type { Database } from "./client.server.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.server.ts";
import { newsletterIssues } from "./schema.ts";

/**
 * Newsletter issues written in the desk (issue 18 item 8, issue 29 item 4; decisions 059, 134).
 * The four language versions are stored together and an issue may be saved with some still
 * missing; each language records when it was last brought up to date, and sending is refused
 * while one is missing or older than the English (the README's rule for the command line). A
 * test send records the fingerprint of the text it sent, and a real send is refused unless that
 * fingerprint is the text's now. What was sent is stored with the issue, which then cannot
 * change. Sending itself is `sendIssue` (app/features/newsletter/issues.server.ts).
 */

export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;
export interface IssueText {
  subject: string;
  preview: string;
  markdown: string;
  /** ISO time: when this language's text last changed, or was marked as matching the English. */
  updated?: string;
}
export type IssueTexts = Record<Locale, IssueText>;

export interface IssueInput {
  issue: string;
  versions: Record<Locale, Omit<IssueText, "updated">>;
  /** Languages whose editor ticked "still matches the English" without changing them. */
  matchEnglish: Locale[];
}

export class IssueProblem extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = "IssueProblem";
    this.fields = fields;
  }
}

/** The form's fields (`issue`, `en.subject`, `en.preview`, `en.markdown`, `de.matches`, …). */
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
    ) as IssueInput["versions"],
    matchEnglish: locales.filter((locale) => form.get(`${locale}.matches`) === "yes"),
  };
}

export const LANGUAGE: Record<Locale, string> = {
  en: "English",
  sq: "Albanian",
  de: "German",
  it: "Italian",
};

/** One message per field that needs correcting. A draft may leave languages empty. */
export function checkIssueInput(input: IssueInput): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!input.issue) fields.issue = "Name the issue, e.g. 2027-07-whats-on";
  else if (!ISSUE_NAME.test(input.issue)) {
    fields.issue = "Name the issue with small letters, digits and hyphens, e.g. 2027-07-whats-on";
  }
  for (const locale of locales) {
    const version = input.versions[locale];
    if (version.subject.length > 150) {
      fields[`${locale}.subject`] = "Keep the subject under 150 characters";
    }
    if (version.preview.length > 200) {
      fields[`${locale}.preview`] = "Keep the preview under 200 characters";
    }
    if (version.markdown.length > 50_000) {
      fields[`${locale}.markdown`] = "Keep the text under 50,000 characters";
    }
  }
  return fields;
}

/** A language is written once it has its subject and its text (the preview is optional). */
export function isWritten(version: IssueText | undefined): version is IssueText {
  return Boolean(version?.subject && version.markdown);
}

/** Each language's state: missing, up to date, or older than the English. */
export function issueStates(
  row: Pick<NewsletterIssueRow, "versions">,
): Record<Locale, LanguageState> {
  const versions = row.versions as Partial<IssueTexts>;
  return languageStates(
    Object.fromEntries(
      locales.map((locale) => {
        const version = versions[locale];
        return [locale, isWritten(version) ? { updated: version.updated ?? "" } : undefined];
      }),
    ),
  );
}

/** Why the issue cannot go to subscribers yet, one sentence each; none when it can. */
export function sendingProblems(row: NewsletterIssueRow): string[] {
  if (row.sentAt) return ["This issue was sent already."];
  const states = issueStates(row);
  const problems = locales.flatMap((locale) =>
    states[locale] === "missing"
      ? [`${LANGUAGE[locale]} is missing: write its subject and text.`]
      : states[locale] === "older"
        ? [
            `${LANGUAGE[locale]} is older than the English: bring it up to date, or mark it as still matching the English.`,
          ]
        : [],
  );
  if (!testedAsIs(row)) {
    problems.push(
      "Send a test to yourself first: the text has changed since the last test, or no test was sent.",
    );
  }
  return problems;
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

/**
 * The versions to store: a language's `updated` becomes `now` when its text changed or its
 * editor marked it as matching the English; otherwise it keeps the one it had.
 */
function versionsToStore(
  input: IssueInput,
  before: Partial<IssueTexts> | undefined,
  now: string,
): IssueTexts {
  return Object.fromEntries(
    locales.map((locale) => {
      const text = input.versions[locale];
      const old = before?.[locale];
      const changed =
        !old ||
        old.subject !== text.subject ||
        old.preview !== text.preview ||
        old.markdown !== text.markdown;
      const written = Boolean(text.subject || text.preview || text.markdown);
      const updated =
        written && (changed || input.matchEnglish.includes(locale)) ? now : old?.updated;
      return [locale, updated ? { ...text, updated } : text];
    }),
  ) as IssueTexts;
}

/** Creates (no `id`) or saves an issue not sent yet; the name must be new among issues. */
export async function saveNewsletterIssue(
  db: Database,
  id: number | undefined,
  input: IssueInput,
  actor: AuditActor,
  now = new Date(),
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
        .values({
          issue: input.issue,
          versions: versionsToStore(input, undefined, now.toISOString()),
          createdBy: actor.label,
        })
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
    if (before.sentAt) {
      throw new IssueProblem(
        "This issue was sent already; it cannot change. Start a new issue for a new text.",
      );
    }
    const versions = versionsToStore(
      input,
      before.versions as Partial<IssueTexts>,
      now.toISOString(),
    );
    const [after] = await tx
      .update(newsletterIssues)
      .set({ issue: input.issue, versions, updatedAt: sql`now()` })
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

/** What a send stores of every language: its texts, and the HTML its subscribers get. */
export type SentVersions = Record<Locale, Required<IssueText> & { html: string }>;

/**
 * Claims the issue for sending and stores what is sent: only once, and only while its text is
 * the tested one. False when someone else sent it first or the text changed since the test.
 */
export async function claimIssueForSending(
  db: Database,
  row: NewsletterIssueRow,
  sent: SentVersions,
  actor: AuditActor,
): Promise<boolean> {
  const hash = issueHash(row.issue, row.versions as IssueTexts);
  const claimed = await db
    .update(newsletterIssues)
    .set({ sentAt: sql`now()`, sentBy: actor.label, sentVersions: sent })
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
    .set({ sentAt: null, sentBy: null, sentVersions: null })
    .where(eq(newsletterIssues.id, id));
}

/** The audit entry of a send: how many were confirmed and queued, never to whom. */
export async function recordIssueSent(
  db: Database,
  row: NewsletterIssueRow,
  result: { confirmed: number; queued: number; alreadyQueued: number },
  actor: AuditActor,
): Promise<void> {
  await audit(db, {
    actor,
    action: "newsletter.sent",
    entity: { type: "newsletter", id: row.id },
    details: {
      issue: row.issue,
      confirmed: result.confirmed,
      queued: result.queued,
      alreadyQueued: result.alreadyQueued,
    },
  });
}
