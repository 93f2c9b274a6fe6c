import { createHash } from "node:crypto";
import { type APIResponse, type Browser, test as base, type Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures/test.ts";

/**
 * Issue 9, security checks: the headers of PRODUCT's technical decisions on every kind of
 * response, a CSP that stops injected scripts, no third-party request on page loads, and text
 * from query strings never rendered as markup. (Hostile API input, body limits and the rate
 * limit: api-hardening.spec.ts. The server's own error page: tests/unit/server-app.test.ts.)
 */

const BASE_HEADERS: Record<string, string | RegExp> = {
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": /^max-age=(\d{8,}); includeSubDomains$/,
  "content-security-policy": /frame-ancestors 'none'/,
};

function expectHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  for (const [name, expected] of Object.entries(BASE_HEADERS)) {
    const value = headers[name];
    expect(value, `${label}: ${name}`).toBeDefined();
    if (typeof expected === "string") expect(value, `${label}: ${name}`).toBe(expected);
    else expect(value, `${label}: ${name}`).toMatch(expected);
  }
  expect(headers["x-powered-by"], `${label}: x-powered-by`).toBeUndefined();
  expect(headers.server, `${label}: server`).toBeUndefined();
}

/**
 * The CSP of a document: its own inline scripts by their hashes with 'strict-dynamic', nothing
 * else inline or evaluated, styles without 'unsafe-inline', no plugins. Returns script-src.
 */
function expectDocumentCsp(response: APIResponse, label: string): string[] {
  const csp = response.headers()["content-security-policy"] ?? "";
  const directives = new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const scripts = directives.get("script-src") ?? [];
  expect(scripts, label).toContain("'self'");
  expect(scripts, label).toContain("'strict-dynamic'");
  expect(
    scripts.some((value) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(value)),
    label,
  ).toBe(true);
  expect(csp, label).not.toContain("nonce-");
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:", "https:"]) {
    expect(scripts, `${label}: script-src ${unsafe}`).not.toContain(unsafe);
  }
  // The Observatory's rule: no 'unsafe-inline' anywhere, styles included.
  expect(csp, label).not.toContain("'unsafe-inline'");
  expect(directives.get("style-src"), label).toContain("'self'");
  expect(directives.get("default-src"), label).toEqual(["'self'"]);
  expect(directives.get("object-src"), label).toEqual(["'none'"]);
  expect(directives.get("base-uri"), label).toEqual(["'self'"]);
  expect(directives.get("form-action"), label).toEqual(["'self'"]);
  expect(directives.get("connect-src"), label).toEqual(["'self'"]);
  return scripts;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test.describe("security headers on every kind of response", () => {
  test("documents, including not-found screens", async ({ request }) => {
    const pages: [string, number][] = [
      ["/", 200],
      ["/destinations/1", 200],
      ["/events", 200],
      ["/search?q=prizren", 200],
      ["/no-such-page", 404],
      ["/cities/999", 404],
      ["/events/abc", 404],
    ];
    for (const [path, status] of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      expectHeaders(response, path);
      const scripts = expectDocumentCsp(response, path);
      const html = await response.text();
      const executed = new Set<string>();
      // Every script element is inline and named by its hash, except JSON-LD data blocks, which
      // browsers never execute (and whose "<" is escaped); no inline event handlers.
      for (const [whole, attributes = "", body = ""] of html.matchAll(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (attributes.includes('type="application/ld+json"')) continue;
        expect(attributes, `${path}: ${whole.slice(0, 80)}`).not.toContain("src=");
        expect(scripts, `${path}: ${whole.slice(0, 80)}`).toContain(sha256(body));
        executed.add(sha256(body));
      }
      // No hash for anything else (decision 138): the page's own scripts and the module its
      // starter adds, each once.
      const hashes = scripts.filter((value) => value.startsWith("'sha256-"));
      expect(hashes.length, path).toBe(executed.size + 1);
      for (const [, data = ""] of html.matchAll(
        /<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
      )) {
        expect(data, path).not.toContain("<");
        expect(() => JSON.parse(data), path).not.toThrow();
      }
      expect(html, path).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html, path).not.toMatch(/\bat [^\s]+ \([^)]*:\d+:\d+\)/);
    }
  });

  test("the API: data, errors, wrong methods, oversized bodies", async ({ request }) => {
    const calls: [string, () => Promise<APIResponse>, number][] = [
      ["GET /api/destinations", () => request.get("/api/destinations"), 200],
      ["GET /api/events/upcoming", () => request.get("/api/events/upcoming"), 200],
      ["GET /api/nothing", () => request.get("/api/nothing"), 404],
      ["POST /api/destinations", () => request.post("/api/destinations", { data: {} }), 405],
      ["GET /api/newsletter", () => request.get("/api/newsletter"), 405],
      [
        "POST /api/newsletter (not JSON)",
        () =>
          request.post("/api/newsletter", {
            headers: { "content-type": "application/json" },
            data: "{",
          }),
        400,
      ],
      [
        "POST /api/newsletter (11 KB)",
        () =>
          request.post("/api/newsletter", {
            headers: { "content-type": "application/json" },
            data: JSON.stringify({ email: `${"a".repeat(11 * 1024)}@example.com` }),
          }),
        413,
      ],
    ];
    for (const [label, call, status] of calls) {
      const response = await call();
      expect(response.status(), label).toBe(status);
      expectHeaders(response, label);
      expect(response.headers()["content-type"], label).toContain("application/json");
      expect(response.headers()["content-security-policy"], label).toContain("default-src 'none'");
      if (status >= 400)
        expect(await response.json(), label).toEqual({ error: expect.any(String) });
    }
  });

  test("assets, artwork, downloads, health and crawler files", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /\/assets\/[^"']+\.js/.exec(html)?.[0] ?? "";
    const style = /\/assets\/[^"']+\.css/.exec(html)?.[0] ?? "";
    const font = /\/assets\/[^"']+\.woff2/.exec(html)?.[0];
    expect(script && style).toBeTruthy();
    // Hashed assets carry the headers that mean something for a script, style or font, and
    // none of the document-only ones (decision 120): they are most of a first load's requests.
    for (const path of [script, style, ...(font ? [font] : [])]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
      expect(headers["cache-control"], path).toBe("public, max-age=31536000, immutable");
      for (const name of ["content-security-policy", "x-frame-options", "permissions-policy"]) {
        expect(headers[name], `${path}: ${name}`).toBeUndefined();
      }
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
    // A path under /assets/ that is no file is the 404 document, with every header.
    const missing = await request.get("/assets/no-such-file.js");
    expect(missing.status()).toBe(404);
    expectHeaders(missing, "/assets/no-such-file.js");
    const paths = [
      "/favicon.svg",
      "/artwork/site/og-default.svg",
      "/artwork/site/og-default.jpg",
      "/events/1/calendar.ics",
      "/healthz",
      "/robots.txt",
      "/sitemap.xml",
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectHeaders(response, path);
      // Not a document: the strict default policy, no scripts at all.
      expect(response.headers()["content-security-policy"], path).toContain("default-src 'none'");
    }
    // Revalidated documents (304) keep the base headers too.
    const first = await request.get("/about");
    const again = await request.get("/about", {
      headers: { "If-None-Match": first.headers().etag ?? "" },
    });
    expect(again.status()).toBe(304);
    for (const name of ["x-frame-options", "x-content-type-options", "strict-transport-security"]) {
      expect(again.headers()[name], `304: ${name}`).toBeDefined();
    }
  });
});

/** A page outside the shared fixture: CSP violations are logged as console errors on purpose. */
async function plainPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/**
 * Markup an attacker got into a page (a stored injection): an inline script, an inline handler
 * and a `javascript:` link, in the HTML the server sends, under the server's own CSP.
 */
const INJECTED =
  '<script>window.__injected = "script"</script>' +
  '<button id="injected-handler" onclick="window.__injected = \'handler\'">x</button>' +
  '<a id="injected-url" href="javascript:window.__injected=\'url\'">y</a>';

base(
  "the CSP stops an injected inline script and inline handler; our scripts run",
  async ({ browser }) => {
    const { page, close } = await plainPage(browser);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && message.text().includes("Content Security Policy")) {
        violations.push(message.text());
      }
    });
    await page.goto("/");
    // React hydrated: our own scripts, allowed by their hashes, ran.
    await waitForHydration(page);

    // A page as the server sends it, headers and all, with the injected markup added.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("<main", `${INJECTED}<main`);
      await route.fulfill({ response, body: html });
    });
    await page.addInitScript(() => {
      (window as { __seen?: string[] }).__seen = [];
      document.addEventListener("securitypolicyviolation", (event) =>
        (window as { __seen?: string[] }).__seen?.push(event.effectiveDirective),
      );
    });
    await page.goto("/about");
    const result = await page.evaluate(async () => {
      document.getElementById("injected-handler")?.click();
      document.getElementById("injected-url")?.click();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const state = window as { __injected?: string; __seen?: string[] };
      return { injected: state.__injected, seen: state.__seen ?? [] };
    });
    base.expect(result.injected).toBeUndefined();
    base
      .expect(result.seen)
      .toEqual(expect.arrayContaining(["script-src-elem", "script-src-attr"]));
    base.expect(violations.length).toBeGreaterThan(0);
    await close();
  },
);

base("a page cannot be framed by another site", async ({ request }) => {
  const response = await request.get("/");
  base.expect(response.headers()["x-frame-options"]).toBe("DENY");
  base.expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

/**
 * The main pages, loaded and scrolled to the end in a plain browser: every request goes to our
 * own host (PRODUCT B9: maps and videos wait for the visitor's click).
 */
const MAIN_PAGES = [
  "/",
  "/destinations",
  "/destinations/2",
  "/destinations/western",
  "/destinations/central/pristina",
  "/cities",
  "/cities/1",
  "/attractions",
  "/attractions/1",
  "/experiences/1",
  "/events",
  "/events/1",
  "/blog",
  "/blog/1",
  "/plan",
  "/what-to-do",
  "/about",
  "/about/transport",
  "/gallery",
  "/map",
  "/search?q=prizren",
  "/saved",
  "/faq",
];

base("no third-party request on any main page load", async ({ browser, baseURL }) => {
  base.setTimeout(90_000);
  const own = new URL(baseURL ?? "http://127.0.0.1").host;
  const { page, close } = await plainPage(browser);
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.host !== own) {
      foreign.push(`${page.url()} → ${request.url()}`);
    }
  });
  for (const path of MAIN_PAGES) {
    const response = await page.goto(path, { waitUntil: "load" });
    base.expect(response?.status(), path).toBe(200);
    // Lazy pictures and fade-ins below the fold load on the way down.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight * 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    });
    // Requests are seen when they start: a moment for those the scrolling set off.
    await page.waitForTimeout(100);
  }
  base.expect(foreign).toEqual([]);
  await close();
});

test.describe("text from the address bar is text, never markup", () => {
  test("site search shows an HTML query as typed", async ({ page }) => {
    const payload = '<img src=x onerror="window.__xss=1">';
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(payload, { exact: false }).first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => "__xss" in window)).toBe(false);
    await expect(page).toHaveTitle(/<img src=x/);
  });

  test("the attractions filter keeps HTML in the search box as text", async ({ page }) => {
    await page.goto(`/attractions?q=${encodeURIComponent("<b>x</b>")}`);
    await expect(page.getByRole("searchbox").first()).toHaveValue("<b>x</b>");
    await expect(page.locator("main b", { hasText: /^x$/ })).toHaveCount(0);
  });

  test("the blog filter keeps a script in the query as text", async ({ page }) => {
    await page.goto(`/blog?q=${encodeURIComponent("<script>window.__xss=1</script>")}`);
    await expect(page.getByRole("searchbox").first()).toHaveValue(
      "<script>window.__xss=1</script>",
    );
    expect(await page.evaluate(() => "__xss" in window)).toBe(false);
  });
});
