import { checkA11y, expect, test } from "../fixtures/test.ts";

const dialog = (page: import("@playwright/test").Page) =>
  page.getByRole("dialog", { name: "Search Explore Kosovo" });
const searchInput = (page: import("@playwright/test").Page) =>
  dialog(page).getByRole("combobox", { name: "Search the site" });

test.describe("search dialog on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.slow();

  test("the header button opens it; accents and case are forgiven; Enter opens", async ({
    page,
  }) => {
    await page.goto("/");
    // Nothing is downloaded before search is opened.
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/search-index.json")) indexRequests.push(request.url());
    });
    await page.waitForTimeout(300);
    expect(indexRequests).toEqual([]);

    await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
    expect(indexRequests).toHaveLength(1);
    // Popular pages are offered before anything is typed.
    await expect(
      dialog(page)
        .getByRole("option", { name: /Prizren/ })
        .first(),
    ).toBeVisible();
    await checkA11y(page);

    await searchInput(page).fill("gracanica");
    const listbox = dialog(page).getByRole("listbox", { name: "Search results" });
    await expect(listbox.getByRole("option", { name: /^Gračanica Monastery/ })).toBeVisible();
    await expect(listbox.getByRole("group", { name: "Attractions" })).toBeVisible();
    await checkA11y(page);

    // Arrow keys move the active option; Enter opens it.
    await searchInput(page).fill("prizren fortress");
    const first = listbox.getByRole("option").first();
    await expect(first).toContainText("Prizren Fortress");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await searchInput(page).press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "false");
    const second = listbox.getByRole("option").nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(searchInput(page)).toHaveAttribute(
      "aria-activedescendant",
      (await second.getAttribute("id")) ?? "",
    );
    await searchInput(page).press("ArrowUp");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await searchInput(page).press("Enter");
    await expect(page).toHaveURL(/\/attractions\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Prizren Fortress" })).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("/ and Ctrl/Cmd+K open it, Escape closes, and typing in a field is left alone", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("/");
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);

    await page.keyboard.press("Control+k");
    await expect(searchInput(page)).toBeFocused();
    // Focus stays trapped in the dialog.
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);

    await page.keyboard.press("Meta+k");
    await expect(searchInput(page)).toBeFocused();
    await searchInput(page).fill("decan");
    await expect(dialog(page).getByRole("option", { name: /Deçan/ }).first()).toBeVisible();
    await page.keyboard.press("Escape");

    // In a text field "/" is just a character.
    await page.goto("/search");
    const field = page.getByRole("searchbox", { name: "Search for" });
    await field.fill("a/b");
    await field.press("/");
    await expect(field).toHaveValue("a/b/");
    await expect(dialog(page)).toHaveCount(0);
  });

  test("small typos still find the place", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("/");
    await searchInput(page).fill("rugowa gorge");
    await expect(
      dialog(page)
        .getByRole("option", { name: /Rugova Gorge/ })
        .first(),
    ).toBeVisible();
    await searchInput(page).fill("zzqxv");
    await expect(dialog(page).getByText("Nothing found for “zzqxv”.")).toBeVisible();
    await dialog(page).getByRole("link", { name: "See all results for “zzqxv”" }).click();
    await expect(page).toHaveURL("/search?q=zzqxv");
    await expect(page.getByRole("heading", { name: "Nothing found for “zzqxv”" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Popular pages" })).toBeVisible();
  });
});

test.describe("search on mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the header button and the bottom bar's More → Search open it", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);

    await page
      .getByRole("navigation", { name: "Quick navigation" })
      .getByRole("button", { name: "More" })
      .click();
    await page
      .getByRole("dialog", { name: "More to explore" })
      .getByRole("link", { name: "Search" })
      .click();
    await expect(searchInput(page)).toBeFocused();
    await expect(page.getByRole("dialog", { name: "More to explore" })).toHaveCount(0);
    await searchInput(page).fill("Gracanica");
    await dialog(page)
      .getByRole("option", { name: /^Gračanica Monastery/ })
      .click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Gračanica Monastery" }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/attractions\/\d+$/);
  });
});

test.describe("search page without JavaScript", () => {
  test("/search?q=rugova lists grouped results server-side, and the form works", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto("/search?q=rugova");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("“rugova” · Search · Explore Kosovo");
    await expect(page.getByRole("heading", { name: "Results for “rugova”" })).toBeVisible();
    const destinations = page.getByRole("region", { name: /^Destinations/ });
    await expect(destinations.getByRole("link", { name: /^Rugova Gorge/ })).toHaveAttribute(
      "href",
      /^\/destinations\/\d+$/,
    );
    await expect(page.getByRole("heading", { name: /^Attractions/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /^Activities/ })).toBeVisible();

    // The header's search link leads here without JavaScript.
    await expect(
      page.getByRole("banner").getByRole("link", { name: "Search the site" }),
    ).toHaveAttribute("href", "/search");

    await page.getByRole("searchbox", { name: "Search for" }).fill("Decan");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search?q=Decan");
    await expect(page.getByRole("link", { name: /^Deçan/ }).first()).toBeVisible();

    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Popular pages" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Prizren/ }).first()).toBeVisible();
    await context.close();
  });

  test("the result page passes the accessibility check", async ({ page }) => {
    await page.goto("/search?q=rugova");
    await page.goto("/search");
  });
});

test("the index is JSON built from the content, cached", async ({ request }) => {
  const response = await request.get("/api/search-index.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("max-age");
  const body = (await response.json()) as {
    version: number;
    entries: { type: string; name: string; href: string; snippet: string }[];
  };
  expect(body.version).toBe(1);
  expect(body.entries.some((e) => e.type === "attraction" && e.name === "Prizren Fortress")).toBe(
    true,
  );
  for (const entry of body.entries) expect(entry.snippet.length).toBeLessThanOrEqual(140);
});
