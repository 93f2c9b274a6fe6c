import { hash, verify } from "@node-rs/argon2";
import { verifyPassword as verifyScrypt } from "better-auth/crypto";

/**
 * How desk passwords are stored (docs/decisions/132-desk-sign-in-promises.md): argon2id with
 * OWASP's Password Storage Cheat Sheet parameters — 19 MiB, 2 passes, 1 lane — in place of
 * better-auth's scrypt (N=2^14, r=16, p=1). Hashes made before keep working: `verifyPassword`
 * reads both, and a sign-in with an older hash stores a new one (sign-in.server.ts).
 */
const ARGON2ID = 2; // Algorithm.Argon2id: a const enum, which isolated modules cannot read
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const CURRENT = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  if (stored.startsWith("$argon2")) return verify(stored, password).catch(() => false);
  // better-auth's own format until decision 132: "<salt hex>:<scrypt key hex>".
  return verifyScrypt({ hash: stored, password }).catch(() => false);
}

/** True for a hash made with other parameters than today's (an older scrypt one, say). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT);
}
