import { expect, test } from "../fixtures/test.ts";

test.describe("map of every place", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("markers link to their pages", async ({ page }) => {
    const response = await page.goto("/map");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Map of Kosovo · Explore Kosovo");
    const map = page.getByRole("figure", { name: /^Map of Kosovo with \d+ places$/ });
    await expect(map).toBeVisible();
    await expect(page.getByText("70 on the map")).toBeVisible();
    const marker = map.getByRole("link", { name: "Prizren Fortress (Attraction, Prizren)" });
    await expect(marker).toHaveAttribute("href", /^\/attractions\/\d+$/);
    // Keyboard: the marker is focusable and opens with Enter.
    await marker.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Prizren Fortress" })).toBeVisible();
  });

  test("the type filter and the list view", async ({ page }) => {
    await page.goto("/map");
    await page
      .getByRole("navigation", { name: "Show" })
      .getByRole("link", { name: "Cities" })
      .click();
    await expect(page).toHaveURL("/map?type=city");
    await expect(page.getByText("6 on the map")).toBeVisible();
    await expect(page.locator("[data-map-marker]")).toHaveCount(6);

    await page
      .getByRole("navigation", { name: "View" })
      .getByRole("link", { name: "List" })
      .click();
    await expect(page).toHaveURL("/map?view=list&type=city");
    const cities = page.getByRole("region", { name: /^Cities/ });
    await expect(cities.getByRole("link")).toHaveCount(6);
    await cities.getByRole("link", { name: /Peja/ }).click();
    await expect(page).toHaveURL(/\/cities\/\d+$/);
  });

  test("nothing is loaded from OpenStreetMap before the visitor asks", async ({ page }) => {
    await page.goto("/map");
    await expect(page.getByRole("button", { name: "Show street map" })).toBeVisible();
    // The fixture fails the test on any third-party request.
    await page.waitForTimeout(500);
  });
});

test("without JavaScript the list view works and groups by type", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/map");
  await page.getByRole("link", { name: "List" }).click();
  await expect(page).toHaveURL("/map?view=list");
  for (const heading of [/^Destinations/, /^Cities/, /^Places/, /^Attractions/]) {
    await expect(page.getByRole("heading", { level: 3, name: heading })).toBeVisible();
  }
  const attractions = page.getByRole("region", { name: /^Attractions/ });
  await expect(attractions.getByRole("link")).toHaveCount(10);
  await expect(page.getByRole("button", { name: "Show street map" })).toBeHidden();
  await context.close();
});

test("the list view passes the accessibility check", async ({ page }) => {
  await page.goto("/map?view=list");
});
