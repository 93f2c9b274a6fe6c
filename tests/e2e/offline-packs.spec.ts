import type { Page } from "@playwright/test";
import { checkA11y, expect, waitForHydration } from "../fixtures/test.ts";
import {
  acceptTheInvitation,
  INVITATION_LINK,
  inviteFromTheCommandLine,
  linkFromMail,
  siteOf,
} from "../support/desk.ts";
import { expectPicture, open, test } from "../support/offline.ts";

/**
 * Issue 21 item 3: "Keep offline" trip packs, as a visitor uses them in Chromium with the network
 * switched off (context.setOffline). Each visitor has a browser profile of its own, so the
 * service worker and its stores start empty; any console error or uncaught exception in it fails
 * the test (tests/support/offline.ts).
 */

test.describe.configure({ timeout: 120_000 });

const TEST_CAP_KEY = "explore-kosovo:test-pack-cap";

interface PackMeta {
  id: string;
  title: string;
  bytes: number;
  keptAt: string;
  pages: { url: string; fingerprint: string }[];
  files: string[];
}

/** The packs kept in this browser, as the worker reads them. */
async function packs(page: Page): Promise<PackMeta[]> {
  return page.evaluate(async () => {
    const found: PackMeta[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("trip-pack:")) continue;
      const meta = await (await caches.open(name)).match("/__trip-pack.json");
      if (meta) found.push((await meta.json()) as PackMeta);
    }
    return found;
  });
}

const toasts = (page: Page) =>
  page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");

/** Presses "Keep offline", checks the size shown, confirms; returns the size's text. */
async function keep(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Keep offline" }).click();
  const size = page.getByText(/^About \d+(\.\d)? (MB|KB)$/);
  await expect(size).toBeVisible({ timeout: 30_000 });
  const shown = (await size.textContent()) ?? "";
  await page.getByRole("button", { name: "Keep offline" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Kept offline on / })).toBeVisible({
    timeout: 30_000,
  });
  return shown;
}

function today(): string {
  const now = new Date();
  return `${now.toLocaleString("en-US", { month: "long" })} ${now.getDate()}, ${now.getFullYear()}`;
}

test("'Keep offline' on a city shows its size, then offline its places open", async ({
  visitor,
}) => {
  const { context, page, close } = await visitor();
  await open(page, "/cities/1");
  const places = await page
    .getByRole("main")
    .locator('a[href^="/attractions/"], a[href^="/events/"]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href") ?? ""))]);
  expect(places.length).toBeGreaterThan(1);

  await page.getByRole("button", { name: "Keep offline" }).click();
  await expect(page.getByText(/^About \d+(\.\d)? (MB|KB)$/)).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(`This page, ${places.length} places it links to, and their pictures.`),
  ).toBeVisible();
  await checkA11y(page);
  const shown = (await page.getByText(/^About \d+(\.\d)? (MB|KB)$/).textContent()) ?? "";
  await page.getByRole("button", { name: "Keep offline" }).click();
  await expect(toasts(page)).toContainText("Kept offline");
  const kept = page.getByRole("status").filter({ hasText: /^Kept offline on / });
  await expect(kept).toContainText(`Kept offline on ${today()}`);
  await expect(kept).toContainText(shown);

  // What is stored: the city, every place it links to, their pictures, and the size shown.
  const [pack] = await packs(page);
  expect(pack?.id).toBe("/cities/1");
  expect(pack?.pages.map((entry) => entry.url).sort()).toEqual(["/cities/1", ...places].sort());
  expect(pack?.files.some((file) => file.startsWith("/artwork/"))).toBe(true);
  const megabytes = Number(/About ([\d.]+) MB/.exec(shown)?.[1] ?? Number.NaN);
  if (!Number.isNaN(megabytes)) {
    expect(Math.abs((pack?.bytes ?? 0) / 1024 / 1024 - megabytes)).toBeLessThan(0.06);
  }

  // It prints without the site's frame or the pack's buttons.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Remove from offline" })).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Offline, a place never opened comes from the pack, with its pictures and scripts.
  await context.setOffline(true);
  const place = places[0] ?? "";
  await page.goto(place);
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`${place}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Saved on / })).toBeVisible();
  await expectPicture(page.getByRole("main").locator("img").first(), "stored");
  for (const other of places.slice(1)) {
    await page.goto(other);
    await expect(page, other).toHaveURL(new RegExp(`${other}$`));
  }
  await close();
});

test("the cap removes the oldest pack and says so; a removed pack's pages are gone", async ({
  visitor,
}) => {
  const { context, page, close } = await visitor();
  await open(page, "/cities/1");
  await keep(page);
  await open(page, "/destinations/1");
  await keep(page);
  const both = await packs(page);
  expect(both.map((pack) => pack.id).sort()).toEqual(["/cities/1", "/destinations/1"]);
  const city = both.find((pack) => pack.id === "/cities/1");
  const destination = both.find((pack) => pack.id === "/destinations/1");
  if (!city || !destination) throw new Error("both packs are kept");

  // The list of kept packs, with sizes, on the offline page; removing one there.
  await open(page, "/offline");
  const list = page.getByRole("region", { name: "Kept offline" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").first()).toContainText(
    /Kept on .+ · About [\d.]+ (MB|KB)/,
  );
  await checkA11y(page);
  await list.getByRole("button", { name: `Remove ${destination.title} from offline` }).click();
  await expect(toasts(page)).toContainText("Removed from offline");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  expect((await packs(page)).map((pack) => pack.id)).toEqual(["/cities/1"]);

  // A test-only cap that holds either pack but not both: keeping the destination again removes
  // the city, the oldest, and the toast names it.
  const cap = Math.max(city.bytes, destination.bytes) + 1024;
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: TEST_CAP_KEY,
    value: String(cap),
  });
  await open(page, "/destinations/1");
  await keep(page);
  await expect(toasts(page).filter({ hasText: "oldest removed" })).toContainText(
    `these were removed from offline: ${city.title}.`,
  );
  expect((await packs(page)).map((pack) => pack.id)).toEqual(["/destinations/1"]);

  // Offline, a place only the removed pack held shows the offline page.
  const visited = new Set(["/cities/1", "/destinations/1", "/offline"]);
  const inDestination = new Set(destination.pages.map((entry) => entry.url));
  const gone = city.pages
    .map((entry) => entry.url)
    .find((url) => !visited.has(url) && !inDestination.has(url));
  expect(gone).toBeTruthy();
  await context.setOffline(true);
  await page.goto(String(gone));
  await expect(page).toHaveURL(/\/offline\?from=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "This page isn't available offline",
  );
  await close();
});

test("the saved list, its places and the last itinerary open offline without asking", async ({
  visitor,
}) => {
  const { context, page, close } = await visitor();
  await open(page, "/");
  // A place saved from its card: its own page is never opened.
  const heart = page.getByRole("button", { name: /^Save / }).first();
  const name = ((await heart.getAttribute("aria-label")) ?? "").replace(/^Save /, "");
  await heart.click();
  await expect(page.getByRole("button", { name: `Remove ${name} from saved` })).toBeVisible();
  const href = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("saved-items") ?? "{}") as { items: { href: string }[] })
        .items[0]?.href ?? "",
  );
  expect(href).toMatch(/^\/\w+\/\d+$/);

  // A trip in the builder, then its itinerary.
  const trip = "month=September&length=week&budget=medium&interests=Culture,Food";
  await open(page, `/plan/itinerary?${trip}`);
  const itineraryTitle = await page.getByRole("heading", { level: 1 }).textContent();
  await open(page, "/about/history");
  const inSaved = (url: string) =>
    page.evaluate(async (key) => Boolean(await (await caches.open("saved-v1")).match(key)), url);
  // The store's description is written last, once the pages' pictures and scripts are in.
  const storedPages = () =>
    page.evaluate(async () => {
      const meta = await (await caches.open("saved-v1")).match("/__saved-offline.json");
      return meta ? ((await meta.json()) as { pages: string[] }).pages : [];
    });
  await expect
    .poll(storedPages, { timeout: 30_000 })
    .toEqual(expect.arrayContaining(["/saved", href, `/plan?${trip}`, `/plan/itinerary?${trip}`]));
  for (const url of ["/saved", href, `/plan?${trip}`, `/plan/itinerary?${trip}`]) {
    expect(await inSaved(url), url).toBe(true);
  }

  await context.setOffline(true);
  await page.goto("/saved");
  await waitForHydration(page);
  await page.getByRole("main").getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);

  // The builder opened offline without a trip brings back the last one, and its itinerary.
  await page.goto("/plan");
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/plan\?month=September&length=week&budget=medium/);
  await page.goto(`/plan/itinerary?${trip}`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(itineraryTitle ?? "");

  // A place removed from the list leaves the store.
  await context.setOffline(false);
  await page.goto("/saved");
  await waitForHydration(page);
  await page.getByRole("button", { name: `Remove ${name} from saved` }).click();
  await expect.poll(() => inSaved(href), { timeout: 30_000 }).toBe(false);
  await close();
});

test.describe("a kept page that changes", () => {
  // An editor changes an event: on the publishing test site (playwright.config.ts), so the
  // specs that count the shared site's events never see it.
  const origin = `http://127.0.0.1:${process.env.E2E_PUBLISHING_PORT}`;
  test.use({ baseURL: origin });

  test("says 'Changed since you saved it' online and refreshes the pack", async ({
    browser,
    visitor,
  }) => {
    test.setTimeout(240_000);
    const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const NAME = `Rugova Honey Market ${run}`;
    const editorContext = await browser.newContext({ baseURL: origin });
    const desk = await editorContext.newPage();
    const email = `packs-editor-${run}@example.org`;
    await inviteFromTheCommandLine(origin, email, "editor");
    await desk.goto(await linkFromMail(email, INVITATION_LINK, siteOf(origin).dataDir));
    await acceptTheInvitation(desk, { name: "Pack Editor", password: "quince terrace above peja" });
    await desk.goto("/desk/events/new");
    const field = (label: string) => desk.getByLabel(label, { exact: true });
    await field("Name").fill(NAME);
    await field("Summary").fill("Beekeepers of the Rugova valley sell this year's honey in Peja.");
    await field("Details").fill("Mountain honey from the Rugova valley, sold by its beekeepers.");
    await field("Place").fill("Old bazaar, Peja");
    await field("Address").fill("Çarshia e Gjatë, Peja, Kosovo");
    await field("Town").fill("Peja");
    await field("Latitude").fill("42.6593");
    await field("Longitude").fill("20.2887");
    await field("Image path").fill("/artwork/events/hardh-fest.svg");
    await field("Image description").fill("Jars of honey on a market stall");
    await field("Month").selectOption("June");
    await field("Day of the month (same date every year)").fill("12");
    await field("First edition under the rule").fill("2027-06-12");
    await desk.getByRole("button", { name: "Save as draft" }).click();
    await expect(desk.getByText("The event is saved as a draft.")).toBeVisible();
    const id = /\/desk\/events\/(\d+)/.exec(desk.url())?.[1];
    expect(id).toMatch(/^\d+$/);
    await desk.getByRole("button", { name: "Publish now" }).click();
    await expect(desk.getByTestId("outcome")).toContainText("Published");

    // The visitor saves the event and keeps the saved list offline.
    const { context, page, close } = await visitor({ baseURL: origin });
    const eventPath = `/events/${id}`;
    await open(page, eventPath);
    await page.getByRole("button", { name: `Save ${NAME}` }).click();
    await open(page, "/saved");
    await keep(page);
    const [pack] = await packs(page);
    expect(pack?.id).toBe("/saved");
    expect(pack?.pages.map((entry) => entry.url)).toContain(eventPath);
    // Unchanged, the page says nothing.
    await open(page, eventPath);
    await expect(page.getByText("Changed since you saved it")).toHaveCount(0);

    // The editor changes the summary.
    const CHANGED = `Beekeepers of Rugova bring honey and beeswax candles to Peja (${run}).`;
    await desk.goto(`/desk/events/${id}`);
    await field("Summary").fill(CHANGED);
    await desk.getByRole("button", { name: "Save changes" }).click();
    await expect(desk.getByText(/^Your changes are saved as version \d+\.$/)).toBeVisible();

    // Back on the page: it says so, and the pack now holds the new page.
    await expect
      .poll(
        async () => {
          await page.goto(eventPath);
          return page.getByText(CHANGED).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await waitForHydration(page);
    await expect(
      page.getByRole("status").filter({ hasText: "Changed since you saved it" }),
    ).toHaveText("Changed since you saved it. The copy kept offline is updated.");
    await checkA11y(page);
    const refreshed = async () =>
      page.evaluate(async (url) => {
        const cache = await caches.open("trip-pack:/saved");
        const meta = (await (await cache.match("/__trip-pack.json"))?.json()) as {
          refreshedAt?: string;
        };
        return { text: (await (await cache.match(url))?.text()) ?? "", at: meta.refreshedAt };
      }, eventPath);
    await expect.poll(async () => (await refreshed()).text.includes(CHANGED)).toBe(true);
    expect((await refreshed()).at).toBeTruthy();
    // Refreshed, it no longer says so.
    await page.goto(eventPath);
    await waitForHydration(page);
    await expect(page.getByText("Changed since you saved it")).toHaveCount(0);

    // Offline, the pack's copy is the new one.
    await context.setOffline(true);
    await page.goto(eventPath);
    await waitForHydration(page);
    await expect(page.getByText(CHANGED)).toBeVisible();
    await context.setOffline(false);

    // Changed again, and reached from the saved list by a client-side navigation: a toast says so.
    const AGAIN = `Beekeepers of Rugova sell honey, beeswax and propolis in Peja (${run}).`;
    await desk.goto(`/desk/events/${id}`);
    await field("Summary").fill(AGAIN);
    await desk.getByRole("button", { name: "Save changes" }).click();
    await expect(desk.getByText(/^Your changes are saved as version \d+\.$/)).toBeVisible();
    await open(page, "/saved");
    await page.getByRole("main").getByRole("link", { name: NAME }).click();
    await expect(page).toHaveURL(new RegExp(`${eventPath}$`));
    await expect(toasts(page).filter({ hasText: "Changed since you saved it" })).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(async () => (await refreshed()).text.includes(AGAIN)).toBe(true);
    await close();

    // The shared publishing site as it was: the event deleted.
    await desk.goto(`/desk/events/${id}?delete=1`);
    await desk.getByRole("button", { name: `Delete ${NAME}` }).click();
    await expect(desk.getByText("The event is deleted.")).toBeVisible();
    await editorContext.close();
  });
});
