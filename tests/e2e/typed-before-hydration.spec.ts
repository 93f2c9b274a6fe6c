import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures/test.ts";
import { joinTheDesk } from "../support/desk.ts";

/**
 * Issue 29 item 1 (and issue 32 item 1): what is typed or chosen before the page's script has
 * taken over is kept. React's hydration wrote the server's text back into every `<textarea>`
 * and the server's choice back into every `<select>` (decision 137). Here the page's scripts are
 * held back while the person works, then let through: each desk form keeps every text typed
 * into it, saves it, and says which version it made; a month chosen early on /plan is the
 * plan's month once the page has hydrated.
 */

// This spec changes content: it writes to the publishing test site (playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PUBLISHING_PORT}` });

const run = Date.now().toString(36).slice(-5);
const MARK = `kept ${run}`;

/** Opens `url` with its scripts held back until the returned function is called. */
async function openWithScriptsHeld(page: Page, url: string): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const hold = async (route: import("@playwright/test").Route) => {
    await held;
    await route.continue();
  };
  await page.route(/\/assets\/.+\.js$/, hold);
  await page.mainFrame().goto(url, { waitUntil: "domcontentloaded" });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(
    false,
  );
  return async () => {
    release();
    await waitForHydration(page);
    await page.unroute(/\/assets\/.+\.js$/, hold);
  };
}

/**
 * The address of an item from the middle of a desk list: other specs edit the first ones and
 * create (then change and delete) new ones at its end.
 */
async function middleItem(page: Page, list: string): Promise<string> {
  await page.goto(list);
  const pattern = new RegExp(`^${list}/\\d+$`);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const items = hrefs.filter((href) => pattern.test(href));
  expect(items.length, list).toBeGreaterThan(0);
  return items[Math.floor(items.length / 2)] as string;
}

/** The desk's content forms: each kind's English fields, and a translation screen. */
const FORMS = [
  { list: "/desk/events", save: "Save changes", page: "" },
  { list: "/desk/destinations", save: "Save changes", page: "" },
  { list: "/desk/experiences", save: "Save changes", page: "" },
  { list: "/desk/blog", save: "Save changes", page: "" },
  { list: "/desk/videos", save: "Save changes", page: "" },
  { list: "/desk/experiences", save: "Save the German text", page: "/translations/de" },
] as const;

test("every desk form keeps what was typed before its script loaded, and saves it", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await joinTheDesk(page, String(baseURL), {
    email: `typed-${run}@example.org`,
    role: "editor",
    name: "Early Typist",
    password: "walnut lantern over prizren",
  });

  for (const entry of FORMS) {
    const url = `${await middleItem(page, entry.list)}${entry.page}`;
    const letThrough = await openWithScriptsHeld(page, url);
    const form = page.locator("form", {
      has: page.getByRole("button", { name: entry.save, exact: true }),
    });
    // Every text area of the form, and its first text box.
    const fields = [
      ...(await form.locator("textarea:visible").all()),
      form.locator('input[type="text"]:visible, input:not([type]):visible').first(),
    ];
    expect(fields.length, url).toBeGreaterThan(1);
    const typed: string[] = [];
    for (const field of fields) {
      const before = (await field.inputValue()).trim();
      const value = before ? `${before} ${MARK}` : MARK;
      await field.fill(value);
      typed.push(value);
    }

    await letThrough();
    for (const [index, field] of fields.entries()) {
      await expect(field, `${url} field ${index} after hydration`).toHaveValue(typed[index] ?? "");
    }

    await page.getByRole("button", { name: entry.save, exact: true }).click();
    const status = page.getByText(/saved as version (\d+)/);
    await expect(status, url).toBeVisible();
    const version = Number(/version (\d+)/.exec((await status.textContent()) ?? "")?.[1]);
    expect(version, url).toBeGreaterThan(1);

    // The saved version holds every text, as typed.
    await page.goto(url);
    for (const [index, field] of fields.entries()) {
      await expect(field, `${url} field ${index} saved`).toHaveValue(typed[index] ?? "");
    }
    // Saving again without a change makes no new version, and says so.
    await page.getByRole("button", { name: entry.save, exact: true }).click();
    await expect(
      page.getByText(`Nothing changed: this is still version ${version}.`),
      url,
    ).toBeVisible();
  }
});

test("a month chosen on /plan before its script loaded is the plan's month", async ({ page }) => {
  const letThrough = await openWithScriptsHeld(page, "/plan");
  const month = page.getByLabel("Travel month", { exact: true });
  await month.selectOption("September");
  await letThrough();
  await expect(month).toHaveValue("September");
  await expect(page).toHaveURL(/month=September/);
});
