import type { Page } from "@playwright/test";
import { featuredVideos } from "../../app/content/media.ts";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import { joinTheDesk } from "../support/desk.ts";

/**
 * Featured videos in the desk (issue 18 items 3, 4, 7, 9; decision 055): an editor unpublishes a
 * seeded video (the home page drops it), renames it, publishes it and sees it on the home page
 * and in its text track at once, reads the German page's English changes, and restores the
 * version before the rename. A moderator is refused (403). axe runs on the desk pages.
 */

// This spec changes a video: it writes to the publishing test site (playwright.config.ts), so
// the specs that read the shared site's home page see it as seeded.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PUBLISHING_PORT}` });

const PASSWORD = "quince terrace above peja";
const run = Date.now().toString(36);
const VIDEO = featuredVideos[1];
const TITLE = `The Rugova Gorge on foot ${run}`;

const join = (page: Page, baseURL: string, email: string, role: string, name: string) =>
  joinTheDesk(page, baseURL, { email, role, name, password: PASSWORD });

const homeChoices = (page: Page) =>
  page.getByRole("region", { name: "Featured Videos" }).getByRole("list").getByRole("button");

test("an editor renames, unpublishes, publishes and restores a featured video", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  if (!VIDEO) throw new Error("the content file has no second video");
  await join(page, String(baseURL), `video-editor-${run}@example.org`, "editor", "Vesa Editor");
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Featured videos" })
    .click();
  await expect(page.getByRole("heading", { name: "Featured videos", level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "featured videos" })).toHaveText(
    "3 featured videos",
  );
  await checkA11y(page);
  await page.getByLabel("Search").fill("rugova");
  await page.getByRole("button", { name: "Show videos" }).click();
  await page.getByRole("link", { name: VIDEO.title }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/videos/${VIDEO.id}$`));
  await checkA11y(page);

  // Unpublished: the home page shows the other two, and the text track is gone.
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(/^Unpublished/);
  await page.goto("/");
  await expect(homeChoices(page)).toHaveCount(2);
  expect((await page.request.get(`/videos/${VIDEO.id}/descriptions.vtt`)).status()).toBe(404);

  // A refused save keeps what was typed, with the message beside the field.
  await page.goto(`/desk/videos/${VIDEO.id}`);
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Title").fill(TITLE);
  await field("YouTube video id").fill("dQw4w9WgXcQ");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(field("Our film")).toHaveAccessibleDescription(/exactly one of them/);
  await expect(field("Title")).toHaveValue(TITLE);
  await field("YouTube video id").fill("");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/^Your changes are saved as version \d+\.$/)).toBeVisible();
  await expect(page.getByText("German: Needs update")).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(/^Published/);

  // Visitors see it at once, in the list and the film's text track.
  await page.goto("/");
  await expect(homeChoices(page)).toHaveCount(3);
  await expect(homeChoices(page).nth(1)).toHaveAccessibleName(TITLE);
  const track = await page.request.get(`/videos/${VIDEO.id}/descriptions.vtt`);
  expect(await track.text()).toContain(TITLE);

  // The German text page lists the English sentence that changed.
  await page.goto(`/desk/videos/${VIDEO.id}`);
  await page.getByRole("link", { name: "German" }).click();
  await expect(
    page.getByRole("region", { name: /English changes/ }).getByText(`Added: ${TITLE}`),
  ).toBeVisible();
  await checkA11y(page);

  // The desk's preview shows the German texts as visitors will see them; the new video form.
  await page.goto(`/desk/videos/${VIDEO.id}/preview?lang=de`);
  // The German text is kept until a translator updates it.
  await expect(
    page.getByRole("heading", { name: "Hinein in die Rugova-Schlucht", exact: true }),
  ).toBeVisible();
  await checkA11y(page);
  await page.goto("/desk/videos/new");
  await expect(page.getByRole("heading", { name: "New featured video", level: 1 })).toBeVisible();
  await checkA11y(page);

  // History: compare the version before the rename with the newest, and restore it.
  await page.goto(`/desk/videos/${VIDEO.id}/revisions`);
  await checkA11y(page);
  await page.getByRole("radio", { name: "Compare from version 2" }).check();
  await page.getByRole("radio", { name: "Compare to version 4" }).check();
  await page.getByRole("button", { name: "Compare", exact: true }).click();
  await expect(
    page
      .getByRole("table", { name: /Fields that differ/ })
      .getByRole("rowheader", { name: "title", exact: true }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Restore version 2" }).click();
  await expect(page.getByText(/^Version 2 is restored as version 5\./)).toBeVisible();
  await page.goto("/");
  await expect(homeChoices(page)).toHaveCount(3);
  await expect(homeChoices(page).nth(1)).toHaveAccessibleName(VIDEO.title);
});

test("a moderator cannot open or change featured videos", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await join(page, String(baseURL), `video-moderator-${run}@example.org`, "moderator", "Mila");
  await expect(
    page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Featured videos" }),
  ).toHaveCount(0);
  expect((await page.goto("/desk/videos"))?.status()).toBe(403);
  expect((await page.request.get(`/desk/videos/${VIDEO?.id}`)).status()).toBe(403);
});
