import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import {
  acceptTheInvitation,
  INVITATION_LINK,
  inviteFromTheCommandLine,
  joinTheDesk,
  linkFromMail,
  signInToTheDesk,
  siteOf,
} from "../support/desk.ts";

/**
 * Events in the desk as an editor uses them (issue 18 item 10): invited from the command line,
 * the editor sets a password, signs in, creates an event that recurs every year (refused first
 * for a too-short summary, nothing typed lost), previews the draft, publishes it and finds it on
 * /events and in /api/events, writes the German text and finds it on /de/events/<id>, restores
 * the previous version (the German text is gone again), and signs out. A moderator is refused
 * (403). axe runs on every page (tests/fixtures/test.ts); the desk's list is used by keyboard.
 * The desk's JavaScript is not loaded by public pages.
 */

// This spec publishes and deletes events: it writes to a test site of its own
// (playwright.config.ts), so the specs that count the shared site's events never see its event.
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PUBLISHING_PORT}` });

const PASSWORD = "quince terrace above peja";
const run = Date.now().toString(36);
const editorEmail = `events-editor-${run}@example.org`;
const moderatorEmail = `events-moderator-${run}@example.org`;
const NAME = `Peja Walnut Fair ${run}`;
const GERMAN = `Walnussmarkt in Peja ${run}`;

const join = (page: Page, baseURL: string, email: string, role: string, name: string) =>
  joinTheDesk(page, baseURL, { email, role, name, password: PASSWORD });

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
}

test("an editor creates, publishes, translates and restores an event", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const origin = String(baseURL);
  const secret = await join(page, origin, editorEmail, "editor", "Drita Editor");
  await signOut(page);

  // Sign in with e-mail, password and the app's code.
  await page.goto("/desk");
  await signInToTheDesk(page, { email: editorEmail, password: PASSWORD, secret });
  await expect(page.getByRole("heading", { name: "Welcome, Drita Editor" })).toBeVisible();

  // The digest's link: the list filtered to dates that need confirming.
  const needsConfirming = await page.goto("/desk/events?needsConfirming=1");
  expect(needsConfirming?.status()).toBe(200);
  await expect(page.getByLabel("Dates need confirming (next 120 days)")).toBeChecked();

  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Events" })
    .click();
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await checkA11y(page);

  // By keyboard: from the top of the page (the skip link first) to "New event".
  await page.goto("/desk/events");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  const newEvent = page.getByRole("link", { name: "New event" });
  for (let step = 0; step < 25; step += 1) {
    if (await newEvent.evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(newEvent).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "New event", level: 1 })).toBeVisible();
  await checkA11y(page);

  // The form: a summary too short is refused, with the message beside it and the rest kept.
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Name").fill(NAME);
  await field("Summary").fill("Walnuts.");
  await field("Details").fill("Growers from the Rugova valley sell this year's walnuts.");
  await field("Place").fill("Old bazaar, Peja");
  await field("Address").fill("Çarshia e Gjatë, Peja, Kosovo");
  await field("Town").fill("Peja");
  await field("Latitude").fill("42.6593");
  await field("Longitude").fill("20.2887");
  await field("Start time").fill("09:00");
  await field("Image path").fill("/artwork/events/hardh-fest.svg");
  await field("Image description").fill("Baskets of walnuts on a market stall");
  await field("Recurrence").selectOption("yearly-weekday");
  await field("Month").selectOption("May");
  await field("Which week (weekday of a month)").selectOption("third");
  await field("Weekday (weekday of a month)").selectOption("Saturday");
  await field("First edition under the rule").fill("2027-05-15");
  await field("Days each edition lasts").fill("2");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("alert")).toContainText("One field needs correcting");
  await expect(field("Summary")).toHaveAccessibleDescription(/Give a summary of 20 to 240/);
  await expect(field("Name")).toHaveValue(NAME);
  await expect(field("Weekday (weekday of a month)")).toHaveValue("SA");
  await checkA11y(page);
  await field("Summary").fill("Walnut growers of the Rugova valley sell their harvest in Peja.");
  await page.getByRole("button", { name: "Save as draft" }).click();

  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByText("The event is saved as a draft.")).toBeVisible();
  await expect(page.getByTestId("stored-rule")).toHaveText("FREQ=YEARLY;BYMONTH=5;BYDAY=3SA");
  const id = /\/desk\/events\/(\d+)/.exec(page.url())?.[1];
  expect(id).toMatch(/^\d+$/);
  await checkA11y(page);

  // A draft: visitors do not see it; the preview shows the page as they will.
  expect((await page.request.get(`/events/${id}`)).status()).toBe(404);
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByText("visitors do not see it yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Back to editing" }).click();

  // Publish: the desk says when it is live on this server.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByTestId("outcome")).toHaveText(
    /^Published: live on this server at \d\d:\d\d:\d\d \(Kosovo time, CES?T\); the other app servers follow within 5 seconds\.$/,
  );

  // Visitors see it at once, on /events and in the API; the desk's scripts are not loaded there.
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/events");
  await expect(page.getByText(NAME).first()).toBeVisible();
  expect(requested.filter((url) => /desk/i.test(url))).toEqual([]);
  const api = (await (await page.request.get("/api/events")).json()) as unknown;
  expect(JSON.stringify(api)).toContain(NAME);

  // The German text.
  await page.goto(`/desk/events/${id}`);
  await page.getByRole("link", { name: "German" }).click();
  await expect(page.getByRole("heading", { name: `German text of ${NAME}` })).toBeVisible();
  await expect(page.getByText("State: Missing, never translated.")).toBeVisible();
  await checkA11y(page);
  await field("Name (German)").fill(GERMAN);
  await field("Summary (German)").fill(
    "Nussbauern aus dem Rugova-Tal verkaufen ihre Ernte auf dem Basar von Peja.",
  );
  await field("Details (German)").fill(
    "Bauern aus dem Rugova-Tal verkaufen die Walnüsse dieses Jahres.",
  );
  await field("Image description (German)").fill("Körbe mit Walnüssen an einem Marktstand");
  await field("Place (German)").fill("Alter Basar, Peja");
  await field("Address (German)").fill("Çarshia e Gjatë, Peja, Kosovo");
  await field("Town (German)").fill("Peja");
  await page.getByRole("button", { name: "Save the German text" }).click();
  await expect(
    page.getByText(/^The translation is saved as version \d+\. It is current\.$/),
  ).toBeVisible();
  await expect(page.getByText(/^State: Current, last saved/)).toBeVisible();
  await page.goto(`/de/events/${id}`);
  await expect(page.getByRole("heading", { name: GERMAN, level: 1 })).toBeVisible();

  // History: compare the last two versions, then restore the previous one.
  await page.goto(`/desk/events/${id}/revisions`);
  await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Compare" }).click();
  const comparison = page.getByRole("table", { name: /Fields that differ/ });
  await expect(comparison.getByRole("rowheader", { name: "translations.de.name" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Restore the previous version" }).click();
  await expect(page.getByText(/^Version \d+ is restored as version \d+\./)).toBeVisible();
  await page.goto(`/de/events/${id}`);
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByText(GERMAN)).toHaveCount(0);

  // Delete, after a confirmation: visitors no longer find it (and the shared test database is as
  // seeded again for the other specs).
  await page.goto(`/desk/events/${id}`);
  await page.getByRole("link", { name: "Delete…" }).click();
  await expect(page.getByRole("heading", { name: `Delete “${NAME}”?`, level: 1 })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: `Delete ${NAME}` }).click();
  await expect(page.getByText("The event is deleted.")).toBeVisible();
  expect((await page.request.get(`/events/${id}`)).status()).toBe(404);
  expect(JSON.stringify(await (await page.request.get("/api/events")).json())).not.toContain(NAME);

  await page.goto("/desk/events");
  await signOut(page);
  expect((await page.request.get("/desk/events")).status()).toBe(401);
});

test("a moderator cannot open or change events", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await join(page, String(baseURL), moderatorEmail, "moderator", "Mira Moderator");
  await expect(
    page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Events" }),
  ).toHaveCount(0);
  const refused = await page.goto("/desk/events");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not open to your role" })).toBeVisible();
  expect((await page.request.get("/desk/events/new")).status()).toBe(403);
  expect((await page.request.get("/desk/events/1")).status()).toBe(403);
});

test("without JavaScript the event form refuses bad input and keeps what was typed", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // axe needs scripts, so this page is checked without the shared fixture (axe runs above).
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const email = `events-nojs-${run}@example.org`;
  await inviteFromTheCommandLine(String(baseURL), email, "editor");
  await page.goto(await linkFromMail(email, INVITATION_LINK, siteOf(String(baseURL)).dataDir));
  await acceptTheInvitation(page, { name: "Nora Editor", password: PASSWORD });
  await page.goto("/desk/events/new");
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Name").fill("Plain form fair");
  await field("Summary").fill("Too short.");
  await field("Place").fill("Square");
  await field("Address").fill("Main square, Gjilan");
  await field("Town").fill("Gjilan");
  await field("Latitude").fill("north");
  await field("Longitude").fill("21.47");
  await field("Image path").fill("/artwork/events/hardh-fest.svg");
  await field("Image description").fill("A square");
  await field("Month").selectOption("June");
  await field("Day of the month (same date every year)").fill("12");
  await field("First edition under the rule").fill("2027-06-12");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByRole("alert")).toContainText("2 fields need correcting");
  await expect(field("Summary")).toHaveAccessibleDescription(/Give a summary of 20 to 240/);
  await expect(field("Latitude")).toHaveAccessibleDescription(/Give a latitude/);
  await expect(field("Name")).toHaveValue("Plain form fair");
  await expect(field("Latitude")).toHaveValue("north");
  await expect(field("Month")).toHaveValue("6");
  await field("Summary").fill("A fair on Gjilan's main square, every year in June.");
  await field("Latitude").fill("42.46");
  await page.getByRole("button", { name: "Save as draft" }).click();
  await expect(page.getByText("The event is saved as a draft.")).toBeVisible();
  await expect(page.getByTestId("stored-rule")).toHaveText("FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12");
  await context.close();
});
