import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import {
  newsletterSubscriptions,
  newsletterUnsubscribeLinks,
  outbox,
} from "../../app/db/schema.ts";
import { handleNewsletterPost } from "../../app/features/newsletter/subscribe.server.ts";
import { memoryRateLimiter, type RateLimiter } from "../../app/lib/rate-limit.server.ts";
import * as apiRoute from "../../app/routes/api.newsletter.ts";
import * as confirmRoute from "../../app/routes/newsletter.confirm.tsx";
import * as unsubscribeRoute from "../../app/routes/newsletter.unsubscribe.tsx";

/**
 * The newsletter API (PRODUCT B4) against a real database: hostile input, races, the rate limit,
 * double opt-in and restarts. Route modules are called the way React Router calls them.
 */

const migrationsFolder = path.resolve(import.meta.dirname, "../../app/db/migrations");
const SITE = "https://explore-kosovo.test";
const INVALID = "Please enter a valid email address";

let connection: DatabaseConnection;
let limiter: RateLimiter;

function post(body: BodyInit | null, headers: Record<string, string> = {}, ip = "203.0.113.10") {
  return new Request(`${SITE}/api/newsletter`, {
    method: "POST",
    body,
    headers: { "content-type": "application/json", "x-client-ip": ip, ...headers },
  });
}

function subscribe(request: Request) {
  return handleNewsletterPost(request, {
    limiter,
    database: async () => connection.db,
  });
}

const json = (value: unknown) => JSON.stringify(value);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function rows() {
  return connection.db.select().from(newsletterSubscriptions);
}
async function messages() {
  return connection.db.select().from(outbox).orderBy(outbox.id);
}
/** The tokens of the links in the newest e-mail (the database keeps only their hashes). */
async function tokensInMail() {
  const text = (await messages()).at(-1)?.body ?? "";
  const token = (page: string) =>
    new RegExp(`/newsletter/${page}\\?token=([\\w-]{32})`).exec(text)?.[1] ?? "";
  return { confirm: token("confirm"), unsubscribe: token("unsubscribe") };
}

beforeAll(async () => {
  // Links in e-mails come from the public origin.
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});
afterEach(() => {
  vi.useRealTimers();
});
beforeEach(async () => {
  await connection.db.delete(newsletterSubscriptions);
  await connection.db.delete(outbox);
  limiter = memoryRateLimiter("newsletter", { max: 1000, windowMs: 60_000 });
});

describe("POST /api/newsletter rejects bad input with a clear message and stores nothing", () => {
  const cases: [string, () => Request, number, RegExp | string][] = [
    ["no body", () => post(null), 400, /not valid JSON/],
    ["an empty body", () => post(""), 400, /not valid JSON/],
    [
      "no content type",
      () => post(json({ email: "a@b.com" }), { "content-type": "" }),
      415,
      /application\/json/,
    ],
    [
      "text/plain",
      () => post(json({ email: "a@b.com" }), { "content-type": "text/plain" }),
      415,
      /application\/json/,
    ],
    [
      "multipart",
      () => post(json({ email: "a@b.com" }), { "content-type": "multipart/form-data; boundary=x" }),
      415,
      /application\/json/,
    ],
    ["non-JSON", () => post("email=a@b.com"), 400, /not valid JSON/],
    ["truncated JSON", () => post('{"email": "a@b.com"'), 400, /not valid JSON/],
    ["a JSON string", () => post(json("a@b.com")), 400, /JSON object/],
    ["a JSON array", () => post(json([{ email: "a@b.com" }])), 400, /JSON object/],
    ["JSON null", () => post("null"), 400, /JSON object/],
    ["no email field", () => post(json({})), 400, INVALID],
    ["email as a number", () => post(json({ email: 42 })), 400, INVALID],
    ["email as an array", () => post(json({ email: ["a@b.com"] })), 400, INVALID],
    ["email as an object", () => post(json({ email: { $ne: "" } })), 400, INVALID],
    ["email null", () => post(json({ email: null })), 400, INVALID],
    ["a 10 KB string", () => post(json({ email: "a".repeat(9000) })), 400, INVALID],
    ["unicode", () => post(json({ email: "jörg@exämple.com" })), 400, INVALID],
    ["emoji", () => post(json({ email: "🙂@example.com" })), 400, INVALID],
    ["spaces only", () => post(json({ email: "     " })), 400, INVALID],
    ["an empty string", () => post(json({ email: "" })), 400, INVALID],
    [
      "SQL",
      () => post(json({ email: "x'; DROP TABLE newsletter_subscriptions; --" })),
      400,
      INVALID,
    ],
    ["SQL in an address", () => post(json({ email: "a@b.com' OR '1'='1" })), 400, INVALID],
    ["HTML", () => post(json({ email: "<img src=x onerror=alert(1)>@example.com" })), 400, INVALID],
    ["an unknown locale", () => post(json({ email: "a@b.com", locale: "xx" })), 400, /locale/],
  ];

  it.each(cases)("%s", async (_name, request, status, message) => {
    const response = await subscribe(request());
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const body = (await response.json()) as { error: string };
    if (typeof message === "string") expect(body.error).toBe(message);
    else expect(body.error).toMatch(message);
    expect(await rows()).toEqual([]);
    expect(await messages()).toEqual([]);
  });

  it("refuses a body over 10 KB by its Content-Length, without reading it", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const request = new Request(`${SITE}/api/newsletter`, {
      method: "POST",
      body: endless,
      headers: { "content-type": "application/json", "content-length": "20000" },
      duplex: "half",
    } as RequestInit);
    const response = await subscribe(request);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/too large/);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a body over 10 KB that has no Content-Length", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024).fill(32));
      },
    });
    const request = new Request(`${SITE}/api/newsletter`, {
      method: "POST",
      body: endless,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    const response = await subscribe(request);
    expect(response.status).toBe(413);
    // 10 KB is 10 chunks: it gave up right after the eleventh, not at the end of an endless stream.
    expect(pulled).toBeLessThan(15);
    expect(await rows()).toEqual([]);
  });

  it("answers GET with 405 and Allow: POST", async () => {
    const response = await apiRoute.loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("sign-up", () => {
  it("stores a pending, normalised subscription and a confirmation e-mail with both links", async () => {
    const response = await subscribe(
      post(json({ email: "  Ana.Krasniqi@Example.COM ", locale: "de" })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    const [row] = await rows();
    expect(row).toMatchObject({
      email: "ana.krasniqi@example.com",
      status: "pending",
      locale: "de",
    });
    const [mail] = await messages();
    expect(mail?.recipient).toBe("ana.krasniqi@example.com");
    expect(mail?.kind).toBe("newsletter-confirmation");
    // In German, with links to the German pages.
    expect(mail?.subject).toBe("Bestätigen Sie Ihr Abonnement des Explore-Kosovo-Newsletters");
    const tokens = await tokensInMail();
    for (const part of [mail?.body, mail?.html]) {
      expect(part).toContain(`${SITE}/de/newsletter/confirm?token=${tokens.confirm}`);
      expect(part).toContain(`${SITE}/de/newsletter/unsubscribe?token=${tokens.unsubscribe}`);
    }
    expect(mail?.headers).toEqual({
      "List-Unsubscribe": `<${SITE}/api/newsletter/unsubscribe?token=${tokens.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(tokens.confirm).not.toBe(tokens.unsubscribe);
    // The database keeps only their SHA-256 (decision 130): a copy of it opens nothing.
    const links = await connection.db.select().from(newsletterUnsubscribeLinks);
    expect(row?.confirmTokenHash).toBe(sha256(tokens.confirm));
    expect(links).toMatchObject([
      { tokenHash: sha256(tokens.unsubscribe), subscriptionId: row?.id },
    ]);
    const stored = JSON.stringify([await rows(), links]);
    for (const token of [tokens.confirm, tokens.unsubscribe]) expect(stored).not.toContain(token);
  });

  it("answers a repeat sign-up exactly like the first, without a second row or e-mail", async () => {
    const first = await subscribe(post(json({ email: "repeat@example.com" })));
    const second = await subscribe(post(json({ email: "REPEAT@example.com " })));
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(await rows()).toHaveLength(1);
    expect(await messages()).toHaveLength(1);
  });

  it("stores exactly one row for 50 concurrent identical sign-ups", async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => subscribe(post(json({ email: "race@example.com" })))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    expect(await rows()).toHaveLength(1);
    expect(await messages()).toHaveLength(1);
  }, 90_000);

  it("keeps SQL and HTML inside a valid address as plain text", async () => {
    const email = "o'brien+<b>@example.com";
    const response = await subscribe(post(json({ email })));
    // The practical e-mail rules refuse angle brackets; an apostrophe is fine.
    expect(response.status).toBe(400);
    const ok = await subscribe(post(json({ email: "o'brien@example.com" })));
    expect(ok.status).toBe(200);
    expect((await rows()).map((row) => row.email)).toEqual(["o'brien@example.com"]);
  });

  it("works as a plain form post and redirects back to the page with the outcome", async () => {
    const form = (body: string) =>
      subscribe(post(body, { "content-type": "application/x-www-form-urlencoded" }));
    const ok = await form("email=Form%40Example.com&locale=en&returnTo=%2Fblog%3Fcategory%3Dfood");
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(
      "/blog?category=food&newsletter=subscribed#newsletter-form",
    );
    expect((await rows()).map((row) => row.email)).toEqual(["form@example.com"]);

    const bad = await form("email=nope&returnTo=%2F");
    expect(bad.headers.get("location")).toBe("/?newsletter=invalid#newsletter-form");
    const offsite = await form("email=x%40example.com&returnTo=https%3A%2F%2Fevil.example");
    expect(offsite.headers.get("location")).toBe("/?newsletter=subscribed#newsletter-form");
  });

  it("never sends a plain form post to another site (issue 29 item 15)", async () => {
    const form = (returnTo: string) =>
      subscribe(
        post(`email=nope&returnTo=${encodeURIComponent(returnTo)}`, {
          "content-type": "application/x-www-form-urlencoded",
        }),
      );
    for (const returnTo of [
      "/.//evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/\t/evil.example",
    ]) {
      const answer = await form(returnTo);
      expect([returnTo, answer.status, answer.headers.get("location")]).toEqual([
        returnTo,
        303,
        "/?newsletter=invalid#newsletter-form",
      ]);
    }
  });

  it("answers 503 when the database is down, and stores nothing", async () => {
    const response = await handleNewsletterPost(post(json({ email: "down@example.com" })), {
      limiter,
      database: async () => {
        const { DatabaseUnavailableError } = await import("../../app/db/instance.server.ts");
        throw new DatabaseUnavailableError();
      },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBeTruthy();

    const form = await handleNewsletterPost(
      post("email=down%40example.com&returnTo=%2F", {
        "content-type": "application/x-www-form-urlencoded",
      }),
      { limiter, database: () => Promise.reject(new Error("connection refused")) },
    );
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/?newsletter=error#newsletter-form");
  });
});

describe("rate limit", () => {
  it("trips after the limit with 429 and Retry-After, per client, and recovers", async () => {
    // The limiter's clock (rate-limiter-flexible reads Date.now()); the database keeps its own.
    vi.useFakeTimers({ toFake: ["Date"] });
    let clock = Date.now();
    vi.setSystemTime(clock);
    limiter = memoryRateLimiter("newsletter", { max: 5, windowMs: 60_000 });
    for (let i = 0; i < 5; i++) {
      expect((await subscribe(post(json({ email: `n${i}@example.com` })))).status).toBe(200);
    }
    const limited = await subscribe(post(json({ email: "n5@example.com" })));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(((await limited.json()) as { error: string }).error).toMatch(/Try again in 60 seconds/);
    expect(await rows()).toHaveLength(5);

    // Another client is not affected.
    const other = await subscribe(post(json({ email: "other@example.com" }), {}, "198.51.100.4"));
    expect(other.status).toBe(200);

    clock += 30_000;
    vi.setSystemTime(clock);
    const later = await subscribe(post(json({ email: "n5@example.com" })));
    expect(later.headers.get("retry-after")).toBe("30");

    clock += 30_000;
    vi.setSystemTime(clock);
    expect((await subscribe(post(json({ email: "n5@example.com" })))).status).toBe(200);
    expect(await rows()).toHaveLength(7);
  });

  it("sends a form post back to the page with a friendly outcome", async () => {
    limiter = memoryRateLimiter("newsletter", { max: 1, windowMs: 60_000 });
    const form = () =>
      subscribe(
        post("email=a%40example.com&returnTo=%2F", {
          "content-type": "application/x-www-form-urlencoded",
        }),
      );
    await form();
    const limited = await form();
    expect(limited.status).toBe(303);
    expect(limited.headers.get("location")).toBe("/?newsletter=rate-limited#newsletter-form");
  });
});

describe("confirmation and unsubscribe links", () => {
  const routeArgs = (url: string, method = "GET") =>
    ({
      request: new Request(url, { method }),
      params: {},
      context: {},
    }) as never;

  async function statusOf(result: unknown) {
    // `data(…, {status})` for problems, a plain object otherwise.
    const value = result as { data?: unknown; init?: { status?: number } };
    return value && typeof value === "object" && "init" in value
      ? { status: value.init?.status ?? 200, body: value.data as { state: string; email: string } }
      : { status: 200, body: result as { state: string; email: string } };
  }

  it("asks on opening the link and changes nothing, however often (issue 29 item 15)", async () => {
    await subscribe(post(json({ email: "scanned@example.com" })));
    const token = (await tokensInMail()).confirm;
    const [row] = await rows();
    const url = `${SITE}/newsletter/confirm?token=${token}`;
    // A mail gateway's link scanner opens it, twice: the page asks, nothing is confirmed.
    for (const _ of [1, 2]) {
      expect(await statusOf(await confirmRoute.loader(routeArgs(url)))).toEqual({
        status: 200,
        body: { state: "ask", email: "scanned@example.com", token },
      });
    }
    const [still] = await rows();
    expect([still?.status, still?.confirmedAt, still?.confirmTokenHash]).toEqual([
      "pending",
      null,
      row?.confirmTokenHash,
    ]);
    expect((await messages()).map((mail) => mail.kind)).toEqual(["newsletter-confirmation"]);
  });

  it("confirms when the page's button is pressed, queues the welcome e-mail, and works only once", async () => {
    await subscribe(post(json({ email: "confirm@example.com" })));
    const url = `${SITE}/newsletter/confirm?token=${(await tokensInMail()).confirm}`;
    const first = await statusOf(await confirmRoute.action(routeArgs(url, "POST")));
    expect(first).toEqual({
      status: 200,
      body: { state: "confirmed", email: "confirm@example.com", token: "" },
    });
    const [confirmed] = await rows();
    expect(confirmed?.status).toBe("confirmed");
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);

    expect((await messages()).map((mail) => mail.kind)).toEqual([
      "newsletter-confirmation",
      "newsletter-welcome",
    ]);

    const again = await statusOf(await confirmRoute.action(routeArgs(url, "POST")));
    expect(again).toEqual({ status: 404, body: { state: "invalid", email: "", token: "" } });
    const opened = await statusOf(await confirmRoute.loader(routeArgs(url)));
    expect(opened).toEqual({ status: 404, body: { state: "invalid", email: "", token: "" } });
    const [still] = await rows();
    expect(still?.status).toBe("confirmed");
    expect(still?.confirmedAt?.getTime()).toBe(confirmed?.confirmedAt?.getTime());
    expect(await messages()).toHaveLength(2);
  });

  it("answers 404 for a missing, malformed or unknown token", async () => {
    for (const query of [
      "",
      "?token=",
      "?token=abc",
      `?token=${"A".repeat(32)}`,
      "?token=' or 1=1 --",
    ]) {
      const result = await statusOf(
        await confirmRoute.loader(routeArgs(`${SITE}/newsletter/confirm${query}`)),
      );
      expect(result.status).toBe(404);
      expect(result.body.state).toBe("invalid");
      const pressed = await statusOf(
        await confirmRoute.action(routeArgs(`${SITE}/newsletter/confirm${query}`, "POST")),
      );
      expect([pressed.status, pressed.body.state]).toEqual([404, "invalid"]);
      const unsubscribe = await statusOf(
        await unsubscribeRoute.loader(routeArgs(`${SITE}/newsletter/unsubscribe${query}`)),
      );
      // With no token at all the page explains where to find the link (linked from the
      // privacy policy); a malformed or unknown token is a broken link.
      const withoutToken = query === "" || query === "?token=";
      expect(unsubscribe.status).toBe(withoutToken ? 200 : 404);
      expect(unsubscribe.body.state).toBe(withoutToken ? "how" : "invalid");
    }
  });

  it("asks on GET, unsubscribes on POST, idempotently, and a new sign-up starts over", async () => {
    await subscribe(post(json({ email: "leave@example.com" })));
    const [row] = await rows();
    const tokens = await tokensInMail();
    const url = `${SITE}/newsletter/unsubscribe?token=${tokens.unsubscribe}`;

    const ask = await statusOf(await unsubscribeRoute.loader(routeArgs(url)));
    expect(ask.body.state).toBe("ask");
    expect((await rows())[0]?.status).toBe("pending");

    const done = await statusOf(await unsubscribeRoute.action(routeArgs(url, "POST")));
    expect(done.body).toMatchObject({ state: "done", email: "leave@example.com" });
    expect((await rows())[0]?.status).toBe("unsubscribed");
    const again = await statusOf(await unsubscribeRoute.action(routeArgs(url, "POST")));
    expect(again.body.state).toBe("done");
    expect((await statusOf(await unsubscribeRoute.loader(routeArgs(url)))).body.state).toBe("done");

    // The old confirmation link no longer confirms anything.
    const oldConfirm = `${SITE}/newsletter/confirm?token=${tokens.confirm}`;
    expect((await statusOf(await confirmRoute.loader(routeArgs(oldConfirm)))).body.state).toBe(
      "unsubscribed",
    );

    // Within the hour of the last e-mail a new sign-up mails nothing and changes nothing.
    await subscribe(post(json({ email: "leave@example.com" })));
    expect((await rows())[0]?.status).toBe("unsubscribed");
    expect(await messages()).toHaveLength(1);

    // Later, signing up again: the same row, pending again, fresh links in a new e-mail.
    await connection.db.execute(
      sql`update newsletter_subscriptions set confirm_sent_at = now() - interval '2 hours'`,
    );
    await subscribe(post(json({ email: "leave@example.com" })));
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]?.status).toBe("pending");
    expect(after[0]?.confirmTokenHash).not.toBe(row?.confirmTokenHash);
    expect(await messages()).toHaveLength(2);
    // Starting over ends the old links: the old unsubscribe link no longer finds it.
    expect((await statusOf(await unsubscribeRoute.loader(routeArgs(url)))).status).toBe(404);
    const fresh = await tokensInMail();
    expect(fresh.unsubscribe).not.toBe(tokens.unsubscribe);
    expect(
      (
        await statusOf(
          await unsubscribeRoute.loader(
            routeArgs(`${SITE}/newsletter/unsubscribe?token=${fresh.unsubscribe}`),
          ),
        )
      ).body.state,
    ).toBe("ask");
  });
});

describe("persistence", () => {
  it("keeps subscriptions across a restart", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "newsletter-restart-"));
    try {
      let db = await openDatabase({ dataDir: dir, migrationsFolder });
      const response = await handleNewsletterPost(post(json({ email: "stay@example.com" })), {
        limiter,
        database: async () => db.db,
      });
      expect(response.status).toBe(200);
      await db.close();

      db = await openDatabase({ dataDir: dir, migrationsFolder });
      const stored = await db.db.select().from(newsletterSubscriptions);
      expect(stored.map((row) => [row.email, row.status])).toEqual([
        ["stay@example.com", "pending"],
      ]);
      expect(await db.db.select().from(outbox)).toHaveLength(1);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
