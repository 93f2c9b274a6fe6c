import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";

/** Inter's faces the page has named, with their state (decision 125). */
function interFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/"/g, "") === "Inter Variable")
      .map((face) => face.status),
  );
}

test.use({ viewport: { width: 1280, height: 800 } });

test("Inter stays off a first page's critical path and draws every page after it", async ({
  page,
}) => {
  const fonts: { url: string; at: number }[] = [];
  let loaded = Number.POSITIVE_INFINITY;
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push({ url: request.url(), at: Date.now() });
  });
  page.on("load", () => {
    loaded = Math.min(loaded, Date.now());
  });

  await page.goto("/plan");
  // The first page is drawn in the fallback faces: nothing names Inter, nothing preloads it.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  expect(await interFaces(page)).toEqual([]);

  // It is fetched once the page has loaded, and remembered.
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  expect(fonts.every((font) => font.at >= loaded)).toBe(true);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("ek-fonts")))
    .toContain("/assets/inter-latin-");
  // The page being read does not switch font under the reader.
  expect(await interFaces(page)).toEqual([]);

  // The next page (a client-side navigation: no document is loaded) is in Inter.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await nav.getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => interFaces(page)).toContain("loaded");
  expect(
    await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  // A full load later names Inter from the start, and the files come from the browser's cache.
  await page.goto("/destinations");
  expect(await interFaces(page)).not.toEqual([]);
  await expect.poll(() => interFaces(page)).toContain("loaded");
  const again = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(again.length).toBeGreaterThan(0);
  expect(again.every((size) => size === 0)).toBe(true);
});
