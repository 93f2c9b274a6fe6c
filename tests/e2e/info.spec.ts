import { faq } from "../../app/content/general-info.ts";
import { galleryPhotos, photos } from "../../app/content/media.ts";
import { officialSources } from "../../app/content/state-info.ts";
import { officialRequirementsUrl } from "../../app/content/transport.ts";
import { expect, test } from "../fixtures/test.ts";

test("Government and Politics has the assembly, elections, relations and economy", async ({
  page,
}) => {
  await page.goto("/about/state-info");
  await expect(page).toHaveTitle("Government and Politics · About Kosovo · Explore Kosovo");
  await expect(page.getByRole("link", { name: "Back to About Kosovo" })).toHaveAttribute(
    "href",
    "/about",
  );
  for (const heading of [
    "Government Structure",
    "Electoral System",
    "International Relations",
    "Economy",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const heading of [
    "Legislative",
    "Executive",
    "Judicial",
    "Economic Challenges",
    "Economic Opportunities",
  ]) {
    await expect(page.getByRole("heading", { level: 3, name: heading })).toBeVisible();
  }
  const main = page.getByRole("main");
  await expect(main).toContainText("120 seats");
  await expect(main).toContainText("20 seats guaranteed for non-majority communities");
  await expect(main).toContainText("5 % of votes");
  await expect(main).toContainText("Constitutional Court: 9 judges");
  await expect(main).toContainText("Member (2009)");
  await expect(main).toContainText("Potential Candidate");
  await expect(main).toContainText("Not a Member");
  await expect(main).toContainText("Partially implemented");
  await expect(page.getByRole("link", { name: /^View Economic Report/ })).toHaveAttribute(
    "href",
    officialSources[0]?.url ?? "",
  );
});

test("Essential information has the facts and a single-open FAQ of five questions", async ({
  page,
}) => {
  await page.goto("/about/general");
  await expect(page).toHaveTitle("Essential Visitor Information · About Kosovo · Explore Kosovo");
  const main = page.getByRole("main");
  for (const number of ["112", "194", "192", "193"]) {
    await expect(main.getByRole("link", { name: new RegExp(`: ${number}$`) })).toHaveAttribute(
      "href",
      `tel:${number}`,
    );
  }
  await expect(main).toContainText("5–10 %");
  await expect(main).toContainText("+383");
  await expect(main).toContainText("5–10 GB");
  await expect(main).toContainText("Faleminderit");
  for (const level of ["Excellent", "Good", "Variable", "Basic", "Limited"]) {
    await expect(main.getByRole("definition").filter({ hasText: level }).first()).toBeVisible();
  }

  const faqSection = page.getByRole("region", { name: "Frequently Asked Questions" });
  const triggers = faqSection.getByRole("button");
  await expect(triggers).toHaveCount(5);
  const [first, second] = faq;
  if (!first || !second) throw new Error("faq missing");
  // All closed to start with.
  await expect(faqSection.getByText(first.answer)).toBeHidden();
  await faqSection.getByRole("button", { name: first.question }).click();
  await expect(faqSection.getByText(first.answer)).toBeVisible();
  await expect(faqSection.getByRole("button", { name: first.question })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  // Opening another closes the first: one at a time.
  await faqSection.getByRole("button", { name: second.question }).click();
  await expect(faqSection.getByText(second.answer)).toBeVisible();
  await expect(faqSection.getByText(first.answer)).toBeHidden();
  // And it is collapsible.
  await faqSection.getByRole("button", { name: second.question }).click();
  await expect(faqSection.getByText(second.answer)).toBeHidden();
});

test("Transportation has three tabs, arriving first, with the tables", async ({ page }) => {
  await page.goto("/about/transport");
  await expect(page).toHaveTitle("Transportation · About Kosovo · Explore Kosovo");
  const tabs = page.getByRole("tablist", { name: "Transportation" });
  await expect(tabs.getByRole("tab")).toHaveText([
    "Arriving",
    "Getting Around",
    "Border Crossings",
  ]);
  await expect(tabs.getByRole("tab", { name: "Arriving" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("table", { name: "Bus stations" })).toBeVisible();
  await expect(panel.getByRole("table", { name: "Travel times from Pristina" })).toBeVisible();
  await expect(panel).toContainText("15–20 €");

  await tabs.getByRole("tab", { name: "Getting Around" }).click();
  await expect(panel.getByRole("table", { name: "What it costs" })).toContainText("0.40–0.50 €");
  await expect(panel).toContainText("50 km/h in towns, 80 km/h on rural roads and 110–130 km/h");
  await expect(panel).toContainText("21–25");
  await expect(panel).toContainText("100–500 €");

  await tabs.getByRole("tab", { name: "Border Crossings" }).click();
  for (const country of ["Albania", "North Macedonia", "Montenegro", "Serbia"]) {
    await expect(panel.getByRole("table", { name: country })).toBeVisible();
  }
  await expect(panel.getByRole("link", { name: /^Check official requirements/ })).toHaveAttribute(
    "href",
    officialRequirementsUrl,
  );
});

test("the gallery shows every photo and filters by category", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page).toHaveTitle("Photo Gallery · Explore Kosovo");
  const all = [...photos, ...galleryPhotos];
  await expect(page.getByRole("main").getByRole("figure")).toHaveCount(all.length);
  await page.getByRole("link", { name: "Nature", exact: true }).click();
  await expect(page).toHaveURL(/category=nature/);
  await expect(page.getByRole("main").getByRole("figure")).toHaveCount(
    all.filter((photo) => photo.category === "nature").length,
  );
});

test("privacy policy, terms and FAQ are real pages", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/privacy-policy");
  await expect(page).toHaveTitle("Privacy Policy · Explore Kosovo");
  const main = page.getByRole("main");
  await expect(main).toContainText("language");
  await expect(main).toContainText("save a place");
  await expect(main).toContainText("e-mail address");
  await expect(main).toContainText("unsubscribe");

  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");

  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
  await expect(
    page.getByRole("heading", { level: 2, name: "Do I need a visa to visit Kosovo?" }),
  ).toBeVisible();
});

test("the sitemap lists every area of the site", async ({ page }) => {
  await page.goto("/sitemap");
  await expect(page).toHaveTitle("Sitemap · Explore Kosovo");
  const main = page.getByRole("main");
  for (const href of [
    "/",
    "/destinations",
    "/destinations/25",
    "/destinations/eastern",
    "/destinations/central/pristina",
    "/experiences",
    "/experiences/1",
    "/events",
    "/events/1",
    "/about",
    "/about/history",
    "/about/state-info",
    "/about/general",
    "/about/transport",
    "/cities/1",
    "/attractions",
    "/plan",
    "/what-to-do",
    "/blog",
    "/blog/1",
    "/gallery",
    "/faq",
    "/privacy-policy",
    "/terms",
  ]) {
    await expect(main.locator(`a[href="${href}"]`).first(), href).toBeAttached();
  }
});

// Practical pages say when their facts were last checked, in the page's language (issue 16).
for (const [path, text] of [
  ["/about/general", "Last checked: November 26, 2026"],
  ["/de/about/transport", "Zuletzt geprüft am 26. November 2026"],
  ["/it/about/general", "Ultimo controllo: 26 novembre 2026"],
  ["/sq/about/state-info", "Kontrolluar së fundi më 26 nëntor 2026"],
  ["/plan", "Last checked: November 26, 2026"],
] as const) {
  test(`${path} says when its facts were last checked`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page.locator("time[datetime='2026-11-26']").filter({ hasText: text }),
    ).toBeVisible();
  });
}

test("the history names where its figures come from", async ({ page }) => {
  await page.goto("/about/history");
  const sources = page.getByRole("region", { name: "Sources" });
  await expect(sources.getByRole("link", { name: /Kosovo Memory Book/ })).toHaveAttribute(
    "href",
    "http://www.hlc-rdc.org/?p=12831&lang=de",
  );
});
