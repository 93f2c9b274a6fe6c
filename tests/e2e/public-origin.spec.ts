import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { type AppProcess, startAppProcess } from "../support/app-server.ts";

/**
 * One public origin (docs/decisions/008-one-configuration.md): behind a proxy, with SITE_URL set,
 * no page, file or e-mail carries the internal origin or anything a request header says, and
 * shared URLs keep the page's language. A server of its own, with TRUST_PROXY=1 so forwarded
 * headers are read for the client address — and still never for URLs.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SITE = "https://explore-kosovo.example";
const FORGED = {
  host: "evil.example",
  "x-forwarded-host": "evil.example",
  "x-forwarded-proto": "http",
  "x-forwarded-for": "203.0.113.9",
};

let server: AppProcess;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startAppProcess({
    SITE_URL: SITE,
    TRUST_PROXY: "1",
    NEWSLETTER_RATE_LIMIT: "off",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

/** A raw request, so the Host header is exactly the forged one. */
function get(path: string, init: { method?: string; body?: string; type?: string } = {}) {
  const url = new URL(path, server.baseURL);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: init.method ?? "GET",
        headers: { ...FORGED, ...(init.type ? { "content-type": init.type } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/** Neither a forged header nor the server's own address reaches the text. */
function expectOnlyPublicOrigin(text: string, where: string) {
  expect(text, where).not.toContain("evil.example");
  expect(text, where).not.toContain("127.0.0.1");
  expect(text, where).not.toContain("localhost:");
}

test("pages carry the public origin in canonical, alternates, social tags, JSON-LD and share links", async () => {
  for (const path of ["/", "/events/1", "/de/blog/1", "/attractions/1", "/it/destinations/1"]) {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    expectOnlyPublicOrigin(body, path);
    expect(body).toContain(`<link rel="canonical" href="${SITE}${path === "/" ? "/" : path}"`);
  }
  // The German article shares the German page.
  const german = await get("/de/blog/1");
  expect(german.body).toContain(encodeURIComponent(`${SITE}/de/blog/1`));
  expect(german.body).not.toContain(encodeURIComponent(`${SITE}/blog/1"`));
  // The event's structured data names the public page.
  const event = await get("/events/1");
  expect(event.body).toMatch(new RegExp(`"url":"${SITE}/events/1"`));
});

test("the calendar file, sitemap and robots.txt use the public origin", async () => {
  const ics = await get("/de/events/1/calendar.ics");
  expect(ics.status).toBe(200);
  expect(ics.body.replace(/\r\n /g, "")).toContain(`${SITE}/de/events/1`);
  expectOnlyPublicOrigin(ics.body, "calendar.ics");

  const sitemap = await get("/sitemap.xml");
  expect(sitemap.body).toContain(`<loc>${SITE}/</loc>`);
  expectOnlyPublicOrigin(sitemap.body, "sitemap.xml");

  const robots = await get("/robots.txt");
  expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test("the open data API and its document use the public origin", async () => {
  for (const path of [
    "/api/v1/events?lang=de&pageSize=2",
    "/api/v1/cities/1",
    "/api/v1/places.csv",
    "/api/openapi.json",
  ]) {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    expectOnlyPublicOrigin(body, path);
    expect(body, path).toContain(SITE);
  }
});

test("e-mail links use the public origin and the subscriber's language", async () => {
  const response = await get("/api/newsletter", {
    method: "POST",
    type: "application/json",
    body: JSON.stringify({ email: "origin-test@example.com", locale: "de" }),
  });
  expect(response.status).toBe(200);
  const outbox = await server.outboxText();
  expect(outbox).toContain(`${SITE}/de/newsletter/confirm?token=`);
  expectOnlyPublicOrigin(outbox, "outbox");
});

test("a poisoned request leaves nothing behind for the next, clean one", async ({ request }) => {
  await get("/");
  const clean = await request.get(`${server.baseURL}/`);
  const html = await clean.text();
  expect(html).not.toContain("evil.example");
  expect(html).toContain(`<link rel="canonical" href="${SITE}/"`);
});
