import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "../fixtures/test.ts";
import { inviteFromTheCommandLine, linkFromMail } from "../support/desk.ts";
import { totp } from "../support/totp.ts";

/**
 * The editors' desk as staff use it (issue 18 items 1, 2, 7): an admin invited from the command
 * line (through the running site's control socket, as with the embedded database) follows the
 * e-mailed link, is refused a weak password, sets a good one, must set up two-factor sign-in,
 * invites an editor in the desk; the editor cannot open People (403); both sign out; the admin
 * signs in again with password and code and finds it all in the audit log. axe on every page.
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

test("invite, set a password, two-factor sign-in, roles, removal, sign out, audit log", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
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

  // An admin must set up two-factor sign-in before anything else.
  await expect(page).toHaveURL(/\/desk\/account$/);
  await expect(page.getByText("Admins must sign in with a second factor")).toBeVisible();
  await checkA11y(page);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await checkA11y(page);
  await page.getByLabel("Code").fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();

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

  // The editor joins, and may not open People.
  await page.goto(editorLink);
  await page.getByLabel("Your name").fill("Erion Editor");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
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
  await page.getByLabel("Code").fill(totp(secret));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Arta Admin" })).toBeVisible();

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
  // Three scrypt hashes and two mails: roomy on a busy machine.
  test.setTimeout(90_000);
  const email = `moderator-${run}@example.org`;
  await inviteFromTheCommandLine(String(baseURL), email, "moderator");
  await page.goto(await linkFromMail(email, /http:\/\/\S+\/desk\/invitation\?token=[\w-]+/));
  await page.getByLabel("Your name").fill("Mira Moderator");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Mira Moderator" })).toBeVisible();
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
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("quiet harbour of the bistrica");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Mira Moderator" })).toBeVisible();
});
