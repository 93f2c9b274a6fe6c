import type { Database } from "../../app/db/client.server.ts";
import { confirmTwoFactor, startTwoFactor } from "../../app/features/desk/account.server.ts";
import { acceptInvitation, invite } from "../../app/features/desk/people.server.ts";
import { signIn } from "../../app/features/desk/sign-in.server.ts";
import { requireStaff } from "../../app/features/desk/staff.server.ts";
import type { StaffRole } from "../../app/lib/staff-roles.ts";
import { totp } from "./totp.ts";

/**
 * Calling the desk's route modules as the browser would (db tests): a signed-in person's
 * cookie, the CSRF token, the form fields, and a redirect as `{ redirect }`.
 */

export const DESK_SITE = "http://desk.test";
export const PASSWORD = "plum orchard by the river";
const CSRF = "c".repeat(43);

/** A POST of `fields` with the CSRF token and the Origin, as the desk's forms send it. */
export function deskPost(url: string, cookie: string, fields: Record<string, string>) {
  return new Request(new URL(url, DESK_SITE), {
    method: "POST",
    headers: { Cookie: `${cookie}; desk-csrf=${CSRF}`, Origin: DESK_SITE },
    body: new URLSearchParams({ csrf: CSRF, ...fields }),
  });
}

export function deskGet(url: string, cookie: string) {
  return new Request(new URL(url, DESK_SITE), { headers: { Cookie: cookie } });
}

/** What a loader or action returned; a redirect it threw as `{ redirect }`. */
export async function outcomeOf(run: () => Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    return (await run()) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      return { redirect: error.headers.get("Location") };
    }
    throw error;
  }
}

/** The cookie header that better-auth's `Set-Cookie` answers make. */
export function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * Sets up two-factor sign-in for the session `cookie` opens, as the account page does (the
 * desk requires it of every role); the renewed session's cookie, the key and the backup codes.
 */
export async function setUpTwoFactor(db: Database, cookie: string, password = PASSWORD) {
  const post = () => deskPost("/desk/account", cookie, {});
  const setup = await startTwoFactor(db, post(), password);
  const staff = await requireStaff(deskGet("/desk/account", cookie), "staff", {
    allowWithoutTwoFactor: true,
  });
  const renewed = await confirmTwoFactor(db, post(), staff, totp(setup.secret));
  return { cookie: cookieOf(renewed), secret: setup.secret, backupCodes: setup.backupCodes };
}

/**
 * Invites `email` with `role`, sets a password, signs in and sets up two-factor sign-in; the
 * session cookie (and, in `staffMember`, the key and backup codes too).
 */
export async function staffMember(
  db: Database,
  email: string,
  role: StaffRole,
  name = email.split("@")[0] ?? email,
) {
  const { link } = await invite(db, { email, role }, { label: "command line" });
  await acceptInvitation(db, new URL(link).searchParams.get("token") ?? "", {
    name,
    password: PASSWORD,
  });
  const signedIn = await signIn(db, deskPost("/desk/sign-in", "", {}), {
    email,
    password: PASSWORD,
  });
  if (!signedIn.ok) throw new Error(signedIn.message);
  return setUpTwoFactor(db, cookieOf(signedIn.headers));
}

export async function signedInStaff(db: Database, email: string, role: StaffRole, name?: string) {
  return (await staffMember(db, email, role, name)).cookie;
}
