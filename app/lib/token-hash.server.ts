import { createHash, randomBytes } from "node:crypto";

/**
 * Tokens of private links (newsletter confirm and unsubscribe links, event tips' links,
 * invitations): 24 random bytes in base64url (32 characters) in the link, and only their
 * SHA-256 in the database, so a copy of the database opens nothing (decision 130).
 */

export const newLinkToken = (): string => randomBytes(24).toString("base64url");

export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");
