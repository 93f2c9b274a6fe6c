import { aboutTabs, fullHistory, quickFacts, worldHeritage } from "../../app/content/about.ts";
import { expect, test } from "../fixtures/test.ts";

test("About Kosovo shows quick facts and four tabs, Overview first", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/about");
  await expect(page).toHaveTitle("About Kosovo · Explore Kosovo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Kosovo");
  for (const fact of quickFacts) {
    await expect(
      page.getByRole("definition").filter({ hasText: fact.value }).first(),
    ).toBeVisible();
  }
  const tabs = page.getByRole("tablist", { name: "About Kosovo" });
  await expect(tabs.getByRole("tab")).toHaveText(["Overview", "History", "Culture", "Geography"]);
  await expect(tabs.getByRole("tab", { name: "Overview" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  for (const tab of aboutTabs) {
    await tabs.getByRole("tab", { name: tab.label }).click();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
      tab.title,
    );
  }
});

test("About links to cities, destinations, the info pages, our history and UNESCO", async ({
  page,
}) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  for (const href of [
    "/cities",
    "/destinations",
    "/about/state-info",
    "/about/general",
    "/about/transport",
  ]) {
    await expect(main.locator(`a[href="${href}"]`).filter({ visible: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveAttribute(
    "href",
    worldHeritage.url,
  );

  await page.getByRole("tab", { name: "History" }).click();
  await page.getByRole("link", { name: "Explore Full History" }).click();
  await expect(page).toHaveURL(/\/about\/history$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fullHistory.title);
  for (const section of fullHistory.sections) {
    await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Back to About Kosovo" })).toHaveAttribute(
    "href",
    "/about",
  );
});
