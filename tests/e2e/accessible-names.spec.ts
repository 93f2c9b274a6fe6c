import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "../fixtures/test.ts";

/**
 * What pa11y (HTML_CodeSniffer, WCAG AA) holds us to beyond the fixture's axe run (issue 16):
 * accessible names contain the visible text (WCAG 2.5.3; axe's rule is experimental, so it is
 * switched on here), and every input has a name, the price slider's hidden ones too.
 */

const PAGES = [
  "/",
  "/attractions",
  "/experiences",
  "/events",
  "/events/1",
  "/de/events/1",
  "/de/experiences",
  "/it/attractions",
];

for (const path of PAGES) {
  test(`names contain the visible text on ${path}`, async ({ page }) => {
    test.slow();
    await page.goto(path);
    const results = await new AxeBuilder({ page })
      .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
      .withRules(["label-content-name-mismatch"])
      .analyze();
    const found = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
    );
    expect(found).toEqual([]);
    expect(results.passes.length + results.incomplete.length).toBeGreaterThan(0);
  });
}

test("the language picker's name starts with the code it shows", async ({ page }) => {
  await page.goto("/de");
  const picker = page.locator("header summary#language-picker-trigger");
  await expect(picker).toHaveText("DE");
  await expect(picker).toHaveAccessibleName("DE: Sprache wählen (Sprache: Deutsch)");
});

test("every input on /attractions has a name, the slider's hidden ones too", async ({ page }) => {
  test.slow();
  await page.goto("/attractions");
  await page.getByRole("button", { name: /^Filters/ }).click();
  await expect(page.getByRole("slider", { name: "Lowest price" })).toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  const unnamed = await page.locator("input").evaluateAll((inputs) =>
    inputs
      .filter((input) => (input as HTMLInputElement).type !== "hidden")
      .filter(
        (input) =>
          (input as HTMLInputElement).labels?.length === 0 &&
          !input.getAttribute("aria-label") &&
          !input.getAttribute("aria-labelledby") &&
          !input.getAttribute("title"),
      )
      .map((input) => input.outerHTML),
  );
  expect(unnamed).toEqual([]);
});
