import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { configOrExit, root } from "../server/entry.ts";
import { callControl } from "./support/control-client.ts";

/**
 * The newsletter commands (README, "The newsletter"):
 *
 *   npm run newsletter:send -- newsletter/issues/2027-07-whats-on [--rate 60]
 *   npm run newsletter:draft -- [YYYY-MM]      (default: next month)
 *   npm run newsletter:log -- [issue]
 *
 * With PGlite they go through the running site's control socket (one process at a time may open
 * its database); with DATABASE_URL they open the database themselves.
 */

const ISSUES = path.join(root, "newsletter", "issues");
const LOCALES = ["en", "sq", "de", "it"];

const config = configOrExit();

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function call(method: string, pathname: string, body?: unknown) {
  return callControl(config, "the newsletter commands go", method, pathname, body);
}

function nextMonth(): string {
  const now = new Date();
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return next.toISOString().slice(0, 7);
}

async function send(target: string | undefined, args: string[]) {
  if (!target)
    fail("Usage: npm run newsletter:send -- <issue folder> [--rate <messages per minute>]");
  const folder = statSync(target, { throwIfNoEntry: false })?.isFile()
    ? path.dirname(target)
    : target;
  if (!existsSync(folder)) fail(`No issue folder at ${folder}.`);
  const files = Object.fromEntries(
    LOCALES.filter((locale) => existsSync(path.join(folder, `${locale}.md`))).map((locale) => [
      locale,
      readFileSync(path.join(folder, `${locale}.md`), "utf8"),
    ]),
  );
  const rateIndex = args.indexOf("--rate");
  const rate = rateIndex >= 0 ? Number(args[rateIndex + 1]) : undefined;
  const answer = await call("POST", "/newsletter/send", {
    issue: path.basename(path.resolve(folder)),
    files,
    rate,
  });
  if (answer.status !== 200) fail(String(answer.body.error));
  const { issue, queued, alreadyQueued, lastDueAt } = answer.body;
  console.log(
    `${issue}: ${queued} e-mails queued at ${answer.body.rate} per minute${queued ? ` (the last due ${lastDueAt})` : ""}; ${alreadyQueued} subscribers already had it.`,
  );
}

async function draft(month = nextMonth()) {
  const answer = await call("GET", `/newsletter/draft?month=${encodeURIComponent(month)}`);
  if (answer.status !== 200) fail(String(answer.body.error));
  const folder = path.join(ISSUES, String(answer.body.issue));
  if (existsSync(folder)) fail(`${path.relative(root, folder)} exists already; not overwritten.`);
  mkdirSync(folder, { recursive: true });
  for (const [locale, text] of Object.entries(answer.body.files as Record<string, string>)) {
    writeFileSync(path.join(folder, `${locale}.md`), text);
  }
  console.log(
    `Draft written to ${path.relative(root, folder)}/: read and correct it, then send it with npm run newsletter:send -- ${path.relative(root, folder)}`,
  );
}

async function log(issue?: string) {
  const query = issue ? `?issue=${encodeURIComponent(issue)}` : "";
  const answer = await call("GET", `/newsletter/log${query}`);
  if (answer.status !== 200) fail(String(answer.body.error));
  const { totals, entries } = answer.body as {
    totals: Record<string, Record<string, number>>;
    entries: {
      issue: string;
      to: string;
      locale: string;
      state: string;
      attempts: number;
      at: string;
      reason?: string;
    }[];
  };
  if (entries.length === 0) return console.log("No newsletter has been sent yet.");
  for (const [name, counts] of Object.entries(totals)) {
    console.log(
      `${name}: ${Object.entries(counts)
        .map(([state, count]) => `${count} ${state}`)
        .join(", ")}`,
    );
  }
  if (issue) {
    for (const entry of entries) {
      console.log(
        [
          entry.at,
          entry.to,
          entry.locale,
          entry.state,
          `${entry.attempts} tries`,
          entry.reason ?? "",
        ]
          .join("\t")
          .trim(),
      );
    }
  }
}

const [command, first, ...rest] = process.argv.slice(2);
if (command === "send") await send(first, rest);
else if (command === "draft") await draft(first);
else if (command === "log") await log(first);
else fail("Usage: node scripts/newsletter.ts send|draft|log …");
