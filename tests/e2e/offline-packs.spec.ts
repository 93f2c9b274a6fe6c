import { type Browser, type BrowserContext, test as base, type Page } from "@playwright/test";
import { checkA11y, expect, waitForHydration } from "../fixtures/test.ts";

/**
 * Issue 21 item 3: "Keep offline" trip packs, as a visitor uses them in Chromium with the network
 * switched off (context.setOffline). Each test has a browser profile of its own, so the service
 * worker and its stores start empty. Offline, pictures the visitor never loaded fail to load and
 * Chromium logs that; page errors (uncaught exceptions) are still failures.
 */
const test = base;

test.describe.configure({ timeout: 120_000 });

const TEST_CAP_KEY = "explore-kosovo:test-pack-cap";

interface Visitor {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
  close: () => Promise<void>;
}

async function visitor(browser: Browser): Promise<Visitor> {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  return { context, page, pageErrors, close: () => context.close() };
}

/** Opens a page and waits for React and for the service worker to be active. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!registration.active) throw new Error("no active service worker");
  });
}

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
  browser,
}) => {
  const { context, page, pageErrors, close } = await visitor(browser);
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
  const hero = page.getByRole("main").locator("img").first();
  await expect
    .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  for (const other of places.slice(1)) {
    await page.goto(other);
    await expect(page, other).toHaveURL(new RegExp(`${other}$`));
  }
  expect(pageErrors).toEqual([]);
  await close();
});

test("the cap removes the oldest pack and says so; a removed pack's pages are gone", async ({
  browser,
}) => {
  const { context, page, pageErrors, close } = await visitor(browser);
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
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [TEST_CAP_KEY, String(cap)],
  );
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
  expect(pageErrors).toEqual([]);
  await close();
});
