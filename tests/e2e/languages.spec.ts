import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";

/**
 * Issue 8: the site in Albanian, German and Italian, as a visitor of each language uses it —
 * home → a city → attractions with filters → the trip builder → a blog article → the newsletter —
 * with every text from that language's catalogue and content, and no link leaving the language.
 */

const root = path.resolve(import.meta.dirname, "../..");
type Catalogue = Record<string, string>;

function flatten(prefix: string, value: Record<string, unknown>, out: Catalogue) {
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === "string") out[`${prefix}.${key}`] = item;
    else if (item && typeof item === "object") {
      flatten(`${prefix}.${key}`, item as Record<string, unknown>, out);
    }
  }
  return out;
}

async function catalogue(locale: string): Promise<Catalogue> {
  const dir = path.join(root, "app/i18n/messages", locale);
  const out: Catalogue = {};
  for (const file of readdirSync(dir)) {
    const module = await import(path.join(dir, file));
    flatten(file.replace(/\.ts$/, ""), module.default, out);
  }
  return out;
}

async function contentText(locale: string, module: string) {
  return (await import(path.join(root, "app/content/translations", locale, `${module}.ts`)))
    .default;
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));

/** Every internal link of the page stays in `locale`, except the language switches. */
async function expectLinksInLanguage(page: Page, locale: string) {
  const hrefs = await page
    .locator("a[href^='/']:not([hreflang])")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const inLanguage = new RegExp(`^/${locale}([/?#]|$)`);
  const outside = hrefs.filter((href) => !inLanguage.test(href) && !href.startsWith("/artwork/"));
  expect(outside, `links on ${page.url()} that leave /${locale}`).toEqual([]);
}

/** The header, footer and bottom bar show none of the English words of the chrome. */
async function expectNoEnglishChrome(page: Page, english: Catalogue, own: Catalogue) {
  const leftovers = new Set(
    Object.entries(english)
      .filter(
        ([key, text]) => key.startsWith("layout.") && own[key] !== text && /\p{L}{3}/u.test(text),
      )
      .map(([, text]) => text),
  );
  const texts = await page
    .locator("header, footer, nav")
    .evaluateAll((nodes) =>
      nodes.flatMap((node) => [
        ...(node as HTMLElement).innerText.split("\n").map((line) => line.trim()),
        ...[...node.querySelectorAll("[aria-label]")].map(
          (el) => el.getAttribute("aria-label") ?? "",
        ),
      ]),
    );
  expect(texts.filter((text) => leftovers.has(text))).toEqual([]);
}

const journeys = ["sq", "de", "it"] as const;

let english: Catalogue;
test.beforeAll(async () => {
  english = await catalogue("en");
});

for (const locale of journeys) {
  test(`a visitor's journey in ${locale}`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = await catalogue(locale);
    const cities = await contentText(locale, "cities");
    const attractions = await contentText(locale, "attractions");
    const blog = await contentText(locale, "blog");
    const plan = await contentText(locale, "plan");

    // Home: the page is in the language, with its hreflang alternates.
    const response = await page.goto(`/${locale}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page).toHaveTitle(t["home.meta.title"] ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t["home.hero.title"] ?? "");
    await expectNoEnglishChrome(page, english, t);
    await expectLinksInLanguage(page, locale);

    // A city, from the header's Cities menu.
    const navigation = await contentText(locale, "navigation");
    await page
      .getByRole("navigation", { name: t["layout.nav.main"] })
      .getByRole("button", { name: t["layout.nav.cities"] })
      .click();
    await page
      .getByRole("menuitem", { name: navigation.headerMenus.cities.links[1].label, exact: true })
      .click();
    await expect(page).toHaveURL(`/${locale}/cities/2`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(cities.cities["2"].name);
    await expectNoEnglishChrome(page, english, t);
    await expectLinksInLanguage(page, locale);

    // Attractions, filtered by category and city.
    await page.goto(`/${locale}/attractions`);
    await page.getByRole("button", { name: t["attractions.list.filters"], exact: true }).click();
    await page
      .getByRole("group", { name: t["attractions.list.category"] })
      .getByText(t["attractions.list.categories.Historical"] ?? "", { exact: true })
      .click();
    await page
      .getByRole("group", { name: t["attractions.list.city"] })
      .getByText(t["attractions.list.cities.Prizren"] ?? "", { exact: true })
      .click();
    await expect(page).toHaveURL(/category=Historical/);
    await expect(page).toHaveURL(/city=Prizren/);
    const fortress = attractions.attractions["1"].name;
    const results = page.getByRole("tabpanel");
    await expect(results.getByRole("heading", { level: 3, name: fortress })).toBeVisible();
    await expect(
      results.getByRole("heading", { level: 3, name: attractions.attractions["3"].name }),
    ).toHaveCount(0);
    await results
      .getByRole("link", {
        name: fill(t["attractions.list.viewDetailsLabel"] ?? "", { name: fortress }),
      })
      .first()
      .click();
    await expect(page).toHaveURL(`/${locale}/attractions/1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fortress);
    await expectLinksInLanguage(page, locale);

    // The trip builder: its choices, prices and plan in the language.
    await page.goto(`/${locale}/plan`);
    const form = page.getByRole("form", { name: t["plan.builder.formLabel"] });
    await form.getByRole("radio", { name: plan.tripTypes["5days"].name }).check();
    await form.getByRole("radio", { name: plan.budgets.luxury.name }).check();
    await form.getByRole("checkbox", { name: t["plan.interests.Culture"] }).check();
    await expect(page).toHaveURL(/length=5days&budget=luxury&interests=Culture/);
    // Four nights, five days of food and four bus rides at luxury prices (the estimate, not an offer).
    await expect(page.getByText("870\u00a0€").first()).toBeVisible();
    await expect(
      page.getByRole("heading", { name: plan.plans["5days"][3].title }).first(),
    ).toBeVisible();

    // A blog article, its date in the language.
    await page.goto(`/${locale}/blog/1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.blogPosts["1"].title);
    await expectLinksInLanguage(page, locale);
    const article = page.locator("article");
    await expect(article.locator("a[href^='/']").first()).toHaveAttribute(
      "href",
      new RegExp(`^/${locale}/`),
    );

    // The newsletter: an invalid address, then a valid one.
    await page.goto(`/${locale}/blog`);
    const field = page.getByRole("textbox", { name: t["newsletter.form.label"] });
    const subscribe = page.getByRole("button", { name: t["newsletter.form.subscribe"] });
    await field.fill("not-an-address");
    await subscribe.click();
    await expect(page.getByText(t["newsletter.form.invalidEmail"] ?? "")).toBeVisible();
    await field.fill(`journey-${locale}-${Date.now()}@example.com`);
    await subscribe.click();
    await expect(
      page.getByText(t["newsletter.form.successTitle"] ?? "", { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByText(t["newsletter.form.successDescription"] ?? "", { exact: true }),
    ).toBeVisible();
  });
}

test("the header's language choice keeps the page and remembers the choice", async ({ page }) => {
  // A query the page reads is kept with it (decision 136: the page reads only what it declares).
  await page.goto("/events?past=1");
  const header = page.locator("header");
  await header.locator("summary", { hasText: "EN" }).click();
  await header.getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL("/de/events?past=1");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(header.locator("#language-picker-trigger")).toHaveAccessibleName(
    "DE: Sprache wählen (Sprache: Deutsch)",
  );
  // The English page is still there (no automatic redirect); it offers the remembered language.
  await page.goto("/events");
  await expect(page).toHaveURL("/events");
  const offer = page.getByRole("link", { name: "Diese Seite gibt es auch auf Deutsch" });
  await expect(offer).toHaveAttribute("href", "/de/events");
  await offer.click();
  await expect(page).toHaveURL("/de/events");
});

test("an old stored code 'al' is read as Albanian", async ({ page }) => {
  await page.goto("/about");
  await page.evaluate(() => localStorage.setItem("language", "al"));
  await page.reload();
  await expect(page.getByRole("link", { name: "Kjo faqe është edhe në shqip" })).toHaveAttribute(
    "href",
    "/sq/about",
  );
});

test("each page names its four languages and x-default, with a canonical URL of its own", async ({
  page,
  baseURL,
}) => {
  await page.goto("/it/events/1");
  const alternates = await page
    .locator("link[rel=alternate][hreflang]")
    .evaluateAll((links) =>
      Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])),
    );
  expect(alternates).toEqual({
    en: `${baseURL}/events/1`,
    sq: `${baseURL}/sq/events/1`,
    de: `${baseURL}/de/events/1`,
    it: `${baseURL}/it/events/1`,
    "x-default": `${baseURL}/events/1`,
  });
  await expect(page.locator("link[rel=canonical]")).toHaveAttribute(
    "href",
    `${baseURL}/it/events/1`,
  );
  // The footer links the same page in every language, without scripts too.
  for (const [code, name] of [
    ["en", "English"],
    ["sq", "Shqip"],
    ["de", "Deutsch"],
  ] as const) {
    await expect(page.locator("footer").getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      code === "en" ? "/events/1" : `/${code}/events/1`,
    );
  }
});

test("an unknown language prefix is a 404, and /en/ goes to the English page", async ({
  page,
  request,
}) => {
  const response = await page.goto("/xx/cities");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
  const english = await request.get("/en/cities/2", { maxRedirects: 0 });
  expect(english.status()).toBe(301);
  expect(english.headers().location).toBe("/cities/2");
});

/**
 * Issue 32 item 2: the language choice is in the header on a wide screen and in the menu on a
 * phone, never floating over the page (it covered "Share" once, issue 29 item 8). The header's is
 * a native disclosure of plain links: it opens and works before the page's script has loaded.
 */
test("the header's language choice works before the page's script has loaded", async ({
  page,
  context,
}) => {
  await page.route(/\/assets\/.+\.js$/, () => {});
  await page.mainFrame().goto("/attractions/1", { waitUntil: "domcontentloaded" });
  const header = page.locator("header");
  const trigger = header.locator("#language-picker-trigger");
  await expect(trigger).toBeVisible();
  await trigger.press("Enter");
  const italian = header.getByRole("link", { name: "Italiano" });
  await expect(italian).toBeVisible();
  await expect(header.getByRole("link", { name: "English" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await italian.click();
  await expect(page).toHaveURL("/it/attractions/1");
  expect((await context.cookies()).find((cookie) => cookie.name === "language")?.value).toBe("it");
  await page.unrouteAll();
});

test("once the page's script runs, Escape and a click elsewhere close the header's choice", async ({
  page,
}) => {
  await page.goto("/cities/1");
  const trigger = page.locator("#language-picker-trigger");
  await trigger.click();
  const german = page.locator("header").getByRole("link", { name: "Deutsch" });
  await expect(german).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(german).toBeHidden();
  await expect(trigger).toBeFocused();
  await trigger.click();
  await expect(german).toBeVisible();
  await page.locator("main h1").click();
  await expect(german).toBeHidden();
});

test("on a phone the language choice is in the menu, not over the page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/de/events/1");
  await expect(page.locator("#language-picker-trigger")).toBeHidden();
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const menu = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(menu.getByRole("heading", { name: "Sprache wählen" })).toBeVisible();
  await menu.getByRole("link", { name: "Shqip" }).click();
  await expect(page).toHaveURL("/sq/events/1");
  await expect(page.locator("html")).toHaveAttribute("lang", "sq");
});

/**
 * Issue 32 item 4: the language a visitor speaks. A browser that asks for German is offered the
 * German page — a polite line at the top, never a redirect — and what the visitor then does (take
 * it, or say no thanks) works before the page's script has loaded and is remembered: a chosen
 * language is where `/` takes them next time.
 */
test.describe("a browser that asks for German", () => {
  test.use({ locale: "de-DE" });
  const offerText = "Diese Seite gibt es auch auf Deutsch";
  const visibleOffers = (page: Page) => page.locator(".language-offer:visible");

  /**
   * Holds the page's module scripts back (pages are then opened through the frame, which does
   * not wait for hydration): what is clicked meanwhile has no React behind it.
   */
  async function holdScripts(page: Page) {
    await page.route(/\/assets\/.+\.js$/, () => {});
  }

  test("is offered German on its first visit and stays on the page it asked for", async ({
    page,
  }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const offer = page.getByRole("link", { name: offerText });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute("href", "/de");
    await expect(offer).toHaveAttribute("hreflang", "de");
    await expect(visibleOffers(page)).toHaveCount(1);
    // At the top of the content, above the page's own heading.
    const [offerTop, headingTop] = await Promise.all([
      offer.evaluate((node) => node.getBoundingClientRect().top),
      page
        .locator("main h1")
        .first()
        .evaluate((node) => node.getBoundingClientRect().top),
    ]);
    expect(offerTop).toBeLessThan(headingTop);
    // Any other page offers its own German version; the German pages offer nothing.
    await page.goto("/events?past=1");
    await expect(page.getByRole("link", { name: offerText })).toHaveAttribute(
      "href",
      "/de/events?past=1",
    );
    await page.goto("/de/events");
    await expect(visibleOffers(page)).toHaveCount(0);
  });

  test("takes the offer before the page's script has loaded, and / remembers it", async ({
    page,
    context,
  }) => {
    await holdScripts(page);
    await page.mainFrame().goto("/about", { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: offerText }).click();
    await expect(page).toHaveURL("/de/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "language")?.value).toBe("de");
    await page.unrouteAll();
    // Next time, the home page is the German one: the server sends / there…
    const response = await page.request.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/de");
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    await page.goto("/");
    await expect(page).toHaveURL("/de");
    // …and a visitor who then picks English in the picker gets the English home again.
    await page.locator("#language-picker-trigger").click();
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(visibleOffers(page)).toHaveCount(0);
  });

  test("'No thanks' works before the page's script has loaded, and is remembered", async ({
    page,
  }) => {
    await holdScripts(page);
    await page.mainFrame().goto("/cities", { waitUntil: "domcontentloaded" });
    await expect(visibleOffers(page)).toHaveCount(1);
    await page.getByRole("button", { name: "Nein, danke" }).click();
    await expect(visibleOffers(page)).toHaveCount(0);
    await page.unrouteAll();
    await page.goto("/cities");
    await expect(visibleOffers(page)).toHaveCount(0);
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(visibleOffers(page)).toHaveCount(0);
  });
});

test("an English browser is offered no other language", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator(".language-offer:visible")).toHaveCount(0);
  await page.goto("/de/cities");
  await expect(page.getByRole("link", { name: "This page is also in English" })).toHaveAttribute(
    "href",
    "/cities",
  );
});
