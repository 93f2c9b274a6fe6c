import { expect, test } from "../fixtures/test.ts";

test.describe("what to do", () => {
  test("the hero's quick buttons open the first four categories", async ({ page }) => {
    await page.goto("/what-to-do");
    await expect(page).toHaveTitle("What To Do · Explore Kosovo");
    await expect(
      page.getByRole("heading", { level: 1, name: "What To Do in Kosovo" }),
    ).toBeVisible();
    const quick = page.getByRole("navigation", { name: "Jump to a category" }).getByRole("link");
    await expect(quick).toHaveText(["Outdoors", "Food & Drink", "Cultural", "Events"]);

    await quick.filter({ hasText: "Food & Drink" }).click();
    await expect(page).toHaveURL(/\/what-to-do\?category=gastronomy#activities-gastronomy$/);
    await expect(page.getByRole("tab", { name: "Food & Drink" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel", { name: "Food & Drink" });
    await expect(panel.getByRole("heading", { name: "Food & Drink", level: 3 })).toBeInViewport();
    await expect(panel.getByRole("heading", { name: "Wine Tasting in Rahovec" })).toBeVisible();
    await expect(page.getByRole("tabpanel").getByText("Hike the Rugova Gorge")).toHaveCount(0);
  });

  test("the eight category tabs filter the activities, Outdoors first", async ({ page }) => {
    await page.goto("/what-to-do");
    const tabs = page.getByRole("tablist", { name: "Activity categories" }).getByRole("tab");
    await expect(tabs).toHaveText([
      "Outdoors",
      "Food & Drink",
      "Cultural",
      "Events",
      "Family",
      "Sports",
      "Adventure",
      "Relax",
    ]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("article")).toHaveCount(2);
    await expect(panel.getByRole("heading", { name: "Hike the Rugova Gorge" })).toBeVisible();
    await expect(
      panel.getByRole("heading", { name: "Visit the Mirusha Waterfalls" }),
    ).toBeVisible();

    await page.getByRole("tab", { name: "Cultural" }).click();
    await expect(page).toHaveURL(/category=cultural/);
    await expect(page.getByRole("tabpanel").getByRole("article")).toHaveCount(2);
    await expect(
      page.getByRole("heading", { name: "Visit Visoki Dečani Monastery" }),
    ).toBeVisible();

    // Keyboard: arrows move between tabs.
    await page.getByRole("tab", { name: "Cultural" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Events" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: "DokuFest Film Nights" })).toBeVisible();

    // Relax has no activities: a friendly way elsewhere instead of an empty grid.
    await page.getByRole("tab", { name: "Relax" }).click();
    const relax = page.getByRole("tabpanel");
    await expect(relax.getByRole("article")).toHaveCount(0);
    await expect(relax.getByRole("heading", { name: /Nothing to book here/ })).toBeVisible();
    await expect(
      relax.getByRole("link", { name: "Where to stay: mountain guesthouses" }),
    ).toHaveAttribute("href", "/plan#accommodation");
  });

  test("a card's button leads to the related page", async ({ page }) => {
    await page.goto("/what-to-do?category=adventure");
    await expect(page.getByRole("tab", { name: "Adventure" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.getByRole("tabpanel").getByRole("link", { name: "Read our Rugova guide" }).click();
    await expect(page).toHaveURL(/\/blog\/3$/);
    await expect(
      page.getByRole("heading", { level: 1, name: /Hiking the Rugova Gorge/ }),
    ).toBeVisible();
  });

  test("top experiences, the four seasons and the way back up", async ({ page }) => {
    await page.goto("/what-to-do");
    const top = page.getByRole("region", { name: "Top Experiences" });
    await expect(top.getByRole("article")).toHaveCount(3);
    await expect(top.getByRole("heading", { level: 3 })).toHaveText([
      "Hike the Rugova Gorge",
      "Wine Tasting in Rahovec",
      "Walk Prizren's Old Town",
    ]);
    await expect(top.getByRole("link", { name: "Explore Rugova" })).toHaveAttribute(
      "href",
      "/destinations/5",
    );

    const seasons = page.getByRole("region", { name: "Seasonal Activities" });
    await expect(seasons.getByRole("heading", { level: 3 })).toHaveText([
      "Spring",
      "Summer",
      "Autumn",
      "Winter",
    ]);
    await expect(seasons.getByText("Dec–Mar")).toBeVisible();

    const exploreAll = page.getByRole("link", { name: "Explore All Activities" });
    await exploreAll.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await exploreAll.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("what to do without JavaScript", () => {
  test("every category is readable one after another", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/what-to-do");
    await expect(page.getByRole("tab")).toHaveCount(0);
    for (const name of ["Outdoors", "Food & Drink", "Adventure", "Relax"]) {
      await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Ski in Brezovica" })).toBeVisible();
    await context.close();
  });
});
