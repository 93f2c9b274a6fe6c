import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "../../config.server.ts";

/**
 * The secret that signs desk cookies and encrypts two-factor secrets: SESSION_SECRET. A public
 * site (SITE_URL https) must set it, or the desk stays closed (503) while the rest of the site
 * runs. Without it on a local http site or in a test, one is made on first use and kept in
 * DATA_DIR/secrets/session-secret (folder 0700, file 0600), so sessions survive a restart; with
 * an in-memory DATA_DIR it lives as long as the process. Several app servers sharing one
 * PostgreSQL need the same SESSION_SECRET.
 */
let generated: string | undefined;

export class DeskNotConfiguredError extends Error {
  override name = "DeskNotConfiguredError";
}

/** False when the desk cannot run: a public (https) site without SESSION_SECRET. */
export function deskConfigured(): boolean {
  const settings = config();
  return Boolean(settings.SESSION_SECRET) || !settings.origin.startsWith("https://");
}

export function sessionSecret(): string {
  const settings = config();
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET;
  if (!deskConfigured()) {
    throw new DeskNotConfiguredError(
      "SESSION_SECRET is not set: a public (https) site needs it for the desk.",
    );
  }
  if (generated) return generated;
  if (settings.dataDir.startsWith("memory://")) {
    generated = randomBytes(32).toString("base64url");
    return generated;
  }
  const folder = path.join(settings.dataDir, "secrets");
  const file = path.join(folder, "session-secret");
  try {
    generated = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    chmodSync(folder, 0o700);
    const secret = randomBytes(32).toString("base64url");
    // "wx": two processes starting at once keep the first one's secret.
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      generated = secret;
    } catch {
      generated = readFileSync(file, "utf8").trim();
    }
  }
  if (!generated || generated.length < 32) throw new Error(`${file} holds no usable secret`);
  return generated;
}
