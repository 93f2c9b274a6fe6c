import type { Browser, Page } from "@playwright/test";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import { mailingSite } from "../support/mailing-site.ts";

/**
 * Event tips, blog likes and blog comments as people use them (issue 19 items 3, 4, 9), in
 * Chromium: an organiser sends an event, confirms it from the e-mail caught by the test's own SMTP
 * server, an editor publishes the draft from the desk, it is on /events and the organiser gets
 * the private link; a post liked twice from one browser counts one; a comment confirmed and
 * approved by a moderator appears under its post.
 *
 * It writes, so it runs on a site of its own (port E2E_PORT + 3, its own data folder, SMTP_URL
 * pointing at the sink).
 */

const PASSWORD = "walnut terrace above prizren";
const run = Date.now().toString(36);
const EVENT = `Peja Mountain Film Nights ${run}`;
const organiser = `organiser-${run}@example.org`;

const site = mailingSite(3);
const linkInMail = site.linkInMail;

/** A staff member invited from the command line, signed in on a page of their own. */
async function staffPage(browser: Browser, role: string, name: string): Promise<Page> {
  const email = `${role}-${run}@example.org`;
  await site.invite(email, role);
  const page = await (await browser.newContext({ baseURL: site.origin })).newPage();
  await page.goto(await linkInMail(email, /http:\/\/\S+\/desk\/invitation\?token=[\w-]+/));
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${name}` })).toBeVisible();
  return page;
}

test("an organiser's event tip is confirmed, published from the desk and listed", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const year = new Date().getUTCFullYear() + 1;
  await page.goto("/events");
  await page.getByRole("link", { name: "Tell us about it" }).click();
  await expect(
    page.getByRole("heading", { name: "Tell us about your event", level: 1 }),
  ).toBeVisible();

  // First with a mistake: the message names the field, nothing typed is lost.
  const field = (label: string) => page.getByLabel(label, { exact: false }).first();
  await page.getByLabel("Event name").fill(EVENT);
  await page.getByLabel("First day").fill(`${year}-06-12`);
  await page.getByLabel(/^Last day/).fill(`${year}-06-14`);
  await page.getByLabel("Start time").fill("20:30");
  await page.getByLabel("City or town").fill("Peja");
  await page
    .getByLabel("What happens at the event")
    .fill("Open-air screenings of mountain films at the foot of the Rugova gorge.");
  await page.getByLabel("Your name").fill("Besa Organiser");
  await page.getByLabel("Your e-mail address").fill(organiser);
  await page.getByRole("button", { name: "Send my event" }).click();
  await expect(
    page.getByText("Please tick the box so we may keep and publish these details.").first(),
  ).toBeVisible();
  await expect(page.getByLabel("Event name")).toHaveValue(EVENT);
  await expect(field("Your e-mail address")).toHaveValue(organiser);
  await checkA11y(page);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Send my event" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible({
    timeout: 30_000,
  });

  // Confirmed from the e-mail: a draft for the editors, not yet on the site.
  await page.goto(
    await linkInMail(organiser, /http:\/\/\S+\/events\/submit\/confirm\?token=[\w-]+/),
  );
  await expect(
    page.getByRole("heading", { name: "Thank you, your event is confirmed" }),
  ).toBeVisible();
  await page.goto("/events");
  await expect(page.getByText(EVENT)).toHaveCount(0);

  // An editor finds the draft marked as a visitor tip and publishes it.
  const desk = await staffPage(browser, "editor", "Drita Editor");
  await desk.goto(`/desk/events?q=${encodeURIComponent(EVENT)}`);
  await desk.getByRole("link", { name: EVENT }).first().click();
  await expect(desk.getByRole("heading", { name: "Visitor tip from the organiser" })).toBeVisible();
  await expect(desk.getByText(organiser).first()).toBeVisible();
  await checkA11y(desk);
  await desk.getByRole("button", { name: "Publish now" }).click();
  await expect(desk.getByTestId("outcome")).toContainText("Published");

  // On the site, and the organiser has the private link to keep it right.
  await page.goto("/events");
  await expect(page.getByText(EVENT).first()).toBeVisible();
  const manage = await linkInMail(organiser, /http:\/\/\S+\/events\/manage\?token=[\w-]+/);
  await page.goto(manage);
  await expect(page.getByRole("heading", { name: `Keep “${EVENT}” right` })).toBeVisible();
});

test("a post liked twice from one browser counts one", async ({ page }) => {
  await page.goto("/blog/2");
  const like = page.getByRole("button", { name: /^Like this article \(/ });
  await expect(like).toHaveAccessibleName("Like this article (0 likes)");
  await like.click();
  const liked = page.getByRole("button", { name: "Unlike this article (1 like)" });
  await expect(liked).toHaveAttribute("aria-pressed", "true");

  // The same browser again, on a fresh page: it is liked already, and a second like adds nothing.
  await page.reload();
  await expect(liked).toHaveAttribute("aria-pressed", "true");
  const again = await page.evaluate(async () => {
    const browser = localStorage.getItem("explore-kosovo:browser-id");
    const response = await fetch("/api/blog/likes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ post: 2, browser, liked: true }),
    });
    return response.json();
  });
  expect(again).toMatchObject({ likes: 1, liked: true });
  await page.goto("/blog");
  await expect(
    page.getByRole("button", { name: /Unlike this article: .* \(1 like\)/ }).first(),
  ).toBeVisible();
});

test("a comment confirmed and approved appears under the post", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const writer = `commenter-${run}@example.org`;
  const text = `Walked it in May ${run}: worth every step.`;
  await page.goto("/blog/3");
  await expect(page.getByRole("heading", { name: "Comments" })).toBeVisible();
  await page.getByLabel("Your name").fill("Lena");
  await page.getByLabel("Your e-mail address").fill(writer);
  await page.getByLabel("Your comment").fill(text);
  await page.getByRole("button", { name: "Send comment" }).click();
  await expect(page.getByText("Check your e-mail")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(text)).toHaveCount(0);

  await page.goto(await linkInMail(writer, /http:\/\/\S+\/contributions\/confirm\?token=[\w-]+/));
  const moderator = await staffPage(browser, "moderator", "Mira Moderator");
  await moderator.goto("/desk/moderation");
  const item = moderator.getByTestId("moderation-item").filter({ hasText: text });
  await expect(item).toContainText(writer);
  await item.getByRole("button", { name: /^Approve/ }).click();
  await expect(moderator.getByText("Approved: it is on the site")).toBeVisible();

  await page.goto("/blog/3");
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole("link", { name: "1 comment" })).toBeVisible();
});
