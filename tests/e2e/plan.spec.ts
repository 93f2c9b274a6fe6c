import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";

/** Counts window.print() calls instead of opening the dialog. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as { printCalls: number };
    counter.printCalls = 0;
    window.print = () => {
      counter.printCalls += 1;
    };
  });
}

const printCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

function builder(page: Page) {
  const form = page.getByRole("form", { name: "Your trip" });
  const section = page.locator("#builder");
  return {
    form,
    section,
    month: form.getByLabel("Travel month"),
    price: section.getByText(/^≈ €\d+$/),
    itinerary: section
      .getByRole("list", { name: "Your itinerary" })
      .getByRole("heading", { level: 4 }),
  };
}

test.describe("plan your trip", () => {
  test("the hero: title, claim, tiles, Start Planning and Download Travel Guide", async ({
    page,
  }) => {
    test.slow();
    await stubPrint(page);
    await page.goto("/plan");
    await expect(page).toHaveTitle("Plan Your Trip · Explore Kosovo");
    await expect(
      page.getByRole("heading", { level: 1, name: "Plan Your Kosovo Adventure" }),
    ).toBeVisible();
    // PRODUCT B11: no traveller count that nobody measured.
    await expect(page.getByText(/travell?ers have explored/)).toHaveCount(0);
    const tiles = page.getByRole("list", { name: "Trip facts at a glance" }).getByRole("listitem");
    await expect(tiles).toHaveCount(3);
    await expect(tiles.nth(0)).toContainText("May–Oct");
    await expect(tiles.nth(1)).toContainText("4–7 days");
    await expect(tiles.nth(2)).toContainText("Euro");

    await page.getByRole("link", { name: "Start Planning" }).click();
    await expect(page.getByRole("heading", { name: "Custom Trip Builder" })).toBeInViewport();

    await page.getByRole("link", { name: "Download Travel Guide" }).click();
    await expect(page).toHaveURL(/\/travel-guide$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Kosovo Travel Guide" }),
    ).toBeVisible();
    await expect.poll(() => printCalls(page)).toBe(1);
    await page.getByRole("button", { name: "Print or save as PDF" }).click();
    await expect.poll(() => printCalls(page)).toBe(2);
    // The whole guide is on the page: the summaries from the database and every topic.
    await expect(
      page.getByRole("heading", { level: 3, name: "Getting Here", exact: true }),
    ).toBeVisible();
    for (const title of ["Visa Information", "Where to Stay", "Practical Information"]) {
      await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByText("Hotels", { exact: true })).toBeVisible();
  });

  test("the builder starts with the defaults and prices every choice", async ({ page }) => {
    test.slow();
    await page.goto("/plan");
    const { form, month, price, itinerary, section } = builder(page);
    await expect(month).toHaveValue("June");
    await expect(month.getByRole("option")).toHaveCount(12);
    await expect(form.getByRole("radio", { name: "Weekend" })).toBeChecked();
    await expect(form.getByRole("radio", { name: "Medium" })).toBeChecked();
    for (const interest of ["Culture", "Nature", "Adventure", "Relaxation", "Food"]) {
      await expect(form.getByRole("checkbox", { name: interest })).not.toBeChecked();
    }
    // PRODUCT B11: an estimate per person, made of typical costs with their sources.
    await expect(price).toHaveText("≈ €130");
    await expect(section.getByText("per person, not an offer")).toBeVisible();
    const parts = section.getByRole("definition");
    await expect(parts).toHaveText(["€80", "€40", "€10", "€0"]);
    await expect(section.getByText("2 nights × €40")).toBeVisible();
    await expect(section.getByText("2 rides × €5")).toBeVisible();
    await expect(section.getByRole("link", { name: "Petit Futé" }).first()).toHaveAttribute(
      "href",
      /^https:\/\/petitfute\./,
    );
    await expect(section.getByText(/checked November 26, 2026/)).toBeVisible();
    await expect(itinerary).toHaveText(["Pristina City Tour", "Prizren Day Trip"]);
    await expect(section.getByRole("heading", { name: "Recommendations for June" })).toBeVisible();

    await form.getByRole("radio", { name: "5 Days" }).check();
    await form.getByRole("radio", { name: "Luxury" }).check();
    await expect(page).toHaveURL(/\/plan\?month=June&length=5days&budget=luxury$/);
    await expect(price).toHaveText("≈ €870");
    // The optional Gračanica half day waits for a matching interest.
    await expect(itinerary).toHaveText([
      "Pristina Exploration",
      "Prizren Historic Center",
      "Rugova Canyon Adventure",
    ]);
    const culture = form.getByRole("checkbox", { name: "Culture" });
    await culture.check();
    await expect(page).toHaveURL(/interests=Culture$/);
    await expect(itinerary).toContainText(["Gračanica Monastery"]);
    await culture.uncheck();
    await form.getByRole("checkbox", { name: "Adventure" }).check();
    await expect(itinerary.first()).toHaveText("Rugova Canyon Adventure");
    await expect(itinerary).not.toContainText(["Gračanica Monastery"]);

    await form.getByRole("radio", { name: "Week+" }).check();
    await form.getByRole("radio", { name: "Budget" }).check();
    await expect(price).toHaveText("≈ €225");
    // SPEC 2.12: Week+ takes in Mirusha and Brezovica even with no matching interest.
    await form.getByRole("checkbox", { name: "Adventure" }).uncheck();
    await expect(itinerary).toContainText(["Mirusha Waterfalls", "Brezovica Mountain Resort"]);
    await month.selectOption("December");
    await expect(
      section.getByRole("heading", { name: "Recommendations for December" }),
    ).toBeVisible();
    await expect(
      section
        .getByRole("heading", { name: "Recommendations for December" })
        .locator("..")
        .getByRole("listitem"),
    ).toHaveCount(3);
  });

  test("View Itinerary, Customize and Detailed Plan go where they say (PRODUCT B2)", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/plan?month=May&length=week&budget=medium");
    const { section } = builder(page);
    await section.getByRole("link", { name: "View Itinerary" }).click();
    await expect(page).toHaveURL(/#itinerary-title$/);
    await expect(section.getByRole("heading", { name: "Your itinerary" })).toBeInViewport();
    await section.getByRole("link", { name: "Customize" }).click();
    await expect(page).toHaveURL(/#trip-form$/);
    await expect(page.getByRole("form", { name: "Your trip" })).toBeInViewport();
    await section.getByRole("link", { name: "Detailed Plan" }).click();
    await expect(page).toHaveURL(
      /\/plan\/itinerary\?month=May&length=week&budget=medium#day-by-day$/,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Day by day" })).toBeInViewport();
    const days = page.getByRole("region", { name: "Day by day" });
    await expect(days.getByRole("heading", { level: 3, name: "Mirusha Waterfalls" })).toBeVisible();
    await expect(
      days.getByRole("heading", { level: 3, name: "Brezovica Mountain Resort" }),
    ).toBeVisible();
  });

  test("a shared trip link restores the builder", async ({ page }) => {
    await page.goto(
      "/plan?month=August&length=week&budget=budget&interests=Nature,Relaxation#builder",
    );
    const { form, month, price, itinerary, section } = builder(page);
    await expect(month).toHaveValue("August");
    await expect(form.getByRole("radio", { name: "Week+" })).toBeChecked();
    await expect(form.getByRole("radio", { name: "Budget" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Nature" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Relaxation" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Food" })).not.toBeChecked();
    await expect(price).toHaveText("≈ €225");
    // Two matches first, then one, then none; the plan's order between equals.
    await expect(itinerary).toHaveText([
      "Mirusha Waterfalls",
      "Brezovica Mountain Resort",
      "Rugova Canyon Adventure",
      "Peja & Patriarchate",
      "Gjakova & Rahovec",
      "Pristina Exploration",
      "Prizren Historic Center",
    ]);
    await expect(
      section.getByRole("heading", { name: "Recommendations for August" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Custom Trip Builder" })).toBeInViewport();
  });

  test("Share this trip copies the link; the itinerary opens and prints", async ({
    page,
    context,
  }) => {
    test.slow();
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await stubPrint(page);
    await page.goto("/plan?month=May&length=5days&budget=medium&interests=Culture");
    await page.getByRole("button", { name: "Share this trip" }).click();
    await expect(page.getByText("Link copied", { exact: true })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/plan\?month=May&length=5days&budget=medium&interests=Culture#builder$/,
    );

    await page.getByRole("link", { name: "Get Full Itinerary" }).click();
    await expect(page).toHaveURL(
      /\/plan\/itinerary\?month=May&length=5days&budget=medium&interests=Culture$/,
    );
    await expect(page.getByRole("heading", { level: 1, name: "5 Days in May" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3 }).first()).toHaveText(
      "Pristina Exploration",
    );
    await expect(page.getByRole("heading", { name: "Gračanica Monastery" })).toBeVisible();
    await expect(page.getByText("Days 1–2")).toBeVisible();
    await expect(page.getByText("About €280 per person (estimate)")).toBeVisible();
    await expect(page.getByText("4 nights × €40")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Emergency numbers" })).toBeVisible();
    expect(await printCalls(page)).toBe(0);
    await page.getByRole("button", { name: "Print or save as PDF" }).click();
    await expect.poll(() => printCalls(page)).toBe(1);

    await page.getByRole("link", { name: "Change this trip" }).click();
    await expect(page).toHaveURL(
      /\/plan\?month=May&length=5days&budget=medium&interests=Culture#builder$/,
    );
    // "Download PDF" opens the print view and the print dialog (one more call on this page).
    await page.getByRole("link", { name: "Download PDF" }).click();
    await expect(page).toHaveURL(
      /\/plan\/itinerary\?month=May&length=5days&budget=medium&interests=Culture$/,
    );
    await expect.poll(() => printCalls(page)).toBe(2);
  });

  test("seven guide tabs, Visa Info first, with the facts", async ({ page }) => {
    test.slow();
    await page.goto("/plan");
    const tabs = page.getByRole("tablist", { name: "Travel guide topics" }).getByRole("tab");
    await expect(tabs).toHaveText([
      "Visa Info",
      "Transportation",
      "Accommodation",
      "When to Visit",
      "Culture",
      "Itineraries",
      "Practical Info",
    ]);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("90 days");
    await expect(panel).toContainText("valid for the whole of your stay");

    const facts: [string, string[]][] = [
      ["Transportation", ["15–20 €", "0.40–0.50 €", "25–50 € a day"]],
      ["Accommodation", ["40–150 €", "15–60 €", "10–25 €"]],
      ["When to Visit", ["Apr–Jun", "Jun–Aug", "Sep–Nov", "Dec–Mar"]],
      ["Itineraries", ["≈ 60 € budget", "≈ 475 € mid-range", "≈ 25 €", "Estimates, not offers"]],
      ["Practical Info", ["5–10 GB", "5–10 %", "112", "194", "192", "193"]],
    ];
    for (const [tab, texts] of facts) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      for (const text of texts) await expect(page.getByRole("tabpanel")).toContainText(text);
    }
    await expect(page).toHaveURL(/\/plan#practical$/);
  });

  test("/plan#{type} opens that tab", async ({ page }) => {
    test.slow();
    await page.goto("/plan#accommodation");
    await expect(page.getByRole("tab", { name: "Accommodation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { level: 3, name: "Where to Stay" })).toBeInViewport();

    await page.goto("/plan#culture");
    await expect(page.getByRole("tab", { name: "Culture" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      page.getByRole("heading", { level: 3, name: "Culture and Etiquette" }),
    ).toBeInViewport();
  });

  const footerAnchors: [string, string, string][] = [
    ["Getting Here", "Transportation", "Getting here"],
    ["Accommodation", "Accommodation", "Where to Stay"],
    ["Transportation", "Transportation", "Getting Here and Around"],
    ["Travel Tips", "Practical Info", "Travel tips"],
    ["Visa Information", "Visa Info", "Do you need a visa?"],
  ];
  for (const [link, tab, heading] of footerAnchors) {
    test(`the footer's "${link}" lands on its content`, async ({ page }) => {
      test.slow();
      await page.goto("/");
      await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
      await expect(page).toHaveURL(/\/plan#[a-z-]+$/);
      await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeInViewport();
    });
  }

  test("footer anchors also work while already on /plan", async ({ page }) => {
    test.slow();
    await page.goto("/plan");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Travel Tips" }).click();
    await expect(page.getByRole("tab", { name: "Practical Info" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: "Travel tips", exact: true })).toBeInViewport();
    await footer.getByRole("link", { name: "Getting Here" }).click();
    await expect(page.getByRole("tab", { name: "Transportation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("heading", { name: "Getting here", exact: true })).toBeInViewport();
  });
});

test.describe("plan without JavaScript", () => {
  test("all guide topics are readable and the builder is a plain form", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/plan");
    await expect(page.getByRole("tab")).toHaveCount(0);
    for (const title of ["Visa Information", "Where to Stay", "Practical Information"]) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    const form = page.getByRole("form", { name: "Your trip" });
    await form.getByLabel("Travel month").selectOption("October");
    await form.getByRole("radio", { name: "Week+" }).check();
    await form.getByRole("checkbox", { name: "Food" }).check();
    await form.getByRole("checkbox", { name: "Relaxation" }).check();
    await form.getByRole("button", { name: "Update my plan" }).click();
    await expect(page).toHaveURL(
      /\/plan\?month=October&length=week&budget=medium&interests=Relaxation&interests=Food#builder$/,
    );
    await expect(page.getByText("≈ €475", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Recommendations for October" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 4, name: "Mirusha Waterfalls" })).toBeVisible();
    await context.close();
  });
});
