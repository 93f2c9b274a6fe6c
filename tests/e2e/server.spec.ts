import { expect, test } from "../fixtures/test.ts";

const SECURITY_HEADERS = [
  "content-security-policy",
  "x-frame-options",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
];

function expectSecurityHeaders(headers: Record<string, string>) {
  for (const name of SECURITY_HEADERS) expect(headers[name], name).toBeTruthy();
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("pages carry the security headers and a nonce-based CSP", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expectSecurityHeaders(headers);
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  const html = await response.text();
  expect(html).toContain(`nonce="${nonce}"`);
  // A fresh nonce per request.
  const again = (await request.get("/")).headers()["content-security-policy"];
  expect(again).not.toBe(csp);
});

test("HTML is revalidated with an ETag", async ({ request }) => {
  const first = await request.get("/");
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect(first.headers()["cache-control"]).toBe("no-cache");
  const second = await request.get("/", { headers: { "If-None-Match": etag ?? "" } });
  expect(second.status()).toBe(304);
});

test("hashed assets are cached for a year and compressed", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(asset ?? "", { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(headers["content-encoding"]).toBe("gzip");
  expectSecurityHeaders(headers);
});

test("the API, errors and health checks carry the security headers", async ({ request }) => {
  for (const path of ["/api/destinations", "/api/unknown", "/no-such-page", "/healthz"]) {
    expectSecurityHeaders((await request.get(path)).headers());
  }
});

test("/healthz reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "up" });
});

test.describe("JSON API", () => {
  test("destinations: 25 with the fields of SPEC 3", async ({ request }) => {
    const response = await request.get("/api/destinations");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toContain("max-age");
    const body = await response.json();
    expect(body).toHaveLength(25);
    expect(body.map((d: { id: number }) => d.id)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    for (const destination of body) {
      expect(destination).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
        image: expect.stringMatching(/^\/artwork\/destinations\/.+\.svg$/),
        location: expect.any(String),
      });
    }
    expect(body[1].name).toBe("Prizren");
  });

  test("experiences keep the spec's rating fields, computed from published reviews", async ({
    request,
  }) => {
    const body = await (await request.get("/api/experiences")).json();
    expect(body.length).toBeGreaterThanOrEqual(8);
    for (const experience of body) {
      expect(experience).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
        image: expect.any(String),
      });
      // PRODUCT B11: nobody has published a review yet, so there is nothing to average.
      expect(experience.rating).toBeNull();
      expect(experience.reviewCount).toBe(0);
    }
  });

  test("events and upcoming events", async ({ request }) => {
    const all = await (await request.get("/api/events")).json();
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const event of all) {
      expect(event).toMatchObject({
        id: expect.any(Number),
        name: expect.any(String),
        description: expect.any(String),
        image: expect.any(String),
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/),
        location: expect.any(String),
        datesConfirmed: expect.any(Boolean),
      });
    }
    const upcoming = await (await request.get("/api/events/upcoming")).json();
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Belgrade" }).format(
      new Date(),
    );
    expect(upcoming.length).toBeGreaterThan(0);
    // Exactly the events whose current edition has not ended (recurring ones roll on).
    const notEnded = all.filter(
      (event: { startDate: string; endDate?: string }) =>
        (event.endDate ?? event.startDate.slice(0, 10)) >= today,
    );
    expect(upcoming.map((event: { id: number }) => event.id).sort()).toEqual(
      notEnded.map((event: { id: number }) => event.id).sort(),
    );
    for (const event of upcoming) {
      expect((event.endDate ?? event.startDate.slice(0, 10)) >= today).toBe(true);
      expect(Object.keys(event)).not.toContain("description");
      expect(typeof event.datesConfirmed).toBe("boolean");
    }
    const starts = upcoming.map((event: { startDate: string }) => event.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  test("travel guides map to the /plan tabs", async ({ request }) => {
    const body = await (await request.get("/api/travel-guides")).json();
    expect(body.map((guide: { title: string }) => guide.title)).toEqual([
      "Visa Information",
      "Getting Here",
      "Accommodation",
      "Best Time to Visit",
      "Language & Culture",
      "Suggested Itineraries",
    ]);
    expect(body.map((guide: { type: string }) => guide.type)).toEqual([
      "visa",
      "transportation",
      "accommodation",
      "seasonal",
      "culture",
      "itineraries",
    ]);
    for (const guide of body) {
      expect(guide).toMatchObject({
        id: expect.any(Number),
        content: expect.any(String),
        icon: expect.any(String),
      });
    }
  });

  test("ETag revalidation answers 304", async ({ request }) => {
    const first = await request.get("/api/destinations");
    const etag = first.headers().etag ?? "";
    expect(etag).toBeTruthy();
    const second = await request.get("/api/destinations", { headers: { "If-None-Match": etag } });
    expect(second.status()).toBe(304);
  });

  test("unknown paths answer 404 JSON, wrong methods 405", async ({ request }) => {
    const missing = await request.get("/api/nothing-here");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: expect.any(String) });

    const wrong = await request.post("/api/destinations", { data: {} });
    expect(wrong.status()).toBe(405);
    expect(wrong.headers().allow).toContain("GET");
    expect(await wrong.json()).toEqual({ error: expect.any(String) });

    const deleted = await request.delete("/api/events");
    expect(deleted.status()).toBe(405);
  });
});
