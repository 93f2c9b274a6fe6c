import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { audit } from "../../app/db/audit.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { insertContribution } from "../../app/db/contributions.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { enqueueMail } from "../../app/db/outbox.server.ts";
import { otherTables, undeclaredTables, visitorTables } from "../../app/db/personal-data.ts";
import { insertReview } from "../../app/db/reviews.server.ts";
import {
  auditLog,
  blogPosts,
  contentRevisions,
  contributions,
  events,
  newsletterSubscriptions,
  outbox,
  reviews,
  staffUsers,
} from "../../app/db/schema.ts";
import { hashSecret } from "../../app/features/contributions/hash.server.ts";
import {
  eraseAddress,
  ModerationProblem,
} from "../../app/features/contributions/moderation.server.ts";
import { keyedHash } from "../../app/lib/keyed-hash.server.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * "Erase an address" (issue 29 item 10, decision 130) changes the tables declared as visitors'
 * data and nothing else: never the audit log, the desk's accounts or editors' content, and a
 * staff member's address is refused. Every table that has an e-mail-ish column is declared one
 * way or the other.
 */

const MODERATOR = { id: null, label: "moderator@example.org" };
const ADDRESS = "vera@example.com";
const NOW = new Date("2027-05-20T10:00:00Z");

/** PGlite answers an array-like result, node-postgres `{ rows }`. */
const rowsOf = <Row>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

describe.each(testTargets())("erasing an address on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  const db = () => connection.db;
  const columns = async () =>
    rowsOf<{ table_name: string; column_name: string }>(
      await db().execute(
        sql`select table_name, column_name from information_schema.columns
            where table_schema = 'public' order by table_name, column_name`,
      ),
    );

  beforeAll(async () => {
    setConfigForTests(
      loadConfig({ SITE_URL: "https://explore-kosovo.test", DATA_DIR: "memory://" }),
    );
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase(created.options);
  }, 180_000);
  afterAll(async () => {
    await closeDatabase();
    await drop();
    setConfigForTests(undefined);
  });

  it("knows, for every table with an e-mail-ish column, whether it holds visitors' data", async () => {
    expect(undeclaredTables(await columns())).toEqual([]);

    // A new table with an address that nobody declared is caught.
    await db().execute(sql`create table visitor_wishes (id serial primary key, email text)`);
    try {
      expect(undeclaredTables(await columns())).toEqual(["visitor_wishes"]);
    } finally {
      await db().execute(sql`drop table visitor_wishes`);
    }

    // Every declared column exists; the audit log, staff and content are never visitors' data.
    const known = new Set((await columns()).map((row) => `${row.table_name}.${row.column_name}`));
    for (const table of visitorTables()) {
      for (const column of [table.address, ...(table.alsoEmpty ?? []), ...(table.texts ?? [])]) {
        if (column)
          expect(known, `${table.name}.${column.name}`).toContain(`${table.name}.${column.name}`);
      }
      expect(table.name).not.toMatch(/^(audit_log|staff_)/);
      expect(otherTables().has(table.name), table.name).toBe(false);
    }
    expect(otherTables().get("audit_log")?.kind).toBe("audit");
    expect(otherTables().get("staff_users")?.kind).toBe("staff");
    expect(otherTables().get("blog_posts")?.kind).toBe("content");
  });

  it("never rewrites the audit log or editors' content, and records who erased what, when", async () => {
    // Visitors' data: a review whose writer is the address and whose text quotes it, and one
    // that quotes a longer address containing it; mail to it and mail that mentions it; a
    // newsletter subscription.
    const review = async (text: string, email: string) => {
      const row = await insertReview(
        db(),
        { type: "attraction", id: 1 },
        {
          rating: 5,
          title: "Lovely walk",
          text,
          visitMonth: "2027-04",
          displayName: "Vera",
          language: "en",
        },
      );
      await insertContribution(db(), {
        kind: "review",
        itemId: row.id,
        email,
        emailHash: `hash-${row.id}`,
        clientHash: "client",
        locale: "en",
        confirmTokenHash: `confirm-${row.id}`,
        manageTokenHash: `manage-${row.id}`,
      });
      return row.id;
    };
    const own = await review(`The guide answered at ${ADDRESS.toUpperCase()}, very kind.`, ADDRESS);
    const other = await review(
      "Write to diana@example.com for the guide's number.",
      "d@example.com",
    );
    const mail = (recipient: string, text: string) =>
      enqueueMail(db(), { recipient, kind: "test", locale: "en", subject: "s", text });
    await mail(ADDRESS, "Your review is waiting.");
    const aboutHer = await mail("team@example.org", `A visitor (${ADDRESS}) wrote.`);
    await db().insert(newsletterSubscriptions).values({
      email: ADDRESS,
      status: "confirmed",
    });

    // Not visitors' data: the audit log (a sign-in tried with the address, an editor's change
    // quoting it) and editors' content (an event, a post, a saved version).
    await audit(db(), {
      actor: { label: "anonymous" },
      action: "staff.sign-in-failed",
      entity: { type: "sign-in", id: ADDRESS },
      details: { client: "203.0.113.9" },
    });
    const [event] = await db().select().from(events).limit(1);
    const [post] = await db().select().from(blogPosts).limit(1);
    if (!event || !post) throw new Error("the seed has no event or post");
    const description = `${event.description} Tickets from ${ADDRESS}.`;
    await db().update(events).set({ description }).where(eq(events.id, event.id));
    await db()
      .update(blogPosts)
      .set({ body: `${post.body}\n\nAsk ${ADDRESS}.` })
      .where(eq(blogPosts.id, post.id));
    await db().insert(contentRevisions).values({
      entityType: "event",
      entityId: event.id,
      version: 9_999,
      action: "update",
      data: { description },
      author: "editor@example.org",
    });
    await audit(db(), {
      actor: { id: null, label: "editor@example.org" },
      action: "event.updated",
      entity: { type: "event", id: event.id },
      after: { description },
    });
    const auditBefore = await db().select().from(auditLog).orderBy(auditLog.id);
    const contentBefore = {
      events: await db().select().from(events).orderBy(events.id),
      posts: await db().select().from(blogPosts).orderBy(blogPosts.id),
      revisions: await db().select().from(contentRevisions).orderBy(contentRevisions.id),
    };

    const erased = await eraseAddress(db(), ` ${ADDRESS.toUpperCase()} `, MODERATOR, NOW);

    expect(erased.tables).toEqual({
      contributions: 1,
      reviews: 1,
      outbox: 2,
      newsletter_subscriptions: 1,
    });
    expect(erased.elsewhere).toEqual({ blog_posts: 1, content_revisions: 1, events: 1 });
    const texts = await db().select().from(reviews).orderBy(reviews.id);
    expect(texts.map((row) => [row.id, row.text])).toEqual([
      [own, "The guide answered at [erased], very kind."],
      [other, "Write to diana@example.com for the guide's number."],
    ]);
    const submissions = await db().select().from(contributions).orderBy(contributions.id);
    expect(submissions.map((row) => row.email)).toEqual([null, "d@example.com"]);
    const left = await db().select().from(outbox);
    expect(left.map((row) => [row.id, row.body])).toEqual([
      [aboutHer, "A visitor ([erased]) wrote."],
    ]);
    expect(await db().select().from(newsletterSubscriptions)).toEqual([]);

    // The audit log and the content as they were; one entry more, without the address.
    const auditAfter = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
    const entry = auditAfter.at(-1);
    expect(auditAfter).toHaveLength(auditBefore.length + 1);
    expect(entry).toMatchObject({
      actor: MODERATOR.label,
      action: "contributor.email-erased",
      details: {
        rows: 5,
        tables: erased.tables,
        addressHash: keyedHash(hashSecret(), "erasure", ADDRESS, NOW),
        hashMonth: "2027-05",
        stillInContent: erased.elsewhere,
      },
    });
    expect(JSON.stringify(entry).toLowerCase()).not.toContain(ADDRESS);
    expect({
      events: await db().select().from(events).orderBy(events.id),
      posts: await db().select().from(blogPosts).orderBy(blogPosts.id),
      revisions: await db().select().from(contentRevisions).orderBy(contentRevisions.id),
    }).toEqual(contentBefore);
  });

  it("refuses a desk account's address and changes nothing", async () => {
    await db()
      .insert(staffUsers)
      .values({ id: "staff-sam", name: "Sam", email: "sam@example.org", role: "editor" });
    await enqueueMail(db(), {
      recipient: "sam@example.org",
      kind: "desk-password-reset",
      locale: "en",
      subject: "Reset",
      text: "A link",
    });
    const auditBefore = await db().select().from(auditLog);
    await expect(eraseAddress(db(), "Sam@Example.org", MODERATOR)).rejects.toThrow(
      ModerationProblem,
    );
    expect(
      await db().select().from(outbox).where(eq(outbox.recipient, "sam@example.org")),
    ).toHaveLength(1);
    expect(await db().select().from(auditLog)).toEqual(auditBefore);
  });
});
