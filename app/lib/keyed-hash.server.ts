import { createHmac } from "node:crypto";

/**
 * Keyed hashes of what identifies a visitor: an e-mail address, a connection's address
 * (decision 130). A plain SHA-256 of an IPv4 address is reversed by trying all 2^32 of them, so
 * each hash is an HMAC-SHA-256 under a key that changes every calendar month (UTC), derived from
 * a secret kept outside the database (HASH_SECRET). Without the secret, a copy of the database
 * reveals no address; with it, one month's hashes still cannot be matched to another's. A
 * lookup that must see what was stored earlier (a block) accepts this month's hash and last
 * month's.
 */

/** The period a key belongs to: `2027-03` (UTC). */
export function hashPeriod(at: Date): string {
  return at.toISOString().slice(0, 7);
}

function periodBefore(at: Date): string {
  return hashPeriod(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)));
}

const keys = new Map<string, Buffer>();

/** The month's key: HMAC-SHA-256 of the period under the secret. */
function periodKey(secret: string, period: string): Buffer {
  const cacheKey = `${secret}\u0000${period}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = createHmac("sha256", secret).update(`visitor-hash:${period}`).digest();
    keys.set(cacheKey, key);
  }
  return key;
}

const hashIn = (secret: string, period: string, purpose: string, value: string) =>
  createHmac("sha256", periodKey(secret, period)).update(`${purpose}:${value}`).digest("hex");

/** The hash of `value` for `purpose` ("email", "client") under the key of `at`'s month. */
export function keyedHash(secret: string, purpose: string, value: string, at = new Date()) {
  return hashIn(secret, hashPeriod(at), purpose, value);
}

/** This month's hash and last month's: what a lookup of something stored earlier accepts. */
export function keyedHashes(
  secret: string,
  purpose: string,
  value: string,
  at = new Date(),
): [string, string] {
  return [
    hashIn(secret, hashPeriod(at), purpose, value),
    hashIn(secret, periodBefore(at), purpose, value),
  ];
}
