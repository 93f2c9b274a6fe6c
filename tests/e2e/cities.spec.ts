import { expect, test } from "../fixtures/test.ts";

const cities = [
  { id: 1, name: "Pristina", attractions: "24", founded: "Medieval market town" },
  { id: 2, name: "Prizren", attractions: "18", founded: "Roman-era Theranda" },
  { id: 3, name: "Peja", attractions: "15", founded: "Medieval town" },
  { id: 4, name: "Gjakova", attractions: "12", founded: "Ottoman market town" },
  { id: 5, name: "Mitrovica", attractions: "10", founded: "Mining town" },
  { id: 6, name: "Ferizaj", attractions: "8", founded: "Railway town" },
];

test.describe("the cities list", () => {
  test("shows the capital, the region tabs and city cards", async ({ page }) => {
    await page.goto("/cities");
    await expect(page).toHaveTitle("Cities · Explore Kosovo");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Explore Kosovo's Cities");

    const capital = page.getByRole("region", { name: "Pristina" });
    await expect(capital.getByText("Capital City")).toBeVisible();
    await expect(capital.getByRole("link", { name: "Explore Pristina" })).toHaveAttribute(
      "href",
      "/cities/1",
    );
    await expect(capital.getByText("24", { exact: true })).toBeVisible();

    const tabs = page.getByRole("tablist", { name: "Cities by region" });
    await expect(tabs.getByRole("tab", { name: "All Cities" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const panel = page.getByRole("tabpanel");
    const cardHeadings = panel.getByRole("heading", { level: 3 });
    await expect(cardHeadings).toHaveText(["Prizren", "Peja", "Gjakova", "Mitrovica", "Ferizaj"]);

    for (const city of cities.slice(1)) {
      const card = panel.getByRole("article").filter({ hasText: city.name });
      await expect(card.getByRole("link", { name: `Explore ${city.name}` })).toHaveAttribute(
        "href",
        `/cities/${city.id}`,
      );
      await expect(card.getByText(city.attractions, { exact: true })).toBeVisible();
      // Every founded text of ours mentions a century, so none falls back to "Ancient".
      await expect(card.getByRole("definition").filter({ hasText: city.founded })).toBeVisible();
      await expect(card.getByText("Areas")).toBeVisible();
      await expect(card.getByText("Population")).toBeVisible();
    }

    await tabs.getByRole("tab", { name: "Northern Region" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([
      "Mitrovica",
    ]);
    await tabs.getByRole("tab", { name: "Central Region" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText([
      "Pristina",
      "Ferizaj",
    ]);
    // Arrow keys move between the tabs.
    await page.keyboard.press("ArrowRight");
    await expect(tabs.getByRole("tab", { name: "Southern Region" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const southern = await page
      .getByRole("tabpanel")
      .getByRole("heading", { level: 3 })
      .allTextContents();
    expect(southern.sort()).toEqual(["Gjakova", "Peja", "Prizren"]);
  });

  test("the map, the guides and the call to action lead somewhere real", async ({ page }) => {
    await page.goto("/cities");
    const map = page.getByRole("region", { name: "Cities on the map" });
    await expect(map.getByRole("img", { name: /map of Kosovo/ })).toBeVisible();
    for (const city of cities) {
      await expect(map.getByRole("link", { name: city.name })).toHaveAttribute(
        "href",
        `/cities/${city.id}`,
      );
    }

    const guides = page.getByRole("region", { name: "City Guides" });
    await expect(guides.getByRole("link", { name: "Read Guide: Getting Around" })).toHaveAttribute(
      "href",
      "/plan#getting-around",
    );
    await expect(guides.getByRole("link", { name: "Read Guide: Where to Stay" })).toHaveAttribute(
      "href",
      "/plan#where-to-stay",
    );
    await expect(
      guides.getByRole("link", { name: "Read Guide: Urban Culinary Experiences" }),
    ).toHaveAttribute("href", /^\/blog\/\d+$/);
    await expect(guides.getByRole("link", { name: "View All Guides" })).toHaveAttribute(
      "href",
      "/plan",
    );

    await expect(page.getByRole("link", { name: "Plan Your City Tour" })).toHaveAttribute(
      "href",
      "/plan",
    );
    await expect(page.getByRole("link", { name: "View City Events" })).toHaveAttribute(
      "href",
      "/events",
    );
    await page.getByRole("link", { name: "Explore Prizren" }).click();
    await expect(page).toHaveURL(/\/cities\/2$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Prizren");
  });
});

test.describe("a city page", () => {
  for (const city of cities) {
    test(`${city.name} has its full guide`, async ({ page }) => {
      const response = await page.goto(`/cities/${city.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${city.name} · Cities · Explore Kosovo`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(city.name);
      await expect(page.getByText("Kosovo", { exact: true }).first()).toBeVisible();
      // Founded: the text before the first comma.
      await expect(page.getByText(city.founded, { exact: true })).toBeVisible();
      await expect(page.getByText("Population").first()).toBeVisible();
      await expect(page.getByText("Neighbourhoods", { exact: true })).toBeVisible();

      const about = page.getByRole("region", { name: `About ${city.name}` });
      await expect(about.getByRole("paragraph")).toHaveCount(3);
      const highlights = page.getByRole("region", { name: "City Highlights" });
      const highlightCount = await highlights.getByRole("listitem").count();
      expect(highlightCount).toBeGreaterThan(0);
      expect(highlightCount).toBeLessThanOrEqual(6);
      await expect(page.getByRole("heading", { name: "Neighborhoods" })).toBeVisible();

      const tabs = page.getByRole("tablist", { name: `Things to do in ${city.name}` });
      await expect(tabs.getByRole("tab", { name: "Attractions" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(
        page.getByRole("heading", { name: `Attractions in ${city.name}` }),
      ).toBeVisible();

      await tabs.getByRole("tab", { name: "Dining" }).click();
      await expect(page.getByRole("link", { name: "View More Restaurants" })).toHaveAttribute(
        "href",
        "/what-to-do?category=gastronomy",
      );
      await tabs.getByRole("tab", { name: "Accommodation" }).click();
      await expect(page.getByRole("link", { name: /^Book Now/ }).first()).toHaveAttribute(
        "href",
        "/plan#booking-tips",
      );
      await expect(page.getByRole("heading", { name: "Accommodation tips" })).toBeVisible();
      await tabs.getByRole("tab", { name: "Events" }).click();
      await expect(page.getByRole("link", { name: "View All Events" })).toHaveAttribute(
        "href",
        "/events",
      );

      const sidebar = page.getByRole("complementary", { name: "Quick Information" });
      await expect(sidebar.getByText("GMT+1", { exact: false })).toBeVisible();
      await expect(sidebar.getByText(/April–June.*September–October/)).toBeVisible();
      await expect(sidebar.getByText("Local cuisine")).toBeVisible();
      await expect(sidebar.getByText("Area", { exact: true })).toBeVisible();
      await expect(sidebar.getByRole("button", { name: "Show map" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "Open in OpenStreetMap" })).toHaveAttribute(
        "href",
        /openstreetmap\.org/,
      );
      await expect(sidebar.getByText(/Climate averages for .*not a live forecast/)).toBeVisible();
      await expect(sidebar.getByRole("heading", { name: "Getting Around" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "Plan Your Trip" })).toHaveAttribute(
        "href",
        "/plan",
      );
    });
  }

  test("the first five gallery thumbnails choose the hero picture", async ({ page }) => {
    await page.goto("/cities/2");
    const gallery = page.getByRole("list", { name: "Pictures of Prizren" });
    const thumbnails = gallery.getByRole("button");
    await expect(thumbnails).toHaveCount(5);
    const hero = page.locator("img[fetchpriority=high]");
    await expect(hero).toHaveAttribute("src", "/artwork/cities/prizren.svg");
    await thumbnails.nth(2).click();
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-pressed", "true");
    await expect(hero).toHaveAttribute("src", "/artwork/cities/prizren-3.svg");
    await thumbnails.nth(4).focus();
    await page.keyboard.press("Enter");
    await expect(hero).toHaveAttribute("src", "/artwork/cities/prizren-5.svg");
  });

  test("Pristina's events are upcoming and link to their event pages", async ({ page }) => {
    await page.goto("/cities/1");
    await page.getByRole("tab", { name: "Events" }).click();
    const panel = page.getByRole("tabpanel", { name: "Events" });
    await expect(panel.getByText("Upcoming").first()).toBeVisible();
    const details = panel.getByRole("link", { name: /^View Event Details/ });
    expect(await details.count()).toBeGreaterThan(0);
    await expect(details.first()).toHaveAttribute("href", /^\/events\/\d+$/);
  });

  test("an attraction of the city opens its attraction page", async ({ page }) => {
    await page.goto("/cities/1");
    await page.getByRole("link", { name: "More about Newborn Monument" }).click();
    await expect(page).toHaveURL(/\/attractions\/3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newborn Monument");
  });

  for (const path of ["/cities/7", "/cities/0", "/cities/abc", "/cities/1.5"]) {
    test(`${path} is City Not Found with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("City Not Found");
      await expect(page.getByText("The city you're looking for could not be found.")).toBeVisible();
      await page.getByRole("link", { name: "Back to All Cities" }).click();
      await expect(page).toHaveURL(/\/cities$/);
    });
  }
});
