import type { Browser } from "@playwright/test";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import { acceptTheInvitation } from "../support/desk.ts";
import { mailingSite } from "../support/mailing-site.ts";

/**
 * Event tips, blog likes and blog comments as people use them (issue 19 items 3, 4, 9), in
 * Chromium: an organiser sends an event, confirms it from the e-mail caught by the test's own SMTP
 * server, an editor publishes the draft from the desk, it is on /events and the organiser gets
 * the private link; a post liked twice from one browser counts one; a comment confirmed and
 * approved by a moderator appears under its post, is reported (once per browser) back into the
 * queue, and its writer's address erased from the desk; a "something here has changed" note on a
 * fact's page reaches that fact in the editors' re-check queue, and closes with it.
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
async function staffPage(browser: Browser, role: string, name: string, who = role) {
  const email = `${who}-${run}@example.org`;
  await site.invite(email, role);
  const page = await (await browser.newContext({ baseURL: site.origin })).newPage();
  await page.goto(await linkInMail(email, /http:\/\/\S+\/desk\/invitation\?token=[\w-]+/));
  await acceptTheInvitation(page, { name, password: PASSWORD });
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

  // Confirmed from the e-mail: the link's page asks (a link scanner's visit confirms nothing),
  // its button confirms: a draft for the editors, not yet on the site.
  await page.goto(
    await linkInMail(organiser, /http:\/\/\S+\/events\/submit\/confirm\?token=[\w-]+/),
  );
  await expect(page.getByRole("heading", { name: "Confirm your event" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Confirm my event" }).click();
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

  // A mistake in the private link's form, with JavaScript and without: the message, and
  // everything typed kept.
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: site.origin });
    const organiserPage = await context.newPage();
    try {
      await organiserPage.goto(manage);
      await organiserPage.getByLabel("Correct or update the details").check();
      await organiserPage.getByLabel("City or town").fill("P");
      const note = organiserPage.getByLabel(/^Anything the editor should know/);
      await note.fill(`We moved to the old cinema (${run}).`);
      await organiserPage.getByRole("button", { name: "Send to the editors" }).click();
      await expect(
        organiserPage.getByText("Give the city or town, 2 to 40 characters.").first(),
      ).toBeVisible();
      await expect(organiserPage.getByLabel("City or town")).toHaveValue("P");
      await expect(note).toHaveValue(`We moved to the old cinema (${run}).`);
      await expect(organiserPage.getByLabel("Correct or update the details")).toBeChecked();
    } finally {
      await context.close();
    }
  }
});

test("without JavaScript the event, comment and change-note forms say what is wrong and keep what was typed", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site.origin });
  const page = await context.newPage();
  try {
    // The event tip: no consent ticked.
    await page.goto("/events/submit");
    await page.getByLabel("Event name").fill(`No script fair ${run}`);
    await page.getByLabel("First day").fill(`${new Date().getUTCFullYear() + 1}-07-01`);
    await page.getByLabel("Start time").fill("10:00");
    await page.getByLabel("City or town").fill("Gjakova");
    await page
      .getByLabel("What happens at the event")
      .fill("Crafts from the old bazaar, shown and sold by the people who make them.");
    await page.getByLabel("Your name").fill("Dren");
    await page.getByLabel("Your e-mail address").fill(`noscript-tip-${run}@example.org`);
    await page.getByRole("button", { name: "Send my event" }).click();
    await expect(
      page.getByText("Please tick the box so we may keep and publish these details.").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Event name")).toHaveValue(`No script fair ${run}`);
    await expect(page.getByLabel("What happens at the event")).toHaveValue(
      "Crafts from the old bazaar, shown and sold by the people who make them.",
    );
    await expect(page.getByLabel("Your e-mail address")).toHaveValue(
      `noscript-tip-${run}@example.org`,
    );

    // A comment too short.
    await page.goto("/blog/3");
    await page.getByLabel("Your name").fill("Ilir");
    await page.getByLabel("Your e-mail address").fill(`noscript-comment-${run}@example.org`);
    await page.getByLabel("Your comment").fill("Nice.");
    await page.getByRole("button", { name: "Send comment" }).click();
    await expect(page.getByText("Write 10 to 2,000 characters.").first()).toBeVisible();
    await expect(page.getByLabel("Your comment")).toHaveValue("Nice.");
    await expect(page.getByLabel("Your name")).toHaveValue("Ilir");
    await expect(page.getByLabel("Your e-mail address")).toHaveValue(
      `noscript-comment-${run}@example.org`,
    );

    // A change note: "something else" needs words; the note typed too long is kept.
    await page.goto("/attractions/1");
    await page.getByText("Something here has changed?").click();
    await page.getByLabel("Something else").check();
    await page.getByRole("button", { name: "Tell the editors" }).click();
    await expect(page.getByText("Tell us in a few words what has changed.").first()).toBeVisible();
    await expect(page.getByLabel("Something else")).toBeChecked();
    const long = `The café by the gate is gone (${run}). ${"And more. ".repeat(110)}`;
    await page.getByLabel("What did you notice?").fill(long);
    await page.getByRole("button", { name: "Tell the editors" }).click();
    await expect(page.getByText("Keep the note under 1,000 characters.").first()).toBeVisible();
    await expect(page.getByLabel("What did you notice?")).toHaveValue(long);
  } finally {
    await context.close();
  }
});

test("with JavaScript the comment and change-note forms say what is wrong and keep what was typed", async ({
  page,
}) => {
  await page.goto("/blog/3");
  await page.getByLabel("Your name").fill("Ilir");
  await page.getByLabel("Your e-mail address").fill("not an address");
  await page.getByLabel("Your comment").fill(`Kept while I correct my address (${run}).`);
  await page.getByRole("button", { name: "Send comment" }).click();
  await expect(page.getByText("Give an e-mail address we can write to.").first()).toBeVisible();
  await expect(page.getByLabel("Your comment")).toHaveValue(
    `Kept while I correct my address (${run}).`,
  );
  await expect(page.getByLabel("Your e-mail address")).toHaveValue("not an address");

  await page.goto("/attractions/1");
  await page.getByText("Something here has changed?").click();
  await page.getByLabel("Something else").check();
  await page.getByRole("button", { name: "Tell the editors" }).click();
  await expect(page.getByText("Tell us in a few words what has changed.").first()).toBeVisible();
  await expect(page.getByLabel("Something else")).toBeChecked();
  await checkA11y(page);
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
  await page.getByRole("button", { name: "Confirm my submission" }).click();
  await expect(page.getByRole("heading", { name: "Thank you, that's confirmed" })).toBeVisible();
  const moderator = await staffPage(browser, "moderator", "Mira Moderator");
  await moderator.goto("/desk/moderation");
  const item = moderator.getByTestId("moderation-item").filter({ hasText: text });
  await expect(item).toContainText(writer);
  await item.getByRole("button", { name: /^Approve/ }).click();
  await expect(moderator.getByText("Approved: it is on the site")).toBeVisible();

  await page.goto("/blog/3");
  await expect(page.getByText(text)).toBeVisible();
  await expect(page.getByRole("link", { name: "1 comment" })).toBeVisible();

  // A reader reports it, twice from the same browser, with the keyboard: it counts once.
  const report = page.getByRole("button", { name: "Report the comment by Lena" });
  await report.focus();
  await page.keyboard.press("Enter");
  const thanks = page.getByText("Thank you. A moderator will look at this comment again.");
  await expect(thanks).toBeVisible();
  await expect(page).toHaveURL(/\?reported=\d+#comment-\d+$/);
  await checkA11y(page);
  await page.getByRole("button", { name: "Report the comment by Lena" }).click();
  await expect(thanks).toBeVisible();
  // Still shown while a moderator decides.
  await expect(page.getByText(text)).toBeVisible();

  // Back in the moderators' queue, counted once, with the counts per kind.
  await moderator.goto("/desk/moderation");
  await expect(moderator.getByTestId("queue-counts")).toContainText(
    "Blog comment: 0 new, 1 reported",
  );
  const reported = moderator.getByTestId("moderation-item").filter({ hasText: text });
  await expect(reported).toContainText("reported 1 time, still shown");
  await expect(reported).toContainText(writer);
  await checkA11y(moderator);

  // The writer asks to be forgotten: the address goes, what they wrote stays.
  await moderator.getByLabel("E-mail address to erase").fill(writer.toUpperCase());
  await moderator.getByRole("button", { name: "Erase the address" }).click();
  await expect(moderator.getByText(/^The address is erased: \d+ records? changed/)).toBeVisible();
  await expect(reported).toContainText("address erased");
  await expect(reported).not.toContainText(writer);
  await reported.getByRole("button", { name: /^Keep it/ }).click();
  await expect(moderator.getByTestId("moderation-item").filter({ hasText: text })).toHaveCount(0);
  await page.goto("/blog/3");
  await expect(page.getByText(text)).toBeVisible();
});

test("a visitor's 'something has changed' reaches the editors' re-check queue for that fact", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const note = `The airport bus costs 4 € now (${run}).`;
  await page.goto("/about/transport");
  await page.getByText("Something here has changed?").click();
  await page.getByLabel("The prices have changed").check();
  await page.getByLabel("What did you notice?").fill(note);
  await page.getByRole("button", { name: "Tell the editors" }).click();
  await expect(
    page.getByText("Thank you. An editor will check the facts on this page again."),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/about\/transport\?recheck=sent#recheck$/);
  await checkA11y(page);

  // A place without a practical fact of its own.
  await page.goto("/attractions/1");
  await page.getByText("Something here has changed?").click();
  await page.getByLabel("It has closed, for now or for good").check();
  await page.getByRole("button", { name: "Tell the editors" }).click();
  await expect(
    page.getByText("Thank you. An editor will check the facts on this page again."),
  ).toBeVisible({ timeout: 30_000 });

  const desk = await staffPage(browser, "editor", "Arben Editor", "facts-editor");
  await desk.goto("/desk/facts");
  const fact = desk.getByRole("listitem").filter({
    has: desk.getByRole("heading", { name: "Transport: bus fares, taxis, border crossings" }),
  });
  await expect(fact.getByRole("list", { name: /Visitors' reports about Transport/ })).toContainText(
    note,
  );
  const place = desk.getByTestId("flagged-place").first();
  await expect(place).toContainText("Closed (for now or for good)");
  await checkA11y(desk);

  await fact.getByLabel("What you compared it with").fill("The airport's timetable page.");
  await expect(
    fact.getByLabel(/Close the visitors' reports about \/about\/transport/),
  ).toBeChecked();
  await fact.getByRole("button", { name: "Mark re-checked today" }).click();
  await expect(desk.getByText("Marked as re-checked today.")).toBeVisible();
  await expect(desk.getByText(note)).toHaveCount(0);
  await expect(desk.getByTestId("flagged-place").first()).toContainText("Closed");

  await desk
    .getByTestId("flagged-place")
    .first()
    .getByRole("button", { name: /^Mark as checked/ })
    .click();
  await expect(
    desk.getByText("Marked as checked: the visitors' reports about the place are closed."),
  ).toBeVisible();
  await expect(desk.getByText("No place is flagged.")).toBeVisible();
  await checkA11y(desk);
});
