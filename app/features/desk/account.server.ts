import { isAPIError } from "better-auth/api";
import { audit } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import { deskAuth } from "./auth.server.ts";
import { DeskProblem } from "./people.server.ts";
import { cookiesOf } from "./sign-in.server.ts";
import type { Staff } from "./staff.server.ts";

/**
 * Two-factor sign-in (TOTP, RFC 6238) through better-auth's twoFactor plugin: optional for
 * editors and moderators, required for admins (staff.server.ts). Setting it up takes the
 * password, shows the secret and the one-time backup codes, and is only switched on once a code
 * from the app proves the app has it.
 */

export interface TwoFactorSetup {
  /** `otpauth://totp/…`, for apps that take a link. */
  uri: string;
  /** The base32 secret inside it, to type into an app by hand. */
  secret: string;
  backupCodes: string[];
}

export async function startTwoFactor(
  db: Database,
  request: Request,
  password: unknown,
): Promise<TwoFactorSetup> {
  try {
    const answer = await deskAuth(db).api.enableTwoFactor({
      body: { password: typeof password === "string" ? password : "" },
      headers: request.headers,
    });
    const uri = (answer as { totpURI?: string }).totpURI ?? "";
    const secret = new URL(uri).searchParams.get("secret") ?? "";
    return { uri, secret, backupCodes: (answer as { backupCodes?: string[] }).backupCodes ?? [] };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new DeskProblem(
      /ALREADY/i.test(String(error.body?.code))
        ? "Two-factor sign-in is on already."
        : "That password is not right.",
    );
  }
}

/** Switches two-factor sign-in on; the session is renewed, so its new cookie comes back. */
export async function confirmTwoFactor(
  db: Database,
  request: Request,
  staff: Staff,
  code: unknown,
): Promise<Headers> {
  const text = typeof code === "string" ? code.replace(/\s+/g, "") : "";
  if (!/^\d{6}$/.test(text)) throw new DeskProblem("Enter the 6-digit code your app shows now.");
  try {
    const { headers } = await deskAuth(db).api.verifyTOTP({
      body: { code: text },
      headers: request.headers,
      returnHeaders: true,
    });
    await audit(db, {
      actor: { id: staff.id, label: staff.email },
      action: "staff.two-factor-enabled",
      entity: { type: "staff", id: staff.id },
      before: { twoFactorEnabled: false },
      after: { twoFactorEnabled: true },
    });
    return cookiesOf(headers);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new DeskProblem(
      "That code is not right. Check the time on your phone and try the newest code.",
    );
  }
}
