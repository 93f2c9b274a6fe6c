import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { onContentChanged } from "../../app/db/content-changed.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { listPublishedReviews, reviewSummaries } from "../../app/db/queries.server.ts";
import {
  auditLog,
  contributionBlocks,
  contributions,
  outbox,
  reviews,
  reviewVotes,
} from "../../app/db/schema.ts";
import { clientHash, emailHash, sha256 } from "../../app/features/contributions/hash.server.ts";
import {
  approve,
  block,
  blockAddress,
  confirmFromLink,
  eraseAddress,
  purgeUnconfirmed,
  queueEntries,
  reject,
} from "../../app/features/contributions/moderation.server.ts";
import {
  handleReviewAction,
  type ReviewActionOptions,
} from "../../app/features/contributions/review-actions.server.ts";
import {
  loadManagedReview,
  manageReviewAction,
} from "../../app/features/contributions/review-manage.server.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";
import * as confirmRoute from "../../app/routes/contributions.confirm.tsx";
import { answerOf, goodReview, solvedProof } from "../support/contributions.ts";
import { migrationsFolder } from "../support/test-databases.ts";

/**
 * The contributions kit with reviews on a real database (issue 19): screening (size, honeypot,
 * proof of work and its replay, limits, links, blocks), confirm-then-moderate, reports, the
 * purge, erasure and "Helpful". The attraction page's action is called as React Router calls it.
 */

const SITE = "https://explore-kosovo.test";
const MODERATOR = { id: null, label: "mod@example.com" };
let connection: DatabaseConnection;
let options: ReviewActionOptions;
let ip = 1;

function post(
  fields: Record<string, string>,
  init: { ip?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Request(`${SITE}/attractions/1`, {
    method: "POST",
    body: init.body ?? new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-client-ip": init.ip ?? `198.51.100.${ip}`,
      ...init.headers,
    },
  });
}

const act = async (request: Request, id = 1) =>
  answerOf(await handleReviewAction(request, { type: "attraction", id }, "en", options));

async function write(overrides: Record<string, string> = {}, init = {}) {
  return act(post(goodReview({ proof: await solvedProof(), ...overrides }), init));
}

const all = {
  reviews: () => connection.db.select().from(reviews),
  contributions: () => connection.db.select().from(contributions),
  mail: () => connection.db.select().from(outbox),
};

function tokenFrom(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{32})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});
beforeEach(async () => {
  for (const table of [reviewVotes, contributions, reviews, outbox, contributionBlocks, auditLog]) {
    await connection.db.delete(table);
  }
  ip += 1;
  const roomy = () => memoryRateLimiter(`t${Math.random()}`, { max: 1000, windowMs: 60_000 });
  options = {
    database: async () => connection.db,
    limits: { client: roomy(), plain: roomy(), email: roomy() },
    replay: memoryRateLimiter(`replay${Math.random()}`, { max: 1, windowMs: 60_000 }),
    votes: roomy(),
  };
});

describe("the confirmation link's page (issue 29 item 15)", () => {
  const page = (url: string, method = "GET") => {
    const args = { request: new Request(url, { method }), params: {}, context: {} } as never;
    return (method === "GET" ? confirmRoute.loader(args) : confirmRoute.action(args)).then(
      answerOf,
    );
  };

  it("asks when opened, however often, and changes nothing; its button confirms, once", async () => {
    await write();
    const [mail] = await all.mail();
    const token = tokenFrom(mail?.body ?? "", "/contributions/confirm");
    const url = `${SITE}/contributions/confirm?token=${token}`;
    // A mail gateway's link scanner opens the link: the page asks, the submission waits.
    for (const _ of [1, 2]) {
      expect(await page(url)).toEqual({ status: 200, data: { state: "ask", token } });
    }
    const [unconfirmed] = await all.contributions();
    expect([unconfirmed?.status, unconfirmed?.confirmedAt]).toEqual(["unconfirmed", null]);
    expect((await queueEntries(connection.db)).entries).toEqual([]);

    expect(await page(url, "POST")).toEqual({
      status: 200,
      data: { state: "confirmed", token: "" },
    });
    const [confirmed] = await all.contributions();
    expect(confirmed?.status).toBe("waiting");
    expect((await queueEntries(connection.db)).entries).toHaveLength(1);
    // Used: the page and its button now say the link does not work.
    expect(await page(url)).toEqual({ status: 404, data: { state: "invalid", token: "" } });
    expect(await page(url, "POST")).toEqual({ status: 404, data: { state: "invalid", token: "" } });
  });

  it("shows the friendly page for a missing, malformed or unknown token, both ways", async () => {
    for (const query of ["", "?token=", "?token=abc", `?token=${"A".repeat(32)}`, "?token=%00"]) {
      for (const method of ["GET", "POST"]) {
        expect(await page(`${SITE}/contributions/confirm${query}`, method)).toEqual({
          status: 404,
          data: { state: "invalid", token: "" },
        });
      }
    }
  });
});

describe("writing, confirming and moderating a review", () => {
  it("holds it until confirmed, then until approved; the numbers come from published ones", async () => {
    const changes: string[] = [];
    const stop = onContentChanged(({ entity }) => changes.push(entity));
    try {
      expect(await write()).toEqual({ status: 200, data: { intent: "review", state: "sent" } });
      const [review] = await all.reviews();
      expect(review).toMatchObject({ status: "pending", rating: 4, entityId: 1, language: "en" });
      const [row] = await all.contributions();
      expect(row).toMatchObject({ status: "unconfirmed", email: "ana@example.com" });
      // Tokens are stored only as hashes.
      const [mail] = await all.mail();
      expect(mail?.kind).toBe("contribution-confirmation");
      const confirm = tokenFrom(mail?.body ?? "", "/contributions/confirm");
      const manage = tokenFrom(mail?.body ?? "", "/reviews/manage");
      expect(JSON.stringify(row)).not.toContain(confirm);
      expect(JSON.stringify(row)).not.toContain(manage);
      expect(await listPublishedReviews(connection.db, "attraction", 1)).toEqual([]);
      expect((await queueEntries(connection.db)).entries).toEqual([]);

      expect(await confirmFromLink(connection.db, confirm)).toBeTruthy();
      expect(await confirmFromLink(connection.db, confirm)).toBeUndefined();
      const queue = (await queueEntries(connection.db)).entries;
      expect(queue).toHaveLength(1);
      expect(queue[0]?.item?.heading).toBe("Worth the climb");
      expect(queue[0]?.item?.where.href).toBe("/attractions/1");

      await approve(connection.db, queue[0]?.id ?? 0, MODERATOR);
      expect(changes).toContain("reviews");
      const published = await listPublishedReviews(connection.db, "attraction", 1);
      expect(published.map((r) => r.title)).toEqual(["Worth the climb"]);
      expect((await reviewSummaries(connection.db, "attraction")).get(1)).toMatchObject({
        average: 4,
        count: 1,
      });
      expect((await all.mail()).map((m) => m.kind)).toContain("contribution-published");
      const actions = (await connection.db.select().from(auditLog)).map((e) => e.action);
      expect(actions).toContain("review.approved");
    } finally {
      stop();
    }
  });

  it("mails the writer, in their language, a link to the review on its page once published", async () => {
    const request = post(goodReview({ proof: await solvedProof(), language: "de" }));
    await handleReviewAction(request, { type: "attraction", id: 1 }, "de", options);
    const [confirmation] = await all.mail();
    await confirmFromLink(
      connection.db,
      tokenFrom(confirmation?.body ?? "", "/contributions/confirm"),
    );
    const [entry] = (await queueEntries(connection.db)).entries;
    await approve(connection.db, entry?.id ?? 0, MODERATOR);
    const [review] = await all.reviews();
    const published = (await all.mail()).find((mail) => mail.kind === "contribution-published");
    const link = `${SITE}/de/attractions/1?review=${review?.id}#review-${review?.id}`;
    expect(published).toMatchObject({ locale: "de", link });
    expect(published?.html).toContain(`href="${link}"`);
    expect(published?.body).toContain(link);
  });

  it("sends a reported review back to the queue, and a rejection's reason to the writer", async () => {
    await write();
    const mail = (await all.mail())[0];
    await confirmFromLink(connection.db, tokenFrom(mail?.body ?? "", "/contributions/confirm"));
    const [entry] = (await queueEntries(connection.db)).entries;
    await approve(connection.db, entry?.id ?? 0, MODERATOR);
    const [review] = await all.reviews();

    const report = await act(post({ intent: "report", review: String(review?.id) }));
    expect(report.data).toMatchObject({ state: "reported" });
    const [again] = (await queueEntries(connection.db)).entries;
    expect(again).toMatchObject({ reported: true, reportCount: 1 });
    // Still shown until a moderator decides.
    expect(await listPublishedReviews(connection.db, "attraction", 1)).toHaveLength(1);

    await reject(connection.db, again?.id ?? 0, "It names a private person.", MODERATOR);
    expect(await listPublishedReviews(connection.db, "attraction", 1)).toEqual([]);
    const rejected = (await all.mail()).find((m) => m.kind === "contribution-rejected");
    expect(rejected?.body).toContain("It names a private person.");
    expect((await queueEntries(connection.db)).entries).toEqual([]);
  });

  it("lets the writer change their review from the private link (back to the queue), then delete it", async () => {
    await write();
    const body = (await all.mail())[0]?.body ?? "";
    await confirmFromLink(connection.db, tokenFrom(body, "/contributions/confirm"));
    const [entry] = (await queueEntries(connection.db)).entries;
    await approve(connection.db, entry?.id ?? 0, MODERATOR);
    const url = `${SITE}/reviews/manage?token=${tokenFrom(body, "/reviews/manage")}`;
    const send = async (fields: Record<string, string>) =>
      answerOf(
        await manageReviewAction(
          new Request(url, {
            method: "POST",
            body: new URLSearchParams(fields).toString(),
            headers: { "content-type": "application/x-www-form-urlencoded" },
          }),
        ),
      );

    const loaded = answerOf(await loadManagedReview(new Request(url), "en"));
    expect(loaded.data).toMatchObject({ found: true, status: "published" });
    expect(loaded.data.values).toMatchObject({ title: "Worth the climb", email: "" });

    // A mistake: the field's error and everything typed back, nothing changed.
    const edit = { ...goodReview(), intent: "save", title: "Even better in May" };
    const wrong = await send({ ...edit, text: "Too short." });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      state: "invalid",
      values: { title: "Even better in May", text: "Too short." },
    });
    expect((await all.reviews())[0]).toMatchObject({
      title: "Worth the climb",
      status: "published",
    });

    expect((await send(edit)).data).toEqual({ state: "saved" });
    expect((await all.reviews())[0]).toMatchObject({
      title: "Even better in May",
      status: "pending",
    });
    expect(await listPublishedReviews(connection.db, "attraction", 1)).toEqual([]);
    expect((await queueEntries(connection.db)).entries.map((e) => e.item?.heading)).toEqual([
      "Even better in May",
    ]);

    expect((await send({ intent: "delete" })).data).toEqual({ state: "deleted" });
    expect(await all.reviews()).toEqual([]);
    expect(await all.contributions()).toEqual([]);
    expect((await send({ intent: "delete" })).data).toEqual({ state: "gone" });
  });

  it("counts Helpful once per browser", async () => {
    await write();
    await confirmFromLink(
      connection.db,
      tokenFrom((await all.mail())[0]?.body ?? "", "/contributions/confirm"),
    );
    await approve(
      connection.db,
      (await queueEntries(connection.db)).entries[0]?.id ?? 0,
      MODERATOR,
    );
    const [review] = await all.reviews();
    const vote = (cookie?: string) =>
      handleReviewAction(
        post(
          { intent: "helpful", review: String(review?.id) },
          { headers: cookie ? { cookie } : {} },
        ),
        { type: "attraction", id: 1 },
        "en",
        options,
      );
    const first = (await vote()) as unknown as { data: unknown; init: { headers: Headers } };
    expect(first.data).toMatchObject({ state: "counted" });
    const cookie = first.init.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^ek_voter=[A-Za-z0-9_-]{32}$/);
    expect(answerOf(await vote(cookie)).data).toMatchObject({ state: "already" });
    expect(answerOf(await vote()).data).toMatchObject({ state: "counted" });
    const [after] = await all.reviews();
    expect(after?.helpfulCount).toBe(2);
  });
});

describe("screening refuses what it must and stores nothing of it", () => {
  it("answers a filled honeypot as a success and stores nothing", async () => {
    expect((await write({ website: "http://spam.example" })).data).toEqual({
      intent: "review",
      state: "sent",
    });
    expect(await all.reviews()).toEqual([]);
    expect(await all.mail()).toEqual([]);
  });

  it("keeps the proof of a form with mistakes for the corrected one", async () => {
    const proof = await solvedProof();
    const wrong = await act(post(goodReview({ proof, text: "Too short." })));
    expect(wrong.data).toMatchObject({ state: "invalid", errors: { text: "textShort" } });
    expect((await act(post(goodReview({ proof })))).data).toMatchObject({ state: "sent" });
    expect(await all.reviews()).toHaveLength(1);
  });

  it("uses a proof of work once", async () => {
    const proof = await solvedProof();
    expect((await act(post(goodReview({ proof })))).status).toBe(200);
    const replay = await act(post(goodReview({ proof, email: "other@example.com" })));
    expect(replay).toMatchObject({ status: 200, data: { state: "refused", reason: "proof" } });
    expect(await all.reviews()).toHaveLength(1);
  });

  it("refuses a forged proof, and applies the stricter limit without one", async () => {
    const forged = await act(post(goodReview({ proof: Buffer.from("{}").toString("base64") })));
    expect(forged).toMatchObject({ status: 200, data: { state: "refused", reason: "proof" } });
    options.limits = {
      ...options.limits,
      plain: memoryRateLimiter("p", { max: 1, windowMs: 60_000 }),
    };
    expect((await act(post(goodReview()))).status).toBe(200);
    const second = await act(post(goodReview({ email: "b@example.com" })));
    expect(second).toMatchObject({ status: 429, data: { reason: "rate-limited" } });
    expect(await all.reviews()).toHaveLength(1);
  });

  it("limits per client and per e-mail address", async () => {
    options.limits = {
      ...options.limits,
      client: memoryRateLimiter("c", { max: 2, windowMs: 60_000 }),
      email: memoryRateLimiter("e", { max: 1, windowMs: 60_000 }),
    };
    expect((await write()).status).toBe(200);
    expect((await write()).status).toBe(429); // same address
    expect((await write({ email: "c@example.com" })).status).toBe(429); // third from the client
    expect(await all.reviews()).toHaveLength(1);
  });

  it("refuses too many links, with the field's error and what was typed", async () => {
    const text =
      "See https://a.example and www.b.example and c.example.com for the best views of all.";
    const answer = await write({ text });
    expect(answer).toMatchObject({
      status: 200,
      data: { state: "invalid", errors: { text: "textLinks" }, values: { text } },
    });
    expect(await all.reviews()).toEqual([]);
  });

  it("refuses a body over the limit with 413 before parsing it", async () => {
    const big = await act(post({}, { body: `intent=review&text=${"a".repeat(20_000)}` }));
    expect(big.status).toBe(413);
    const declared = await act(
      post({}, { body: "intent=review", headers: { "content-length": "999999" } }),
    );
    expect(declared.status).toBe(413);
    expect(await all.reviews()).toEqual([]);
  });

  it("refuses a blocked address or client quietly", async () => {
    await blockAddress(connection.db, "Ana@Example.com", MODERATOR);
    expect((await write()).data).toMatchObject({ state: "sent" });
    expect(await all.reviews()).toEqual([]);

    await write({ email: "bo@example.com" }, { ip: "192.0.2.77" });
    const [row] = await all.contributions();
    await block(connection.db, row?.id ?? 0, "client", MODERATOR);
    expect((await write({ email: "cy@example.com" }, { ip: "192.0.2.77" })).data).toMatchObject({
      state: "sent",
    });
    expect(await all.reviews()).toHaveLength(1);
    expect((await all.mail()).filter((m) => m.kind === "contribution-confirmation")).toHaveLength(
      1,
    );
  });

  it("stores keyed fingerprints; a block under last month's key holds and moves to this month's", async () => {
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const twoMonthsAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 15));
    const client = (at?: Date) => clientHash(post({}, { ip: "192.0.2.90" }), at);

    await write({ email: "dee@example.com" }, { ip: "192.0.2.90" });
    const [stored] = await all.contributions();
    // Neither is the plain SHA-256 of the address (decision 130).
    expect(stored).toMatchObject({ clientHash: client(), emailHash: emailHash("dee@example.com") });
    expect(stored?.clientHash).not.toBe(sha256("client:192.0.2.90"));
    expect(stored?.emailHash).not.toBe(sha256("email:dee@example.com"));
    await connection.db.delete(contributions);
    await connection.db.delete(reviews);

    const blocks = (rows: { target: "email" | "client"; valueHash: string }[]) =>
      connection.db
        .insert(contributionBlocks)
        .values(rows.map((row) => ({ ...row, createdBy: MODERATOR.label })))
        .returning({ id: contributionBlocks.id });
    const [byClient, byEmail, stale] = await blocks([
      { target: "client", valueHash: client(lastMonth) },
      { target: "email", valueHash: emailHash("eve@example.com", lastMonth) },
      { target: "email", valueHash: emailHash("old@example.com", twoMonthsAgo) },
    ]);
    expect((await write({ email: "fay@example.com" }, { ip: "192.0.2.90" })).data).toMatchObject({
      state: "sent",
    });
    expect((await write({ email: "eve@example.com" })).data).toMatchObject({ state: "sent" });
    expect(await all.reviews()).toEqual([]);
    // Met this month: stored under this month's key now, so they hold next month too.
    const kept = await connection.db.select().from(contributionBlocks);
    const hashOf = (id?: number) => kept.find((row) => row.id === id)?.valueHash;
    expect(hashOf(byClient?.id)).toBe(client());
    expect(hashOf(byEmail?.id)).toBe(emailHash("eve@example.com"));
    // Two months without being met: lapsed.
    await write({ email: "old@example.com" });
    expect(await all.reviews()).toHaveLength(1);
    expect(hashOf(stale?.id)).toBe(emailHash("old@example.com", twoMonthsAgo));
  });

  it("refuses a review of an attraction that does not exist", async () => {
    const answer = answerOf(
      await handleReviewAction(
        post(goodReview({ proof: await solvedProof() })),
        { type: "attraction", id: 99_999 },
        "en",
        options,
      ),
    );
    expect(answer.status).toBe(404);
    expect(await all.reviews()).toEqual([]);
  });
});

describe("privacy", () => {
  it("deletes submissions unconfirmed for 7 days, with their reviews", async () => {
    await write();
    await write({ email: "fresh@example.com" });
    const [old] = await all.contributions();
    await connection.db
      .update(contributions)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(contributions.id, old?.id ?? 0));
    expect(await purgeUnconfirmed(connection.db)).toBe(1);
    expect(await all.contributions()).toHaveLength(1);
    expect(await all.reviews()).toHaveLength(1);
  });

  it("erases an address from every submission on request", async () => {
    await write();
    await write({ title: "Second visit" });
    const erased = await eraseAddress(connection.db, " ANA@example.com ", MODERATOR);
    expect(erased.tables.contributions).toBe(2);
    expect((await all.contributions()).map((row) => row.email)).toEqual([null, null]);
    const audit = await connection.db.select().from(auditLog);
    expect(JSON.stringify(audit)).not.toContain("ana@example.com");
  });
});
