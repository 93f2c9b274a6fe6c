import { z } from "zod";
import { locales } from "../../i18n/locales.ts";
import { checkNewsletterEmail } from "../../lib/newsletter.ts";

/** The e-mail field of a sign-up: the form's own check, so both say the same words. */
const newsletterEmailSchema = z.unknown().transform((value, ctx) => {
  const check = checkNewsletterEmail(value);
  if (check.ok) return check.email;
  ctx.addIssue({ code: "custom", message: check.error });
  return z.NEVER;
});

/** `al` is how the language picker stored Albanian before B6; it means `sq`. */
const newsletterLocaleSchema = z
  .string()
  .transform((value) => (value === "al" ? "sq" : value))
  .pipe(z.enum(locales, { error: `locale must be one of ${locales.join(", ")}` }));

/** POST /api/newsletter's body. */
export const newsletterRequestSchema = z.object({
  email: newsletterEmailSchema,
  locale: newsletterLocaleSchema.optional().default("en"),
});

export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;
