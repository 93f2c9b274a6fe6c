import { execFile } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { simpleParser } from "mailparser";

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
 * Joins the desk as the browser does: an invitation from the command line, its link from the
 * mail folder, a name and a password; ends on the welcome page.
 */
export async function joinTheDesk(
  page: import("@playwright/test").Page,
  baseURL: string,
  person: { email: string; role: string; name: string; password: string },
) {
  await inviteFromTheCommandLine(baseURL, person.email, person.role);
  await page.goto(await linkFromMail(person.email, INVITATION_LINK, siteOf(baseURL).dataDir));
  await page.getByLabel("Your name").fill(person.name);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByRole("heading", { name: `Welcome, ${person.name}` })).toBeVisible();
}
