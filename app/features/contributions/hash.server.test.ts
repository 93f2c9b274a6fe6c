import { createHash, createHmac } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../config.server.ts";
import { keyedHashes } from "../../lib/keyed-hash.server.ts";
import { clientHash, clientHashes, emailHash, emailHashes } from "./hash.server.ts";

/**
 * Fingerprints of a visitor's connection and e-mail address are keyed (decision 130): an
 * HMAC-SHA-256 under a monthly key derived from HASH_SECRET, not a SHA-256 anyone can rebuild
 * by trying every IPv4 address.
 */

const SECRET = "s".repeat(40);
const MARCH = new Date("2027-03-31T23:59:59Z");
const APRIL = new Date("2027-04-01T00:00:00Z");
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const from = (ip: string) => new Request("https://x.test/", { headers: { "x-client-ip": ip } });
const use = (env: Record<string, string>) =>
  setConfigForTests(loadConfig({ DATA_DIR: "memory://", ...env }));

afterEach(() => setConfigForTests(undefined));

describe("keyed fingerprints", () => {
  it("cannot be rebuilt from the address alone", () => {
    use({ HASH_SECRET: SECRET });
    const hash = clientHash(from("203.0.113.7"), MARCH);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const guess of ["client:203.0.113.7", "203.0.113.7"]) expect(hash).not.toBe(sha256(guess));
    expect(emailHash("Ana@Example.com", MARCH)).not.toBe(sha256("email:ana@example.com"));

    use({ HASH_SECRET: "t".repeat(40) });
    expect(clientHash(from("203.0.113.7"), MARCH)).not.toBe(hash);
    use({ HASH_SECRET: SECRET });
    expect(clientHash(from("203.0.113.7"), MARCH)).toBe(hash);
  });

  it("change with the month, and a lookup accepts this month's and last month's", () => {
    use({ HASH_SECRET: SECRET });
    const march = clientHash(from("203.0.113.7"), MARCH);
    const april = clientHash(from("203.0.113.7"), APRIL);
    expect(april).not.toBe(march);
    expect(clientHash(from("203.0.113.7"), new Date("2027-03-01T00:00:00Z"))).toBe(march);
    expect(clientHashes(from("203.0.113.7"), APRIL)).toEqual([april, march]);
    expect(emailHashes(" ANA@example.com", APRIL)).toEqual([
      emailHash("ana@example.com", APRIL),
      emailHash("ana@example.com", MARCH),
    ]);
    // January's previous month is last year's December.
    const [, december] = keyedHashes(SECRET, "client", "x", new Date("2027-01-15T00:00:00Z"));
    expect(december).toBe(keyedHashes(SECRET, "client", "x", new Date("2026-12-15T00:00:00Z"))[0]);
    // An e-mail and a client with the same text never share a hash.
    expect(keyedHashes(SECRET, "email", "x", MARCH)[0]).not.toBe(
      keyedHashes(SECRET, "client", "x", MARCH)[0],
    );
  });

  it("without HASH_SECRET, use a secret the site generates and keeps in DATA_DIR/secrets", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "hash-secret-"));
    try {
      use({ DATA_DIR: dataDir });
      const hash = emailHash("ana@example.com", MARCH);
      const file = path.join(dataDir, "secrets", "hash-secret");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
      const secret = readFileSync(file, "utf8");
      expect(secret.length).toBeGreaterThanOrEqual(32);
      const monthKey = createHmac("sha256", secret).update("visitor-hash:2027-03").digest();
      expect(hash).toBe(
        createHmac("sha256", monthKey).update("email:ana@example.com").digest("hex"),
      );
      expect(emailHash("ana@example.com", MARCH)).toBe(hash);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
