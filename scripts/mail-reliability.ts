/**
 * Mail delivery figures for docs/reliability.md, on this machine only (loopback): an SMTP sink in
 * this process, mail workers (`server/worker.ts`) as child processes on a fresh PostgreSQL
 * database. Measures messages per minute through one worker, then kills a worker mid-batch
 * (SIGTERM, then SIGKILL) and checks that a second worker delivers the rest: every message
 * received, none twice. Bounded: gives up after two minutes per run. Writes its section of
 * docs/reliability.md.
 *
 *   npm run build && node scripts/mail-reliability.ts [postgres://postgres@127.0.0.1:5432/test]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";
import { makeSection, writeSection } from "./support/report-sections.ts";
import { machineDescription } from "./support/server.ts";

const adminUrl = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/test";
const root = path.resolve(import.meta.dirname, "..");
const COUNT = 1000;
const DEADLINE_MS = 120_000;
const machine = await machineDescription();
const loadAtStart = loadavg().map((value) => value.toFixed(2));
const lines: string[] = [];

const sink = await startSmtpSink();
const dataDir = mkdtempSync(path.join(tmpdir(), "mail-reliability-"));
const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
const name = `mail_reliability_${process.pid}`;
await admin.unsafe(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.toString();

function worker(): ChildProcess {
  return spawn(process.execPath, [path.join(root, "server/worker.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: sink.url,
      SITE_URL: "https://explore-kosovo.test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
    },
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > DEADLINE_MS) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const db = postgres(databaseUrl, { max: 2, onnotice: () => {} });

/** Starts a worker once (it migrates the new database), then empties the outbox and fills it. */
async function fill(count: number) {
  await db`delete from outbox`;
  await db`
    insert into outbox (recipient, kind, locale, subject, body)
    select 'reader' || n || '@example.test', 'reliability', 'en', 'Message ' || n, 'Message ' || n
    from generate_series(1, ${count}) as n`;
  sink.received.length = 0;
}

const sentRows = async () =>
  Number((await db`select count(*)::int as n from outbox where status = 'sent'`)[0]?.n);

async function report(label: string) {
  const [rows] = await db`
    select count(*) filter (where status = 'sent')::int as sent,
           count(*) filter (where status <> 'sent')::int as unsent
    from outbox`;
  const ids = sink.received.map((mail) => mail.messageId);
  const unique = new Set(ids).size;
  const lost = COUNT - unique;
  const twice = ids.length - unique;
  const line = `${lost === 0 && twice === 0 ? "✓" : lost === 0 ? "△" : "✗"} ${label}: ${COUNT} queued, ${rows?.sent} marked sent, ${rows?.unsent} not sent; ${ids.length} received by the sink, ${unique} distinct, ${twice} twice, ${lost} lost`;
  console.log(line);
  lines.push(`- ${line}`);
}

try {
  // Migrate with a first worker, then measure a clean run.
  const first = worker();
  await until(
    async () =>
      (await db`select to_regclass('public.outbox') as t`)[0]?.t !== null &&
      (
        await db`select 1 from information_schema.columns where table_name = 'outbox' and column_name = 'status'`
      ).length > 0,
    "the migration",
  );
  first.kill("SIGTERM");
  await exited(first);

  await fill(COUNT);
  const timed = worker();
  // Timed from the first message the sink receives, so the worker's start is not counted.
  await until(() => sink.received.length > 0, "the first message");
  const started = performance.now();
  const before = sink.received.length;
  await until(async () => (await sentRows()) === COUNT, "the clean run");
  const seconds = (performance.now() - started) / 1000;
  timed.kill("SIGTERM");
  await exited(timed);
  await report("clean run, one worker");
  const throughput = `throughput of one worker: ${COUNT - before} messages in ${seconds.toFixed(1)} s = **${Math.round(((COUNT - before) / seconds) * 60)} messages per minute** through the local SMTP sink`;
  console.log(throughput);
  lines.push(`- ${throughput}`);

  for (const signal of ["SIGTERM", "SIGKILL", "SIGKILL", "SIGKILL"] as const) {
    await fill(COUNT);
    const victim = worker();
    await until(() => sink.received.length >= COUNT / 3, "a third of the batch");
    victim.kill(signal);
    await exited(victim);
    if (signal === "SIGKILL") {
      // A killed worker cannot give its claims back; they come free when its lease runs out
      // (5 minutes). Here the lease is ended at once instead of waiting.
      await db`update outbox set locked_until = now() where status = 'sending'`;
    }
    const rescuer = worker();
    await until(async () => (await sentRows()) === COUNT, "the second worker");
    await new Promise((resolve) => setTimeout(resolve, 500)); // anything late would show now
    rescuer.kill("SIGTERM");
    await exited(rescuer);
    await report(`worker stopped by ${signal} after a third, a second worker finished`);
  }
  const file = path.join(root, "docs/reliability.md");
  const section = makeSection(
    "mail",
    `## Mail delivery

Written by \`node scripts/mail-reliability.ts\` (after \`npm run build\`); the latest run replaces this section.

- **Date:** ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC
- **Machine:** ${machine.cpus} CPUs, Node ${machine.node}; load average at start ${loadAtStart.join(", ")}
- **Set-up:** ${COUNT} messages queued in a fresh PostgreSQL database; mail workers (\`server/worker.ts\`) as child processes; an SMTP sink (\`smtp-server\`) in the script's process; loopback only.

${lines.join("\n")}

A worker stopped with SIGTERM finishes the message in hand and gives back the rest of its batch:
nothing is lost or sent twice. A worker killed outright (SIGKILL, power loss) cannot report the
message it was sending; that message's claim runs out (5 minutes; the script ends it at once) and
another worker sends it again. If the SMTP server had already accepted it, it arrives twice, with
the same Message-ID (△ above); nothing is ever lost. At most one message per killed worker.`,
  );
  writeFileSync(file, writeSection(readFileSync(file, "utf8"), "mail", section));
  console.log("Wrote the mail section of docs/reliability.md");
} finally {
  await db.end();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
}
