import { isAPIError } from "better-auth/api";
import { config } from "../../config.server.ts";
import { audit, auditEntries } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import { clientAddress, type RateLimiter } from "../../lib/rate-limit.server.ts";
import { deskAuth } from "./auth.server.ts";
import { passwordProblem } from "./passwords.server.ts";
import { DeskProblem, normalizeEmail } from "./people.server.ts";
import type { Staff } from "./staff.server.ts";

/**
 * Signing in and out (ASVS 2.2.1): attempts are limited per account — at most
 * MAX_FAILURES_PER_ACCOUNT failed ones in FAILURE_WINDOW_MINUTES since its last successful
 * sign-in, counted in the audit log, so every app server sees them — and per client, shared by
 * every app server like the other rate limits (app/db/rate-limits.server.ts). Every answer to a failed
 * attempt is the same sentence, whether the address has an account or not.
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

/** Failed sign-ins of an account since `since`, back to its last successful one. */
async function recentFailures(db: Database, entity: { type: string; id: string }, since: Date) {
  let failures = 0;
  for (const entry of await auditEntries(db, { entity, limit: 100 })) {
    if (entry.at < since || SUCCESS.has(entry.action)) break;
    if (entry.action === "staff.sign-in-failed") failures += 1;
  }
  return failures;
}

const SUCCESS = new Set(["staff.signed-in", "staff.password-accepted"]);

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
  const since = new Date(Date.now() - FAILURE_WINDOW_MINUTES * 60_000);
  if ((await recentFailures(db, entity, since)) >= MAX_FAILURES_PER_ACCOUNT) {
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

/** The second step for staff with two-factor sign-in: the code from their authenticator app. */
export async function verifySignInCode(
  db: Database,
  request: Request,
  code: unknown,
): Promise<SignInResult> {
  const address = client(request);
  if (!(await perClient().check(address)).allowed) return { ok: false, message: TOO_MANY };
  const text = typeof code === "string" ? code.replace(/\s+/g, "") : "";
  if (!/^\d{6}$/.test(text))
    return { ok: false, message: "Enter the 6-digit code from your authenticator app." };
  try {
    const { headers, response } = await deskAuth(db).api.verifyTOTP({
      body: { code: text },
      headers: request.headers,
      returnHeaders: true,
    });
    const user = (response as { user?: { id: string; email: string } }).user;
    await audit(db, {
      actor: { id: user?.id ?? null, label: user?.email ?? "anonymous" },
      action: "staff.signed-in",
      entity: { type: "sign-in", id: user?.email ?? "unknown" },
      details: { client: address, secondFactor: "totp" },
    });
    return { ok: true, twoFactor: false, headers: cookiesOf(headers) };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await audit(db, {
      actor: { label: "anonymous" },
      action: "staff.sign-in-failed",
      entity: { type: "sign-in", id: "second factor" },
      details: { client: address, step: "second factor" },
    });
    const expired = /cookie|challenge|TOO_MANY/i.test(`${error.body?.code ?? ""} ${error.message}`);
    return {
      ok: false,
      message: expired ? "This sign-in has expired. Sign in with your password again." : WRONG_CODE,
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
