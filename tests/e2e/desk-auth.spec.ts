import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import {
  inviteFromTheCommandLine,
  joinTheDesk,
  linkFromMail,
  setUpTwoFactorInTheBrowser,
  signInToTheDesk,
} from "../support/desk.ts";
import { totp } from "../support/totp.ts";

/**
 * The editors' desk as staff use it (issue 18 items 1, 2, 7; issue 29 items 3, 16): an admin
 * invited from the command line (through the running site's control socket, as with the embedded
 * database) follows the e-mailed link, is refused a weak password, sets a good one, must set up
 * two-factor sign-in (a QR code and the key; the backup codes stay after a wrong code), invites
 * an editor in the desk; the editor must set up two-factor sign-in too and cannot open People
 * (403); a backup code signs the editor in once; both sign out; the admin signs in again with
 * password and code and finds it all in the audit log. axe on every page.
 */

const PASSWORD = "walnut lantern over prizren";
const run = Date.now().toString(36);
const adminEmail = `admin-${run}@example.org`;
const editorEmail = `editor-${run}@example.org`;

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByText("You are signed out.")).toBeVisible();
  await checkA11y(page);
}

test("invite, set a password, two-factor sign-in, backup codes, sessions, roles, removal, sign out, audit log", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = String(baseURL);

  // Without a session /desk is the sign-in form, answered 401, never indexed nor cached.
  const first = await page.goto("/desk");
  expect(first?.status()).toBe(401);
  expect(first?.headers()["cache-control"]).toBe("private, no-store");
  expect(first?.headers()["x-robots-tag"]).toContain("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByLabel("Email")).toBeVisible();
  await expect(page.getByLabel("Password")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();

  // An address under /desk that is no page: the desk's own 404.
  const missing = await page.goto("/desk/no-such-page");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No such desk page" })).toBeVisible();

  // The command line prints the one-time link and e-mails it.
  const printed = await inviteFromTheCommandLine(origin, adminEmail, "admin");
  expect(printed).toContain(`Invited ${adminEmail} as admin`);
  const invitation = await linkFromMail(adminEmail, /http:\/\/\S+\/desk\/invitation\?token=[\w-]+/);
  expect(printed).toContain(invitation);

  await page.goto(invitation);
  await expect(page.getByRole("heading", { name: "Join the editors' desk" })).toBeVisible();
  await page.getByLabel("Your name").fill("Arta Admin");
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("alert")).toContainText("Use at least 12 characters");
  await expect(page.getByLabel("Your name")).toHaveValue("Arta Admin");
  await page.getByLabel("Password").fill("password1234");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("alert")).toContainText("one of the most common");
  await checkA11y(page);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();

  // Everyone must set up two-factor sign-in before anything else.
  await expect(page).toHaveURL(/\/desk\/account$/);
  await expect(page.getByText("Everyone on the desk signs in with a second factor")).toBeVisible();
  await checkA11y(page);
  await page.getByLabel("Password", { exact: true }).fill("not my password at all");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That password is not right.");
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  // The QR code is drawn on the server: an SVG in the page, no image to fetch.
  const qr = page.getByRole("img", {
    name: "QR code of the set-up link for your authenticator app",
  });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");
  const codes = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCodes = await codes.allTextContents();
  for (const code of backupCodes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
  await checkA11y(page);
  // A wrong code: the key, the QR code, the backup codes and the typed code stay.
  const wrong = String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, "0");
  await page.getByRole("textbox", { name: "Code" }).fill(wrong);
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByRole("alert")).toContainText("That code is not right.");
  await expect(page.getByRole("textbox", { name: "Code" })).toHaveValue(wrong);
  await expect(page.getByTestId("totp-secret")).toHaveText(secret);
  await expect(qr).toBeVisible();
  expect(await codes.allTextContents()).toEqual(backupCodes);
  await checkA11y(page);
  await page.getByRole("textbox", { name: "Code" }).fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  await checkA11y(page);

  // People: invite an editor from the desk.
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "People" })
    .click();
  await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  await checkA11y(page);
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("Email").fill(editorEmail);
  await invite.getByRole("radio", { name: /Editor/ }).check();
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("invitation-link")).toContainText("/desk/invitation?token=");
  const editorLink = await linkFromMail(
    editorEmail,
    /http:\/\/\S+\/desk\/invitation\?token=[\w-]+/,
  );
  await expect(page.getByRole("region", { name: "Open invitations" })).toContainText(editorEmail);
  await signOut(page);

  // The editor joins, must set up two-factor sign-in too, and may not open People.
  await page.goto(editorLink);
  await page.getByLabel("Your name").fill("Erion Editor");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page).toHaveURL(/\/desk\/account$/);
  const before = await page.goto("/desk/subscribers");
  expect(before?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("link", { name: "Set up two-factor sign-in" }).click();
  const editor = await setUpTwoFactorInTheBrowser(page, PASSWORD);
  await page.getByRole("link", { name: "Open the desk" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Erion Editor" })).toBeVisible();
  await checkA11y(page);
  await expect(
    page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "People" }),
  ).toHaveCount(0);
  const refused = await page.goto("/desk/people");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not open to your role" })).toBeVisible();
  const audit = await page.request.get("/desk/audit");
  expect(audit.status()).toBe(403);
  await page.goto("/desk");
  await signOut(page);

  // A lost phone: a backup code, typed in lower case, signs the editor in, once.
  const [backupCode = ""] = editor.backupCodes;
  const passwordStep = async () => {
    await page.goto("/desk");
    await page.getByLabel("Email").fill(editorEmail);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  };
  await passwordStep();
  await page.getByRole("textbox", { name: "Code" }).fill(backupCode.toLowerCase());
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Erion Editor" })).toBeVisible();
  await signOut(page);
  await passwordStep();
  await page.getByRole("textbox", { name: "Code" }).fill(backupCode);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "That backup code is not right, or it was used already: each works once.",
  );
  await expect(page.getByRole("textbox", { name: "Code" })).toHaveValue(backupCode);
  await checkA11y(page);
  await page.getByRole("textbox", { name: "Code" }).fill(totp(editor.secret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Erion Editor" })).toBeVisible();
  // Nine codes are left; new ones replace them, after the password.
  await page.goto("/desk/account");
  await expect(page.getByText("9 backup codes are left.")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Make new backup codes" }).click();
  await expect(page.getByText("Here are your new backup codes")).toBeVisible();
  const renewed = page.getByRole("list", { name: "Backup codes" }).getByRole("listitem");
  await expect(renewed).toHaveCount(10);
  expect(await renewed.allTextContents()).not.toContain(editor.backupCodes[1]);
  await checkA11y(page);
  await signOut(page);

  // A wrong password gets the generic answer; the admin signs in with password and code.
  await page.goto("/desk");
  await page.getByLabel("Email").fill(adminEmail);
  await page.getByLabel("Password").fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "The e-mail address or password is not right, or that account cannot sign in now.",
  );
  await expect(page.getByLabel("Email")).toHaveValue(adminEmail);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("textbox", { name: "Code" }).fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Arta Admin" })).toBeVisible();
  // On http the cookie keeps its plain name (__Host- is for https).
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toContain("desk.session_token");

  // Signed in on a second browser too; "Sign out my other sessions" ends that one only.
  const second = await browser.newContext({ baseURL: origin });
  const elsewhere = await second.newPage();
  await elsewhere.goto("/desk");
  await signInToTheDesk(elsewhere, { email: adminEmail, password: PASSWORD, secret });
  await expect(elsewhere.getByRole("heading", { name: "Welcome, Arta Admin" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Your account" })
    .click();
  const sessions = page.getByRole("region", { name: "Your sessions" });
  await expect(sessions.getByText("This browser", { exact: true })).toBeVisible();
  await expect(sessions.getByText("Another browser or device")).toHaveCount(1);
  await checkA11y(page);
  await sessions.getByRole("button", { name: "Sign out my other sessions" }).click();
  await expect(page.getByText("One other session has ended.")).toBeVisible();
  await expect(sessions.getByText("You are signed in nowhere else.")).toBeVisible();
  expect((await elsewhere.goto("/desk"))?.status()).toBe(401);
  await expect(elsewhere.getByRole("button", { name: "Sign in" })).toBeVisible();
  await second.close();
  await page.goto("/desk");

  // People: change the editor's role, then remove them, after a confirmation.
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "People" })
    .click();
  const erion = page.getByRole("row", { name: /Erion Editor/ });
  await erion.getByLabel("Role of Erion Editor").selectOption("moderator");
  await erion.getByRole("button", { name: "Change role of Erion Editor" }).click();
  await expect(page.getByText("The role is changed.")).toBeVisible();
  await erion.getByRole("link", { name: "Remove Erion Editor" }).click();
  await expect(page.getByRole("heading", { name: /^Remove Erion Editor/ })).toBeVisible();
  await checkA11y(page);
  await page.getByRole("button", { name: "Remove Erion Editor" }).click();
  await expect(page.getByText("The person is removed; their sessions have ended.")).toBeVisible();
  await expect(page.getByRole("row", { name: /Erion Editor/ })).toHaveCount(0);

  // The audit log has it all, for admins.
  await page
    .getByRole("navigation", { name: "Desk" })
    .getByRole("link", { name: "Audit log" })
    .click();
  const log = page.getByRole("table", { name: /Audit log/ });
  for (const action of [
    "staff.invited",
    "staff.joined",
    "staff.two-factor-enabled",
    "staff.other-sessions-ended",
    "staff.signed-in",
    "staff.sign-in-failed",
    "staff.signed-out",
    "staff.role-changed",
    "staff.removed",
  ]) {
    await expect(log.getByRole("cell", { name: action, exact: true }).first()).toBeVisible();
  }
  await checkA11y(page);

  // Filtered by person and action, in the address; staff by name; entries link to their item.
  await page.getByLabel("Person").selectOption({ label: `Arta Admin (${adminEmail})` });
  await page.getByLabel("Action").selectOption("staff.joined");
  await page.getByRole("button", { name: "Show entries" }).click();
  await expect(page).toHaveURL(/\/desk\/audit\?who=[^&]+&action=staff\.joined(&|$)/);
  await expect(log.getByRole("row")).toHaveCount(2);
  const joined = log.getByRole("row").nth(1);
  await expect(joined).toContainText("Arta Admin");
  await expect(joined.getByRole("link", { name: "Staff member: Arta Admin" })).toHaveAttribute(
    "href",
    "/desk/people",
  );
  // The removed editor's entries name them by address, without a link to a person now gone.
  await page.getByLabel("Action").selectOption("staff.removed");
  await page.getByRole("button", { name: "Show entries" }).click();
  const removed = log.getByRole("row").filter({ hasText: "staff.removed" }).first();
  await expect(removed).toBeVisible();
  await expect(removed.getByRole("link")).toHaveCount(0);
  // A day that cannot be read is named under its field, kept, and left out.
  await page.getByLabel("From (day)").fill("2026-13-40");
  await page.getByRole("button", { name: "Show entries" }).click();
  await expect(page.getByText("Write the date as YYYY-MM-DD, e.g. 2026-11-26")).toBeVisible();
  await expect(page.getByLabel("From (day)")).toHaveValue("2026-13-40");
  await expect(page.getByLabel("From (day)")).toHaveAttribute("aria-invalid", "true");
  await expect(removed).toBeVisible();
  await checkA11y(page);
  await signOut(page);
  // Signed out: the session cookie no longer opens the desk.
  expect((await page.request.get("/desk/people")).status()).toBe(401);
});

test("a desk form posted from another site is refused", async ({ request, baseURL }) => {
  const answer = await request.post("/desk/sign-in", {
    headers: { Origin: "https://evil.example" },
    form: { email: "a@example.org", password: PASSWORD, csrf: "x".repeat(43) },
    maxRedirects: 0,
  });
  // React Router refuses an action whose Origin is not the request's (400); ours answers 403.
  expect([400, 403]).toContain(answer.status());
  const sameSite = await request.post("/desk/sign-in", {
    headers: { Origin: String(baseURL) },
    form: { email: "a@example.org", password: PASSWORD, csrf: "x".repeat(43) },
    maxRedirects: 0,
  });
  // Right origin, but no CSRF cookie to match the token.
  expect(sameSite.status()).toBe(403);
});

test("the sign-in form works by keyboard alone", async ({ page }) => {
  await page.goto("/desk/sign-in");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(`nobody-${run}@example.org`);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("not a real password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toContainText("is not right");
  await expect(page.getByLabel("Email")).toHaveValue(`nobody-${run}@example.org`);
  await checkA11y(page);
});

test("a forgotten password is reset through the e-mailed link", async ({ page, baseURL }) => {
  // Several password hashes and two mails: roomy on a busy machine.
  test.setTimeout(120_000);
  const email = `moderator-${run}@example.org`;
  const secret = await joinTheDesk(page, String(baseURL), {
    email,
    role: "moderator",
    name: "Mira Moderator",
    password: PASSWORD,
  });
  await signOut(page);

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  // The sign-in page has an "Email" field too: fill the reset page's, once it is there.
  await expect(page.getByRole("heading", { name: "Reset your password", level: 1 })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByRole("status")).toContainText(`If ${email} has a desk account`);
  await checkA11y(page);
  await page.goto(await linkFromMail(email, /http:\/\/\S+\/desk\/reset-password\?token=[\w-]+/));
  await page.getByLabel("New password").fill("qwertyuiop12");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByRole("alert")).toContainText("one of the most common");
  await page.getByLabel("New password").fill("quiet harbour of the bistrica");
  await page.getByRole("button", { name: "Set the new password" }).click();
  await expect(page.getByText("Your password is changed.")).toBeVisible();
  await signInToTheDesk(page, { email, password: "quiet harbour of the bistrica", secret });
  await expect(page.getByRole("heading", { name: "Welcome, Mira Moderator" })).toBeVisible();
});

test("a new password on the account page: refused field by field, then changed", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const email = `changer-${run}@example.org`;
  await joinTheDesk(page, String(baseURL), {
    email,
    role: "editor",
    name: "Cena Changer",
    password: PASSWORD,
  });
  await page.goto("/desk/account");
  const section = page.getByRole("region", { name: "Change your password" });
  await section.getByLabel("Current password").fill("not my password at all");
  await section.getByLabel("New password").fill("a fresh long sentence for me");
  await section.getByRole("button", { name: "Change the password" }).click();
  await expect(section.getByText("Your current password is not right.")).toBeVisible();
  await expect(section.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");
  await checkA11y(page);
  await section.getByLabel("Current password").fill(PASSWORD);
  await section.getByLabel("New password").fill("short one");
  await section.getByRole("button", { name: "Change the password" }).click();
  await expect(section.getByText("Use at least 12 characters")).toBeVisible();
  await section.getByLabel("Current password").fill(PASSWORD);
  await section.getByLabel("New password").fill("a fresh long sentence for me");
  await section.getByRole("button", { name: "Change the password" }).click();
  await expect(page.getByText("Your password is changed.")).toBeVisible();
  // This browser stays signed in.
  await page.goto("/desk");
  await expect(page.getByRole("heading", { name: "Welcome, Cena Changer" })).toBeVisible();
});
