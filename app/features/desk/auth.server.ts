import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { twoFactor } from "better-auth/plugins";
import { config } from "../../config.server.ts";
import { audit } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import { enqueueMail } from "../../db/outbox.server.ts";
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from "../../db/schema.ts";
import { CLIENT_IP_HEADER } from "../../lib/rate-limit.server.ts";
import { wakeMailService } from "../../mail/service.server.ts";
import { publicFileUrl } from "../../seo/origin.server.ts";
import { generateBackupCodes } from "./backup-codes.server.ts";
import { passwordResetMail } from "./mail.server.tsx";
import { hashPassword, verifyPassword } from "./password-hash.server.ts";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords.server.ts";
import { sessionSecret } from "./secret.server.ts";

/**
 * better-auth keeps the desk's accounts, sessions, password hashes (argon2id), reset tokens and
 * TOTP secrets in our database through its Drizzle adapter (docs/decisions/050-desk-accounts.md,
 * 132-desk-sign-in-promises.md). Its HTTP handler is not mounted: the desk's own routes call
 * `auth.api.*` on the server, after their Origin, CSRF, rate-limit and role checks, and hand its
 * cookies on.
 */

/** A session ends this long after its last use (staff.server.ts checks it)… */
export const IDLE_SESSION_HOURS = 12;
/** …and this long after it began, however much it is used (better-auth's `expiresAt`). */
export const SESSION_LIFETIME_DAYS = 7;
export const DESK_ISSUER = "Explore Kosovo desk";

/** The cookies better-auth sets for the desk. */
const COOKIES = ["session_token", "session_data", "dont_remember", "two_factor", "trust_device"];

/**
 * `desk.<name>`, and on https `__Host-desk.<name>`: Secure, `Path=/` and no Domain, so no other
 * host under the same domain can set or shadow them (better-auth would give `__Secure-`).
 */
function cookieNames(secure: boolean) {
  return Object.fromEntries(
    COOKIES.map((cookie) => [cookie, { name: `${secure ? "__Host-" : ""}desk.${cookie}` }]),
  );
}

function createAuth(db: Database) {
  const secure = config().origin.startsWith("https://");
  return betterAuth({
    appName: DESK_ISSUER,
    baseURL: config().origin,
    basePath: "/desk/auth",
    secret: sessionSecret(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: true, defaultValue: "editor", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Staff only: accounts come from invitations (invitations.server.ts), never a sign-up.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = publicFileUrl(`/desk/reset-password?token=${encodeURIComponent(token)}`);
        await enqueueMail(db, await passwordResetMail(user.email, link));
        wakeMailService();
      },
      onPasswordReset: async ({ user }) => {
        await audit(db, {
          actor: { id: user.id, label: user.email },
          action: "staff.password-reset",
          entity: { type: "staff", id: user.id },
          details: { sessionsEnded: true },
        });
      },
    },
    session: {
      // A session ends 7 days after it began, never later: better-auth does not push
      // `expiresAt` back, and the cookie lives as long. Twelve hours without use end it sooner
      // (staff.server.ts), as do sign-out, removal, a new password or turning on two-factor
      // sign-in (for the other sessions). No cookie cache: a revoked session ends at once.
      expiresIn: SESSION_LIFETIME_DAYS * 24 * 60 * 60,
      disableSessionRefresh: true,
    },
    plugins: [
      twoFactor({
        issuer: DESK_ISSUER,
        backupCodeOptions: { customBackupCodesGenerate: generateBackupCodes },
      }),
    ],
    // Sign-in attempts are limited by the desk itself, per account and per client (sign-in.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookies: cookieNames(secure),
      // The names above carry the prefix; `secure` below sets the attribute.
      useSecureCookies: false,
      // Path "/": React Router fetches /desk's data as /desk.data, outside a "/desk" path.
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: { disabled: config().NODE_ENV !== "development" },
  });
}

export type DeskAuth = ReturnType<typeof createAuth>;

/** One better-auth per database connection (a reconnection after an outage gets a new one). */
const instances = new WeakMap<Database, DeskAuth>();

export function deskAuth(db: Database): DeskAuth {
  let auth = instances.get(db);
  if (!auth) {
    auth = createAuth(db);
    instances.set(db, auth);
  }
  return auth;
}
