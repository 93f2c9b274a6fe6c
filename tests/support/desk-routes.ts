import type { Database } from "../../app/db/client.server.ts";
import { acceptInvitation, invite } from "../../app/features/desk/people.server.ts";
import { signIn } from "../../app/features/desk/sign-in.server.ts";
import type { StaffRole } from "../../app/lib/staff-roles.ts";

/**
 * Calling the desk's route modules as the browser would (db tests): a signed-in person's
 * cookie, the CSRF token, the form fields, and a redirect as `{ redirect }`.
 */

export const DESK_SITE = "http://desk.test";
const PASSWORD = "plum orchard by the river";
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

/** Invites `email` with `role`, sets a password, signs in; returns the session cookie. */
export async function signedInStaff(db: Database, email: string, role: StaffRole) {
  const { link } = await invite(db, { email, role }, { label: "command line" });
  await acceptInvitation(db, new URL(link).searchParams.get("token") ?? "", {
    name: email.split("@")[0] ?? email,
    password: PASSWORD,
  });
  const signedIn = await signIn(db, deskPost("/desk/sign-in", "", {}), {
    email,
    password: PASSWORD,
  });
  if (!signedIn.ok) throw new Error(signedIn.message);
  return signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
