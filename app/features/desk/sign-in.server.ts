import { createHmac } from "node:crypto";
import { isAPIError } from "better-auth/api";
import { and, eq } from "drizzle-orm";
import { config } from "../../config.server.ts";
import { audit } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import { staffAccounts, staffUsers } from "../../db/schema.ts";
import { clearSignInAttempts, countSignInAttempt } from "../../db/sign-in-attempts.server.ts";
import { clientAddress, type RateLimiter } from "../../lib/rate-limit.server.ts";
import { deskAuth } from "./auth.server.ts";
import { normalizeBackupCode } from "./backup-codes.server.ts";
import { hashPassword, needsRehash } from "./password-hash.server.ts";
import { passwordProblem } from "./passwords.server.ts";
import { DeskProblem, normalizeEmail } from "./people.server.ts";
import { sessionSecret } from "./secret.server.ts";
import type { Staff } from "./staff.server.ts";

/**
 * Signing in and out (ASVS 2.2.1): attempts are limited per account — at most
 * MAX_FAILURES_PER_ACCOUNT in FAILURE_WINDOW_MINUTES since its last successful sign-in, counted
 * and read in one SQL statement (app/db/sign-in-attempts.server.ts), so parallel attempts cannot
 * all slip under the limit and every app server sees the same count — and per client, shared by
 * every app server like the other rate limits (app/db/rate-limits.server.ts). Every answer to a
 * failed attempt is the same sentence, whether the address has an account or not.
 */

export const MAX_FAILURES_PER_ACCOUNT = 5;
export const FAILURE_WINDOW_MINUTES = 15;
export const WRONG_CREDENTIALS =
  "The e-mail address or password is not right, or that account cannot sign in now.";
export const TOO_MANY = `Too many attempts. Wait ${FAILURE_WINDOW_MINUTES} minutes, then try again.`;
export const WRONG_CODE =
  "That code is not right. Check the time on your phone and try the newest code.";

let clientLimiter: RateLimiter | undefined;
function perClient(): RateLimiter {
  clientLimiter ??= sharedRateLimiter(
    "desk-sign-in",
    { max: 30, windowMs: FAILURE_WINDOW_MINUTES * 60_000 },
    { redisUrl: config().REDIS_URL },
  );
  return clientLimiter;
}

/** Tests start from a clean count (a new limiter; on the embedded database it counts in memory). */
export function resetClientLimits(): void {
  clientLimiter = undefined;
}

export type SignInResult =
  | { ok: true; twoFactor: boolean; headers: Headers }
  | { ok: false; message: string };

const client = (request: Request) => clientAddress(request, config().TRUST_PROXY);

/** Cookies better-auth set, to pass on with our answer. */
export function cookiesOf(headers: Headers): Headers {
  const out = new Headers();
  for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
  return out;
}

/** The key of an address in the attempt counts: keyed, so the table holds no addresses. */
function accountKey(email: string): string {
  return createHmac("sha256", sessionSecret()).update(`desk-sign-in:${email}`).digest("base64url");
}

/**
 * A password accepted against a hash made with older parameters (before decision 132: scrypt)
 * is hashed again with today's; the conditional update leaves a hash changed meanwhile alone.
 */
async function rehashIfOld(db: Database, email: string, password: string): Promise<void> {
  const [account] = await db
    .select({ id: staffAccounts.id, password: staffAccounts.password })
    .from(staffAccounts)
    .innerJoin(staffUsers, eq(staffUsers.id, staffAccounts.userId))
    .where(and(eq(staffUsers.email, email), eq(staffAccounts.providerId, "credential")));
  if (!account?.password || !needsRehash(account.password)) return;
  await db
    .update(staffAccounts)
    .set({ password: await hashPassword(password), updatedAt: new Date() })
    .where(and(eq(staffAccounts.id, account.id), eq(staffAccounts.password, account.password)));
}

export async function signIn(
  db: Database,
  request: Request,
  input: { email: unknown; password: unknown },
): Promise<SignInResult> {
  const address = client(request);
  if (!(await perClient().check(address)).allowed) return { ok: false, message: TOO_MANY };
  let email: string;
  try {
    email = normalizeEmail(input.email);
  } catch {
    return { ok: false, message: WRONG_CREDENTIALS };
  }
  const password = typeof input.password === "string" ? input.password : "";
  const entity = { type: "sign-in", id: email };
  const key = accountKey(email);
  if ((await countSignInAttempt(db, key, FAILURE_WINDOW_MINUTES)) > MAX_FAILURES_PER_ACCOUNT) {
    await audit(db, {
      actor: { label: "anonymous" },
      action: "staff.sign-in-refused",
      entity,
      details: { client: address, reason: "too many failed attempts" },
    });
    return { ok: false, message: TOO_MANY };
  }
  try {
    const { headers, response } = await deskAuth(db).api.signInEmail({
      body: { email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    const twoFactor = Boolean((response as { twoFactorRedirect?: boolean }).twoFactorRedirect);
    const user = (response as { user?: { id: string } }).user;
    // The password is right (a second factor may still be asked): the count starts again.
    await clearSignInAttempts(db, key);
    await rehashIfOld(db, email, password);
    await audit(db, {
      actor: { id: user?.id ?? null, label: email },
      action: twoFactor ? "staff.password-accepted" : "staff.signed-in",
      entity,
      details: { client: address, ...(twoFactor ? { next: "second factor" } : {}) },
    });
    return { ok: true, twoFactor, headers: cookiesOf(headers) };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await audit(db, {
      actor: { label: "anonymous" },
      action: "staff.sign-in-failed",
      entity,
      details: { client: address },
    });
    return { ok: false, message: WRONG_CREDENTIALS };
  }
}

export const CODE_FORMAT =
  "Enter the 6-digit code from your authenticator app, or one of your backup codes (like ABCDE-FGHJK).";
export const WRONG_BACKUP_CODE =
  "That backup code is not right, or it was used already: each works once.";

/**
 * The second step of signing in: the 6-digit code from the authenticator app, or one of the
 * backup codes (each works once; better-auth crosses it off). Both count against the same
 * limits: the client's, 5 codes per password sign-in and better-auth's per-account lock.
 */
export async function verifySignInCode(
  db: Database,
  request: Request,
  code: unknown,
): Promise<SignInResult> {
  const address = client(request);
  if (!(await perClient().check(address)).allowed) return { ok: false, message: TOO_MANY };
  const typed = typeof code === "string" ? code.trim() : "";
  const digits = typed.replace(/\s+/g, "");
  const backupCode = /^\d{6}$/.test(digits) ? undefined : normalizeBackupCode(typed);
  if (!/^\d{6}$/.test(digits) && !backupCode) return { ok: false, message: CODE_FORMAT };
  const secondFactor = backupCode ? "backup code" : "totp";
  try {
    const auth = deskAuth(db).api;
    const { headers, response } = backupCode
      ? await auth.verifyBackupCode({
          body: { code: backupCode },
          headers: request.headers,
          returnHeaders: true,
        })
      : await auth.verifyTOTP({
          body: { code: digits },
          headers: request.headers,
          returnHeaders: true,
        });
    const user = (response as { user?: { id: string; email: string } }).user;
    await audit(db, {
      actor: { id: user?.id ?? null, label: user?.email ?? "anonymous" },
      action: "staff.signed-in",
      entity: { type: "sign-in", id: user?.email ?? "unknown" },
      details: { client: address, secondFactor },
    });
    return { ok: true, twoFactor: false, headers: cookiesOf(headers) };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await audit(db, {
      actor: { label: "anonymous" },
      action: "staff.sign-in-failed",
      entity: { type: "sign-in", id: "second factor" },
      details: { client: address, step: "second factor", secondFactor },
    });
    const why = `${error.body?.code ?? ""} ${error.message}`;
    if (/LOCKED/i.test(why)) return { ok: false, message: TOO_MANY };
    const expired = /cookie|challenge|TOO_MANY/i.test(why);
    return {
      ok: false,
      message: expired
        ? "This sign-in has expired. Sign in with your password again."
        : backupCode
          ? WRONG_BACKUP_CODE
          : WRONG_CODE,
    };
  }
}

export async function signOut(db: Database, request: Request, staff: Staff): Promise<Headers> {
  const { headers } = await deskAuth(db).api.signOut({
    headers: request.headers,
    returnHeaders: true,
  });
  await audit(db, {
    actor: { id: staff.id, label: staff.email },
    action: "staff.signed-out",
    entity: { type: "staff", id: staff.id },
  });
  return cookiesOf(headers);
}

/** Mails a reset link when the address has an account; says the same either way. */
export async function requestPasswordReset(
  db: Database,
  request: Request,
  email: unknown,
): Promise<void> {
  const address = client(request);
  if (!(await perClient().check(address)).allowed) throw new DeskProblem(TOO_MANY);
  const normalized = normalizeEmail(email);
  await deskAuth(db).api.requestPasswordReset({ body: { email: normalized } });
  await audit(db, {
    actor: { label: "anonymous" },
    action: "staff.password-reset-requested",
    entity: { type: "sign-in", id: normalized },
    details: { client: address },
  });
}

export async function resetPassword(db: Database, token: string, password: unknown): Promise<void> {
  const text = typeof password === "string" ? password : "";
  const problem = passwordProblem(text);
  if (problem) throw new DeskProblem(problem);
  try {
    await deskAuth(db).api.resetPassword({ body: { newPassword: text, token } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    throw new DeskProblem("This reset link is used or too old. Ask for a new one.");
  }
  // better-auth's onPasswordReset (auth.server.ts) records it, naming the person.
}
