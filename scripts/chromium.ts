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
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (isRoot && hasApt) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const update = spawnSync("apt-get", ["update"], { stdio: "inherit" });
    const install =
      update.status === 0 &&
      spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
        stdio: "inherit",
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    if (install && install.status === 0 && existsSync("/usr/bin/chromium"))
      return "/usr/bin/chromium";
  }
  console.error(
    "No Chromium found: install Debian's chromium package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary.",
  );
  process.exit(1);
}
