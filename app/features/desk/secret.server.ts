import { config } from "../../config.server.ts";
import { storedSecret } from "../../lib/stored-secret.server.ts";

export class DeskNotConfiguredError extends Error {
  override name = "DeskNotConfiguredError";
}

/** False when the desk cannot run: a public (https) site without SESSION_SECRET. */
export function deskConfigured(): boolean {
  const settings = config();
  return Boolean(settings.SESSION_SECRET) || !settings.origin.startsWith("https://");
}

/**
 * The secret that signs desk cookies and encrypts two-factor secrets: SESSION_SECRET. A public
 * site (SITE_URL https) must set it, or the desk stays closed (503) while the rest of the site
 * runs. Without it on a local http site or in a test, one is made on first use and kept in
 * DATA_DIR/secrets/session-secret (app/lib/stored-secret.server.ts), so sessions survive a
 * restart. Several app servers sharing one PostgreSQL need the same SESSION_SECRET.
 */
export function sessionSecret(): string {
  const settings = config();
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET;
  if (!deskConfigured()) {
    throw new DeskNotConfiguredError(
      "SESSION_SECRET is not set: a public (https) site needs it for the desk.",
    );
  }
  return storedSecret(settings.dataDir, "session-secret");
}
