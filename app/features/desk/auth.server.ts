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
import { passwordResetMail } from "./mail.server.tsx";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords.server.ts";
import { sessionSecret } from "./secret.server.ts";

/**
 * better-auth keeps the desk's accounts, sessions, password hashes (scrypt), reset tokens and
 * TOTP secrets in our database through its Drizzle adapter (docs/decisions/050-desk-accounts.md).
 * Its HTTP handler is not mounted: the desk's own routes call `auth.api.*` on the server, after
 * their Origin, CSRF, rate-limit and role checks, and hand its cookies on.
 */

export const SESSION_HOURS = 12;
export const DESK_ISSUER = "Explore Kosovo desk";

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
      // A session ends 12 hours after its last use (refreshed at most hourly), or at sign-out,
      // removal or password reset. No cookie cache: a revoked session ends at once.
      expiresIn: SESSION_HOURS * 60 * 60,
      updateAge: 60 * 60,
    },
    plugins: [twoFactor({ issuer: DESK_ISSUER })],
    // Sign-in attempts are limited by the desk itself, per account and per client (sign-in.server.ts).
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "desk",
      useSecureCookies: secure,
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
