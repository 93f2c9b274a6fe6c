import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { tipPublished } from "../../app/db/event-tips.server.ts";
import { createEvent } from "../../app/db/events.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import {
  blogComments,
  blogLikes,
  contributions,
  events,
  eventTipProposals,
  eventTips,
  recheckReports,
} from "../../app/db/schema.ts";
import { handleLikesRequest } from "../../app/features/blog/likes.server.ts";
import { submitCommentFromForm } from "../../app/features/contributions/comment.server.ts";
import {
  manageLink,
  proposeFromForm,
  submitTipFromForm,
} from "../../app/features/contributions/event-tip.server.ts";
import { submitRecheckFromForm } from "../../app/features/contributions/recheck.server.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";
import * as manageCommentRoute from "../../app/routes/blog.comments.manage.tsx";
import * as confirmTipRoute from "../../app/routes/events.submit_.confirm.tsx";
import { answerOf } from "../support/contributions.ts";
import { migrationsFolder } from "../support/test-databases.ts";

/**
 * Issue 19 item 6 for tips, comments, likes and re-check flags: 1,000 malformed or hostile
 * submissions to each endpoint. No answer is a 5xx, nothing is published, and nothing refused
 * is stored (a row may appear only when the answer is the "sent" redirect).
 */

const SITE = "https://explore-kosovo.test";
const ROUNDS = 1_000;
let connection: DatabaseConnection;

function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}
type Random = ReturnType<typeof generator>;

const HOSTILE = [
  "",
  " ",
  "<script>alert(1)</script>",
  "'; DROP TABLE event_tips; --",
  "\u0000\u0001\u0002",
  "\u202Eevil",
  "🙂".repeat(600),
  "a".repeat(2_500),
  "http://spam.example https://spam.example www.spam.example",
  "javascript:alert(1)",
  "https://ok.example/page",
  "%00%ff%fe",
  "{{constructor.constructor('x')()}}",
  "NaN",
  "-1",
  "2027-02-30",
  "2027-06-01",
  "1999-01-01",
  "25:00",
  "18:30",
  "Prizren",
  "closed",
  "other",
  "yes",
  "attraction",
  "destination",
  "page",
  "/about/transport",
  "report",
  "1",
  "999999",
  "ana@example.com",
  "not-an-address@",
];
const TYPES = [
  "application/x-www-form-urlencoded",
  "application/json",
  "text/plain",
  "multipart/form-data; boundary=x",
  "",
];

/** A date the tip form accepts: next year. */
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-06-01`;
const goodTip = () => ({
  name: "Peja Mountain Film Nights",
  startDate: NEXT_YEAR,
  endDate: "",
  startTime: "20:30",
  town: "Peja",
  venue: "",
  description: "Open-air screenings of mountain films at the foot of the Rugova gorge.",
  link: "",
  organiserName: "Besa",
  organiserEmail: "besa@example.com",
  consent: "yes",
});
const goodComment = () => ({ name: "Lena", email: "lena@example.com", text: "Lovely walk." });
const goodRecheck = () => ({ entityType: "attraction", entityId: "1", reason: "prices", note: "" });

function hostileRequest(
  url: string,
  random: Random,
  good: () => Record<string, string>,
  fields: readonly string[],
): Request {
  const { next, pick } = random;
  const type = pick(TYPES);
  const method = next() < 0.05 ? pick(["GET", "PUT", "DELETE"]) : "POST";
  const values: Record<string, string> = next() < 0.3 ? good() : {};
  for (let i = Math.floor(next() * 8); i > 0; i--) {
    values[pick([...fields, "website", "proof", "__proto__", "constructor"])] = pick(HOSTILE);
  }
  let body: string;
  const shape = next();
  if (shape < 0.1) body = pick(HOSTILE);
  else if (shape < 0.15) body = `name=${"a".repeat(17_000)}`;
  else if (type === "application/json") {
    body =
      next() < 0.2
        ? pick(["[]", "null", "1", '"x"', "{", '{"name":{"$gt":0}}'])
        : JSON.stringify(values);
  } else body = new URLSearchParams(values).toString();
  const headers: Record<string, string> = {
    "x-client-ip": `198.51.100.${Math.floor(next() * 250)}`,
  };
  if (type) headers["content-type"] = type;
  if (next() < 0.05) headers["content-length"] = String(Math.floor(next() * 10 ** 7));
  return new Request(url, { method, headers, body: method === "GET" ? undefined : body });
}

const roomy = () => memoryRateLimiter(`f${Math.random()}`, { max: 100_000, windowMs: 60_000 });
const options = () => ({
  database: async () => connection.db,
  limits: { client: roomy(), plain: roomy(), email: roomy() },
  replay: roomy(),
  votes: roomy(),
});

/** Runs a handler; a thrown Response or `data()` is an answer too. */
async function answer(run: () => Promise<unknown>) {
  try {
    const result = await run();
    if (result instanceof Response) return { status: result.status, data: {} };
    return { status: 200, data: (result ?? {}) as Record<string, unknown> };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: {} };
    const value = answerOf(thrown);
    if (value.status !== 200) return value;
    throw thrown;
  }
}

async function count(
  table:
    | typeof eventTips
    | typeof blogComments
    | typeof recheckReports
    | typeof eventTipProposals
    | typeof blogLikes,
) {
  return (await connection.db.select().from(table)).length;
}

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});

async function fuzz(
  name: string,
  table: Parameters<typeof count>[0],
  send: (
    random: Random,
  ) => Promise<{ status: number; data: Record<string, unknown>; sent: boolean }>,
) {
  const random = generator(name.length * 97);
  let accepted = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const before = await count(table);
    const result = await send(random);
    expect(result.status, `${name} round ${round}`).toBeLessThan(500);
    const after = await count(table);
    if (result.sent && after === before + 1) accepted += 1;
    else expect(after, `${name} round ${round} stored a refused submission`).toBe(before);
  }
  return accepted;
}

const sentTo = (status: number) => status === 303;

describe(`${ROUNDS} hostile submissions to each endpoint`, () => {
  it("event tips (/events/submit) and their confirm link", async () => {
    const eventsBefore = (await connection.db.select().from(events)).length;
    const opts = options();
    const fields = Object.keys(goodTip());
    const accepted = await fuzz("tips", eventTips, async (random) => {
      const result = await answer(() =>
        submitTipFromForm(
          hostileRequest(`${SITE}/events/submit`, random, goodTip, fields),
          "en",
          opts,
        ),
      );
      return { ...result, sent: sentTo(result.status) };
    });
    const tips = await connection.db.select().from(eventTips);
    expect(accepted).toBeGreaterThan(0);
    expect(tips).toHaveLength(accepted);
    expect(tips.every((tip) => tip.status === "unconfirmed" && tip.eventId === null)).toBe(true);
    const random = generator(5);
    for (let round = 0; round < ROUNDS; round++) {
      const token = random.pick(HOSTILE) + random.pick(["", "A".repeat(32), "&token=x"]);
      const url = `${SITE}/events/submit/confirm?token=${encodeURIComponent(token)}`;
      const args = (method: string) =>
        ({ request: new Request(url, { method }), params: {}, context: {} }) as never;
      for (const result of [
        await answer(() => confirmTipRoute.loader(args("GET"))),
        await answer(() => confirmTipRoute.action(args("POST"))),
      ]) {
        expect(result.status).toBeLessThan(500);
        expect(result.data).toEqual({ state: "invalid", token: "" });
      }
    }
    expect((await connection.db.select().from(events)).length).toBe(eventsBefore);
  }, 600_000);

  it("blog comments: nothing published, nothing refused stored", async () => {
    const opts = options();
    const accepted = await fuzz("comments", blogComments, async (random) => {
      const result = await answer(() =>
        submitCommentFromForm(
          hostileRequest(`${SITE}/blog/1`, random, goodComment, [
            "name",
            "email",
            "text",
            "intent",
            "comment",
          ]),
          random.pick([1, 2, 3]),
          "en",
          opts,
        ),
      );
      return { ...result, sent: sentTo(result.status) };
    });
    const rows = await connection.db.select().from(blogComments);
    expect(accepted).toBeGreaterThan(0);
    expect(rows).toHaveLength(accepted);
    expect(rows.every((row) => row.status === "pending")).toBe(true);
    const items = await connection.db.select().from(contributions);
    expect(items.every((item) => item.status === "unconfirmed")).toBe(true);
  }, 600_000);

  it("re-check flags (/recheck)", async () => {
    const opts = options();
    await fuzz("recheck", recheckReports, async (random) => {
      const result = await answer(() =>
        submitRecheckFromForm(
          hostileRequest(`${SITE}/recheck`, random, goodRecheck, Object.keys(goodRecheck())),
          "en",
          opts,
        ),
      );
      return { ...result, sent: sentTo(result.status) };
    });
  }, 600_000);

  it("organisers' proposals from the private link", async () => {
    const eventId = await createEvent(connection.db, {
      name: "Fuzz Fest",
      description: "An event for the fuzz test, with enough words to pass.",
      image: "/artwork/site/og-default.svg",
      imageAlt: "Fuzz Fest",
      startTime: "20:00",
      location: "Peja",
      address: "Peja, Kosovo",
      town: "Peja",
      category: "Culture",
      latitude: 42.66,
      longitude: 20.29,
      occurrences: [{ startDate: NEXT_YEAR, endDate: null, confirmed: true }],
    });
    const [tip] = await connection.db
      .insert(eventTips)
      .values({
        ...goodTip(),
        endDate: null,
        venue: null,
        link: null,
        status: "confirmed",
        eventId,
      })
      .returning();
    const token = "T".repeat(32);
    await tipPublished(connection.db, eventId, token, async () => ({
      recipient: tip?.organiserEmail ?? "",
      kind: "test",
      locale: "en",
      subject: "x",
      text: "x",
    }));
    const url = `${SITE}/events/manage?token=${token}`;
    const link = await manageLink(new Request(url), async () => connection.db);
    if (!link) throw new Error("no link");
    const opts = options();
    const eventBefore = (await connection.db.select().from(events)).find((e) => e.id === eventId);
    const proposals = await fuzz("proposals", eventTipProposals, async (random) => {
      const result = await answer(() =>
        proposeFromForm(
          hostileRequest(url, random, () => ({ ...link.live, kind: "update", note: "" }), [
            "kind",
            "note",
            "name",
            "startDate",
            "endDate",
            "description",
          ]),
          link,
          opts,
        ),
      );
      return { ...result, sent: result.data.sent === true };
    });
    expect(proposals).toBeGreaterThan(0);
    // Proposals wait for an editor: the live event is untouched.
    expect((await connection.db.select().from(events)).find((e) => e.id === eventId)).toEqual(
      eventBefore,
    );
  }, 600_000);

  it("likes (/api/blog/likes)", async () => {
    const random = generator(11);
    const limiter = roomy();
    const changed = async () => {};
    for (let round = 0; round < ROUNDS; round++) {
      const { next, pick } = random;
      const method = next() < 0.2 ? pick(["GET", "PUT", "DELETE"]) : "POST";
      const body = JSON.stringify({
        post: pick([1, 2, "1", -1, 1e9, null, {}]),
        browser: pick(["browser-aaaaaaaaaaaaaaaa", "short", "<script>", "a".repeat(70)]),
        liked: pick([true, false, "true", 1]),
      });
      const request = new Request(
        `${SITE}/api/blog/likes?posts=${encodeURIComponent(pick(["1,2", "x", "", "1".repeat(300)]))}&browser=x`,
        {
          method,
          headers: { "content-type": pick(["application/json", "text/plain", ""]) },
          body: method === "GET" ? undefined : next() < 0.1 ? pick(HOSTILE) : body,
        },
      );
      const response = await handleLikesRequest(request, {
        limiter,
        database: async () => connection.db,
        changed,
      });
      expect(response.status, `likes round ${round}`).toBeLessThan(500);
    }
    // Only the one well-formed browser id can have liked, at most once per post.
    const likes = await connection.db.select().from(blogLikes);
    expect(likes.every((like) => like.browserId === "browser-aaaaaaaaaaaaaaaa")).toBe(true);
    expect(likes.length).toBeLessThanOrEqual(2);
  }, 600_000);

  it("a comment's private link (/blog/comments/manage): no 5xx, nothing deleted without its token", async () => {
    const [comment] = await connection.db
      .insert(blogComments)
      .values({
        postId: 1,
        displayName: "Lena",
        text: "Kept unless its writer deletes it.",
        language: "en",
        status: "published",
      })
      .returning();
    await connection.db.insert(contributions).values({
      kind: "comment",
      itemId: comment?.id ?? 0,
      status: "published",
      email: "lena@example.com",
      emailHash: "e",
      clientHash: "c",
      manageTokenHash: "f".repeat(64),
    });
    const before = await count(blogComments);
    const random = generator(13);
    for (let round = 0; round < ROUNDS; round++) {
      const token = random.pick([...HOSTILE, "", "A".repeat(32), "%00", "a".repeat(10_000)]);
      const url = `${SITE}/blog/comments/manage?token=${encodeURIComponent(token)}`;
      const request = hostileRequest(url, random, () => ({}), ["token", "intent"]);
      const args = { request, params: {}, context: {} } as never;
      const result = await answer(() =>
        request.method === "GET"
          ? manageCommentRoute.loader(args)
          : manageCommentRoute.action(args),
      );
      expect(result.status, `comment link round ${round}`).toBeLessThan(500);
      if (request.method !== "GET") expect(result.data).toEqual({ deleted: false });
    }
    expect(await count(blogComments)).toBe(before);
  }, 600_000);
});
