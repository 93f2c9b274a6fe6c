import { createHash, randomBytes } from "node:crypto";
import { config } from "../../config.server.ts";
import { keyedHash, keyedHashes } from "../../lib/keyed-hash.server.ts";
import { clientAddress } from "../../lib/rate-limit.server.ts";
import { storedSecret } from "../../lib/stored-secret.server.ts";

/**
 * Tokens and hashes of the contributions kit. Links carry 24 random bytes (base64url, 32
 * characters); the database keeps only their SHA-256, so a copy of it opens nothing. E-mail
 * addresses and client addresses are compared by keyed hash (blocks, limits; decision 130): an
 * HMAC under this month's key, never a plain SHA-256 that could be reversed by trying addresses.
 */

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/** A link's token, or undefined when it cannot be one (not worth a database look-up). */
export function readLinkToken(value: unknown): string | undefined {
  return typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value) ? value : undefined;
}

export const hashToken = (token: string) => sha256(`token:${token}`);

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** HASH_SECRET, else the one the site generated in DATA_DIR/secrets/hash-secret. */
export function hashSecret(): string {
  const settings = config();
  return settings.HASH_SECRET ?? storedSecret(settings.dataDir, "hash-secret");
}

/** The address's keyed hash under `at`'s month key: what a submission stores, a block names. */
export const emailHash = (email: string, at?: Date) =>
  keyedHash(hashSecret(), "email", normalizeEmail(email), at);

/** This month's and last month's hashes of the address: what a block check accepts. */
export const emailHashes = (email: string, at?: Date) =>
  keyedHashes(hashSecret(), "email", normalizeEmail(email), at);

const clientOf = (request: Request) => clientAddress(request, config().TRUST_PROXY);

/** The client (its address, as the rate limits see it), hashed: what a block by client names. */
export const clientHash = (request: Request, at?: Date) =>
  keyedHash(hashSecret(), "client", clientOf(request), at);

/** This month's and last month's hashes of the client: what a block check accepts. */
export const clientHashes = (request: Request, at?: Date) =>
  keyedHashes(hashSecret(), "client", clientOf(request), at);
