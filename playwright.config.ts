import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Workers inherit these from the main process, so every worker talks to the same server.
process.env.E2E_PORT ??= "4317";
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "explore-kosovo-e2e-"));
process.env.E2E_PUBLISHING_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_PUBLISHING_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "explore-kosovo-e2e-pub-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** A second site for the specs that publish through the desk (tests/e2e/desk-events.spec.ts). */
const publishingURL = `http://127.0.0.1:${process.env.E2E_PUBLISHING_PORT}`;

const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? "test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? "test-results/report.json" }],
  ],
  use: {
    baseURL,
    // An English browser, whatever the machine's settings: a German one is offered German.
    locale: "en-US",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
      args: chromiumFlags,
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  // The shared site every spec browses, and a second one for the specs that publish through
  // the desk: what they publish never shows up in the counts the other specs make.
  webServer: [
    testSite(baseURL, String(process.env.E2E_PORT), String(process.env.E2E_DATA_DIR)),
    testSite(
      publishingURL,
      String(process.env.E2E_PUBLISHING_PORT),
      String(process.env.E2E_PUBLISHING_DATA_DIR),
    ),
  ],
});

function testSite(url: string, port: string, dataDir: string) {
  return {
    command: "node server/index.ts",
    url: `${url}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // As in a deployment: every absolute URL names the address the tests browse.
      SITE_URL: url,
      // Every test signs up from 127.0.0.1: a roomy limit; the limit itself is tested in Vitest.
      NEWSLETTER_RATE_LIMIT: process.env.NEWSLETTER_RATE_LIMIT ?? "1000/60",
      // The crawler and the specs read the open data API from one address too.
      API_RATE_LIMIT: process.env.API_RATE_LIMIT ?? "5000/60",
    },
  };
}
