import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { auditEntries } from "../../app/db/audit.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
  outbox,
} from "../../app/db/schema.ts";
import * as listPage from "../../app/routes/desk.newsletters._index.tsx";
import * as issuePage from "../../app/routes/desk.newsletters.$id._index.tsx";
import * as deliveriesPage from "../../app/routes/desk.newsletters.$id.deliveries.tsx";
import * as sendPage from "../../app/routes/desk.newsletters.$id.send.tsx";
import { DESK_SITE, deskGet, deskPost, outcomeOf, signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * Newsletters in the desk (issue 18 item 8, issue 29 item 4; decisions 059, 134) through their
 * route modules, as the browser calls them: drafts with languages missing, each language's
 * state against the English, a test of exactly this text, a confirmation naming the recipients,
 * links to each language's pages, the text that was sent kept read-only, and each address's
 * delivery, paged and masked.
 */

const LOCALES = ["en", "sq", "de", "it"] as const;
const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as never;

/** The form's fields for the languages given (the others left empty). */
function fields(issue: string, languages: readonly string[] = LOCALES, subject = "July") {
  const body: Record<string, string> = { intent: "save", issue };
  for (const locale of LOCALES) {
    const written = languages.includes(locale);
    body[`${locale}.subject`] = written ? `${subject} (${locale})` : "";
    body[`${locale}.preview`] = written ? "Festivals with confirmed dates" : "";
    body[`${locale}.markdown`] = written
      ? `## ${subject}\n\nDokuFest in Prizren (${locale}): [the events](/events).`
      : "";
  }
  return body;
}

describe.each(testTargets())("newsletters in the desk on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let editor = "";
  const db = () => connection.db;
  const call = (run: () => unknown) => outcomeOf(run as () => Promise<unknown>);
  const issueRow = async (id: number) =>
    (await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id)))[0];

  async function create(body: Record<string, string>): Promise<number> {
    const created = await call(() =>
      listPage.action(args(deskPost("/desk/newsletters", editor, body))),
    );
    const id = Number(
      /\/desk\/newsletters\/(\d+)\?done=created$/.exec(String(created.redirect))?.[1],
    );
    expect(id).toBeGreaterThan(0);
    return id;
  }
  const onIssue = (id: number, body: Record<string, string>) =>
    call(() =>
      issuePage.action(args(deskPost(`/desk/newsletters/${id}`, editor, body), { id: String(id) })),
    );
  const issueLoader = (id: number) =>
    call(() =>
      issuePage.loader(args(deskGet(`/desk/newsletters/${id}`, editor), { id: String(id) })),
    ) as Promise<Awaited<ReturnType<typeof issuePage.loader>>>;
  const sendLoader = (id: number) =>
    call(() =>
      sendPage.loader(args(deskGet(`/desk/newsletters/${id}/send`, editor), { id: String(id) })),
    );
  const confirmSend = (id: number, body: Record<string, string>) =>
    call(() =>
      sendPage.action(
        args(deskPost(`/desk/newsletters/${id}/send`, editor, body), { id: String(id) }),
      ),
    );
  const states = async (id: number) =>
    Object.fromEntries(
      ((await issueLoader(id)).draft?.languages ?? []).map((row) => [row.locale, row.state]),
    );

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: DESK_SITE, DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: false });
    editor = await signedInStaff(db(), "editor@example.org", "editor");
    await db()
      .insert(newsletterSubscriptions)
      .values([
        { email: "ana@example.org", locale: "sq", status: "confirmed" },
        { email: "ben@example.org", locale: "de", status: "pending" },
        { email: "cara@example.org", locale: "en", status: "confirmed" },
        { email: "gone@example.org", locale: "it", status: "unsubscribed" },
      ]);
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
    setConfigForTests(undefined);
  });

  it("refuses a bad name and overlong fields with a message each, keeping what was typed", async () => {
    const body = { ...fields("Bad Name!"), "de.subject": "x".repeat(151) };
    const refused = await listPage.action(args(deskPost("/desk/newsletters", editor, body)));
    expect(refused.errors).toEqual({
      issue: "Name the issue with small letters, digits and hyphens, e.g. 2027-07-whats-on",
      "de.subject": "Keep the subject under 150 characters",
    });
    expect(refused.values["en.subject"]).toBe("July (en)");
    expect(refused.values["de.subject"]).toBe("x".repeat(151));
    const unnamed = await listPage.action(args(deskPost("/desk/newsletters", editor, fields(""))));
    expect(unnamed.errors.issue).toBe("Name the issue, e.g. 2027-07-whats-on");
    expect(await db().select().from(newsletterIssues)).toEqual([]);
  });

  it("saves a draft with languages missing, shows each one's state, and refuses to send it", async () => {
    const id = await create(fields("2027-06-draft", ["en"]));
    expect(await states(id)).toEqual({
      en: "current",
      sq: "missing",
      de: "missing",
      it: "missing",
    });
    const page = await issueLoader(id);
    expect(page.draft?.problems).toEqual([
      "Albanian is missing: write its subject and text.",
      "German is missing: write its subject and text.",
      "Italian is missing: write its subject and text.",
      "Send a test to yourself first: the text has changed since the last test, or no test was sent.",
    ]);
    const list = await listPage.loader(args(deskGet("/desk/newsletters", editor)));
    expect(list.issues.find((issue) => issue.id === id)?.state).toBe(
      "Draft: Albanian, German, Italian missing",
    );

    // A test sends what is written; sending stays refused while languages are missing.
    expect(await onIssue(id, { intent: "test" })).toEqual({
      redirect: `/desk/newsletters/${id}?done=tested`,
    });
    const tests = await db().select().from(outbox).where(eq(outbox.kind, "newsletter-test"));
    expect(tests.map((mail) => mail.locale)).toEqual(["en"]);
    expect(await sendLoader(id)).toMatchObject({
      problems: [
        "Albanian is missing: write its subject and text.",
        "German is missing: write its subject and text.",
        "Italian is missing: write its subject and text.",
      ],
    });
    const send = (await sendLoader(id)) as { fingerprint: string };
    expect(await confirmSend(id, { fingerprint: send.fingerprint, recipients: "2" })).toMatchObject(
      { problem: expect.stringMatching(/^Not sent\. Albanian is missing/) },
    );
    // The issue page does not send on its own, whatever is posted to it.
    expect(await onIssue(id, { intent: "send" })).toMatchObject({
      problem: "Choose what to do with the buttons on the page.",
    });
    expect(await db().select().from(newsletterDeliveries)).toEqual([]);
  });

  it("marks the languages older than the English after the English changes, until brought up to date", async () => {
    const id = await create(fields("2027-06-states"));
    expect(await states(id)).toEqual({
      en: "current",
      sq: "current",
      de: "current",
      it: "current",
    });
    const english = fields("2027-06-states");
    english["en.markdown"] = "## July\n\nA new English text.";
    expect(await onIssue(id, english)).toEqual({ redirect: `/desk/newsletters/${id}?done=saved` });
    expect(await states(id)).toEqual({ en: "current", sq: "older", de: "older", it: "older" });
    expect((await issueLoader(id)).draft?.problems).toContain(
      "German is older than the English: bring it up to date, or mark it as still matching the English.",
    );
    // Albanian rewritten, German marked as still matching; Italian left behind.
    const next = {
      ...english,
      "sq.markdown": "## Korriku\n\nNjë tekst i ri.",
      "de.matches": "yes",
    };
    await onIssue(id, next);
    expect(await states(id)).toEqual({ en: "current", sq: "current", de: "current", it: "older" });
    const list = await listPage.loader(args(deskGet("/desk/newsletters", editor)));
    expect(list.issues.find((issue) => issue.id === id)?.state).toBe(
      "Draft: Italian older than the English",
    );
    const [updated] = (await auditEntries(db(), { entity: { type: "newsletter", id } })).filter(
      (entry) => entry.action === "newsletter.updated",
    );
    expect(updated?.actor).toBe("editor@example.org");
  });

  it("tests, confirms with the number of recipients, sends, and keeps what was sent", async () => {
    const id = await create(fields("2027-07-whats-on"));
    await onIssue(id, { intent: "test" });
    // A change after the test needs a new test.
    await onIssue(id, fields("2027-07-whats-on", LOCALES, "What's on in July"));
    expect((await issueLoader(id)).draft?.problems).toEqual([
      "Send a test to yourself first: the text has changed since the last test, or no test was sent.",
    ]);
    await onIssue(id, { intent: "test" });
    const page = await issueLoader(id);
    expect(page.draft).toMatchObject({
      tested: true,
      testedTo: "editor@example.org",
      problems: [],
    });
    expect(page.draft?.testedAt).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2} \(Kosovo time, CES?T\)$/);

    // The confirmation names the recipients: confirmed, per language.
    const confirm = (await sendLoader(id)) as Awaited<ReturnType<typeof sendPage.loader>>;
    expect(confirm.recipients).toBe(2);
    expect(confirm.problems).toEqual([]);
    expect(confirm.languages.map((row) => [row.locale, row.recipients])).toEqual([
      ["en", 1],
      ["sq", 1],
      ["de", 0],
      ["it", 0],
    ]);
    // A count or a text other than the one shown is refused.
    expect(await confirmSend(id, { fingerprint: confirm.fingerprint, recipients: "1" })).toEqual({
      problem:
        "Not sent: the number of recipients changed since this page was opened; it is now 2. Check it and confirm again.",
    });
    expect(await confirmSend(id, { fingerprint: "0".repeat(64), recipients: "2" })).toEqual({
      problem: "Not sent: the text changed since this page was opened. Read it again.",
    });
    expect(await db().select().from(newsletterDeliveries)).toEqual([]);

    expect(await confirmSend(id, { fingerprint: confirm.fingerprint, recipients: "2" })).toEqual({
      redirect: `/desk/newsletters/${id}?done=sent`,
    });
    const sent = await db().select().from(outbox).where(eq(outbox.kind, "newsletter-issue"));
    expect(sent.map((mail) => [mail.recipient, mail.subject]).sort()).toEqual([
      ["ana@example.org", "What's on in July (sq)"],
      ["cara@example.org", "What's on in July (en)"],
    ]);
    // Each language's links go to that language's pages.
    expect(sent.find((mail) => mail.locale === "sq")?.html).toContain(
      `href="${DESK_SITE}/sq/events"`,
    );
    expect(sent.find((mail) => mail.locale === "en")?.html).toContain(`href="${DESK_SITE}/events"`);
    const [entry] = await auditEntries(db(), { limit: 1 });
    expect(entry).toMatchObject({
      action: "newsletter.sent",
      details: { confirmed: 2, queued: 2 },
    });

    // What went out is stored and shown, read-only; the issue can no longer change.
    const row = await issueRow(id);
    expect(row?.sentBy).toBe("editor@example.org");
    expect(row?.sentVersions?.de?.html).toContain(`href="${DESK_SITE}/de/events"`);
    const shown = await issueLoader(id);
    expect(shown.draft).toBeNull();
    expect(shown.sent?.sentAt).toMatch(/\(Kosovo time, CES?T\)$/);
    expect(shown.sent?.kept).toBe(true);
    expect(shown.sent?.counts).toMatchObject({ queued: 2 });
    const german = shown.sent?.languages.find((language) => language.locale === "de");
    expect(german).toMatchObject({
      subject: "What's on in July (de)",
      links: [`${DESK_SITE}/de/events`],
    });
    expect(german?.markdown).toContain("DokuFest in Prizren (de)");
    expect(await onIssue(id, fields("2027-07-whats-on", LOCALES, "Changed"))).toMatchObject({
      problem: "This issue was sent already; it cannot change. Start a new issue for a new text.",
    });
    expect((await issueRow(id))?.sentVersions).toEqual(row?.sentVersions);
    // Sent once: the confirmation page leads back to the issue, a second post is refused.
    expect(await sendLoader(id)).toEqual({ redirect: `/desk/newsletters/${id}` });
    expect(
      await confirmSend(id, { fingerprint: confirm.fingerprint, recipients: "0" }),
    ).toMatchObject({ problem: "Not sent. This issue was sent already." });
    expect(await db().select().from(newsletterDeliveries)).toHaveLength(2);
  });

  it("lists each address's delivery, masked, 50 a page, by state", async () => {
    await db()
      .insert(newsletterSubscriptions)
      .values(
        Array.from({ length: 53 }, (_, index) => ({
          email: `reader${index}@example.net`,
          locale: "de",
          status: "confirmed",
        })),
      );
    const id = await create(fields("2027-08-many"));
    await onIssue(id, { intent: "test" });
    const confirm = (await sendLoader(id)) as { fingerprint: string; recipients: number };
    expect(confirm.recipients).toBe(55);
    await confirmSend(id, { fingerprint: confirm.fingerprint, recipients: "55" });
    const [failed] = await db()
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.recipient, "reader7@example.net"));
    await db().execute(
      sql`update outbox set status = 'failed', attempts = 1, last_error = '550 <reader7@example.net>: no such user' where id = ${failed?.id}`,
    );

    const at = (query: string) =>
      call(() =>
        deliveriesPage.loader(
          args(deskGet(`/desk/newsletters/${id}/deliveries${query}`, editor), { id: String(id) }),
        ),
      ) as Promise<Awaited<ReturnType<typeof deliveriesPage.loader>>>;
    const first = await at("");
    expect(first).toMatchObject({ total: 55, page: 1, pages: 2, error: null });
    expect(first.entries).toHaveLength(50);
    expect(first.counts).toMatchObject({ queued: 54, failed: 1 });
    expect(first.entries[0]).toMatchObject({ to: "a***@e***.org", locale: "sq", state: "queued" });
    expect(first.entries[0]?.at).toMatch(/\(Kosovo time, CES?T\)$/);
    expect((await at("?page=2")).entries).toHaveLength(5);
    const onlyFailed = await at("?state=failed");
    expect(onlyFailed.entries).toEqual([
      expect.objectContaining({
        to: "r***@e***.net",
        state: "failed",
        reason: "550 <r***@e***.net>: no such user",
      }),
    ]);
    expect(JSON.stringify(await at("?page=2"))).not.toMatch(/reader\d+@/);
    expect((await at("?state=lost")).error).toBe("Choose a state from the list");
  });
});
