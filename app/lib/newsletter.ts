import { z } from "zod";
import { locales } from "../i18n/locales.ts";

/**
 * The newsletter sign-up (SPEC 4, 5; PRODUCT B4), shared by the form in the browser and the API
 * on the server so both answer with the same words.
 */

/** SPEC 5: the one message for an address we cannot accept. */
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

/** RFC 5321: at most 254 characters in all, 64 before the @. */
const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

/** Trimmed and lower-cased, so one inbox is one subscription. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const newsletterEmailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .max(1000, { error: INVALID_EMAIL_MESSAGE })
  .transform(normalizeEmail)
  .pipe(
    z
      .email({ error: INVALID_EMAIL_MESSAGE })
      .max(MAX_EMAIL_LENGTH, { error: INVALID_EMAIL_MESSAGE })
      .refine((email) => email.indexOf("@") <= MAX_LOCAL_PART_LENGTH, {
        error: INVALID_EMAIL_MESSAGE,
      }),
  );

/** `al` is how the language picker stored Albanian before B6; it means `sq`. */
export const newsletterLocaleSchema = z
  .string()
  .transform((value) => (value === "al" ? "sq" : value))
  .pipe(z.enum(locales, { error: `locale must be one of ${locales.join(", ")}` }));

export const newsletterRequestSchema = z.object({
  email: newsletterEmailSchema,
  locale: newsletterLocaleSchema.optional().default("en"),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export type EmailCheck = { ok: true; email: string } | { ok: false; error: string };

/** Validates what a visitor typed; the form shows `error` under the field. */
export function checkNewsletterEmail(value: unknown): EmailCheck {
  const result = newsletterEmailSchema.safeParse(value);
  return result.success
    ? { ok: true, email: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? INVALID_EMAIL_MESSAGE };
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
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  if (/[\\\s]/.test(value) || value.length > 500) return "/";
  return value;
}
