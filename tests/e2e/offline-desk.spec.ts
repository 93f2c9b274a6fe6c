import { expect } from "../fixtures/test.ts";
import { joinTheDesk } from "../support/desk.ts";
import { expectStored, open, test } from "../support/offline.ts";

/**
 * Issue 34: the service worker never keeps a desk page, however its address is spelled. A staff
 * member whose browser runs the worker (they read the public site too) opens desk pages under
 * several letter cases; the worker goes on storing public pages, but none of its stores holds
 * anything of the desk, so nothing of it is listed on the offline page after sign-out.
 */

test.describe.configure({ timeout: 120_000 });

test("the worker stores no desk page under any letter case", async ({ visitor, baseURL }) => {
  const { page, close } = await visitor();
  await open(page, "/about/history");
  await expectStored(page, ["/about/history"]);

  await joinTheDesk(page, String(baseURL), {
    email: `offline-desk-${Date.now().toString(36)}@example.org`,
    role: "editor",
    name: "Offline Editor",
    password: "walnut lantern over prizren",
  });
  for (const url of ["/Desk/events", "/DESK/destinations", "/dEsK/media", "/desk/events"]) {
    await page.goto(url);
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  }
  // Within the desk, a client-side navigation too.
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page).toHaveURL(/\/desk\/events$/);

  // The worker is still at work for public pages afterwards…
  await open(page, "/about/general");
  await expectStored(page, ["/about/general"]);
  // …and not one of its stores holds a desk address, in any case.
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(kept.length).toBeGreaterThan(5);
  expect(kept.filter((path) => /^\/(%64|d)esk/i.test(path))).toEqual([]);
  await close();
});
