import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { insertContribution } from "../../app/db/contributions.server.ts";
import { publishEvent } from "../../app/db/events.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { listPracticalFacts } from "../../app/db/practical-facts.server.ts";
import { openRecheckReports } from "../../app/db/recheck-reports.server.ts";
import { insertReview } from "../../app/db/reviews.server.ts";
import {
  auditLog,
  blogComments,
  contributionReports,
  contributions,
  eventTips,
  newsletterSubscriptions,
  outbox,
  recheckReports,
  reviews,
} from "../../app/db/schema.ts";
import { submitCommentFromForm } from "../../app/features/contributions/comment.server.ts";
import {
  confirmTipFromLink,
  manageLink,
  submitTipFromForm,
} from "../../app/features/contributions/event-tip.server.ts";
import {
  approve,
  confirmFromLink,
  QUEUE_PAGE_SIZE,
  queueEntries,
} from "../../app/features/contributions/moderation.server.ts";
import { submitRecheckFromForm } from "../../app/features/contributions/recheck.server.ts";
import { handleReviewAction } from "../../app/features/contributions/review-actions.server.ts";
import { afterPublication } from "../../app/features/desk/event-tips.server.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";
import * as factsPage from "../../app/routes/desk.facts.tsx";
import * as moderationPage from "../../app/routes/desk.moderation.tsx";
import { answerOf, goodReview } from "../support/contributions.ts";
import { DESK_SITE, deskGet, deskPost, outcomeOf, signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * Issue 19, finished (decisions 110–114): "Report" on a blog comment (once per browser, back to
 * the queue), erasing an address wherever it is kept, the moderation queue in pages with counts
 * per kind, and visitors' flags joined to the practical facts' re-check queue.
 */

const roomy = () => memoryRateLimiter(`v${Math.random()}`, { max: 10_000, windowMs: 60_000 });
const options = () => ({
  database: async () => connection.db,
  limits: { client: roomy(), plain: roomy(), email: roomy() },
  votes: roomy(),
  today: "2027-01-10",
});
const args = (request: Request) => ({ request, params: {}, context: {} }) as never;
let connection: DatabaseConnection;
const db = () => connection.db;

function form(path: string, fields: Record<string, string>, init: { cookie?: string } = {}) {
  return new Request(new URL(path, DESK_SITE), {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-client-ip": "203.0.113.77",
      ...(init.cookie ? { cookie: init.cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** Writes a comment on post 1, confirms it from its e-mail and approves it; returns its id. */
async function publishedComment(email: string, text: string) {
  await submitCommentFromForm(form("/blog/1", { name: "Lena", email, text }), 1, "en", options());
  const [mail] = await db()
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(sql`${outbox.id} desc`)
    .limit(1);
  const token = new URL(mail?.link ?? "").searchParams.get("token") ?? "";
  const confirmed = await confirmFromLink(db(), token);
  if (!confirmed) throw new Error("the comment was not confirmed");
  await approve(db(), confirmed.id, { id: null, label: "mod@example.org" });
  return confirmed.itemId;
}

const report = (comment: number, cookie?: string, post = 1) =>
  submitCommentFromForm(
    form(`/blog/${post}`, { intent: "report", comment: String(comment) }, { cookie }),
    post,
    "en",
    options(),
  );

describe.each(testTargets())("visitors' voices on $name", (target) => {
  let drop: () => Promise<void>;
  let editor = "";
  let moderator = "";

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: DESK_SITE, DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase(created.options);
    editor = await signedInStaff(db(), "editor@example.org", "editor");
    moderator = await signedInStaff(db(), "moderator@example.org", "moderator");
  }, 180_000);
  afterAll(async () => {
    await closeDatabase();
    await drop();
    setConfigForTests(undefined);
  });
  beforeEach(async () => {
    for (const table of [contributionReports, contributions, blogComments, reviews, outbox]) {
      await db().delete(table);
    }
  });

  it("reports a published comment once per browser, back to the moderators' queue", async () => {
    const id = await publishedComment("lena@example.com", "Lovely walk along the river.");
    expect((await queueEntries(db())).entries).toEqual([]);

    const first = (await report(id)) as Response;
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`/blog/1?reported=${id}#comment-${id}`);
    const cookie = (first.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^ek_voter=[\w-]{32}$/);
    expect(first.headers.get("set-cookie")).toContain("HttpOnly");

    // The same browser again: the same answer, nothing counted.
    const again = (await report(id, cookie)) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get("set-cookie")).toBeNull();
    let [entry] = (await queueEntries(db())).entries;
    expect(entry).toMatchObject({ kind: "comment", itemId: id, reported: true, reportCount: 1 });
    expect(await db().select().from(contributionReports)).toHaveLength(1);

    // Another browser counts; the comment stays shown until a moderator decides.
    await report(id);
    [entry] = (await queueEntries(db())).entries;
    expect(entry?.reportCount).toBe(2);
    const [shown] = await db().select().from(blogComments).where(eq(blogComments.id, id));
    expect(shown?.status).toBe("published");

    // "Keep it" clears the report; the moderator's page is where it happens.
    const kept = await outcomeOf(() =>
      moderationPage.action(
        args(deskPost("/desk/moderation", moderator, { intent: "approve", id: String(entry?.id) })),
      ),
    );
    expect(kept).toEqual({ redirect: "/desk/moderation?done=approved" });
    expect((await queueEntries(db())).entries).toEqual([]);
  });

  it("refuses to report what is not a published comment of this post, and too many reports", async () => {
    const id = await publishedComment("ben@example.com", "The fortress at dusk is worth it.");
    expect(answerOf(await report(id, undefined, 2))).toMatchObject({
      status: 404,
      data: { report: id, state: "unknown" },
    });
    expect(answerOf(await report(999_999))).toMatchObject({ status: 404 });
    const limited = await submitCommentFromForm(
      form("/blog/1", { intent: "report", comment: String(id) }),
      1,
      "en",
      { ...options(), votes: memoryRateLimiter(`one${Math.random()}`, { max: 0, windowMs: 1 }) },
    );
    expect(answerOf(limited)).toMatchObject({
      status: 429,
      data: { report: id, state: "rateLimited" },
    });
    expect(await db().select().from(contributionReports)).toEqual([]);
  });

  it("reports a review once per browser too", async () => {
    const written = await handleReviewAction(
      form("/attractions/1", goodReview({ email: "rita@example.com" })),
      { type: "attraction", id: 1 },
      "en",
      options(),
    );
    expect(answerOf(written).data).toMatchObject({ state: "sent" });
    const [mail] = await db().select().from(outbox).where(eq(outbox.recipient, "rita@example.com"));
    const confirmed = await confirmFromLink(
      db(),
      new URL(mail?.link ?? "").searchParams.get("token") ?? "",
    );
    await approve(db(), confirmed?.id ?? 0, { id: null, label: "mod@example.org" });
    const reportReview = (cookie?: string) =>
      handleReviewAction(
        form("/attractions/1", { intent: "report", review: String(confirmed?.itemId) }, { cookie }),
        { type: "attraction", id: 1 },
        "en",
        options(),
      );
    const first = await reportReview();
    const cookie = (answerOf(first) && (first as { init?: { headers?: Headers } }).init?.headers)
      ?.get("set-cookie")
      ?.split(";")[0];
    expect(cookie).toMatch(/^ek_voter=/);
    expect(answerOf(await reportReview(cookie)).data).toMatchObject({ state: "reported" });
    const [entry] = (await queueEntries(db())).entries;
    expect(entry).toMatchObject({ kind: "review", reported: true, reportCount: 1 });
  });

  it("erases an address where visitors' data is kept, never in editors' content, and logs it without the address", async () => {
    const address = "Erin.Organiser@Example.com";
    const lower = address.toLowerCase();
    // A review and a comment whose texts mention the address, a tip (published, with its
    // e-mails), a re-check note, a newsletter subscription.
    await handleReviewAction(
      form(
        "/attractions/1",
        goodReview({
          email: address,
          text: `Write to me at ${address} if you want the guide's number, it was excellent.`,
        }),
      ),
      { type: "attraction", id: 1 },
      "en",
      options(),
    );
    await publishedComment(lower, `Ask me: ${lower}. The walk is lovely in May.`);
    await submitTipFromForm(
      form("/events/submit", {
        name: "Gjakova Night Market",
        startDate: "2027-06-04",
        endDate: "",
        startTime: "19:00",
        town: "Gjakova",
        venue: "",
        description: `Stalls and music in the old bazaar. Questions to ${address} please.`,
        link: "",
        organiserName: "Erin",
        organiserEmail: address,
        consent: "yes",
      }),
      "en",
      options(),
    );
    const [tipMail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "event-tip-confirmation"));
    // The organiser presses the button of the link's page.
    expect(
      await confirmTipFromLink(new Request(tipMail?.link ?? "", { method: "POST" }), async () =>
        db(),
      ),
    ).toBe("confirmed");
    const [tip] = await db().select().from(eventTips).where(eq(eventTips.organiserName, "Erin"));
    await publishEvent(db(), tip?.eventId ?? 0, { author: "editor@example.org" });
    await afterPublication(
      db(),
      { id: "e", email: "editor@example.org" } as never,
      tip?.eventId ?? 0,
    );
    const [published] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "event-tip-published"));
    expect(published?.link).toContain("/events/manage?token=");
    await submitRecheckFromForm(
      form("/recheck", {
        entityType: "attraction",
        entityId: "1",
        reason: "other",
        note: `Closed on Mondays now, ${address}`,
      }),
      "en",
      options(),
    );
    await db().insert(newsletterSubscriptions).values({
      email: lower,
      status: "confirmed",
    });

    const auditBefore = await db().select().from(auditLog).orderBy(auditLog.id);
    const erased = await outcomeOf(() =>
      moderationPage.action(
        args(deskPost("/desk/moderation", moderator, { intent: "erase", email: ` ${address} ` })),
      ),
    );
    expect(erased).toMatchObject({
      redirect: expect.stringMatching(
        /^\/desk\/moderation\?done=erased-\d+&left=content_revisions\.\d+,events\.1$/,
      ),
    });

    // Nowhere in visitors' data any more (decision 130): only in editors' content, the event an
    // editor made from the tip and its versions, which an erasure leaves alone.
    const columns = await db().execute(
      sql`select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
    );
    const rows = (Array.isArray(columns) ? columns : (columns as { rows: unknown[] }).rows) as {
      table_name: string;
      column_name: string;
    }[];
    expect(rows.length).toBeGreaterThan(40);
    const found: string[] = [];
    for (const { table_name, column_name } of rows) {
      const hits = await db().execute(
        sql`select 1 from ${sql.identifier(table_name)}
            where position(${lower} in lower(${sql.identifier(column_name)}::text)) > 0 limit 1`,
      );
      const list = Array.isArray(hits) ? hits : (hits as { rows: unknown[] }).rows;
      if (list.length > 0) found.push(`${table_name}.${column_name}`);
    }
    expect(found).toEqual(["content_revisions.data", "events.description", "events.details"]);
    // The audit log as it was, with one entry more.
    const auditAfter = await db().select().from(auditLog).orderBy(auditLog.id);
    expect(auditAfter.slice(0, auditBefore.length)).toEqual(auditBefore);
    expect(auditAfter.slice(auditBefore.length).map((entry) => entry.action)).toEqual([
      "contributor.email-erased",
    ]);

    // What stays: the texts (without the address), the tip (without its address or link).
    const [review] = await db().select().from(reviews);
    expect(review?.text).toBe(
      "Write to me at [erased] if you want the guide's number, it was excellent.",
    );
    const [after] = await db()
      .select()
      .from(eventTips)
      .where(eq(eventTips.id, tip?.id ?? 0));
    expect(after).toMatchObject({ organiserEmail: null, manageTokenHash: null });
    expect(await manageLink(new Request(published?.link ?? ""), async () => db())).toBeUndefined();
    expect((await db().select().from(contributions)).every((row) => row.email === null)).toBe(true);
    const [logged] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "contributor.email-erased"));
    // The organiser's address column and the tip's description: two changes to the one tip.
    expect(logged).toMatchObject({ actor: "moderator@example.org" });
    expect(logged?.details).toMatchObject({
      tables: { contributions: 2, event_tips: 2 },
      addressHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      stillInContent: { events: 1 },
    });
    expect(JSON.stringify(logged)).not.toContain(lower);
  });

  it("pages the moderation queue, oldest first, with the counts per kind", async () => {
    const start = Date.UTC(2026, 10, 1);
    for (let n = 0; n < QUEUE_PAGE_SIZE + 5; n++) {
      const row = await insertReview(
        db(),
        { type: "attraction", id: 1 },
        {
          rating: 5,
          title: `Visit number ${n + 1}`,
          text: "A long enough text about the visit to pass every check there is.",
          visitMonth: "2026-06",
          displayName: "Someone",
          language: "en",
        },
      );
      const stored = await insertContribution(db(), {
        kind: "review",
        itemId: row.id,
        email: `writer${n}@example.com`,
        emailHash: `hash-${n}`,
        clientHash: "client",
        locale: "en",
        confirmTokenHash: `confirm-${n}`,
        manageTokenHash: `manage-${n}-${Math.random()}`,
      });
      await db()
        .update(contributions)
        .set({ status: "waiting", confirmedAt: new Date(start + n * 60_000) })
        .where(eq(contributions.id, stored.id));
    }
    const first = await queueEntries(db(), 1);
    expect(first).toMatchObject({ page: 1, pages: 2, total: QUEUE_PAGE_SIZE + 5 });
    expect(first.counts).toEqual([
      { kind: "review", label: "Review", waiting: QUEUE_PAGE_SIZE + 5, reported: 0 },
    ]);
    expect(first.entries).toHaveLength(QUEUE_PAGE_SIZE);
    expect(first.entries[0]?.item?.heading).toBe("Visit number 1");
    const second = await queueEntries(db(), 2);
    expect(second.entries.map((entry) => entry.item?.heading)).toEqual(
      [26, 27, 28, 29, 30].map((n) => `Visit number ${n}`),
    );
    // Past the end: the last page; nonsense: the first.
    expect((await queueEntries(db(), 9)).page).toBe(2);
    expect((await queueEntries(db(), Number.NaN)).page).toBe(1);

    const page = await moderationPage.loader(args(deskGet("/desk/moderation?page=2", moderator)));
    expect(page).toMatchObject({ page: 2, pages: 2, total: 30 });
    expect(page.entries).toHaveLength(5);
  });

  it("joins visitors' flags to the practical facts of their page, and closes them with the fact", async () => {
    await db().delete(recheckReports);
    const flag = (fields: Record<string, string>) =>
      submitRecheckFromForm(form("/recheck", fields), "de", options());
    const sent = (await flag({
      entityType: "page",
      entityId: "/about/transport",
      reason: "prices",
      note: "The airport bus costs 4 € now.",
    })) as Response;
    expect(sent.headers.get("location")).toBe("/de/about/transport?recheck=sent#recheck");
    await flag({ entityType: "attraction", entityId: "1", reason: "hours", note: "" });
    await flag({ entityType: "attraction", entityId: "1", reason: "closed", note: "" });
    // A page that states no practical fact is refused.
    await expect(
      flag({ entityType: "page", entityId: "/about/history", reason: "prices", note: "" }),
    ).rejects.toMatchObject({ init: { status: 400 } });
    expect(await openRecheckReports(db())).toHaveLength(3);

    const loaded = await factsPage.loader(args(deskGet("/desk/facts", editor)));
    expect(loaded.reportCount).toBe(3);
    expect(loaded.facts[0]).toMatchObject({ key: "page:transport", page: "/about/transport" });
    expect(loaded.facts[0]?.reports.map((report) => report.note)).toEqual([
      "The airport bus costs 4 € now.",
    ]);
    expect(loaded.places).toMatchObject([
      { path: "/attractions/1", reports: [{ reason: "Opening hours changed" }, {}] },
    ]);

    // The fact re-checked, with its flags closed; the place's stay.
    const checked = await outcomeOf(() =>
      factsPage.action(
        args(
          deskPost("/desk/facts", editor, {
            intent: "checked",
            key: "page:transport",
            note: "Compared with the airport's timetable page.",
            sourceUrl: "",
            closeReports: "on",
          }),
        ),
      ),
    );
    expect(checked).toEqual({ redirect: "/desk/facts?done=checked" });
    const open = await openRecheckReports(db());
    expect(open.map((report) => report.pagePath)).toEqual(["/attractions/1", "/attractions/1"]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "fact.checked"))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit?.details).toMatchObject({ reportsClosed: [expect.any(Number)] });
    expect(
      (await listPracticalFacts(db())).find((fact) => fact.key === "page:transport")?.checkedBy,
    ).toBe("editor@example.org");

    // The place marked checked: both its flags close at once.
    const place = await outcomeOf(() =>
      factsPage.action(
        args(deskPost("/desk/facts", editor, { intent: "place-checked", path: "/attractions/1" })),
      ),
    );
    expect(place).toEqual({ redirect: "/desk/facts?done=place#flagged" });
    expect(await openRecheckReports(db())).toEqual([]);
    const after = await factsPage.loader(args(deskGet("/desk/facts", editor)));
    expect(after).toMatchObject({ reportCount: 0, places: [] });
  });
});
