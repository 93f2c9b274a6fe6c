import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "../../config.server.ts";

/**
 * The secret that signs desk cookies and encrypts two-factor secrets: SESSION_SECRET (required
 * when SITE_URL is https, app/config.server.ts). Without it — a local http site or a test — one
 * is made on first use and kept in DATA_DIR/secrets/session-secret (folder 0700, file 0600), so
 * sessions survive a restart; with an in-memory DATA_DIR it lives as long as the process.
 */
let generated: string | undefined;

export function sessionSecret(): string {
  const settings = config();
  if (settings.SESSION_SECRET) return settings.SESSION_SECRET;
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
