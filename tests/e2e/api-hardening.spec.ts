import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { type AppProcess, startAppProcess } from "../support/app-server.ts";

/**
 * Issue 9, security: the API under hostile input, against a server of its own (in-memory
 * database, TRUST_PROXY=1 so each request can be a different client, the production rate limit)
 * whose stored rows the test can count.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: AppProcess;
test.beforeAll(async () => {
  // Creating and migrating the in-memory database takes a few seconds (more on a busy machine).
  test.setTimeout(180_000);
  server = await startAppProcess({
    TRUST_PROXY: "1",
    SITE_URL: "https://explore-kosovo.example",
    NEWSLETTER_RATE_LIMIT: "5/60",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const API_PATHS = [
  "/api/destinations",
  "/api/experiences",
  "/api/events",
  "/api/events/upcoming",
  "/api/travel-guides",
  "/api/newsletter",
  "/api/search-index.json",
  "/api/does-not-exist",
  "/api/destinations/1",
  "/api/",
];

let client = 0;
/** A client address of its own per call, so the rate limit does not mask other answers. */
const freshClient = () => {
  client += 1;
  return `198.18.${(client >> 8) & 255}.${client & 255}`;
};

test("the newsletter is rate-limited per client with 429 and Retry-After", async () => {
  const ip = freshClient();
  const post = (email: string) =>
    fetch(`${server.baseURL}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email }),
    });
  for (let i = 0; i < 5; i++) {
    expect((await post(`rate-${i}@example.com`)).status).toBe(200);
  }
  const limited = await post("rate-6@example.com");
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await limited.json()).toEqual({ error: expect.any(String) });
  // Another client is not affected.
  const other = await fetch(`${server.baseURL}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
    body: JSON.stringify({ email: "rate-other@example.com" }),
  });
  expect(other.status).toBe(200);
  expect(await server.counts()).toEqual({ newsletter: 6, outbox: 6 });
});

test("bodies over 10 KB are refused with 413 JSON, without reading them", async () => {
  for (const path of ["/api/newsletter", "/api/destinations", "/api/nothing"]) {
    const response = await fetch(`${server.baseURL}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify({ email: `${"a".repeat(11 * 1024)}@example.com` }),
    });
    expect(response.status, path).toBe(413);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }

  // Streamed without a length: counted as it arrives.
  const stream = new ReadableStream({
    start(controller) {
      for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode("x".repeat(2048)));
      controller.close();
    },
  });
  const chunked = await fetch(`${server.baseURL}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: stream,
    duplex: "half",
  } as RequestInit);
  expect(chunked.status).toBe(413);

  // 50 MB announced, 16 KB sent: the answer comes at once and the connection is closed.
  const url = new URL(server.baseURL);
  const started = performance.now();
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({
      host: url.hostname,
      port: url.port,
      method: "POST",
      path: "/api/newsletter",
      headers: { "content-type": "application/json", "content-length": 50 * 1024 * 1024 },
    });
    req.on("response", (response) => {
      let body = "";
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.write("y".repeat(16 * 1024));
  });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
  expect(performance.now() - started).toBeLessThan(5000);
});

test("1,000 malformed requests: no 5xx, JSON errors, nothing stored", async () => {
  test.setTimeout(60_000);
  const before = await server.counts();
  const random = seeded(20261122);
  const requests = Array.from({ length: 1000 }, () => malformedRequest(random));
  const failures: string[] = [];
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const item = requests[next++];
      if (!item) break;
      const headers = { ...item.headers, "x-forwarded-for": freshClient() };
      try {
        const response = await fetch(`${server.baseURL}${item.path}`, {
          method: item.method,
          headers,
          body: item.body,
          redirect: "manual",
        });
        const text = await response.text();
        const label = `${item.method} ${item.path} [${JSON.stringify(headers)}] ${String(item.body).slice(0, 80)} → ${response.status}`;
        if (response.status >= 500) failures.push(label);
        // `%2e%2e` segments are resolved by the client: such a request may land outside /api/.
        const isApi = new URL(response.url).pathname.startsWith("/api/");
        const isError = isApi && response.status >= 400 && item.method !== "HEAD";
        if (isError && !isJsonError(text))
          failures.push(`${label}: not a JSON error: ${text.slice(0, 80)}`);
        if (/\bat \S+ \(|node_modules|\.tsx?:\d+/.test(text))
          failures.push(`${label}: leaks a stack`);
      } catch (error) {
        failures.push(`${item.method} ${item.path}: ${String(error)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker));
  expect(failures.slice(0, 20), `${failures.length} failures`).toEqual([]);
  expect(await server.counts()).toEqual(before);

  // The counter itself works: one real sign-up is one row and one message.
  const real = await fetch(`${server.baseURL}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
    body: JSON.stringify({ email: "fuzz-control@example.com", locale: "de" }),
  });
  expect(real.status).toBe(200);
  expect(await server.counts()).toEqual({
    newsletter: before.newsletter + 1,
    outbox: before.outbox + 1,
  });
});

function isJsonError(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === "string" && body.error.length > 0;
  } catch {
    return false;
  }
}

/** A small deterministic generator, so a failure can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
type Random = ReturnType<typeof seeded>;

const METHODS = ["GET", "HEAD", "POST", "POST", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=--nope",
  "application/xml",
  "application/json; charset=utf-16",
  "",
];
const NASTY_STRINGS = [
  "",
  " ",
  "null",
  "undefined",
  "a@b",
  "@example.com",
  "user@",
  "user@@example.com",
  "user@example..com",
  "<script>alert(1)</script>@example.com",
  "' OR 1=1 --@example.com",
  "user@example.com\r\nBcc: x@example.com",
  "\u0000@example.com",
  "ü@ëxample.com",
  "🙂@😀.com",
  "\u202e@example.com",
  "\ud800@example.com",
  "user@[127.0.0.1]",
  "a".repeat(300),
  `${"a".repeat(65)}@example.com`,
  `user@${"b".repeat(250)}.com`,
];

function nastyValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 9)) {
    case 0:
      return null;
    case 1:
      return random.int(2) === 1;
    case 2:
      return random.pick([0, -1, 1e308, Number.MAX_SAFE_INTEGER, 3.14]);
    case 3:
    case 4:
    case 5:
      return random.pick(NASTY_STRINGS);
    case 6:
      return Array.from({ length: random.int(4) }, () => nastyValue(random, depth + 1));
    case 7:
      return { email: nastyValue(random, depth + 1), $where: "1" };
    default:
      return { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } };
  }
}

function malformedBody(random: Random): string | undefined {
  switch (random.int(12)) {
    case 0:
      return undefined;
    case 1:
      return "{";
    case 2:
      return '{"email": "x@example.com",}';
    case 3:
      return `{"email": "${"\\u0000".repeat(50)}"}`;
    case 4:
      return "[".repeat(3000) + "]".repeat(3000);
    case 5:
      return "x".repeat(random.pick([1024, 9000, 10 * 1024 + 1, 30_000]));
    case 6:
      return JSON.stringify({ email: nastyValue(random), locale: nastyValue(random) });
    case 7:
      // A valid address with an unsupported language: still refused, still nothing stored.
      return JSON.stringify({ email: `fuzz${random.int(1e6)}@example.com`, locale: "xx" });
    case 8:
      return JSON.stringify(nastyValue(random));
    case 9:
      return `email=${encode(String(random.pick(NASTY_STRINGS)))}&locale=%00`;
    case 10:
      return '\u00ff\u00fe{\u0000"email"';
    default:
      return JSON.stringify({ email: random.pick(NASTY_STRINGS) });
  }
}

/** Percent-encoding; a lone surrogate becomes a broken escape, which is a good test too. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80%";
  }
}

interface Malformed {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function malformedRequest(random: Random): Malformed {
  const method = random.pick(METHODS);
  let path = random.pick(API_PATHS);
  const suffix = random.int(6);
  if (suffix === 0) path += `?q=${encode(String(random.pick(NASTY_STRINGS)))}`;
  if (suffix === 1) path += "/%2e%2e/%2e%2e/etc/passwd";
  if (suffix === 2) path += `/${encodeURIComponent("🙂<b>")}`;
  if (suffix === 3) path += `?${"a=1&".repeat(200)}`;
  const headers: Record<string, string> = {};
  const type = random.pick(CONTENT_TYPES);
  if (type) headers["content-type"] = type;
  if (random.int(4) === 0) headers["if-none-match"] = random.pick(['"x"', "*", "W/", ",,,"]);
  if (random.int(4) === 0)
    headers.accept = random.pick(["*/*", "text/html", "application/xml", ""]);
  if (random.int(5) === 0) headers["accept-encoding"] = random.pick(["gzip", "br, deflate", "x"]);
  if (random.int(6) === 0) headers.cookie = `session=${"c".repeat(random.int(4000))}`;
  if (random.int(8) === 0) headers["x-client-ip"] = "10.0.0.1";
  const body = method === "GET" || method === "HEAD" ? undefined : malformedBody(random);
  return { method, path, headers, body };
}
