import { data } from "react-router";
import { getDatabase } from "../../db/instance.server.ts";
import { endSession, markSessionUsed } from "../../db/staff-sessions.server.ts";
import { log } from "../../lib/log.server.ts";
import { deskAuth, IDLE_SESSION_HOURS } from "./auth.server.ts";
import type { DeskRoute } from "./registry.ts";
import { type Access, allows, isStaffRole, type StaffRole } from "./roles.ts";

/**
 * Who is asking: every desk loader and action starts with `requireStaff` (or `requireRoute`,
 * which reads the access from the route registry). No session → 401, a role without the right
 * → 403, both as thrown responses the desk's error boundary shows as the sign-in form or a
 * "not for your role" page.
 */

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  twoFactorEnabled: boolean;
  sessionId: string;
}

/** One look-up per request: the desk layout and the page ask for the same request. */
const looked = new WeakMap<Request, Promise<Staff | null>>();

/** The signed-in staff member, or null (an expired, revoked or forged cookie is no session). */
export function currentStaff(request: Request): Promise<Staff | null> {
  let staff = looked.get(request);
  if (!staff) {
    staff = lookUp(request);
    looked.set(request, staff);
  }
  return staff;
}

/** The session's last use is written at most this often. */
const MARK_USE_EVERY_MS = 5 * 60_000;

async function lookUp(request: Request): Promise<Staff | null> {
  if (
    !/(^|;\s*)(__Secure-|__Host-)?desk\.session_token=/.test(request.headers.get("Cookie") ?? "")
  ) {
    return null;
  }
  const db = await getDatabase();
  // better-auth refuses a session past its absolute lifetime (auth.server.ts); the idle limit is ours.
  const session = await deskAuth(db).api.getSession({ headers: request.headers });
  if (!session) return null;
  const now = Date.now();
  const lastUse = new Date(session.session.updatedAt).getTime();
  if (now - lastUse > IDLE_SESSION_HOURS * 60 * 60_000) {
    await endSession(db, session.session.id);
    return null;
  }
  if (now - lastUse > MARK_USE_EVERY_MS) {
    await markSessionUsed(db, session.session.id, new Date(now - MARK_USE_EVERY_MS));
  }
  const { user } = session;
  const role = (user as { role?: unknown }).role;
  if (!isStaffRole(role)) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role,
    twoFactorEnabled: Boolean((user as { twoFactorEnabled?: unknown }).twoFactorEnabled),
    sessionId: session.session.id,
  };
}

export const UNAUTHORIZED = 401;
export const FORBIDDEN = 403;

/** Thrown answers of the desk, read by its error boundary. */
export interface DeskRefusal {
  reason: "sign-in" | "role" | "two-factor" | "csrf";
  message: string;
}

/**
 * Refuses `request`: the answer the desk's error boundary shows, and a log line with the route,
 * the status and why (issue 29 item 17): 401 at info (a signed-out visit), 403 at warn.
 */
function refuse(request: Request, status: number, refusal: DeskRefusal, detail?: string): never {
  const fields = {
    status,
    method: request.method,
    route: new URL(request.url).pathname,
    reason: refusal.reason,
    ...(detail ? { detail } : {}),
  };
  if (status === UNAUTHORIZED) log().info("request refused", fields);
  else log().warn("request refused", fields);
  throw data(refusal, { status, headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The staff member behind `request`, who must have `access` (default: any staff role). Every
 * role must have two-factor sign-in on before anything but their account page and signing out
 * (`allowWithoutTwoFactor`): editors export subscribers, moderators read visitors' addresses.
 */
export async function requireStaff(
  request: Request,
  access: Access = "staff",
  options: { allowWithoutTwoFactor?: boolean } = {},
): Promise<Staff> {
  const staff = await currentStaff(request);
  if (!staff) {
    refuse(request, UNAUTHORIZED, { reason: "sign-in", message: "Sign in to open the desk." });
  }
  if (!allows(access, staff.role)) {
    refuse(request, FORBIDDEN, {
      reason: "role",
      message: "This part of the desk is not open to your role. Ask an admin if you need it.",
    });
  }
  if (!staff.twoFactorEnabled && !options.allowWithoutTwoFactor) {
    refuse(request, FORBIDDEN, {
      reason: "two-factor",
      message:
        "Everyone on the desk signs in with a second factor. Set up an authenticator app first.",
    });
  }
  return staff;
}

/** `requireStaff` with the access the route registry gives `route`. */
export function requireRoute(request: Request, route: DeskRoute): Promise<Staff> {
  return requireStaff(request, route.access === "public" ? "staff" : route.access, {
    allowWithoutTwoFactor: route.allowWithoutTwoFactor,
  });
}

/** A desk form refused by the CSRF check; `detail` says which part failed (for the log). */
export function csrfRefusal(
  request: Request,
  detail: "cross-origin" | "no token" | "token mismatch",
): never {
  refuse(
    request,
    FORBIDDEN,
    {
      reason: "csrf",
      message:
        "This form could not be accepted (it came from elsewhere, or is too old). Reload the page and try again.",
    },
    detail,
  );
}
