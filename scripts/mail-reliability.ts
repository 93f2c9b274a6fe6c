/**
 * Mail delivery figures for docs/reliability.md, on this machine only (loopback): an SMTP sink in
 * this process, mail workers (`server/worker.ts`) as child processes on a fresh PostgreSQL
 * database. Measures messages per minute through one worker, then kills a worker mid-batch
 * (SIGTERM, then SIGKILL) and checks that a second worker delivers the rest: every message
 * received, none twice. Bounded: gives up after two minutes per run.
 *
 *   npm run build && node scripts/mail-reliability.ts [postgres://postgres@127.0.0.1:5432/test]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { startSmtpSink } from "../tests/support/smtp-sink.ts";

const adminUrl = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/test";
const root = path.resolve(import.meta.dirname, "..");
const COUNT = 1000;
const DEADLINE_MS = 120_000;

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
  const line = `${label}: ${COUNT} queued, ${rows?.sent} marked sent, ${rows?.unsent} not sent; ${ids.length} received by the sink, ${unique} distinct, ${ids.length - unique} twice, ${COUNT - unique} lost`;
  console.log(line);
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
  console.log(
    `throughput: ${COUNT - before} messages in ${seconds.toFixed(1)} s = ${Math.round(((COUNT - before) / seconds) * 60)} per minute`,
  );

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
} finally {
  await db.end();
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
  await sink.close();
  rmSync(dataDir, { recursive: true, force: true });
}
