import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The browser for end-to-end tests: CHROME_PATH, else Debian's chromium, installed with apt when
 * we run as root; test tools never download a browser here.
 */
export function findChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured && existsSync(configured)) return configured;
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (aptInstall("chromium", "Chromium") && existsSync("/usr/bin/chromium")) {
    return "/usr/bin/chromium";
  }
  console.error(
    "No Chromium found: install Debian's chromium package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}

/** Java 17+ for the W3C HTML checker (docs/decisions/021-html-checker.md), installed like Chromium. */
export function ensureJava(): void {
  const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
  if (hasJava()) return;
  if (aptInstall("default-jre-headless", "Java") && hasJava()) return;
  console.error(
    "No Java found for the W3C HTML checker: install Debian's default-jre-headless package (sudo apt-get install default-jre-headless).",
  );
  process.exit(1);
}

/** Installs a Debian package when we run as root with apt; says whether it went through. */
function aptInstall(name: string, what: string): boolean {
  if (process.getuid?.() !== 0 || !existsSync("/usr/bin/apt-get")) return false;
  console.log(`${what} is missing: installing Debian's ${name} package…`);
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit" });
  const install =
    update.status === 0 &&
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", name], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  return Boolean(install && install.status === 0);
}
