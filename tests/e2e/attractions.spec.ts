import type { Page } from "@playwright/test";
import { expect, jsonLdOfType, test } from "../fixtures/test.ts";

const names = [
  "Prizren Fortress",
  "Sinan Pasha Mosque",
  "Newborn Monument",
  "National Library of Kosovo",
  "Museum of Kosovo",
  "Rugova Gorge",
  "Patriarchate of Peć",
  "Visoki Dečani Monastery",
  "Ulpiana Archaeological Site",
  "Gračanica Monastery",
];

function results(page: Page) {
  return page.getByRole("region", { name: "All Attractions" }).getByRole("tabpanel");
}

async function openFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^Filters/ });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

async function resultNames(page: Page): Promise<string[]> {
  return results(page).getByRole("heading", { level: 3 }).allTextContents();
}

test.describe("the attractions browser", () => {
  test("lists every attraction, the featured carousel, tips and the free guide", async ({
    page,
  }) => {
    await page.goto("/attractions");
    await expect(page).toHaveTitle("Attractions · Explore Kosovo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(async () => (await resultNames(page)).sort()).toEqual([...names].sort());
    await expect(page.getByRole("status")).toHaveText("10 attractions found");

    const featured = page.getByRole("region", { name: "Featured Attractions" });
    const featuredLinks = featured.getByRole("link", { name: /^View Details: / });
    await expect(featuredLinks).toHaveCount(5);
    await expect(featuredLinks.first()).toHaveAttribute("href", /^\/attractions\/\d+$/);

    await expect(page.getByRole("heading", { name: "Essential Tips" })).toBeVisible();
    for (const tip of ["Best time", "Photography", "Transportation", "Cultural etiquette"]) {
      await expect(page.getByRole("heading", { name: tip, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Download Guide" })).toHaveAttribute(
      "href",
      "/guide",
    );
    await expect(page.getByRole("link", { name: "Plan Your Visit" })).toHaveAttribute(
      "href",
      "/plan#itineraries",
    );
  });

  test("search matches names, case-insensitively, and lives in the URL", async ({ page }) => {
    await page.goto("/attractions");
    await page.getByRole("searchbox", { name: "Search attractions" }).fill("MONASTERY");
    await expect(page).toHaveURL(/\?q=MONASTERY$/);
    await expect
      .poll(async () => (await resultNames(page)).sort())
      .toEqual(["Gračanica Monastery", "Visoki Dečani Monastery"]);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: "Search attractions" })).toHaveValue(
      "MONASTERY",
    );
    await expect.poll(() => resultNames(page)).toHaveLength(2);

    await page.getByRole("searchbox", { name: "Search attractions" }).fill("no such place");
    await expect(page.getByRole("heading", { name: "No attractions found" })).toBeVisible();
    await expect(
      page.getByText(
        "No attractions match your current filters. Try adjusting your search criteria.",
      ),
    ).toBeVisible();
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(page).toHaveURL(/\/attractions$/);
    await expect(page.getByRole("searchbox", { name: "Search attractions" })).toHaveValue("");
    await expect.poll(() => resultNames(page)).toHaveLength(10);
  });

  test("?category= preselects the category, as the header menu links do", async ({ page }) => {
    await page.goto("/attractions");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Attractions" }).click();
    await page.getByRole("menuitem", { name: "Nature" }).click();
    await expect(page).toHaveURL(/\/attractions\?category=Nature$/);
    await expect(page.getByRole("radio", { name: "Nature" })).toBeChecked();
    await expect.poll(() => resultNames(page)).toEqual(["Rugova Gorge"]);

    await page.goto("/attractions?category=Religious");
    await expect(page.getByRole("radio", { name: "Religious" })).toBeChecked();
    await expect
      .poll(async () => (await resultNames(page)).sort())
      .toEqual([
        "Gračanica Monastery",
        "Patriarchate of Peć",
        "Sinan Pasha Mosque",
        "Visoki Dečani Monastery",
      ]);
  });

  test("category and city chips filter at once; the rarer cities are under More...", async ({
    page,
  }) => {
    await page.goto("/attractions");
    await openFilters(page);
    const cities = page.getByRole("group", { name: "City" });
    for (const city of ["All Cities", "Pristina", "Prizren", "Peja", "Gjakova"]) {
      await expect(cities.getByRole("radio", { name: city })).toBeVisible();
    }
    await expect(cities.getByRole("radio", { name: "Deçan" })).toBeHidden();
    await cities.getByText("More...").click();
    await cities.getByText("Deçan").click();
    await expect(page).toHaveURL(/city=De%C3%A7an/);
    await expect.poll(() => resultNames(page)).toEqual(["Visoki Dečani Monastery"]);

    await cities.getByText("Pristina").click();
    await page.getByRole("group", { name: "Category" }).getByText("Museum").click();
    await expect.poll(() => resultNames(page)).toEqual(["Museum of Kosovo"]);
    await page.getByRole("group", { name: "Category" }).getByText("Architecture").click();
    await expect.poll(() => resultNames(page)).toEqual(["National Library of Kosovo"]);

    await page.getByRole("link", { name: "Reset All" }).click();
    await expect(page).toHaveURL(/\/attractions$/);
    await expect(page.getByRole("radio", { name: "All Cities" })).toBeChecked();
    await expect.poll(() => resultNames(page)).toHaveLength(10);
  });

  test("the price slider works by keyboard", async ({ page }) => {
    await page.goto("/attractions");
    await openFilters(page);
    const lower = page.getByRole("slider", { name: "Lowest price" });
    const upper = page.getByRole("slider", { name: "Highest price" });
    await expect(lower).toHaveAttribute("aria-valuenow", "0");
    await expect(upper).toHaveAttribute("aria-valuenow", "10");
    await expect(lower).toHaveAttribute("aria-valuetext", "Free");
    await expect(page.getByText("Free – €10")).toBeVisible();

    await upper.focus();
    await page.keyboard.press("ArrowLeft");
    await expect(upper).toHaveAttribute("aria-valuenow", "9");
    await expect(upper).toHaveAttribute("aria-valuetext", "€9");
    await expect(page).toHaveURL(/maxPrice=9/);
    await page.keyboard.press("PageDown");
    await expect(upper).toHaveAttribute("aria-valuenow", "0");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(upper).toHaveAttribute("aria-valuenow", "10");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(upper).toHaveAttribute("aria-valuenow", "8");
    // Every attraction is free, so a free-only range keeps them all.
    await expect.poll(() => resultNames(page)).toHaveLength(10);

    await lower.focus();
    await page.keyboard.press("ArrowRight");
    await expect(lower).toHaveAttribute("aria-valuenow", "1");
    await expect(page).toHaveURL(/minPrice=1&maxPrice=8/);
    await expect(page.getByRole("heading", { name: "No attractions found" })).toBeVisible();
    await page.keyboard.press("PageUp");
    await expect(lower).toHaveAttribute("aria-valuenow", "8");

    await page.reload();
    await expect(lower).toHaveAttribute("aria-valuenow", "8");
    await expect(upper).toHaveAttribute("aria-valuenow", "8");
    await page.getByRole("link", { name: "Reset Filters" }).click();
    await expect(lower).toHaveAttribute("aria-valuenow", "0");
    await expect(upper).toHaveAttribute("aria-valuenow", "10");
  });

  test("duration buckets combine, and the tabs narrow the filtered list", async ({ page }) => {
    await page.goto("/attractions");
    await openFilters(page);
    const duration = page.getByRole("group", { name: "Duration" });
    await duration.getByText("Short (< 1 hour)").click();
    await expect
      .poll(async () => (await resultNames(page)).sort())
      .toEqual(["National Library of Kosovo", "Newborn Monument", "Sinan Pasha Mosque"]);
    await duration.getByText("Long (3+ hours)").click();
    await expect(page).toHaveURL(/duration=short%2Clong|duration=short,long/);
    await expect.poll(() => resultNames(page)).toHaveLength(6);
    await duration.getByText("Short (< 1 hour)").click();
    await expect
      .poll(async () => (await resultNames(page)).sort())
      .toEqual(["Prizren Fortress", "Rugova Gorge", "Visoki Dečani Monastery"]);
    await duration.getByText("Medium (1-2 hours)").click();
    await duration.getByText("Long (3+ hours)").click();
    await expect
      .poll(async () => (await resultNames(page)).sort())
      .toEqual([
        "Gračanica Monastery",
        "Museum of Kosovo",
        "Patriarchate of Peć",
        "Ulpiana Archaeological Site",
      ]);

    const tabs = page.getByRole("tablist", { name: "Attraction types" });
    await tabs.getByRole("tab", { name: "Museums" }).click();
    await expect.poll(() => resultNames(page)).toEqual(["Museum of Kosovo"]);
    await tabs.getByRole("tab", { name: "Heritage" }).click();
    await expect(page).toHaveURL(/tab=heritage/);
    await expect
      .poll(async () => (await resultNames(page)).sort())
      .toEqual(["Gračanica Monastery", "Patriarchate of Peć", "Ulpiana Archaeological Site"]);
    await tabs.getByRole("tab", { name: "Nature" }).click();
    await expect(page.getByRole("heading", { name: "No attractions found" })).toBeVisible();

    // The whole state survives a reload.
    await page.reload();
    await expect(tabs.getByRole("tab", { name: "Nature" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("checkbox", { name: "Medium (1-2 hours)" })).toBeChecked();
  });

  test("the featured carousel moves with its buttons and the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/attractions");
    const featured = page.getByRole("region", { name: "Featured Attractions" });
    const list = featured.getByRole("list", { name: "Featured attractions" });
    const previous = featured.getByRole("button", { name: "Previous attractions" });
    const next = featured.getByRole("button", { name: "Next attractions" });
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    const scrollLeft = () => list.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft()).toBe(0);
    await next.focus();
    await page.keyboard.press("Enter");
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    await expect(previous).toHaveAttribute("aria-disabled", "false");
    await previous.click();
    await expect.poll(scrollLeft).toBe(0);
    // Tabbing to the last card brings it into view.
    await featured
      .getByRole("link", { name: /^View Details: / })
      .last()
      .focus();
    await expect.poll(scrollLeft).toBeGreaterThan(100);
  });

  test("works without JavaScript as a plain form", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/attractions");
    await page.getByRole("searchbox", { name: "Search attractions" }).fill("a");
    await page.getByRole("group", { name: "City" }).getByText("Peja").click();
    await page.getByRole("group", { name: "Duration" }).getByText("Medium (1-2 hours)").click();
    await page.getByRole("spinbutton", { name: "To (€)" }).fill("5");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/city=Peja/);
    await expect(page).toHaveURL(/duration=medium/);
    await expect(page).toHaveURL(/maxPrice=5/);
    await expect.poll(() => resultNames(page)).toEqual(["Patriarchate of Peć"]);
    await page
      .getByRole("navigation", { name: "Attraction types" })
      .getByRole("link", { name: "Museums" })
      .click();
    await expect(page.getByRole("heading", { name: "No attractions found" })).toBeVisible();
    await context.close();
  });
});

test.describe("an attraction page", () => {
  for (const [index, name] of names.entries()) {
    test(`${name} has its full page`, async ({ page }) => {
      const id = index + 1;
      const response = await page.goto(`/attractions/${id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${name} · Attractions · Explore Kosovo`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
      // PRODUCT B11: no invented stars or counts; no visitor has reviewed it yet.
      await expect(page.getByText(/\(\d[\d,]* reviews\)/)).toHaveCount(0);
      await expect(page.getByText("No reviews yet").first()).toBeVisible();
      await expect(page.getByRole("button", { name: `Share ${name}` }).first()).toBeVisible();

      const tabs = page.getByRole("tablist", { name: `About ${name}` });
      await expect(tabs.getByRole("tab", { name: "Overview" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(page.getByRole("heading", { name: "Highlights" })).toBeVisible();
      await expect(
        page.getByRole("heading", { name: "Highlights" }).locator("+ ul > li"),
      ).toHaveCount(4);
      await expect(page.getByRole("heading", { name: "Visitor information" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Visitor tips" })).toBeVisible();
      const nearby = page.getByRole("heading", { name: "Nearby attractions" }).locator("+ ul");
      await expect(nearby.getByRole("link").first()).toHaveAttribute(
        "href",
        /^\/attractions\/\d+$/,
      );

      await tabs.getByRole("tab", { name: "Location" }).click();
      await expect(page.getByText("Address:")).toBeVisible();
      await expect(page.getByRole("button", { name: "Show map" })).toBeVisible();
      await expect(page.getByText("On foot", { exact: true })).toBeVisible();
      await expect(page.getByText("By taxi", { exact: true })).toBeVisible();

      const sidebar = page.getByRole("complementary", { name: "Quick information" });
      await expect(sidebar.getByText(/Climate averages for .*not a live forecast/)).toBeVisible();
      await expect(sidebar.getByRole("heading", { name: "Nearby accommodation" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: "Share by e-mail" })).toBeVisible();

      const jsonLd = await jsonLdOfType(page, "TouristAttraction");
      expect(jsonLd.name).toBe(name);
    });
  }

  test("the hero slider wraps at both ends and its dots choose a photo", async ({ page }) => {
    await page.goto("/attractions/1");
    const status = page.getByText(/^Photo \d of 4$/);
    await expect(status).toHaveText("Photo 1 of 4");
    const hero = page.locator("img[fetchpriority=high]");
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expect(status).toHaveText("Photo 4 of 4");
    await expect(hero).toHaveAttribute("src", "/artwork/attractions/prizren-fortress-4.svg");
    await page.getByRole("button", { name: "Next photo" }).click();
    await expect(status).toHaveText("Photo 1 of 4");
    await page.getByRole("button", { name: "Show photo 3 of 4" }).click();
    await expect(hero).toHaveAttribute("src", "/artwork/attractions/prizren-fortress-3.svg");
    await expect(page.getByRole("button", { name: "Show photo 3 of 4" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("a photo in the Photos tab becomes the hero picture", async ({ page }) => {
    await page.goto("/attractions/6");
    await page.getByRole("tab", { name: "Photos" }).click();
    const photos = page.getByRole("tabpanel", { name: "Photos" }).getByRole("button");
    await expect(photos).toHaveCount(4);
    await photos.nth(1).click();
    await expect(page.locator("img[fetchpriority=high]")).toHaveAttribute(
      "src",
      "/artwork/attractions/rugova-gorge-2.svg",
    );
    await expect(photos.nth(1)).toHaveAttribute("aria-pressed", "true");
  });

  test("the Reviews tab says honestly that nobody has reviewed it yet", async ({ page }) => {
    await page.goto("/attractions/6");
    await page.getByRole("tab", { name: "Reviews" }).click();
    const panel = page.getByRole("tabpanel", { name: "Reviews" });
    await expect(panel.getByText("No reviews yet")).toBeVisible();
    await expect(panel.getByText(/Only reviews written by visitors appear here/)).toBeVisible();
    // No invented average, breakdown, review or dead button.
    await expect(panel.getByText(/\d %/)).toHaveCount(0);
    await expect(panel.getByRole("listitem")).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "Load More Reviews" })).toHaveCount(0);
    // "Write a Review" opens a real form (issue 19), and the section says how reviews work.
    await panel.getByText("Write a Review", { exact: true }).click();
    await expect(panel.getByRole("group", { name: "Your rating" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "How reviews work here" })).toBeVisible();
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.join("")).not.toContain("AggregateRating");
  });

  for (const path of ["/attractions/11", "/attractions/0", "/attractions/abc"]) {
    test(`${path} is Attraction Not Found with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Attraction Not Found");
      await expect(
        page.getByText("The attraction you're looking for could not be found."),
      ).toBeVisible();
      await page.getByRole("link", { name: "Back to All Attractions" }).click();
      await expect(page).toHaveURL(/\/attractions$/);
    });
  }
});

test("the free guide is print-ready and its button opens the print dialog", async ({ page }) => {
  await page.addInitScript(() => {
    window.print = () => {
      document.body.dataset.printed = "yes";
    };
  });
  await page.goto("/attractions");
  await page.getByRole("link", { name: "Download Guide" }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page).toHaveTitle(/Kosovo Attractions Guide/);
  await expect(page.getByRole("heading", { level: 2, name: /^\d+\. / })).toHaveCount(10);
  await page.getByRole("button", { name: "Print or save as PDF" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
});
