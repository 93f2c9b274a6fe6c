import { apiError, readLimitedText, withApiErrors } from "../../api/http.server.ts";
import { config } from "../../config.server.ts";
import type { Database } from "../../db/client.server.ts";
import { getDatabase, reportDatabaseError } from "../../db/instance.server.ts";
import { subscribeToNewsletter } from "../../db/newsletter.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { defaultLocale, isLocale } from "../../i18n/locales.ts";
import { log } from "../../lib/log.server.ts";
import { maskEmail } from "../../lib/mask.ts";
import {
  NEWSLETTER_MAX_BODY_BYTES,
  type NewsletterOutcome,
  safeReturnPath,
} from "../../lib/newsletter.ts";
import { clientAddress, type RateLimiter } from "../../lib/rate-limit.server.ts";
import { wakeMailService } from "../../mail/service.server.ts";
import { confirmationFor } from "./mails.server.ts";
import { newsletterRequestSchema } from "./request-schema.ts";

/**
 * POST /api/newsletter (PRODUCT B4). Takes JSON from the form's script and API clients, and a
 * plain form post from browsers without JavaScript, which it answers with a redirect back to
 * the page the form was on.
 */

let sharedLimiter: RateLimiter | undefined;
/** One budget per client across every app server (app/db/rate-limits.server.ts). */
function defaultLimiter(): RateLimiter {
  sharedLimiter ??= sharedRateLimiter("newsletter", config().NEWSLETTER_RATE_LIMIT, {
    redisUrl: config().REDIS_URL,
  });
  return sharedLimiter;
}

export interface NewsletterHandlerOptions {
  limiter?: RateLimiter;
  database?: () => Promise<Database>;
}

/** Messages of the API itself: English, like the API's field names. */
const en = (key: string, params?: Record<string, string | number>) =>
  translate(defaultLocale, `newsletter.api.${key}`, params);

export function handleNewsletterPost(
  request: Request,
  options: NewsletterHandlerOptions = {},
): Promise<Response> {
  return withApiErrors(async () => {
    if (request.method !== "POST") return apiError(405, en("methodNotAllowed"), { Allow: "POST" });

    // Every post counts towards the limit, answered or not.
    const limit = await (options.limiter ?? defaultLimiter()).check(
      clientAddress(request, config().TRUST_PROXY),
    );
    const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    const isForm = type === "application/x-www-form-urlencoded";
    if (type !== "application/json" && !isForm) return apiError(415, en("unsupportedType"));

    const declared = Number(request.headers.get("content-length") ?? 0);
    if (declared > NEWSLETTER_MAX_BODY_BYTES) return apiError(413, en("tooLarge"));
    const text = await readLimitedText(request, NEWSLETTER_MAX_BODY_BYTES);
    if (text === null) return apiError(413, en("tooLarge"));

    let input: unknown;
    if (isForm) {
      input = Object.fromEntries(new URLSearchParams(text));
    } else {
      try {
        input = JSON.parse(text);
      } catch {
        return apiError(400, en("notJson"));
      }
      if (typeof input !== "object" || input === null || Array.isArray(input)) {
        return apiError(400, en("notObject"));
      }
    }

    if (!limit.allowed) {
      if (isForm) return backToForm(input, "rate-limited");
      return apiError(429, en("rateLimited", { seconds: limit.retryAfterSeconds }), {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }

    const parsed = newsletterRequestSchema.safeParse(input);
    if (!parsed.success) {
      if (isForm) return backToForm(input, "invalid");
      const locale = (input as { locale?: unknown }).locale;
      const issue = parsed.error.issues[0];
      const message =
        issue?.path[0] === "email"
          ? translate(isLocale(locale) ? locale : "en", "newsletter.form.invalidEmail")
          : (issue?.message ?? "Invalid input");
      return apiError(400, message);
    }

    const { email, locale } = parsed.data;
    try {
      const db = await (options.database ?? getDatabase)();
      const result = await subscribeToNewsletter(db, {
        email,
        locale,
        confirmationMail: confirmationFor,
      });
      if (result === "created" || result === "resent") wakeMailService();
    } catch (error) {
      // Nothing was stored (one transaction): say so, rather than that a link is on its way.
      reportDatabaseError(error);
      log().error("newsletter sign-up not stored", {
        subscriber: maskEmail(email),
        error: String(error),
      });
      if (isForm) return backToForm(input, "error");
      return apiError(503, translate(locale, "newsletter.api.notStored"), { "Retry-After": "60" });
    }

    // The same answer whether or not the address was already on the list: no enumeration.
    if (isForm) return backToForm(input, "subscribed");
    const response = Response.json({
      ok: true,
      message: translate(locale, "newsletter.api.accepted"),
    });
    response.headers.set("Cache-Control", "no-store");
    return response;
  });
}

/** 303 back to the page of the form, with the outcome for the form to show. */
function backToForm(input: unknown, outcome: NewsletterOutcome): Response {
  const returnTo = safeReturnPath((input as { returnTo?: unknown } | null)?.returnTo);
  const target = new URL(returnTo, "http://local");
  target.searchParams.set("newsletter", outcome);
  target.hash = "newsletter-form";
  return new Response(null, {
    status: 303,
    headers: {
      Location: `${target.pathname}${target.search}${target.hash}`,
      "Cache-Control": "no-store",
    },
  });
}
