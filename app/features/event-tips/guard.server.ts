import { readLimitedText } from "../../api/http.server.ts";
import { config } from "../../config.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import { clientAddress, type RateLimiter } from "../../lib/rate-limit.server.ts";
import { HONEYPOT_FIELD } from "./honeypot.ts";

/**
 * The abuse checks of the organisers' forms in one small module, so they can be swapped for the
 * shared contributions kit (issue 19 item 6) without touching the forms: a size limit on the
 * body, a honeypot field, and rate limits per client and per organiser e-mail across every app
 * server (EVENT_TIP_RATE_LIMIT).
 */

/** The largest form body read; more is refused before parsing. */
export const MAX_FORM_BYTES = 16 * 1024;

export interface GuardOptions {
  limiter?: RateLimiter;
}

let sharedLimiter: RateLimiter | undefined;
function defaultLimiter(): RateLimiter {
  sharedLimiter ??= sharedRateLimiter("event-tips", config().EVENT_TIP_RATE_LIMIT, {
    redisUrl: config().REDIS_URL,
  });
  return sharedLimiter;
}

export type ReadForm =
  | { ok: true; fields: Record<string, string>; trapped: boolean }
  | { ok: false; status: 413 | 415 };

/** Reads a posted form: at most MAX_FORM_BYTES, url-encoded, the honeypot checked. */
export async function readGuardedForm(request: Request): Promise<ReadForm> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return { ok: false, status: 415 };
  if (Number(request.headers.get("content-length") ?? 0) > MAX_FORM_BYTES) {
    return { ok: false, status: 413 };
  }
  const text = await readLimitedText(request, MAX_FORM_BYTES);
  if (text === null) return { ok: false, status: 413 };
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) fields[key] ??= value;
  return { ok: true, fields, trapped: (fields[HONEYPOT_FIELD] ?? "") !== "" };
}

/**
 * Counts one submission of this client and, when given, of this e-mail address; false when
 * either is over its limit.
 */
export async function withinLimits(
  request: Request,
  email: string | undefined,
  options: GuardOptions = {},
): Promise<boolean> {
  const limiter = options.limiter ?? defaultLimiter();
  const client = await limiter.check(`client:${clientAddress(request, config().TRUST_PROXY)}`);
  if (!client.allowed) return false;
  if (!email) return true;
  return (await limiter.check(`email:${email}`)).allowed;
}
