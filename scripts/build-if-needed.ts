import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const stamp = path.join(buildDir, ".built");
const inputs = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    newest = Math.max(newest, newestChange(path.join(entry, child)));
  }
  return newest;
}

/** Builds the production bundle unless an up-to-date one exists. */
export function buildIfNeeded(): void {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...inputs.map((input) => newestChange(path.join(root, input))));
  if (builtAt > changedAt && existsSync(path.join(buildDir, "server/index.js"))) return;
  console.log("Building the site (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "-s", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
  writeFileSync(stamp, new Date().toISOString());
}

if (import.meta.main) buildIfNeeded();
