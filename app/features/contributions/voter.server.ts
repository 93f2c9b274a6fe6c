import { config } from "../../config.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import {
  clientAddress,
  type RateLimiter,
  type RateLimitResult,
} from "../../lib/rate-limit.server.ts";
import { newToken, readLinkToken, sha256 } from "./hash.server.ts";

/**
 * What "one per browser" means for "Helpful" and "Report" (decisions 092, 110): a random id in
 * an HttpOnly cookie (`ek_voter`, one year), stored only as a hash; and the one limit per client
 * both share (`CONTRIBUTION_VOTE_RATE_LIMIT`).
 */

const VOTER_COOKIE = "ek_voter";

let voteLimiter: RateLimiter | undefined;

/** Counts one vote or report of this request's client against the shared limit. */
export function checkVoteLimit(request: Request, limiter?: RateLimiter): Promise<RateLimitResult> {
  voteLimiter ??= sharedRateLimiter("contributions-votes", config().CONTRIBUTION_VOTE_RATE_LIMIT, {
    redisUrl: config().REDIS_URL,
  });
  return (limiter ?? voteLimiter).check(clientAddress(request, config().TRUST_PROXY));
}

function readCookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/**
 * This browser's id, hashed with `purpose` ("voter" for Helpful, "reporter" for Report), and
 * the `Set-Cookie` header to send when the browser had none yet.
 */
export function browserOf(
  request: Request,
  purpose: "voter" | "reporter",
): { hash: string; setCookie?: string } {
  const existing = readLinkToken(readCookie(request, VOTER_COOKIE));
  const id = existing ?? newToken();
  const secure = config().origin.startsWith("https://") ? "; Secure" : "";
  return {
    hash: sha256(`${purpose}:${id}`),
    setCookie: existing
      ? undefined
      : `${VOTER_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`,
  };
}
