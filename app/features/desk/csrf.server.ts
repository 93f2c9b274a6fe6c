import { randomBytes, timingSafeEqual } from "node:crypto";
import { config } from "../../config.server.ts";
import { csrfRefusal } from "./staff.server.ts";

/**
 * Every state-changing desk request (ASVS 4.2.2, 13.2.3) must come from a page of our own origin
 * (the Origin header, else the Referer, equals SITE_URL's origin) and carry the CSRF token: a
 * random value in an HttpOnly, SameSite=Strict cookie that the desk's forms repeat in a hidden
 * field (double submit). With https the cookie is `__Host-` prefixed, so no subdomain can set it.
 */

export const CSRF_FIELD = "csrf";

function cookieName(): string {
  return config().origin.startsWith("https://") ? "__Host-desk-csrf" : "desk-csrf";
}

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token for the page's forms, and the cookie to set when the browser has none yet. */
export function csrfToken(request: Request): { token: string; setCookie?: string } {
  const name = cookieName();
  const existing = readCookie(request, name);
  if (existing && TOKEN.test(existing)) return { token: existing };
  const token = randomBytes(32).toString("base64url");
  const secure = name.startsWith("__Host-") ? "; Secure" : "";
  return { token, setCookie: `${name}=${token}; Path=/; HttpOnly; SameSite=Strict${secure}` };
}

/** True when the request says it comes from a page of the site itself. */
export function sameOrigin(request: Request): boolean {
  const origin = config().origin;
  const claimed = request.headers.get("Origin") ?? refererOrigin(request.headers.get("Referer"));
  if (!claimed || claimed === "null") return false;
  if (claimed.toLowerCase() === origin) return true;
  // `npm run dev` serves on Vite's port, not PORT.
  return (
    config().NODE_ENV === "development" &&
    /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(claimed)
  );
}

function refererOrigin(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Reads the form of a desk POST after checking its origin and token; refuses with 403 otherwise. */
export async function verifiedForm(request: Request): Promise<FormData> {
  if (!sameOrigin(request)) csrfRefusal(request, "cross-origin");
  const cookie = readCookie(request, cookieName());
  const form = await request.formData().catch(() => undefined);
  const field = form?.get(CSRF_FIELD);
  if (!form || !cookie || typeof field !== "string" || !TOKEN.test(cookie)) {
    csrfRefusal(request, "no token");
  }
  const a = Buffer.from(cookie);
  const b = Buffer.from(field);
  if (a.length !== b.length || !timingSafeEqual(a, b)) csrfRefusal(request, "token mismatch");
  return form;
}
