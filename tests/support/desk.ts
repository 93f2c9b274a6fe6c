import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";
import { totp } from "./totp.ts";

/** The desk's end-to-end helpers: invitations from the command line, links from the mail folder. */

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The test site a base URL names: the shared one, or the one the publishing specs write to
 * (playwright.config.ts), each with its own data folder and control socket.
 */
export function siteOf(baseURL: string): { dataDir: string; port: string } {
  return new URL(baseURL).port === process.env.E2E_PUBLISHING_PORT
    ? {
        dataDir: String(process.env.E2E_PUBLISHING_DATA_DIR),
        port: String(process.env.E2E_PUBLISHING_PORT),
      }
    : { dataDir: String(process.env.E2E_DATA_DIR), port: String(process.env.E2E_PORT) };
}

/** `npm run desk:invite -- <email> <role>` against the running test site; its printed output. */
export async function inviteFromTheCommandLine(baseURL: string, email: string, role: string) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(root, "scripts/desk.ts"), "invite", email, role],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: siteOf(baseURL).dataDir,
        PORT: siteOf(baseURL).port,
        SITE_URL: baseURL,
      },
    },
  );
  return stdout;
}

/** The desk link in the newest e-mail to `email`, from the mail folder (no SMTP_URL). */
export async function linkFromMail(
  email: string,
  kind: RegExp,
  dataDir = String(process.env.E2E_DATA_DIR),
): Promise<string> {
  const folder = path.join(dataDir, "mail");
  let link = "";
  await expect
    .poll(async () => {
      for (const file of existsSync(folder) ? readdirSync(folder).sort() : []) {
        const mail = await simpleParser(readFileSync(path.join(folder, file)));
        // A file still being written parses without its headers: the next poll reads it whole.
        if (!JSON.stringify(mail.to ?? "").includes(email)) continue;
        link = kind.exec(mail.text ?? "")?.[0] ?? link;
      }
      return link;
    })
    .toMatch(kind);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export const INVITATION_LINK = /http:\/\/\S+\/desk\/invitation\?token=[\w-]+/;

/**
 * On the account page, where "Create my account" leads: sets up two-factor sign-in (required of
 * every role) with the key the page shows, as an authenticator app would; returns the key and
 * the backup codes.
 */
export async function setUpTwoFactorInTheBrowser(
  page: import("@playwright/test").Page,
  password: string,
): Promise<{ secret: string; backupCodes: string[] }> {
  await expect(page).toHaveURL(/\/desk\/account$/);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
  const backupCodes = await page
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  await page.getByRole("textbox", { name: "Code" }).fill(totp(secret));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(page.getByText("Two-factor sign-in is on.")).toBeVisible();
  return { secret, backupCodes };
}

/**
 * Accepts the invitation open in `page`: a name, a password, the two-factor set-up; ends on the
 * welcome page. Returns the two-factor key, for signing in again (`signInToTheDesk`).
 */
export async function acceptTheInvitation(
  page: import("@playwright/test").Page,
  person: { name: string; password: string },
): Promise<string> {
  await page.getByLabel("Your name").fill(person.name);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  const { secret } = await setUpTwoFactorInTheBrowser(page, person.password);
  await page.getByRole("link", { name: "Open the desk" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${person.name}` })).toBeVisible();
  return secret;
}

/**
 * Joins the desk as the browser does: an invitation from the command line, its link from the
 * mail folder, a name, a password and the two-factor set-up; ends on the welcome page and
 * returns the two-factor key.
 */
export async function joinTheDesk(
  page: import("@playwright/test").Page,
  baseURL: string,
  person: { email: string; role: string; name: string; password: string },
): Promise<string> {
  await inviteFromTheCommandLine(baseURL, person.email, person.role);
  await page.goto(await linkFromMail(person.email, INVITATION_LINK, siteOf(baseURL).dataDir));
  return acceptTheInvitation(page, person);
}

/** Signs in on the sign-in form `page` shows: password, then the app's code from `secret`. */
export async function signInToTheDesk(
  page: import("@playwright/test").Page,
  person: { email: string; password: string; secret: string },
) {
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  await page.getByRole("textbox", { name: "Code" }).fill(totp(person.secret));
  await page.getByRole("button", { name: "Continue" }).click();
}
