import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { contributions, reviews, reviewVotes } from "../../app/db/schema.ts";
import { handleReviewAction } from "../../app/features/contributions/review-actions.server.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";
import * as challengeRoute from "../../app/routes/api.contributions.challenge.ts";
import * as confirmRoute from "../../app/routes/contributions.confirm.tsx";
import * as manageRoute from "../../app/routes/reviews.manage.tsx";
import { answerOf, goodReview } from "../support/contributions.ts";
import { migrationsFolder } from "../support/test-databases.ts";

/**
 * Issue 19 item 6: 1,000 malformed or hostile submissions to each endpoint of reviews — the
 * page's action (write, Helpful, Report), the private edit/delete link, the confirm link and the
 * challenge. No answer is a 5xx, nothing is published, and nothing refused is stored.
 */

const SITE = "https://explore-kosovo.test";
const ROUNDS = 1_000;
let connection: DatabaseConnection;

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const HOSTILE = [
  "",
  " ",
  "<script>alert(1)</script>",
  "'; DROP TABLE reviews; --",
  "\u0000\u0001\u0002",
  "\u202Eevil",
  "🙂".repeat(600),
  "a".repeat(2_500),
  "http://spam.example https://spam.example www.spam.example",
  "%00%ff%fe",
  "{{constructor.constructor('x')()}}",
  "../../../etc/passwd",
  "NaN",
  "-1",
  "6",
  "1e9",
  "2099-01",
  "1900-13",
  "null",
  "[object Object]",
  "x".repeat(40),
  "ana@example.com",
  "not-an-address@",
  "zz",
];
const FIELDS = [
  "intent",
  "rating",
  "title",
  "text",
  "visitMonth",
  "displayName",
  "email",
  "language",
  "website",
  "proof",
  "review",
  "__proto__",
  "constructor",
];
const INTENTS = ["review", "helpful", "report", "save", "delete", "", "REVIEW", "x"];
const TYPES = [
  "application/x-www-form-urlencoded",
  "application/json",
  "text/plain",
  "multipart/form-data; boundary=x",
  "",
];

function hostileRequest(url: string, random: ReturnType<typeof generator>): Request {
  const { next, pick } = random;
  const type = pick(TYPES);
  const method = next() < 0.05 ? pick(["GET", "PUT", "DELETE"]) : "POST";
  const fields: Record<string, string> =
    next() < 0.3 ? goodReview({ proof: pick(HOSTILE) }) : { intent: pick(INTENTS) };
  for (let i = Math.floor(next() * 6); i > 0; i--) fields[pick(FIELDS)] = pick(HOSTILE);
  let body: string;
  const shape = next();
  if (shape < 0.1) body = pick(HOSTILE);
  else if (shape < 0.15) body = `intent=review&text=${"a".repeat(17_000)}`;
  else if (type === "application/json") {
    body =
      next() < 0.2
        ? pick(["[]", "null", "1", '"x"', "{", '{"rating":{"$gt":0}}'])
        : JSON.stringify(fields);
  } else body = new URLSearchParams(fields).toString();
  const headers: Record<string, string> = {
    "x-client-ip": `203.0.113.${Math.floor(next() * 250)}`,
  };
  if (type) headers["content-type"] = type;
  if (next() < 0.05) headers["content-length"] = String(Math.floor(next() * 10 ** 7));
  return new Request(url, {
    method,
    headers,
    body: method === "GET" ? undefined : body,
  });
}

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});

async function stored() {
  const [rows, items, votes] = await Promise.all([
    connection.db.select().from(reviews),
    connection.db.select().from(contributions),
    connection.db.select().from(reviewVotes),
  ]);
  return { rows, items, votes };
}

describe(`${ROUNDS} hostile submissions to each endpoint`, () => {
  it("the attraction's and experience's action: no 5xx, nothing published, nothing refused stored", async () => {
    const random = generator(19);
    const roomy = () => memoryRateLimiter(`f${Math.random()}`, { max: 100_000, windowMs: 60_000 });
    const options = {
      database: async () => connection.db,
      limits: { client: roomy(), plain: roomy(), email: roomy() },
      replay: roomy(),
      votes: roomy(),
    };
    let accepted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const target =
        round % 2 === 0
          ? ({ type: "attraction", id: random.pick([1, 2, 0, -1, 99_999]) } as const)
          : ({ type: "experience", id: random.pick([1, 2, 99_999]) } as const);
      const before = (await stored()).rows.length;
      let answer: { status: number; data: Record<string, unknown> };
      try {
        answer = answerOf(
          await handleReviewAction(
            hostileRequest(`${SITE}/attractions/1`, random),
            target,
            "en",
            options,
          ),
        );
      } catch (error) {
        // A thrown Response is an answer too (none is expected); anything else is a crash.
        if (error instanceof Response) answer = { status: error.status, data: {} };
        else throw error;
      }
      expect(answer.status, `round ${round}`).toBeLessThan(500);
      const after = (await stored()).rows.length;
      if (answer.data.state === "sent" && after > before) accepted += 1;
      else expect(after, `round ${round} stored a refused submission`).toBe(before);
    }
    const { rows, items } = await stored();
    expect(rows.filter((row) => row.status === "published")).toEqual([]);
    expect(items.every((item) => item.status === "unconfirmed")).toBe(true);
    expect(rows).toHaveLength(accepted);
    // What was stored is stored as typed text, never as markup that ran.
    for (const row of rows) expect(row.text.length).toBeLessThanOrEqual(2_000);
  }, 300_000);

  it("the private edit/delete link: no 5xx, nothing changed without a real token", async () => {
    const random = generator(7);
    const before = await stored();
    for (let round = 0; round < ROUNDS; round++) {
      const token = random.pick([
        "",
        "x",
        "A".repeat(32),
        "%00",
        "<script>",
        "a".repeat(10_000),
        "'; DROP TABLE contributions; --",
      ]);
      const url = `${SITE}/reviews/manage?token=${encodeURIComponent(token)}`;
      const request = hostileRequest(url, random);
      const result = await (request.method === "GET"
        ? manageRoute.loader({ request, params: {}, context: {} } as never)
        : manageRoute.action({ request, params: {}, context: {} } as never));
      expect(answerOf(result).status, `round ${round}`).toBeLessThan(500);
    }
    expect(await stored()).toEqual(before);
  }, 300_000);

  it("the confirm link and the challenge: no 5xx, nothing confirmed", async () => {
    const random = generator(3);
    for (let round = 0; round < ROUNDS; round++) {
      const token = random.pick(HOSTILE) + random.pick(["", "A".repeat(32), "?token=", "&token=x"]);
      const url = `${SITE}/contributions/confirm?token=${encodeURIComponent(token)}`;
      const args = (method: string) =>
        ({ request: new Request(url, { method }), params: {}, context: {} }) as never;
      for (const answer of [
        answerOf(await confirmRoute.loader(args("GET"))),
        answerOf(await confirmRoute.action(args("POST"))),
      ]) {
        expect(answer.status).toBeLessThan(500);
        expect(answer.data).toEqual({ state: "invalid", token: "" });
      }
    }
    const { items } = await stored();
    expect(items.every((item) => item.status === "unconfirmed")).toBe(true);
    for (let round = 0; round < ROUNDS; round++) {
      const response = await challengeRoute.loader();
      expect(response.status).toBe(200);
      if (round % 100 === 0) {
        const refused = challengeRoute.action();
        expect(refused.status).toBe(405);
      }
    }
  }, 300_000);
});
