/**
 * `npm run load` (issue 9): load and faults against the production server.
 *
 * 1. Load: LOAD_DURATION s (default 60) at LOAD_CONNECTIONS (default 100) on `/` and on the JSON
 *    API; no errors allowed; requests/s and p50/p95/p99 latency reported.
 * 2. Database outage (needs PostgreSQL: LOAD_DATABASE_URL, else TEST_DATABASE_URL, else
 *    postgres://postgres@127.0.0.1:5432/postgres): the app talks to PostgreSQL through a TCP
 *    proxy that this script closes and opens. Down at start: the API answers 503 JSON, pages
 *    that need no database render, pages that do render or answer 503, /healthz says so; the database returns: the server recovers
 *    by itself. Then the database dies under load for longer than the server keeps what it read
 *    (READ_CACHE_MS) and returns: only 200 or 503, 503 once the kept rows expired, and recovery.
 * 3. SIGTERM while newsletter sign-ups pour in: every sign-up answered 200 is in the database.
 * 4. Publishing under load (needs PostgreSQL, as 2): LOAD_DURATION s at LOAD_PUBLISH_CONNECTIONS
 *    (default 200) on `/` while a change is published every 3 s: no error, no half page, and no
 *    answer older than the last publish that was live when its request left (scripts/load-publish.ts).
 *
 * Writes docs/reliability.md; exits non-zero when a check fails.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { connect, createServer, type Server, type Socket } from "node:net";
import { loadavg } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import autocannon from "autocannon";
import postgres from "postgres";
import { READ_CACHE_MS } from "../app/db/queries.server.ts";
import { buildIfNeeded } from "./build-if-needed.ts";
import { type PublishFigures, publishUnderLoad } from "./load-publish.ts";
import { readSection, writeSection } from "./support/report-sections.ts";
import { freePort, machineDescription, startServer } from "./support/server.ts";

const root = path.resolve(import.meta.dirname, "..");
const DURATION = Math.max(1, Number(process.env.LOAD_DURATION ?? 60));
const CONNECTIONS = Math.max(1, Number(process.env.LOAD_CONNECTIONS ?? 100));
const PUBLISH_CONNECTIONS = Math.max(1, Number(process.env.LOAD_PUBLISH_CONNECTIONS ?? 200));
const PUBLISH_EVERY_MS = 3_000;
const API_REQUESTS = [
  "/api/destinations",
  "/api/events/upcoming",
  "/api/experiences",
  "/api/travel-guides",
  "/api/events",
].map((p) => ({ method: "GET", path: p }));
/** Pages built from content modules only: they must render while the database is down. */
const STATIC_PAGES = ["/about", "/attractions/1", "/blog/1", "/faq", "/privacy-policy"];
/** Pages with a part from the database: their answer during an outage is recorded. */
const MIXED_PAGES = ["/", "/destinations", "/events", "/cities/1"];

const checks: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail = "") {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "✓" : "✗"} ${name}${detail ? ` — ${detail}` : ""}`);
}

// --- helpers ------------------------------------------------------------------------------

interface LoadResult {
  label: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
  statuses: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? Number.NaN) * 10) / 10;
}

async function load(
  label: string,
  options: { url: string; requests?: typeof API_REQUESTS; duration: number; connections: number },
  during?: () => Promise<void>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let socketErrors = 0;
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    requests: options.requests,
    timeout: 10,
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  instance.on("reqError", () => {
    socketErrors += 1;
  });
  const [result] = await Promise.all([instance, during?.()]);
  latencies.sort((a, b) => a - b);
  const errors = result.errors + result.timeouts + socketErrors;
  const summary: LoadResult = {
    label,
    requests: latencies.length,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.round((latencies.at(-1) ?? Number.NaN) * 10) / 10,
    errors,
    statuses,
  };
  console.log(
    `${label}: ${summary.requests} requests, ${summary.rps} req/s, p50 ${summary.p50} ms, p95 ${summary.p95} ms, p99 ${summary.p99} ms, errors ${errors}, statuses ${JSON.stringify(statuses)}`,
  );
  return summary;
}

/** A TCP proxy to PostgreSQL that the script can take down (refusing, cutting every link). */
class SwitchableProxy {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  readonly port: number;
  private target: { host: string; port: number };
  constructor(port: number, target: { host: string; port: number }) {
    this.port = port;
    this.target = target;
  }
  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function status(url: string): Promise<{ status: number; body: string; type: string }> {
  try {
    const response = await fetch(url);
    return {
      status: response.status,
      body: await response.text(),
      type: response.headers.get("content-type") ?? "",
    };
  } catch (error) {
    return { status: 0, body: String(error), type: "" };
  }
}

/** Milliseconds until `url` answers 200, polling every 100 ms; NaN after `limitMs`. */
async function timeUntilOk(url: string, limitMs = 30_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await status(url)).status === 200) return Math.round(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the database stays lost under load: past the rows the server keeps, so it shows. */
const LOSS_MS = READ_CACHE_MS + 5000;
const LOSS_RUN_S = Math.ceil((5000 + LOSS_MS + 10_000) / 1000);

// --- 1. load -----------------------------------------------------------------------------

async function loadPhase() {
  console.log(`\n1. Load: ${DURATION} s at ${CONNECTIONS} connections (embedded PGlite)`);
  const server = await startServer();
  try {
    // Warm-up: first renders and queries.
    await load("warm-up", { url: `${server.url}/`, duration: 3, connections: 10 });
    const page = await load("GET /", {
      url: `${server.url}/`,
      duration: DURATION,
      connections: CONNECTIONS,
    });
    const api = await load("GET /api/* (5 endpoints in turn)", {
      url: server.url,
      requests: API_REQUESTS,
      duration: DURATION,
      connections: CONNECTIONS,
    });
    for (const result of [page, api]) {
      const non2xx = Object.entries(result.statuses)
        .filter(([code]) => !code.startsWith("2"))
        .reduce((sum, [, n]) => sum + n, 0);
      check(
        `${result.label}: no errors under load`,
        result.errors === 0 && non2xx === 0,
        `${result.errors} errors, ${non2xx} non-2xx`,
      );
    }
    return [page, api];
  } finally {
    await server.stop();
  }
}

// --- 2. database outage ------------------------------------------------------------------

async function findPostgres(): Promise<string | undefined> {
  const candidates = [
    process.env.LOAD_DATABASE_URL,
    process.env.TEST_DATABASE_URL,
    "postgres://postgres@127.0.0.1:5432/postgres",
    "postgres://postgres:postgres@127.0.0.1:5432/postgres",
  ].filter((url): url is string => Boolean(url));
  for (const url of candidates) {
    const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await sql`select 1`;
      return url;
    } catch {
      // try the next one
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
  return undefined;
}

interface OutageFigures {
  startDown: Record<string, string>;
  recoveryAtStartMs: number;
  underLoad?: LoadResult;
  recoveryUnderLoadMs: number;
}

async function outagePhase(adminUrl: string): Promise<OutageFigures> {
  console.log("\n2. Database outage (PostgreSQL behind a switchable TCP proxy)");
  const name = `explore_kosovo_load_${process.pid}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(adminUrl);
  const proxy = new SwitchableProxy(await freePort(), {
    host: target.hostname,
    port: Number(target.port || 5432),
  });
  const viaProxy = new URL(adminUrl);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  viaProxy.pathname = `/${name}`;
  const figures: OutageFigures = {
    startDown: {},
    recoveryAtStartMs: Number.NaN,
    recoveryUnderLoadMs: Number.NaN,
  };

  // Down from the start: the proxy port is closed.
  const server = await startServer({ env: { DATABASE_URL: viaProxy.toString() } });
  try {
    const health = await status(`${server.url}/healthz`);
    figures.startDown["/healthz"] = `${health.status} ${health.body}`;
    check(
      "database down: /healthz answers 503 and says so",
      health.status === 503 && health.body.includes('"database":"down"'),
      `${health.status} ${health.body}`,
    );
    const api = await status(`${server.url}/api/destinations`);
    figures.startDown["/api/destinations"] = `${api.status} ${api.body}`;
    check(
      "database down: the API answers 503 JSON",
      api.status === 503 && api.type.includes("application/json") && api.body.includes('"error"'),
      `${api.status} ${api.body}`,
    );
    for (const page of STATIC_PAGES) {
      const result = await status(`${server.url}${page}`);
      figures.startDown[page] = String(result.status);
      check(`database down: ${page} still renders`, result.status === 200, String(result.status));
    }
    for (const page of MIXED_PAGES) {
      const result = await status(`${server.url}${page}`);
      figures.startDown[page] = String(result.status);
      check(
        `database down: ${page} renders, or says it is unavailable for now (503)`,
        result.status === 200 || (result.status === 503 && result.type.includes("text/html")),
        String(result.status),
      );
    }

    // The database comes back: no restart, no request needed but the health checks'.
    await proxy.up();
    figures.recoveryAtStartMs = await timeUntilOk(`${server.url}/healthz`);
    const back = await status(`${server.url}/api/destinations`);
    check(
      "database back: the server recovers by itself",
      Number.isFinite(figures.recoveryAtStartMs) && back.status === 200,
      `healthz ok after ${figures.recoveryAtStartMs} ms, API ${back.status}`,
    );

    // It dies under load (every connection cut) for longer than read rows are kept, then returns.
    figures.underLoad = await load(
      "GET /api/* while the database dies and returns",
      {
        url: server.url,
        requests: API_REQUESTS,
        duration: LOSS_RUN_S,
        connections: Math.min(CONNECTIONS, 50),
      },
      async () => {
        await sleep(5000);
        await proxy.down();
        await sleep(LOSS_MS);
        await proxy.up();
        figures.recoveryUnderLoadMs = await timeUntilOk(`${server.url}/api/destinations`);
      },
    );
    const statuses = Object.keys(figures.underLoad.statuses);
    check(
      "database lost under load: only 200 or 503, no 500",
      statuses.every((code) => code === "200" || code === "503") && figures.underLoad.errors === 0,
      JSON.stringify(figures.underLoad.statuses),
    );
    check(
      "database lost under load: the API says so (503) once the rows it kept expire",
      (figures.underLoad.statuses["503"] ?? 0) > 0,
      JSON.stringify(figures.underLoad.statuses),
    );
    check(
      "database back after a loss under load: the server recovers by itself",
      (await status(`${server.url}/api/destinations`)).status === 200,
      `API answering 200 within ${figures.recoveryUnderLoadMs} ms of the database's return`,
    );
  } finally {
    await server.stop();
    await proxy.down();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end({ timeout: 5 });
  }
  return figures;
}

// --- 3. SIGTERM during sign-ups ----------------------------------------------------------

interface ShutdownFigures {
  accepted: number;
  refused: number;
  serverErrors: number;
  stored: number;
  missing: number;
  exitCode: number | null;
  shutdownMs: number;
}

async function shutdownPhase(): Promise<ShutdownFigures> {
  console.log("\n3. SIGTERM while newsletter sign-ups arrive (embedded PGlite)");
  const server = await startServer({ env: { NEWSLETTER_RATE_LIMIT: "off" } });
  const accepted: string[] = [];
  let refused = 0;
  let serverErrors = 0;
  let stopped = false;
  let counter = 0;
  async function signUps() {
    while (!stopped) {
      counter += 1;
      const email = `load-${process.pid}-${counter}@example.com`;
      try {
        const response = await fetch(`${server.url}/api/newsletter`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email }),
        });
        await response.arrayBuffer();
        if (response.status === 200) accepted.push(email);
        else if (response.status >= 500) serverErrors += 1;
      } catch {
        refused += 1; // the server no longer accepts connections
        await sleep(20);
      }
    }
  }
  const workers = Array.from({ length: 20 }, signUps);
  await sleep(3000);
  const signalled = performance.now();
  const exitCode = await server.stop("SIGTERM", { keepData: true });
  const shutdownMs = Math.round(performance.now() - signalled);
  stopped = true;
  await Promise.all(workers);

  // Every address answered 200 must be stored.
  const db = await PGlite.create(path.join(server.dataDir, "pglite"));
  const rows = await db.query<{ email: string }>("select email from newsletter_subscriptions");
  await db.close();
  const stored = new Set(rows.rows.map((row) => row.email));
  const missing = accepted.filter((email) => !stored.has(email)).length;
  const { rmSync } = await import("node:fs");
  rmSync(server.dataDir, { recursive: true, force: true });
  check(
    "SIGTERM during sign-ups: every accepted sign-up is stored",
    missing === 0 && accepted.length > 0,
    `${accepted.length} accepted, ${missing} missing, ${refused} refused after the signal`,
  );
  check("SIGTERM during sign-ups: no 5xx", serverErrors === 0, `${serverErrors}`);
  check("SIGTERM: clean exit", exitCode === 0, `exit code ${exitCode} after ${shutdownMs} ms`);
  return {
    accepted: accepted.length,
    refused,
    serverErrors,
    stored: stored.size,
    missing,
    exitCode,
    shutdownMs,
  };
}

// --- report ------------------------------------------------------------------------------

function report(
  machine: Awaited<ReturnType<typeof machineDescription>>,
  loadAverage: number[],
  loadResults: LoadResult[],
  outage: OutageFigures | string,
  shutdown: ShutdownFigures,
  publishing: PublishFigures | string,
): string {
  const live =
    typeof publishing === "string" ? [] : [...publishing.liveAfterMs].sort((a, b) => a - b);
  const publishingText =
    typeof publishing === "string"
      ? publishing
      : `${publishing.seconds} s at ${publishing.connections} connections on \`/\` (PostgreSQL, page cache on) while a change
was published every ${PUBLISH_EVERY_MS / 1000} s: the first experience renamed, which the home page shows, recorded as a
content change and announced with \`NOTIFY\`; a publish counts as live when the server says it serves
the new version (what the desk waits for). Every answer was checked on its own.

- Publishes: **${publishing.publishes}**; live after (write → server serving it): median ${percentile(live, 50)} ms, max ${live.at(-1) ?? "—"} ms.
- Answers: **${publishing.responses}**; errors: **${publishing.errors}**; half-rendered pages: **${publishing.incomplete}**.
- Answers older than the last publish that was live when they were asked for: **${publishing.stale}**${publishing.firstStale ? ` (first: ${publishing.firstStale})` : ""}.`;
  const row = (r: LoadResult) =>
    `| ${r.label} | ${r.requests} | ${r.rps} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.max} ms | ${r.errors} | ${Object.entries(
      r.statuses,
    )
      .map(([code, n]) => `${code}: ${n}`)
      .join(", ")} |`;
  const outageText =
    typeof outage === "string"
      ? outage
      : `While PostgreSQL was unreachable from the start (proxy port closed):

| Request | Answer |
|---|---|
${Object.entries(outage.startDown)
  .map(([request, answer]) => `| \`${request}\` | ${answer.replace(/\|/g, "\\|")} |`)
  .join("\n")}

- Recovery when the database came back: \`/healthz\` answered 200 after **${outage.recoveryAtStartMs} ms**, with no restart.
- Database lost under load (all connections cut for ${LOSS_MS / 1000} s, then restored), ${Math.min(CONNECTIONS, 50)} connections on the API for ${LOSS_RUN_S} s. The server keeps the content tables it read for ${READ_CACHE_MS / 1000} s, so the API goes on answering 200 from them until they expire, then 503 until the database returns:

| Run | Requests | Req/s | p50 | p95 | p99 | Max | Errors | Statuses |
|---|---|---|---|---|---|---|---|---|
${outage.underLoad ? row(outage.underLoad) : ""}

- The API answered 200 again **${outage.recoveryUnderLoadMs} ms** after the database returned.`;
  return `# Reliability

Written by \`npm run load\` (scripts/load.ts); the latest run replaces this file.

- **Date:** ${new Date().toISOString().replace("T", " ").slice(0, 16)} UTC
- **Machine:** ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.platform}; Node ${machine.node}
- **Load average at start:** ${loadAverage.map((v) => v.toFixed(2)).join(", ")} (1, 5, 15 min) — other work on the machine skews the figures
- **Server:** production build on \`127.0.0.1\`, one Node process; load generator (autocannon) on the same machine

## Checks

${checks.map((c) => `- ${c.ok ? "✓" : "✗"} ${c.name}${c.detail ? ` — ${c.detail}` : ""}`).join("\n")}

## Load

${DURATION} s at ${CONNECTIONS} connections each, after a warm-up, embedded PGlite database. The API run cycles through
${API_REQUESTS.map((r) => `\`${r.path}\``).join(", ")}. Latencies are measured per response.

| Run | Requests | Req/s | p50 | p95 | p99 | Max | Errors | Statuses |
|---|---|---|---|---|---|---|---|---|
${loadResults.map(row).join("\n")}

## Database outage

${outageText}

## Publishing under load

${publishingText}

## Graceful shutdown

20 clients signed up to the newsletter without pause (rate limit off); after 3 s the server got SIGTERM.

- Sign-ups answered 200: **${shutdown.accepted}**; all of them stored: **${shutdown.missing === 0 ? "yes" : `no, ${shutdown.missing} missing`}** (${shutdown.stored} rows).
- Requests refused after the signal (connection closed or refused): ${shutdown.refused}; 5xx answers: ${shutdown.serverErrors}.
- The server exited with code ${shutdown.exitCode} ${shutdown.shutdownMs} ms after the signal.
`;
}

async function main() {
  buildIfNeeded();
  const machine = await machineDescription();
  const loadAverage = loadavg();
  const loadResults = await loadPhase();
  const pg = await findPostgres();
  let outage: OutageFigures | string;
  if (pg) {
    outage = await outagePhase(pg);
  } else {
    outage =
      "Skipped: no PostgreSQL server was reachable (set LOAD_DATABASE_URL). The embedded database runs in the app's own process, so it cannot fail on its own.";
    console.log(`\n2. ${outage}`);
  }
  const shutdown = await shutdownPhase();
  let publishing: PublishFigures | string;
  if (pg) {
    console.log(
      `\n4. Publishing under load: ${DURATION} s at ${PUBLISH_CONNECTIONS} connections on /, a publish every ${PUBLISH_EVERY_MS / 1000} s (PostgreSQL)`,
    );
    publishing = await publishUnderLoad(pg, {
      seconds: DURATION,
      connections: PUBLISH_CONNECTIONS,
      everyMs: PUBLISH_EVERY_MS,
    });
    const p = publishing;
    check(
      "publishing under load: no errors, no half-rendered page",
      p.errors === 0 && p.incomplete === 0,
      `${p.responses} answers, ${p.errors} errors, ${p.incomplete} incomplete`,
    );
    check(
      "publishing under load: no answer older than the last publish live when it was asked for",
      p.stale === 0 && p.publishes > 0,
      `${p.publishes} publishes, ${p.stale} stale answers${p.firstStale ? ` (first: ${p.firstStale})` : ""}`,
    );
  } else {
    publishing = "Skipped: no PostgreSQL server was reachable (set LOAD_DATABASE_URL).";
    console.log(`\n4. ${publishing}`);
  }
  const file = path.join(root, "docs/reliability.md");
  // The mail figures come from scripts/mail-reliability.ts: keep them.
  const mail = readSection(existsSync(file) ? readFileSync(file, "utf8") : "", "mail");
  const written = report(machine, loadAverage, loadResults, outage, shutdown, publishing);
  writeFileSync(file, mail ? writeSection(written, "mail", mail) : written);
  console.log("\nWrote docs/reliability.md");
  const failed = checks.filter((c) => !c.ok);
  if (failed.length > 0) {
    console.error(`\n${failed.length} check(s) failed.`);
    process.exit(1);
  }
  console.log("All checks passed.");
  process.exit(0);
}

await main();
