import { createHash, randomBytes } from "node:crypto";
import { config } from "../../config.server.ts";
import { clientAddress } from "../../lib/rate-limit.server.ts";

/**
 * Tokens and hashes of the contributions kit. Links carry 24 random bytes (base64url, 32
 * characters); the database keeps only their SHA-256, so a copy of it opens nothing. E-mail
 * addresses and client addresses are compared by hash (blocks, limits).
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

export const emailHash = (email: string) => sha256(`email:${normalizeEmail(email)}`);

/** The client (its address, as the rate limits see it), hashed: what a block by client names. */
export function clientHash(request: Request): string {
  return sha256(`client:${clientAddress(request, config().TRUST_PROXY)}`);
}
