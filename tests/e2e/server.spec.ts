import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
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

/** SHA-256 source expressions of the inline scripts a browser would run (not JSON-LD data). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = ""]) => !/\ssrc=|type="application\/ld\+json"/.test(attributes))
    .map(([, , body = ""]) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
}

test("pages carry the security headers and a hash-based CSP, the same for every visitor", async ({
  request,
}) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expectSecurityHeaders(headers);
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toMatch(/nonce|unsafe/);
  expect(csp).not.toContain("unsafe-inline");
  const html = await response.text();
  expect(html).not.toContain("nonce=");
  const hashes = inlineScriptHashes(html);
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(scriptSrc).toContain(hash);
  // No nonce: the next visitor gets the same page and the same policy.
  const again = await request.get("/");
  expect(again.headers()["content-security-policy"]).toBe(csp);
  expect(await again.text()).toBe(html);
});

test("HTML is revalidated with an ETag and may be kept by a CDN", async ({ request }) => {
  const first = await request.get("/");
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  expect(first.headers()["cache-control"]).toMatch(
    /^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/,
  );
  const second = await request.get("/", { headers: { "If-None-Match": etag ?? "" } });
  expect(second.status()).toBe(304);
  expect(second.headers().etag).toBe(etag);
});

test("Brotli and gzip copies of a page hold the same document", async ({ request }) => {
  const plain = await (await request.get("/destinations/1")).text();
  for (const encoding of ["br", "gzip"]) {
    const response = await request.get("/destinations/1", {
      headers: { "Accept-Encoding": encoding },
    });
    expect(response.headers()["content-encoding"], encoding).toBe(encoding);
    expect(await response.text(), encoding).toBe(plain);
  }
});

test("personal and token pages are private and never cached", async ({ request }) => {
  for (const path of [
    "/desk",
    "/desk/events",
    "/Desk/Events",
    "/newsletter/confirm?token=x",
    "/sq/newsletter/confirm?token=x",
    "/De/Reviews/Manage?token=x",
  ]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"], path).toContain("noindex");
    expect(response.headers().etag, path).toBeUndefined();
  }
  // The desk has no language prefix: `/sq/desk` is the not-found page, with nothing of the desk.
  const prefixed = await request.get("/sq/desk");
  expect(prefixed.status()).toBe(404);
  expect(await prefixed.text()).not.toContain("Sign in to the desk");
});

test("a page asked for with query parameters it does not read is sent to its address without them", async ({
  request,
}) => {
  const answer = await request.get("/attractions?utm_source=mail&category=Nature&k=8f3a", {
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe("/attractions?category=Nature");
  // A page that reads no query at all, and a random key: its plain address.
  const city = await request.get("/cities/1?cachebuster=123", { maxRedirects: 0 });
  expect(city.status()).toBe(301);
  expect(city.headers().location).toBe("/cities/1");
  // What a page does read stays, and is answered as it is.
  const kept = await request.get("/events?month=2027-08", { maxRedirects: 0 });
  expect(kept.status()).toBe(200);
  // React Router's data requests just lose what the page does not read: one cached copy.
  const data = await request.get("/cities/1.data?_routes=routes%2Fcities.%24id&utm_medium=x");
  expect(data.status()).toBe(200);
  const plain = await request.get("/cities/1.data?_routes=routes%2Fcities.%24id");
  expect(data.headers().etag).toBe(plain.headers().etag);
  expect(await data.text()).toBe(await plain.text());
});

/** A raw GET, so the Host header is exactly the one given. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    })
      .on("error", reject)
      .end();
  });
}

test("a page cached after poisoned headers carries only the configured origin", async ({
  request,
  baseURL,
}) => {
  // SITE_URL (playwright.config.ts): the one origin a page may name.
  const configured = new URL(baseURL ?? "http://127.0.0.1").origin;
  // Pages not yet rendered in this run: the poisoned request is the one that fills the cache.
  const paths = ["/it/cities/2", "/de/events", "/sq/destinations/3"];
  for (const path of paths) {
    const poisoned = await rawGet(`${configured}${path}`, {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "gopher",
      Forwarded: "host=evil.example;proto=gopher",
    });
    expect(poisoned.status, path).toBe(200);
    expect(poisoned.body, path).not.toMatch(/evil\.example|gopher:/);
    const clean = await request.get(path);
    const html = await clean.text();
    // The clean visitor got the copy the poisoned request left in the cache.
    expect(html, path).toBe(poisoned.body);
    expect(html, path).not.toMatch(/evil\.example|gopher:/);
    // The canonical link names the configured origin.
    expect(html, path).toContain(`href="${configured}${path}"`);
  }
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
  // A script's own headers only; the document-only ones are left out (decision 120).
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
  expect(headers["content-security-policy"]).toBeUndefined();
  expect(headers["x-powered-by"]).toBeUndefined();
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
