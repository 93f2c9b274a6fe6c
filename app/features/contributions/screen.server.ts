import { config } from "../../config.server.ts";
import type { Database } from "../../db/client.server.ts";
import { isBlocked } from "../../db/contributions.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import { clientAddress, type RateLimit, type RateLimiter } from "../../lib/rate-limit.server.ts";
import { countLinks, HONEYPOT_FIELD, MAX_SUBMISSION_BYTES, PROOF_FIELD } from "./fields.ts";
import { clientHashes, emailHashes } from "./hash.server.ts";
import { checkProof } from "./pow.server.ts";

/**
 * The checks every visitor submission passes before its own fields are read (decision 090), in
 * this order: size (413 before parsing), type, the honeypot and blocks (refused quietly: the
 * caller answers as if it worked and stores nothing), the per-client limit, the proof of work
 * (without one — no JavaScript — the stricter "plain" limit applies, decision 091). After the
 * fields are valid, `screenEmail` checks the address's block and limit and `tooManyLinks` the
 * texts.
 *
 *   const read = await readSubmission(request);
 *   if (!read.ok) return refusal(read.status);
 *   const screen = await screenSubmission(request, read.fields);
 *   if (screen.outcome === "quiet") return sameAnswerAsSuccess();
 *   if (screen.outcome !== "ok") return …; // "rate-limited" | "proof"
 */

export type Fields = Record<string, string>;

export type ReadResult =
  | { ok: true; fields: Fields; isForm: boolean }
  | { ok: false; status: 400 | 405 | 413 | 415 };

/** Reads a form post or a JSON object of strings, at most `maxBytes`; never more. */
export async function readSubmission(
  request: Request,
  maxBytes = MAX_SUBMISSION_BYTES,
): Promise<ReadResult> {
  if (request.method !== "POST") return { ok: false, status: 405 };
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413 };
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  const isForm = type === "application/x-www-form-urlencoded";
  if (!isForm && type !== "application/json") return { ok: false, status: 415 };
  const text = await readLimited(request, maxBytes);
  if (text === null) return { ok: false, status: 413 };
  let input: unknown;
  if (isForm) {
    try {
      input = Object.fromEntries(new URLSearchParams(text));
    } catch {
      return { ok: false, status: 400 };
    }
  } else {
    try {
      input = JSON.parse(text);
    } catch {
      return { ok: false, status: 400 };
    }
  }
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, status: 400 };
  }
  const fields: Fields = {};
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === "string") fields[key] = value;
    else if (typeof value === "number" || typeof value === "boolean") fields[key] = String(value);
  }
  return { ok: true, fields, isForm };
}

async function readLimited(request: Request, limit: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    return null;
  }
}

export interface ScreenOptions {
  /** For tests: the limiters and the database. */
  limits?: Partial<Record<"client" | "plain" | "email", RateLimiter>>;
  replay?: RateLimiter;
  database?: () => Promise<Database>;
}

const limiters = new Map<string, RateLimiter>();
function limiter(name: "client" | "plain" | "email", options: ScreenOptions): RateLimiter {
  const given = options.limits?.[name];
  if (given) return given;
  let shared = limiters.get(name);
  if (!shared) {
    const settings = config();
    const limit: RateLimit | null = {
      client: settings.CONTRIBUTION_RATE_LIMIT,
      plain: settings.CONTRIBUTION_PLAIN_RATE_LIMIT,
      email: settings.CONTRIBUTION_EMAIL_RATE_LIMIT,
    }[name];
    shared = sharedRateLimiter(`contributions-${name}`, limit, { redisUrl: settings.REDIS_URL });
    limiters.set(name, shared);
  }
  return shared;
}

export type ScreenResult =
  | { outcome: "ok"; clientHash: string; proof: "verified" | "missing" }
  /** Honeypot filled or client blocked: answer as if it worked, store nothing. */
  | { outcome: "quiet" }
  | { outcome: "rate-limited"; retryAfterSeconds: number }
  /** The proof of work is wrong, expired or used before. */
  | { outcome: "proof" };

export async function screenSubmission(
  request: Request,
  fields: Fields,
  options: ScreenOptions = {},
): Promise<ScreenResult> {
  if ((fields[HONEYPOT_FIELD] ?? "").trim() !== "") return { outcome: "quiet" };
  const [hash, lastMonth] = clientHashes(request);
  const db = await (options.database ?? getDatabase)();
  if (await isBlocked(db, { client: [hash, lastMonth] })) return { outcome: "quiet" };
  const client = clientAddress(request, config().TRUST_PROXY);
  const perClient = await limiter("client", options).check(client);
  if (!perClient.allowed) {
    return { outcome: "rate-limited", retryAfterSeconds: perClient.retryAfterSeconds };
  }
  const proof = await checkProof(fields[PROOF_FIELD], { replay: options.replay });
  if (proof === "invalid" || proof === "replayed") return { outcome: "proof" };
  if (proof === "missing") {
    const plain = await limiter("plain", options).check(client);
    if (!plain.allowed)
      return { outcome: "rate-limited", retryAfterSeconds: plain.retryAfterSeconds };
  }
  return { outcome: "ok", clientHash: hash, proof };
}

/** After the fields are valid: the address's block ("quiet") and its limit. */
export async function screenEmail(
  email: string,
  options: ScreenOptions = {},
): Promise<
  | { outcome: "ok"; emailHash: string }
  | { outcome: "quiet" }
  | { outcome: "rate-limited"; retryAfterSeconds: number }
> {
  const [hash, lastMonth] = emailHashes(email);
  const db = await (options.database ?? getDatabase)();
  if (await isBlocked(db, { email: [hash, lastMonth] })) return { outcome: "quiet" };
  const result = await limiter("email", options).check(hash);
  if (!result.allowed)
    return { outcome: "rate-limited", retryAfterSeconds: result.retryAfterSeconds };
  return { outcome: "ok", emailHash: hash };
}

/** True when `text` holds more links than CONTRIBUTION_MAX_LINKS allows. */
export function tooManyLinks(text: string, max = config().CONTRIBUTION_MAX_LINKS): boolean {
  return countLinks(text) > max;
}
