import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseRateLimit, settings } from "./config.server.ts";

describe("configuration", () => {
  it("has working defaults, so `npm start` needs no set-up", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.LOG_LEVEL).toBe("info");
    expect(config.origin).toBe("http://localhost:3000");
    expect(config.NEWSLETTER_RATE_LIMIT).toEqual({ max: 5, windowMs: 60_000 });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it("takes the public origin from SITE_URL only, never from a request", () => {
    expect(loadConfig({ PORT: "8080" }).origin).toBe("http://localhost:8080");
    expect(loadConfig({ SITE_URL: "https://Explore-Kosovo.example/" }).origin).toBe(
      "https://explore-kosovo.example",
    );
  });

  it.each([
    [
      { LOG_LEVEL: "verbose" },
      /^LOG_LEVEL="verbose" must be one of debug, info, warn, error, silent\.$/,
    ],
    [{ SITE_URL: "not-a-url" }, /^SITE_URL="not-a-url" must be an origin/],
    [{ SITE_URL: "https://example.com/path" }, /^SITE_URL=/],
    [{ PORT: "http" }, /^PORT="http" /],
    [{ PORT: "70000" }, /^PORT="70000" /],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL="mysql:\/\/x" must be a postgres:\/\/ URL\.$/],
    [{ SMTP_URL: "http://mail" }, /^SMTP_URL=/],
    [{ NEWSLETTER_RATE_LIMIT: "lots" }, /^NEWSLETTER_RATE_LIMIT="lots" must be "max\/seconds"/],
    [{ TRUST_PROXY: "1" }, /^TRUST_PROXY is set but SITE_URL is not/],
    [{ MAIL_SENDER: "worker" }, /^MAIL_SENDER=worker needs DATABASE_URL/],
    [{ NEWSLETTER_SEND_RATE: "0" }, /^NEWSLETTER_SEND_RATE="0" /],
  ])("refuses %j with one sentence naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("reads rate limits as max/seconds or off", () => {
    expect(parseRateLimit("10/30")).toEqual({ max: 10, windowMs: 30_000 });
    expect(parseRateLimit("10 / 30s")).toEqual({ max: 10, windowMs: 30_000 });
    expect(parseRateLimit("7")).toEqual({ max: 7, windowMs: 60_000 });
    expect(parseRateLimit("off")).toBeNull();
    expect(parseRateLimit("0")).toBeNull();
    expect(parseRateLimit("5/0")).toBeUndefined();
  });

  it("is the README's table of settings, row for row", () => {
    const readme = readFileSync(path.join(import.meta.dirname, "../README.md"), "utf8");
    const table = readme.split("## Configuration")[1]?.split("\n## ")[0] ?? "";
    const rows = table
      .split("\n")
      .filter((line) => /^\| `[A-Z_]+` \|/.test(line))
      .map((line) => line.split(" | ").map((cell) => cell.replace(/^\| |\s*\|$/g, "")));
    expect(rows.map(([name]) => name)).toEqual(Object.keys(settings).map((key) => `\`${key}\``));
    for (const [name = "", byDefault, meaning] of rows) {
      const setting = settings[name.replaceAll("`", "") as keyof typeof settings];
      expect([byDefault, meaning]).toEqual([setting.default, setting.meaning]);
    }
  });
});

describe("no file but the configuration module reads the environment", () => {
  it("holds for app/ and server/", async () => {
    const { execSync } = await import("node:child_process");
    const root = path.join(import.meta.dirname, "..");
    const hits = execSync("git grep --untracked -l 'process\\.env' -- app server || true", {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => file && !file.endsWith(".test.ts") && file !== "app/config.server.ts");
    expect(hits).toEqual([]);
  });
});
