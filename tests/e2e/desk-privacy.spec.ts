import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";
import { joinTheDesk } from "../support/desk.ts";

/**
 * Issue 34 (critical): a desk page asked for under another letter case is the desk page. React
 * Router matches `/Desk/events` as `/desk/events`; before the fix the answer was public for a
 * CDN and went into the shared page cache, so an anonymous visitor was handed the staff member's
 * page. Now the route's own declaration decides: the case variant is sent to the lower-case
 * address before anything renders, every desk answer is `private, no-store` and noindex, and
 * nothing rendered for a session is kept. Each spelling is first opened by the signed-in staff
 * member, then by a visitor without a session, who gets the sign-in page.
 */

const PASSWORD = "walnut lantern over prizren";
const run = Date.now().toString(36);

const SPELLINGS = (path: string) => [
  path.replace("/desk", "/Desk"),
  path.replace("/desk", "/DESK"),
  path.replace("/desk", "/dEsK"),
  path.toUpperCase(),
];

async function expectPrivateAnswers(request: APIRequestContext, url: string, canonical: string) {
  const redirect = await request.get(url, { maxRedirects: 0 });
  expect(redirect.status(), url).toBe(301);
  expect(new URL(redirect.headers().location ?? "", "http://x").pathname, url).toBe(canonical);
  expect(redirect.headers()["cache-control"], url).toBe("private, no-store");
  expect(redirect.headers()["x-robots-tag"], url).toContain("noindex");
  // React Router's data for the same page, as a client-side navigation asks for it.
  const data = await request.get(`${url}.data`, { maxRedirects: 0 });
  expect(data.headers()["cache-control"], `${url}.data`).toBe("private, no-store");
  expect(data.headers()["x-robots-tag"], `${url}.data`).toContain("noindex");
  expect(data.headers().etag, `${url}.data`).toBeUndefined();
}

/** What a visitor without a session gets at each address: the sign-in page, nothing of staff. */
async function expectSignInForVisitors(browser: Browser, urls: string[], secrets: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    for (const url of urls) {
      const answer = await context.request.get(url);
      expect(answer.status(), url).toBe(401);
      expect(answer.headers()["cache-control"], url).toBe("private, no-store");
      const html = await answer.text();
      expect(html, url).toContain("Sign in to the desk");
      expect(html, url).not.toContain("Sign out");
      for (const secret of secrets) expect(html, `${url} shows ${secret}`).not.toContain(secret);
      await page.goto(url);
      await expect(page.getByRole("heading", { name: "Sign in to the desk" })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(new URL(url, "http://x").pathname.toLowerCase());
    }
  } finally {
    await context.close();
  }
}

/** Opens each spelling as the signed-in staff member: the desk page, private and noindex. */
async function openAsStaff(page: Page, url: string, canonical: string) {
  const answer = await page.goto(url);
  expect(answer?.status(), url).toBe(200);
  expect(new URL(page.url()).pathname, url).toBe(canonical);
  expect(answer?.headers()["cache-control"], url).toBe("private, no-store");
  expect(answer?.headers()["x-robots-tag"], url).toContain("noindex");
  expect(answer?.headers().etag, url).toBeUndefined();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expectPrivateAnswers(page.request, url, canonical);
}

/**
 * A staff member of `role` joins, opens each desk page under every spelling, then a visitor
 * without a session asks for the same addresses.
 */
async function caseVariantsStayPrivate(
  { page, browser, baseURL }: { page: Page; browser: Browser; baseURL?: string },
  role: "editor" | "admin",
  canonicals: string[],
) {
  const person = { email: `privacy-${role}-${run}@example.org`, name: `Case ${role}` };
  await joinTheDesk(page, String(baseURL), { ...person, role, password: PASSWORD });
  const urls: string[] = [];
  for (const canonical of canonicals) {
    for (const url of SPELLINGS(canonical)) {
      await openAsStaff(page, url, canonical);
      urls.push(url);
    }
  }
  // Public pages opened with a session are not kept for others either.
  const home = await page.goto("/");
  expect(home?.headers()["cache-control"]).toBe("private, no-store");
  await expectSignInForVisitors(browser, urls, [person.name, person.email]);
}

test("an editor's desk pages under other letter cases never reach a visitor", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await caseVariantsStayPrivate({ page, browser, baseURL }, "editor", [
    "/desk/events",
    "/desk/destinations",
    "/desk/media",
  ]);
});

test("an admin's people, subscribers and audit pages under other letter cases never reach a visitor", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await caseVariantsStayPrivate({ page, browser, baseURL }, "admin", [
    "/desk/people",
    "/desk/subscribers",
    "/desk/audit",
  ]);
});
