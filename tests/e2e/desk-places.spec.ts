import type { Page } from "@playwright/test";
import { destinations } from "../../app/content/destinations.ts";
import { experiences } from "../../app/content/experiences.ts";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import { joinTheDesk } from "../support/desk.ts";

/**
 * Destinations and experiences in the desk (issue 18 items 3, 4, 7, 9; decision 100): an editor
 * renames an experience, writes its German text, publishes it and sees it on its public page
 * and in /api/experiences at once, restores the version before the rename, and unpublishes a
 * destination (its page becomes the friendly 404, the header's menu and its old slug link leave
 * it out until it is published again). A moderator is refused (403). axe runs on
 * every new desk page.
 */

// This spec changes content: it writes to the publishing test site (playwright.config.ts).
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PUBLISHING_PORT}` });

const PASSWORD = "walnut courtyard near gjakova";
const run = Date.now().toString(36);
const EXPERIENCE = experiences[1];
const DESTINATION = destinations.find((destination) => destination.slug === "gjakova");
const NAME = `Rugova via ferrata ${run}`;
const GERMAN = `Klettersteig in Rugova ${run}`;

const join = (page: Page, baseURL: string, email: string, role: string, name: string) =>
  joinTheDesk(page, baseURL, { email, role, name, password: PASSWORD });

test("an editor renames, translates, publishes and restores an experience, and unpublishes a destination", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  if (!EXPERIENCE || !DESTINATION) throw new Error("the content files changed");
  await join(page, String(baseURL), `places-editor-${run}@example.org`, "editor", "Arta Editor");
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Experiences" })
    .click();
  await expect(page.getByRole("heading", { name: "Experiences", level: 1 })).toBeVisible();
  await checkA11y(page);
  await page.getByLabel("Search").fill("ferrata");
  await page.getByLabel("Category").selectOption("Adventure");
  await page.getByRole("button", { name: "Show experiences" }).click();
  await expect(page.getByRole("status").filter({ hasText: "experience" })).toHaveText(
    "1 experience",
  );
  await page.getByRole("link", { name: EXPERIENCE.name }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/experiences/${EXPERIENCE.id}$`));
  await checkA11y(page);

  // Unpublished first (version 2): the public page is the friendly 404, the API leaves it out.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(/^Unpublished/);
  expect((await page.request.get(`/experiences/${EXPERIENCE.id}`)).status()).toBe(404);

  // A refused save keeps what was typed; then the new English name (version 3).
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Name").fill(NAME);
  await field("Duration").fill("ab");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(field("Duration")).toHaveAccessibleDescription(/3 to 40 characters/);
  await expect(field("Name")).toHaveValue(NAME);
  await field("Duration").fill(EXPERIENCE.duration);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/^Your changes are saved as version \d+\.$/)).toBeVisible();
  await expect(page.getByText("German: Needs update")).toBeVisible();

  // The German page shows the English sentence that changed; the German text (version 4).
  await page.getByRole("link", { name: "German" }).click();
  await expect(
    page.getByRole("region", { name: /English changes/ }).getByText(`Added: ${NAME}`),
  ).toBeVisible();
  await checkA11y(page);
  await page.getByLabel("Name (German)").fill(GERMAN);
  await page.getByRole("button", { name: "Save the German text" }).click();
  await expect(
    page.getByText(/^The translation is saved as version \d+\. It is current\.$/),
  ).toBeVisible();

  // Published (version 5): visitors see it at once, in English, in German and in the API.
  await page.goto(`/desk/experiences/${EXPERIENCE.id}`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(/^Published/);
  await page.goto(`/experiences/${EXPERIENCE.id}`);
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await page.goto(`/de/experiences/${EXPERIENCE.id}`);
  await expect(page.getByRole("heading", { name: GERMAN, level: 1 })).toBeVisible();
  const api = (await (await page.request.get("/api/experiences")).json()) as {
    id: number;
    name: string;
  }[];
  expect(api.find((item) => item.id === EXPERIENCE.id)?.name).toBe(NAME);

  // The preview (the public page itself) and the new experience form.
  await page.goto(`/desk/experiences/${EXPERIENCE.id}/preview?lang=de`);
  await expect(page.getByRole("heading", { name: GERMAN, level: 1 })).toBeVisible();
  await checkA11y(page);
  await page.goto("/desk/experiences/new");
  await expect(page.getByRole("heading", { name: "New experience", level: 1 })).toBeVisible();
  await checkA11y(page);

  // History: compare the version before the rename with the newest, and restore it.
  await page.goto(`/desk/experiences/${EXPERIENCE.id}/revisions`);
  await checkA11y(page);
  await page.getByRole("radio", { name: "Compare from version 2" }).check();
  await page.getByRole("radio", { name: "Compare to version 5" }).check();
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(
    page
      .getByRole("table", { name: /Fields that differ/ })
      .getByRole("rowheader", { name: "name", exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Restore version 2" }).click();
  await expect(page.getByText(/^Version 2 is restored as version 6\./)).toBeVisible();
  await page.goto(`/experiences/${EXPERIENCE.id}`);
  await expect(page.getByRole("heading", { name: EXPERIENCE.name, level: 1 })).toBeVisible();

  // A destination unpublished: its page is the friendly 404 and the API leaves it out.
  await page.goto("/desk/destinations");
  await expect(page.getByRole("heading", { name: "Destinations", level: 1 })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: DESTINATION.name, exact: true }).click();
  await checkA11y(page);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(/^Unpublished/);
  const gone = await page.goto(`/destinations/${DESTINATION.id}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Destination Not Found" })).toBeVisible();
  const list = (await (await page.request.get("/api/destinations")).json()) as { id: number }[];
  expect(list.some((item) => item.id === DESTINATION.id)).toBe(false);
  // The header's menu leaves it out, and its old slug link is the 404 too (decision 101).
  const destinationsMenu = async () => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("button", { name: "Destinations" })
      .click();
    await page.getByRole("menuitem", { name: "Western" }).click();
    await expect(page.getByRole("menuitem", { name: "Rahovec" })).toBeVisible();
    return page.getByRole("menuitem", { name: DESTINATION.name, exact: true });
  };
  await expect(await destinationsMenu()).toHaveCount(0);
  const oldLink = () => page.request.get(`/destinations/${DESTINATION.slug}`, { maxRedirects: 0 });
  expect((await oldLink()).status()).toBe(404);
  await page.goto(`/desk/destinations/${DESTINATION.id}`);
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(/^Published/);
  expect((await page.request.get(`/destinations/${DESTINATION.id}`)).status()).toBe(200);
  await expect(await destinationsMenu()).toHaveAttribute("href", `/destinations/${DESTINATION.id}`);
  expect((await oldLink()).status()).toBe(301);
  expect((await oldLink()).headers().location).toBe(`/destinations/${DESTINATION.id}`);
});

test("a moderator cannot open or change destinations and experiences", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await join(page, String(baseURL), `places-moderator-${run}@example.org`, "moderator", "Dea");
  const nav = page.getByRole("navigation", { name: "Desk" });
  await expect(nav.getByRole("link", { name: "Experiences" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Destinations" })).toHaveCount(0);
  expect((await page.goto("/desk/experiences"))?.status()).toBe(403);
  expect((await page.request.get("/desk/destinations/1")).status()).toBe(403);
});
