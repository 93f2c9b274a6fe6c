import { expect, test } from "../fixtures/test.ts";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("each menu opens on click and lists its links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });

    await nav.getByRole("button", { name: "About Kosovo" }).click();
    let menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: "Government & Politics" })).toHaveAttribute(
      "href",
      "/about/state-info",
    );
    await expect(menu.getByRole("menuitem", { name: "General Information" })).toHaveAttribute(
      "href",
      "/about/general",
    );
    await expect(menu.getByRole("menuitem", { name: "Transportation" })).toHaveAttribute(
      "href",
      "/about/transport",
    );

    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);

    await nav.getByRole("button", { name: "Cities" }).click();
    menu = page.getByRole("menu");
    const cities = ["Pristina", "Prizren", "Peja", "Gjakova", "Mitrovica", "Ferizaj"];
    for (const [index, name] of cities.entries()) {
      await expect(menu.getByRole("menuitem", { name })).toHaveAttribute(
        "href",
        `/cities/${index + 1}`,
      );
    }

    await nav.getByRole("button", { name: "Attractions" }).click();
    menu = page.getByRole("menu");
    await expect(page.getByRole("menu")).toHaveCount(1);
    await expect(menu.getByRole("menuitem", { name: "All Attractions" })).toHaveAttribute(
      "href",
      "/attractions",
    );
    for (const category of ["Nature", "Historical", "Religious"]) {
      await expect(menu.getByRole("menuitem", { name: category })).toHaveAttribute(
        "href",
        `/attractions?category=${category}`,
      );
    }
    await expect(menu.getByRole("menuitem", { name: "Museums" })).toHaveAttribute(
      "href",
      "/attractions?category=Museum",
    );

    // An outside click closes the open menu.
    await page.mouse.click(640, 500);
    await expect(page.getByRole("menu")).toHaveCount(0);

    await expect(nav.getByRole("link", { name: "Plan Your Trip" })).toHaveAttribute(
      "href",
      "/plan",
    );
    await expect(nav.getByRole("link", { name: "What To Do" })).toHaveAttribute(
      "href",
      "/what-to-do",
    );
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
  });

  test("destinations nest by region and open on hover", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Destinations" }).hover();
    const menu = page.getByRole("menu").first();
    await expect(menu).toBeVisible();
    const expected: Record<string, [string, number][]> = {
      Central: [
        ["Prishtina", 1],
        ["Germia", 10],
        ["Batllava Lake", 11],
        ["Gadime Cave", 14],
      ],
      Western: [
        ["Peja", 3],
        ["Rugova", 5],
        ["Junik", 12],
        ["Deçan", 13],
        ["Gjakova", 4],
        ["Rahovec", 15],
      ],
      Eastern: [
        ["Gjilan Museum", 23],
        ["Artana Castle (Novo Brdo)", 24],
        ["Spas", 25],
      ],
    };
    for (const [region, places] of Object.entries(expected)) {
      const item = menu.getByRole("menuitem", { name: region, exact: true });
      await item.hover();
      // Radix keeps the previous submenu open while the pointer may be heading into it;
      // a person's pointer lingers and moves a little, which we do too.
      await page.waitForTimeout(350);
      await item.hover({ position: { x: 12, y: 8 } });
      const submenu = page.getByRole("menu", { name: region, exact: true });
      await expect(submenu.getByRole("menuitem", { name: `All of ${region}` })).toHaveAttribute(
        "href",
        `/destinations/${region.toLowerCase()}`,
      );
      for (const [name, id] of places) {
        await expect(submenu.getByRole("menuitem", { name, exact: true })).toHaveAttribute(
          "href",
          `/destinations/${id}`,
        );
      }
    }
  });

  test("menus work with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const trigger = page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("button", { name: "Destinations" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Central", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("menuitem", { name: "All of Central" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("the header changes its look once scrolled past 10 px", async ({ page }) => {
    await page.goto("/about-this-page-does-not-exist");
    const header = page.locator("header").first();
    await expect(header).not.toHaveAttribute("data-scrolled");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-scrolled", "");
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("bottom bar highlights the active item and More opens a sheet", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Quick navigation" });
    await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(bar.getByRole("link", { name: "Destinations" })).toHaveAttribute(
      "href",
      "/destinations",
    );
    await expect(bar.getByRole("link", { name: "Explore" })).toHaveAttribute("href", "/what-to-do");
    await expect(bar.getByRole("link", { name: "Events" })).toHaveAttribute("href", "/events");

    await bar.getByRole("button", { name: "More" }).click();
    const sheet = page.getByRole("dialog", { name: "More to explore" });
    for (const [name, href] of [
      ["About Kosovo", "/about"],
      ["Plan Your Trip", "/plan"],
      ["Cities", "/cities"],
      ["Attractions", "/attractions"],
      ["Experiences", "/experiences"],
      ["Blog", "/blog"],
      ["Search", "/search"],
    ] as const) {
      await expect(sheet.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await page.keyboard.press("Escape");
    await expect(sheet).toHaveCount(0);
  });

  test("the mobile menu opens the same items", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Search the site" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByText("Cities", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Prizren" })).toHaveAttribute("href", "/cities/2");
    await nav.getByText("Destinations", { exact: true }).click();
    await nav.getByText("Northern", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "Zvečan" })).toHaveAttribute(
      "href",
      "/destinations/19",
    );
    // Escape closes it and gives the focus back to the button.
    await page.keyboard.press("Escape");
    await expect(nav).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test("an unknown path shows the helpful 404 screen with status 404", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  await expect(page.getByRole("searchbox", { name: "Search Explore Kosovo" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
    "href",
    "/",
  );
  await expect(page.getByText("Did you forget")).toHaveCount(0);
});

test("the footer has every block", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByText("EXPLORE • EXPERIENCE • ENJOY")).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Explore Kosovo`)).toBeVisible();
  for (const [name, href] of [
    ["Getting Here", "/plan#getting-here"],
    ["Accommodation", "/plan#accommodation"],
    ["Transportation", "/plan#transportation"],
    ["Travel Tips", "/plan#travel-tips"],
    ["Visa Information", "/plan#visa-information"],
    ["Visit Pristina", "/destinations/pristina"],
    ["Visit Prizren", "/destinations/prizren"],
    ["Central", "/destinations/central"],
    ["Eastern", "/destinations/eastern"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  // Social accounts are not configured yet, so no dead social links are shown.
  await expect(footer.getByRole("list", { name: "Follow us" })).toHaveCount(0);
});
