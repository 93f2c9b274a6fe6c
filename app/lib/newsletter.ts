/**
 * The newsletter sign-up (SPEC 4, 5; PRODUCT B4), shared by the form in the browser and the API
 * on the server so both answer with the same words. No schema library here: this module ships to
 * every page with a sign-up form (the API's request schema is in features/newsletter).
 */

import { sameSitePath } from "./same-site-path.ts";

/** SPEC 5: the one message for an address we cannot accept. */
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/** RFC 5321: at most 254 characters in all, 64 before the @. */
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** Trimmed and lower-cased, so one inbox is one subscription. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The address pattern of zod's `z.email()` (what the API accepted before), ASCII only. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailCheck = { ok: true; email: string } | { ok: false; error: string };

/** Validates what a visitor typed; the form shows `error` under the field. */
export function checkNewsletterEmail(value: unknown): EmailCheck {
  if (typeof value !== "string" || value.length > 1000) {
    return { ok: false, error: INVALID_EMAIL_MESSAGE };
  }
  const email = normalizeEmail(value);
  const valid =
    email.length <= MAX_EMAIL_LENGTH &&
    email.indexOf("@") <= MAX_LOCAL_PART_LENGTH &&
    EMAIL_PATTERN.test(email);
  return valid ? { ok: true, email } : { ok: false, error: INVALID_EMAIL_MESSAGE };
}

/** The largest request body the API reads. */
export const NEWSLETTER_MAX_BODY_BYTES = 10 * 1024;

/** SPEC 9: "Processing..." stays up at least this long, so a fast answer does not flicker. */
export const NEWSLETTER_MIN_PENDING_MS = 1000;

/** The form's status after a sign-up without JavaScript, carried in `?newsletter=` on the way back. */
export const newsletterOutcomes = ["subscribed", "invalid", "rate-limited", "error"] as const;
export type NewsletterOutcome = (typeof newsletterOutcomes)[number];

export function parseNewsletterOutcome(value: string | null): NewsletterOutcome | undefined {
  return newsletterOutcomes.find((outcome) => outcome === value);
}

/** A local path to come back to after a plain form post; anything else goes home. */
export function safeReturnPath(value: unknown): string {
  return sameSitePath(value, "/");
}
