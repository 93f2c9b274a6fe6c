import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { type ServerProcess, startServer } from "../../scripts/support/server.ts";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

/**
 * Reviews as people use them (issue 19 item 9), in Chromium: a visitor writes a review of an
 * attraction (the spam check runs in the browser), confirms it from the e-mail caught by the
 * test's own SMTP server, a moderator invited from the command line approves it in the desk,
 * and the attraction shows it with the average and count, in its JSON-LD and on its list card.
 * A visitor reports it, and it is back in the moderator's queue.
 *
 * It writes reviews, so it runs on a site of its own (port E2E_PORT + 2, its own data folder and
 * an SMTP_URL pointing at the sink): no other spec sees its review.
 */

const root = path.resolve(import.meta.dirname, "../..");
const PORT = Number(process.env.E2E_PORT ?? 4317) + 2;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PASSWORD = "walnut terrace above prizren";
const run = Date.now().toString(36);
const moderatorEmail = `reviews-moderator-${run}@example.org`;
const writerEmail = `reviews-writer-${run}@example.org`;
const TITLE = `Worth the climb ${run}`;

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: "serial" });

let server: ServerProcess;
let sink: SmtpSink;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startSmtpSink();
  server = await startServer({
    port: PORT,
    env: {
      SITE_URL: ORIGIN,
      SMTP_URL: sink.url,
      MAIL_FROM: "Explore Kosovo <hello@example.org>",
      CONTRIBUTION_RATE_LIMIT: "100/60",
      CONTRIBUTION_PLAIN_RATE_LIMIT: "100/60",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

/** The link matching `pattern` in the newest e-mail to `to`, as a path on this site. */
async function linkInMail(to: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        for (const mail of sink.received) {
          if (!JSON.stringify(mail.to).includes(to)) continue;
          link = pattern.exec(mail.text ?? "")?.[0] ?? link;
        }
        return link;
      },
      { timeout: 20_000 },
    )
    .toMatch(pattern);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

async function openReviews(page: Page) {
  await page.getByRole("tab", { name: "Reviews" }).click();
}

test("a visitor's review is confirmed, approved, counted everywhere, and reported back", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto("/attractions/1");
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await openReviews(page);
  await expect(page.getByText("No reviews yet").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "How reviews work here" })).toBeVisible();

  // Write it: first with a text too short (nothing typed is lost), then right.
  await page.getByText("Write a Review", { exact: true }).click();
  const form = page.locator("form:has([name=rating])");
  await page.getByRole("radio", { name: "4 stars" }).check({ force: true });
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Your review", { exact: true }).fill("Too short.");
  await page.getByLabel("When did you go?", { exact: true }).fill("2026-06");
  await page.getByLabel("Name shown with your review", { exact: true }).fill("Ana from Graz");
  await page.getByLabel("Your e-mail address", { exact: true }).fill(writerEmail);
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Write at least 30 characters.")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(page.getByLabel("Your e-mail address", { exact: true })).toHaveValue(writerEmail);
  await page
    .getByLabel("Your review", { exact: true })
    .fill("The walls are impressive and the view over the old town at sunset is unforgettable.");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByText("Almost done: check your e-mail")).toBeVisible({ timeout: 30_000 });
  await checkA11y(page);
  await expect(form).toHaveCount(0);

  // Not shown before it is confirmed and approved.
  await page.goto("/attractions/1");
  await openReviews(page);
  await expect(page.getByText(TITLE)).toHaveCount(0);

  // Confirm from the e-mail.
  await page.goto(
    await linkInMail(writerEmail, /http:\/\/\S+\/contributions\/confirm\?token=[\w-]+/),
  );
  await expect(page.getByRole("heading", { name: "Thank you, that's confirmed" })).toBeVisible();

  // A moderator, invited from the command line, approves it in the desk.
  await promisify(execFile)(
    process.execPath,
    [path.join(root, "scripts/desk.ts"), "invite", moderatorEmail, "moderator"],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir, PORT: String(PORT), SITE_URL: ORIGIN },
    },
  );
  await page.goto(await linkInMail(moderatorEmail, /http:\/\/\S+\/desk\/invitation\?token=[\w-]+/));
  await page.getByLabel("Your name").fill("Mira Moderator");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Mira Moderator" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Moderation" })
    .click();
  await expect(page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  await checkA11y(page);
  const item = page.getByTestId("moderation-item").filter({ hasText: TITLE });
  await expect(item).toContainText(name);
  await expect(item).toContainText(writerEmail);
  await item.getByRole("button", { name: `Approve ${TITLE}` }).click();
  await expect(page.getByText("Approved: it is on the site")).toBeVisible();
  await expect(page.getByTestId("moderation-item").filter({ hasText: TITLE })).toHaveCount(0);

  // On the attraction: the review, the average and the count.
  await page.goto("/attractions/1");
  await openReviews(page);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();
  const summary = page.getByTestId("review-summary");
  await expect(summary).toContainText("4.0");
  await expect(summary).toContainText("1 review");
  await expect(
    page.getByText(/Ana from Graz · Visited June 2026 · Written in English/),
  ).toBeVisible();
  // In the JSON-LD.
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const rated = jsonLd.flatMap((text) => JSON.parse(text));
  expect(JSON.stringify(rated)).toContain('"aggregateRating"');
  const attraction = rated.find((entry) => entry.aggregateRating);
  expect(attraction.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
  // On the list card.
  await page.goto("/attractions");
  await expect(page.getByText("Rated 4.0 out of 5 (1 review)")).toHaveCount(1);

  // Helpful once per browser.
  await page.goto("/attractions/1");
  await openReviews(page);
  await page.getByRole("button", { name: "Helpful" }).click();
  await expect(page.getByText("Thank you, your vote is counted.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Helpful (1)" })).toBeVisible();
  await page.getByRole("button", { name: "Helpful (1)" }).click();
  await expect(page.getByText("This browser has already voted for this review.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Helpful (1)" })).toBeVisible();

  // Reported: back in the moderator's queue.
  await page.getByRole("button", { name: "Report" }).click();
  await expect(page.getByText("A moderator will look at this review again.")).toBeVisible();
  await page.goto("/desk/moderation");
  await expect(page.getByTestId("moderation-item").filter({ hasText: TITLE })).toContainText(
    "reported 1 time",
  );
});
