import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret the site makes for itself when the configuration names none (SESSION_SECRET,
 * HASH_SECRET): made on first use and kept in DATA_DIR/secrets/<name> (folder 0700, file 0600),
 * so it survives a restart; with an in-memory DATA_DIR it lives as long as the process. Several
 * app servers that share one PostgreSQL but not one DATA_DIR need the setting instead.
 */

const made = new Map<string, string>();

export function storedSecret(dataDir: string, name: string): string {
  const inMemory = dataDir.startsWith("memory://");
  const file = inMemory ? `memory:${name}` : path.join(dataDir, "secrets", name);
  const known = made.get(file);
  if (known) return known;
  let secret: string;
  if (inMemory) {
    secret = randomBytes(32).toString("base64url");
  } else {
    try {
      secret = readFileSync(file, "utf8").trim();
    } catch {
      const folder = path.dirname(file);
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      chmodSync(folder, 0o700);
      const fresh = randomBytes(32).toString("base64url");
      // "wx": two processes starting at once keep the first one's secret.
      try {
        writeFileSync(file, fresh, { mode: 0o600, flag: "wx" });
        secret = fresh;
      } catch {
        secret = readFileSync(file, "utf8").trim();
      }
    }
    if (!secret || secret.length < 32) throw new Error(`${file} holds no usable secret`);
  }
  made.set(file, secret);
  return secret;
}
