import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "../fixtures/test.ts";
import { SEEDS } from "../support/seeds.ts";

/**
 * The W3C HTML checker (Nu Html Checker, the `vnu-jar` package, on the machine's Java) finds no
 * error in the server-rendered HTML of every kind of page, in every language (issue 16). One Java
 * run checks them all, so this stays fast.
 */

const PAGES = [
  ...SEEDS,
  "/plan/itinerary?month=June&length=week&budget=medium&interests=Nature",
  "/travel-guide",
  "/no-such-page",
  "/sq",
  "/de/plan",
  "/it/attractions/1",
  "/sq/events/1",
  // The calendar to subscribe to, for a chosen town (decision 143).
  "/de/events?town=prizren&category=film",
];

const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test("every page is valid HTML", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(tmpdir(), "explore-kosovo-html-"));
  try {
    const files = new Map<string, string>();
    for (const [index, page] of PAGES.entries()) {
      const response = await request.get(page);
      expect(response.headers()["content-type"], page).toContain("text/html");
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, page);
    }
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files.keys()].map(
        (arg) => arg.replace(/^file:/, ""),
      ),
      { maxBuffer: 20_000_000 },
    ).catch((error: { stdout: string; stderr: string }) => error);
    const { messages } = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error")
      .map((message) => {
        const page = files.get(message.url) ?? message.url;
        return `${page}:${message.lastLine ?? "?"} ${message.message} «${message.extract?.trim() ?? ""}»`;
      });
    expect(errors, errors.join("\n")).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
