import { isAPIError } from "better-auth/api";
import { audit } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import { endOtherSessions, sessionsOf } from "../../db/staff-sessions.server.ts";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";
import { deskAuth } from "./auth.server.ts";
import { passwordProblem } from "./passwords.server.ts";
import { DeskProblem } from "./people.server.ts";
import { type QrDrawing, qrDrawing } from "./qr-code.server.ts";
import { cookiesOf } from "./sign-in.server.ts";
import type { Staff } from "./staff.server.ts";

/**
 * One's own account (docs/decisions/132-desk-sign-in-promises.md). Two-factor sign-in (TOTP,
 * RFC 6238) through better-auth's twoFactor plugin, required for every role (staff.server.ts):
 * setting it up takes the password, shows the key as text and as a QR code and the one-time
 * backup codes, and is only switched on once a code from the app proves the app has it; then
 * the person's other sessions end; new backup codes replace the old ones after the password.
 * The password can be changed, which ends the other sessions
 * too; and the other sessions can be ended on their own.
 */

/** A refused password change, with the field it is about. */
export class PasswordChangeProblem extends DeskProblem {
  readonly field: "current" | "next";
  constructor(message: string, field: "current" | "next") {
    super(message);
    this.field = field;
  }
}

export interface TwoFactorSetup {
  /** `otpauth://totp/…`, for apps that take a link. */
  uri: string;
  /** The base32 secret inside it, to type into an app by hand. */
  secret: string;
  qr: QrDrawing;
  backupCodes: string[];
}

function setupOf(uri: string, backupCodes: string[]): TwoFactorSetup {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return { uri, secret, qr: qrDrawing(uri), backupCodes };
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
    const { totpURI, backupCodes } = answer as { totpURI?: string; backupCodes?: string[] };
    return setupOf(totpURI ?? "", backupCodes ?? []);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new DeskProblem(
      /ALREADY/i.test(String(error.body?.code))
        ? "Two-factor sign-in is on already."
        : "That password is not right.",
    );
  }
}

/**
 * The set-up under way again, after a wrong code: the key from the form (only its owner sees
 * it), the backup codes as stored. Undefined when the form holds no set-up link.
 */
export async function setupUnderWay(
  db: Database,
  staff: Staff,
  uri: unknown,
): Promise<TwoFactorSetup | undefined> {
  if (typeof uri !== "string" || uri.length > 500 || !URL.canParse(uri)) return undefined;
  if (!uri.startsWith("otpauth://totp/")) return undefined;
  try {
    const { backupCodes } = await deskAuth(db).api.viewBackupCodes({ body: { userId: staff.id } });
    return setupOf(uri, backupCodes);
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return undefined;
  }
}

/** The session a fresh set of better-auth cookies opens. */
async function sessionIdOf(db: Database, cookies: Headers): Promise<string | undefined> {
  const cookie = cookies
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const session = await deskAuth(db).api.getSession({ headers: new Headers({ Cookie: cookie }) });
  return session?.session.id;
}

/**
 * Switches two-factor sign-in on and ends the person's other sessions (one opened with a stolen
 * password would otherwise stay); this session is renewed, so its new cookie comes back.
 */
export async function confirmTwoFactor(
  db: Database,
  request: Request,
  staff: Staff,
  code: unknown,
): Promise<Headers> {
  const text = typeof code === "string" ? code.replace(/\s+/g, "") : "";
  if (!/^\d{6}$/.test(text)) throw new DeskProblem("Enter the 6-digit code your app shows now.");
  let headers: Headers;
  try {
    ({ headers } = await deskAuth(db).api.verifyTOTP({
      body: { code: text },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new DeskProblem(
      "That code is not right. Check the time on your phone and try the newest code.",
    );
  }
  const cookies = cookiesOf(headers);
  const kept = await sessionIdOf(db, cookies);
  const ended = kept ? await endOtherSessions(db, staff.id, kept) : 0;
  await audit(db, {
    actor: { id: staff.id, label: staff.email },
    action: "staff.two-factor-enabled",
    entity: { type: "staff", id: staff.id },
    before: { twoFactorEnabled: false },
    after: { twoFactorEnabled: true },
    details: { otherSessionsEnded: ended },
  });
  return cookies;
}

/** How many of one's backup codes are unused (none before two-factor sign-in is on). */
export async function backupCodesLeft(db: Database, staff: Staff): Promise<number> {
  if (!staff.twoFactorEnabled) return 0;
  try {
    const { backupCodes } = await deskAuth(db).api.viewBackupCodes({ body: { userId: staff.id } });
    return backupCodes.length;
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return 0;
  }
}

/** Ten new backup codes in place of the old ones, after the password. */
export async function renewBackupCodes(
  db: Database,
  request: Request,
  staff: Staff,
  password: unknown,
): Promise<string[]> {
  let backupCodes: string[];
  try {
    ({ backupCodes } = await deskAuth(db).api.generateBackupCodes({
      body: { password: typeof password === "string" ? password : "" },
      headers: request.headers,
    }));
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new DeskProblem("That password is not right.");
  }
  await audit(db, {
    actor: { id: staff.id, label: staff.email },
    action: "staff.backup-codes-renewed",
    entity: { type: "staff", id: staff.id },
  });
  return backupCodes;
}

export interface SessionRow {
  id: string;
  current: boolean;
  started: string;
  lastUsed: string;
  browser: string;
}

/** One's sessions for the account page, this one first. */
export async function mySessions(db: Database, staff: Staff): Promise<SessionRow[]> {
  const now = new Date();
  return (await sessionsOf(db, staff.id))
    .filter((session) => session.expiresAt > now)
    .map((session) => ({
      id: session.id,
      current: session.id === staff.sessionId,
      started: formatKosovoDateTime(session.createdAt),
      lastUsed: formatKosovoDateTime(session.updatedAt),
      browser: session.userAgent?.trim() || "Not known",
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/** "Sign out my other sessions": every session of the person but this one ends. */
export async function endMyOtherSessions(db: Database, staff: Staff): Promise<number> {
  const ended = await endOtherSessions(db, staff.id, staff.sessionId);
  await audit(db, {
    actor: { id: staff.id, label: staff.email },
    action: "staff.other-sessions-ended",
    entity: { type: "staff", id: staff.id },
    details: { sessionsEnded: ended },
  });
  return ended;
}

/**
 * A new password, after the current one: every session ends and this browser gets a new one
 * (better-auth's `revokeOtherSessions`), whose cookie comes back.
 */
export async function changePassword(
  db: Database,
  request: Request,
  staff: Staff,
  input: { current: unknown; next: unknown },
): Promise<Headers> {
  const current = typeof input.current === "string" ? input.current : "";
  const next = typeof input.next === "string" ? input.next : "";
  if (!current) throw new PasswordChangeProblem("Enter your current password.", "current");
  const problem = passwordProblem(next, staff.email);
  if (problem) throw new PasswordChangeProblem(problem, "next");
  if (next === current) {
    throw new PasswordChangeProblem("The new password is the one you have now.", "next");
  }
  let headers: Headers;
  try {
    ({ headers } = await deskAuth(db).api.changePassword({
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    }));
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new PasswordChangeProblem("Your current password is not right.", "current");
  }
  await audit(db, {
    actor: { id: staff.id, label: staff.email },
    action: "staff.password-changed",
    entity: { type: "staff", id: staff.id },
    details: { otherSessionsEnded: true },
  });
  return cookiesOf(headers);
}
