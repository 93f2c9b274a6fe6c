import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { audit } from "../../app/db/audit.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { saveNewsletterIssue } from "../../app/db/newsletter-issues.server.ts";
import { auditLog, staffUsers } from "../../app/db/schema.ts";
import { AUDIT_PAGE_SIZE, auditLogPage } from "../../app/features/desk/audit-log.server.ts";
import { withRequestId } from "../../app/lib/log.server.ts";
import { DESK_SITE, signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * The audit log's page (issue 29 item 7): filtered by person, action and days (Kosovo time) from
 * the address, bad filters refused with a message and left out, staff named, entries linked to
 * the items that still exist, 50 a page.
 */

const empty = { subject: "", preview: "", markdown: "" };

describe.each(testTargets())("the audit log on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let editorId = "";
  let issueId = 0;
  const db = () => connection.db;
  const page = (query = "") => auditLogPage(db(), new URL(`/desk/audit${query}`, DESK_SITE));

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: DESK_SITE, DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: false });
    await signedInStaff(db(), "editor@example.org", "editor");
    const [editor] = await db()
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, "editor@example.org"));
    editorId = editor?.id ?? "";
    const actor = { id: editorId, label: "editor@example.org" };
    const issue = await saveNewsletterIssue(
      db(),
      undefined,
      {
        issue: "2027-07-whats-on",
        versions: {
          en: { ...empty, subject: "July", markdown: "Hello." },
          sq: empty,
          de: empty,
          it: empty,
        },
        matchEnglish: [],
      },
      actor,
    );
    issueId = issue.id;
    await audit(db(), {
      actor,
      action: "newsletter.updated",
      entity: { type: "newsletter", id: 9999 },
    });
    // Around midnight in Kosovo (summer time, UTC+2): 23:59:59 on the 14th and 00:30 on the 15th.
    await db()
      .insert(auditLog)
      .values([
        {
          at: new Date("2026-07-14T21:59:59Z"),
          actor: "command line",
          action: "staff.invited",
          entityType: "invitation",
          entityId: "before-midnight",
        },
        {
          at: new Date("2026-07-14T22:30:00Z"),
          actor: "command line",
          action: "staff.invited",
          entityType: "invitation",
          entityId: "after-midnight",
        },
      ]);
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
    setConfigForTests(undefined);
  });

  it("keeps the id of the request an entry was made in, to find its log lines", async () => {
    const entry = await withRequestId("req-audit-3", () =>
      audit(db(), {
        actor: { label: "command line" },
        action: "staff.invited",
        entity: { type: "invitation", id: "traced" },
      }),
    );
    expect(entry.requestId).toBe("req-audit-3");
    await db().delete(auditLog).where(eq(auditLog.id, entry.id));
  });

  it("shows staff by name, and links an entry to its item while it exists", async () => {
    const { entries, people, errors } = await page();
    expect(errors).toEqual({});
    const created = entries.find((entry) => entry.action === "newsletter.created");
    expect(created?.who).toEqual({ name: "editor", label: "editor@example.org" });
    expect(created?.target).toEqual({
      what: "Newsletter issue",
      name: "2027-07-whats-on",
      link: `/desk/newsletters/${issueId}`,
    });
    expect(created?.when).toMatch(/^\d{1,2} \w+ \d{4}, \d{2}:\d{2}:\d{2} \(Kosovo time, CES?T\)$/);
    const gone = entries.find((entry) => entry.entity === "newsletter 9999");
    expect(gone?.target).toBeNull();
    const joined = entries.find((entry) => entry.action === "staff.joined");
    expect(joined?.target).toEqual({ what: "Staff member", name: "editor", link: "/desk/people" });
    expect(people).toEqual(
      expect.arrayContaining([
        { value: "command line", label: "command line" },
        { value: editorId, label: "editor (editor@example.org)" },
      ]),
    );
  });

  it("filters by person and by action, one or a whole kind", async () => {
    const byEditor = await page(`?who=${encodeURIComponent(editorId)}`);
    expect(byEditor.entries.length).toBeGreaterThan(0);
    expect(byEditor.entries.every((entry) => entry.who.label === "editor@example.org")).toBe(true);
    const byCli = await page("?who=command+line");
    expect(byCli.entries.map((entry) => entry.entity)).toEqual(
      expect.arrayContaining(["invitation after-midnight", "invitation before-midnight"]),
    );
    expect(byCli.entries.every((entry) => entry.who.label === "command line")).toBe(true);
    const updated = await page("?action=newsletter.updated");
    expect(updated.entries.map((entry) => entry.entity)).toEqual(["newsletter 9999"]);
    const newsletters = await page("?action=newsletter.*");
    expect(newsletters.entries.map((entry) => entry.action).sort()).toEqual([
      "newsletter.created",
      "newsletter.updated",
    ]);
    expect(newsletters.query).toBe("action=newsletter.*");
    expect(newsletters.actions.find((group) => group.kind === "newsletter")?.actions).toEqual([
      "newsletter.created",
      "newsletter.updated",
    ]);
  });

  it("filters by days in Kosovo time, both days included", async () => {
    const on14 = await page("?from=2026-07-14&to=2026-07-14");
    expect(on14.entries.map((entry) => entry.entity)).toEqual(["invitation before-midnight"]);
    const on15 = await page("?from=2026-07-15&to=2026-07-15&action=staff.invited");
    expect(on15.entries.map((entry) => entry.entity)).toEqual(["invitation after-midnight"]);
    expect(on15.query).toBe("action=staff.invited&from=2026-07-15&to=2026-07-15");
    const from15 = await page("?from=2026-07-15&action=staff.invited");
    expect(from15.entries.map((entry) => entry.entity)).toContain("invitation after-midnight");
    expect(from15.entries.map((entry) => entry.entity)).not.toContain("invitation before-midnight");
  });

  it("refuses bad filters with a message, keeps what was typed and leaves them out", async () => {
    const bad = await page("?from=2026-13-01&to=yesterday&who=nobody&action=made.up");
    expect(bad.errors).toEqual({
      who: "Nobody by that name is in the log: choose a person from the list",
      action: "That action is not in the log: choose one from the list",
      from: "Write the date as YYYY-MM-DD, e.g. 2026-11-26",
      to: "Write the date as YYYY-MM-DD, e.g. 2026-11-26",
    });
    expect(bad.filter).toEqual({
      who: "nobody",
      action: "made.up",
      from: "2026-13-01",
      to: "yesterday",
    });
    expect(bad.query).toBe("");
    expect(bad.total).toBe((await page()).total);
    const backwards = await page("?from=2026-07-15&to=2026-07-14");
    expect(backwards.errors).toEqual({ to: "The end date is before the start date" });
    expect(backwards.total).toBe((await page()).total);
  });

  it("pages 50 at a time, newest first, keeping the filters", async () => {
    await db()
      .insert(auditLog)
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          actor: "anonymous",
          action: "staff.sign-in-failed",
          entityType: "sign-in",
          entityId: `try ${index}`,
        })),
      );
    const first = await page("?action=staff.sign-in-failed");
    expect(first).toMatchObject({ total: 60, page: 1, pages: 2 });
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.entries[0]?.entity).toBe("sign-in try 59");
    const second = await page("?action=staff.sign-in-failed&page=2");
    expect(second.entries.map((entry) => entry.entity)).toEqual(
      Array.from({ length: 10 }, (_, index) => `sign-in try ${9 - index}`),
    );
    expect((await page("?action=staff.sign-in-failed&page=9")).page).toBe(2);
  });
});
