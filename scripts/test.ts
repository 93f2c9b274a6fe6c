import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildIfNeeded } from "./build-if-needed.ts";
import { ensureJava, findChromium } from "./chromium.ts";

/**
 * `npm test`: lint, type check, unit and database tests, then end-to-end tests in Chromium
 * against the production build. Stops at the first failing step.
 */
const root = path.resolve(import.meta.dirname, "..");
const reports = mkdtempSync(path.join(tmpdir(), "explore-kosovo-test-"));

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed.`);
    summarize();
    process.exit(result.status ?? 1);
  }
}

let passed = 0;
let failed = 0;
function summarize() {
  const vitest = path.join(reports, "vitest.json");
  if (existsSync(vitest)) {
    const report = JSON.parse(readFileSync(vitest, "utf8"));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
  }
  const playwright = path.join(reports, "playwright.json");
  if (existsSync(playwright)) {
    const stats = JSON.parse(readFileSync(playwright, "utf8")).stats ?? {};
    passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    failed += stats.unexpected ?? 0;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
}

const chromium = findChromium();
ensureJava();

run("Lint and format (Biome)", "npx", ["biome", "check", "."]);
run("Type check", "npm", ["run", "-s", "typecheck"]);
run("Unit and database tests (Vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(reports, "vitest.json")}`,
]);
buildIfNeeded();
run("End-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test"], {
  CHROME_PATH: chromium,
  PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, "playwright.json"),
});
summarize();
