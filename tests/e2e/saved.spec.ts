import { expect, test, waitForHydration } from "../fixtures/test.ts";

test.describe("saved places", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Many pages per test, each checked by axe.
  test.slow();

  test("save from three page types, reload, see them on /saved, remove one", async ({ page }) => {
    await page.goto("/destinations/2");
    const destination = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: `Save ${destination}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toContainText(destination);
    await expect(
      page.getByRole("button", { name: `Remove ${destination} from saved` }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("link", { name: "Saved places: 1" })).toBeVisible();

    await page.goto("/attractions/1");
    const attraction = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: `Save ${attraction}` }).click();
    await expect(page.getByRole("link", { name: "Saved places: 2" })).toBeVisible();

    await page.goto("/events/1");
    const event = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: `Save ${event}` }).click();
    await expect(page.getByRole("link", { name: "Saved places: 3" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: `Remove ${event} from saved` })).toBeVisible();
    await expect(page.getByRole("link", { name: "Saved places: 3" })).toBeVisible();

    await page.getByRole("link", { name: "Saved places: 3" }).click();
    await expect(page).toHaveURL("/saved");
    await expect(page.getByRole("heading", { level: 1, name: "Saved places" })).toBeVisible();
    await expect(page.getByText("3 saved")).toBeVisible();
    for (const [group, name] of [
      ["Destinations", destination],
      ["Attractions", attraction],
      ["Events", event],
    ] as const) {
      const section = page.getByRole("region", { name: new RegExp(`^${group}`) });
      await expect(section.getByRole("link", { name })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Print list" })).toBeVisible();

    await page.getByRole("button", { name: `Remove ${attraction} from saved` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Removed from saved" })).toContainText(
      attraction,
    );
    await expect(page.getByText("2 saved")).toBeVisible();
    await expect(page.getByRole("link", { name: attraction })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Saved places: 2" })).toBeVisible();
    await page.reload();
    await expect(page.getByText("2 saved")).toBeVisible();
  });

  test("the hearts on the home experience cards and the experience page", async ({ page }) => {
    await page.goto("/");
    const heart = page.getByRole("button", { name: /^Save / }).first();
    const label = (await heart.getAttribute("aria-label")) ?? "";
    const name = label.replace(/^Save /, "");
    await heart.click();
    const saved = page.getByRole("button", { name: `Remove ${name} from saved` });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    expect(new URL(page.url()).pathname).toBe("/");
    await saved.click();
    await expect(page.getByRole("button", { name: `Save ${name}` })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    await page.goto("/experiences/1");
    const title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await page.getByRole("button", { name: `Save ${title}` }).click();
    await page.goto("/saved");
    await expect(
      page.getByRole("region", { name: /^Experiences/ }).getByRole("link", { name: title }),
    ).toBeVisible();
  });

  test("another tab sees the change", async ({ page, context }) => {
    await page.goto("/saved");
    await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
    const other = await context.newPage();
    await other.goto("/attractions/2");
    await waitForHydration(other);
    const name = (await other.getByRole("heading", { level: 1 }).textContent()) ?? "";
    await other.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByRole("link", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Saved places: 1" })).toBeVisible();
    await other.close();
  });

  for (const [label, value] of [
    ["corrupt", "{not json"],
    ["old", JSON.stringify([{ id: 1, name: "Old shape" }])],
    ["future", JSON.stringify({ version: 9, items: [] })],
    [
      "tampered",
      JSON.stringify({
        version: 1,
        items: [{ type: "city", id: 1, name: "X", href: "javascript:alert(1)" }],
      }),
    ],
  ] as const) {
    test(`an ${label} stored value is ignored, not a crash`, async ({ page }) => {
      await page.addInitScript(
        ([key, stored]) => {
          if (!sessionStorage.getItem("seeded")) {
            localStorage.setItem(key, stored);
            sessionStorage.setItem("seeded", "1");
          }
        },
        ["saved-items", value] as const,
      );
      await page.goto("/saved");
      await expect(page.getByRole("heading", { name: "Nothing saved yet" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Saved places: 0" })).toBeVisible();
      // Saving again writes a fresh, valid list.
      await page.goto("/attractions/3");
      const name = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      await page.getByRole("button", { name: `Save ${name}` }).click();
      const stored = await page.evaluate(() =>
        JSON.parse(localStorage.getItem("saved-items") ?? "null"),
      );
      expect(stored).toMatchObject({ version: 1, items: [{ type: "attraction", name }] });
    });
  }
});
