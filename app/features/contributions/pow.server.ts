import { randomBytes } from "node:crypto";
import { type Challenge, createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { config } from "../../config.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import type { RateLimiter } from "../../lib/rate-limit.server.ts";
import { sha256 } from "./hash.server.ts";

/**
 * The self-hosted proof-of-work (ALTCHA, altcha-lib; decision 091). The server hands out a
 * signed SHA-256 challenge; the browser's worker (proof.worker.ts) finds the counter, about a
 * second of work; the server checks the solution against the signature and keeps each used
 * challenge for its lifetime in the shared limiter (app/db/rate-limits.server.ts), so a solution
 * counts once across every app server.
 */

/** How long a challenge may be used after it was handed out. */
export const CHALLENGE_SECONDS = 20 * 60;
/** The counter to find lies in this range: the work is up to this many SHA-256 rounds. */
const MIN_COUNTER = 2_000;
const MAX_COUNTER = 25_000;

let processSecret: string | undefined;

/** SESSION_SECRET (several app servers share it), else one random secret for this process. */
function secret(purpose: string): string {
  processSecret ??= randomBytes(32).toString("hex");
  const base = config().SESSION_SECRET ?? processSecret;
  return sha256(`${purpose}:${base}`);
}

export async function newChallenge(): Promise<Challenge> {
  return createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: MIN_COUNTER + randomInt(MAX_COUNTER - MIN_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
    hmacSignatureSecret: secret("altcha"),
    hmacKeySignatureSecret: secret("altcha-key"),
  });
}

let replayStore: RateLimiter | undefined;
/** Each challenge may be used once: a limit of one per challenge, kept as long as it is valid. */
function defaultReplayStore(): RateLimiter {
  replayStore ??= sharedRateLimiter(
    "altcha-used",
    { max: 1, windowMs: CHALLENGE_SECONDS * 1000 },
    { redisUrl: config().REDIS_URL },
  );
  return replayStore;
}

export type ProofCheck = "verified" | "missing" | "invalid" | "replayed";

/**
 * Checks the form's proof field (base64 of `{ challenge, solution }`): "missing" when there is
 * none (no JavaScript), "invalid" when it does not hold, "replayed" when it was used before.
 */
export async function checkProof(
  value: unknown,
  options: { replay?: RateLimiter } = {},
): Promise<ProofCheck> {
  if (value === undefined || value === null || value === "") return "missing";
  if (typeof value !== "string" || value.length > 4_000) return "invalid";
  let payload: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } };
  try {
    payload = JSON.parse(Buffer.from(value, "base64").toString("utf8"));
  } catch {
    return "invalid";
  }
  const { challenge, solution } = payload ?? {};
  if (
    !challenge ||
    typeof challenge !== "object" ||
    typeof challenge.signature !== "string" ||
    typeof challenge.parameters !== "object" ||
    challenge.parameters === null ||
    challenge.parameters.algorithm !== "SHA-256" ||
    !solution ||
    typeof solution !== "object"
  ) {
    return "invalid";
  }
  let verified = false;
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: secret("altcha"),
      hmacKeySignatureSecret: secret("altcha-key"),
    });
    verified = result.verified;
  } catch {
    return "invalid";
  }
  if (!verified) return "invalid";
  const first = await (options.replay ?? defaultReplayStore()).check(challenge.signature);
  return first.allowed ? "verified" : "replayed";
}
