/**
 * `npm run bench` (issue 9): Lighthouse on the main pages against budgets, then throughput of
 * the app server compared with a bare `node:http` server answering the same bytes. Builds if
 * needed, starts the production server on a free port with a temporary database, writes
 * docs/performance.md and exits non-zero when any page misses a budget.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per page,
 * median kept; also the throughput turns per path; default 3), BENCH_DURATION (seconds per
 * throughput run; default 10),
 * BENCH_CONNECTIONS (default 50), BENCH_PAGES (comma-separated paths to audit instead of all; empty
 * to skip Lighthouse), BENCH_THROUGHPUT (comma-separated paths for autocannon; default `/`,
 * `/destinations/1` and `/api/destinations`), BENCH_MEMORY_SECONDS (load for the memory figures,
 * default 60; 0 skips them), BENCH_DATABASE_URL (a PostgreSQL server for the memory figures;
 * default TEST_DATABASE_URL; without either only the embedded database is measured, and one
 * against two app servers is not), BENCH_SCALE (0 skips one against two app servers).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon, { type Result as LoadResult } from "autocannon";
import {
  BUDGETS,
  budgetFailures,
  KEY_PAGES,
  type LighthouseReport,
  medianRun,
  type PageResult,
  pageResult,
  RATIO_PATHS,
  ratioFailure,
} from "./bench-budgets.ts";
import {
  type MemoryResult,
  measurePgliteMemory,
  measurePostgresMemory,
  memoryFailures,
  memoryMarkdown,
} from "./bench-memory.ts";
import { measureScale, scaleMarkdown } from "./bench-scale.ts";
import { buildIfNeeded } from "./build-if-needed.ts";
import { findChromium } from "./chromium.ts";
import { freePort, machineDescription, type ServerProcess, startServer } from "./support/server.ts";

const root = path.resolve(import.meta.dirname, "..");
/** A comma-separated list of paths from the environment (empty: none), or undefined when unset. */
function pathsOf(name: string): string[] | undefined {
  const paths = process.env[name]?.split(",").filter(Boolean);
  const bad = paths?.find((entry) => !entry.startsWith("/"));
  if (bad !== undefined) {
    console.error(`${name} lists paths starting with "/" (or is empty for none); got "${bad}".`);
    process.exit(2);
  }
  return paths;
}

const PAGES = pathsOf("BENCH_PAGES") ?? [...KEY_PAGES];
const THROUGHPUT_PATHS = pathsOf("BENCH_THROUGHPUT") ?? [
  "/",
  "/destinations/1",
  "/api/destinations",
];
/** Each path is measured as sent uncompressed and as sent with Brotli. */
const ENCODINGS = ["identity", "br"] as const;
type Encoding = (typeof ENCODINGS)[number];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** Seconds of load for the memory figures; 0 skips them. */
const MEMORY_SECONDS = Math.max(0, Number(process.env.BENCH_MEMORY_SECONDS ?? 60));
const MEMORY_CONNECTIONS = 50;
/** Whether to measure one against two app servers (needs PostgreSQL); BENCH_SCALE=0 skips it. */
const SCALE = process.env.BENCH_SCALE !== "0";
const DURATION = Math.max(1, Number(process.env.BENCH_DURATION ?? 10));
const CONNECTIONS = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 50));
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** One Lighthouse run, mobile with the default simulated throttling. */
async function lighthouse(url: string, chrome: string): Promise<LighthouseReport> {
  const dir = mkdtempSync(path.join(tmpdir(), "explore-kosovo-lh-"));
  const output = path.join(dir, "report.json");
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        path.join(root, "node_modules/.bin/lighthouse"),
        [
          url,
          "--output=json",
          `--output-path=${output}`,
          "--only-categories=performance,accessibility,best-practices,seo",
          `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
          "--max-wait-for-load=60000",
          "--quiet",
        ],
        { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "pipe"] },
      );
      let errors = "";
      child.stderr?.on("data", (chunk) => {
        errors += chunk;
      });
      child.on("error", reject);
      child.on("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}: ${errors}`)),
      );
    });
    return JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse now and then fails to record a trace ("NO_NAVSTART", "PROTOCOL_TIMEOUT"): such a
 * run says nothing about the page, so it is tried again, at most twice.
 */
async function lighthouseRun(url: string, chrome: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, chrome);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= 3 || !message.includes("Runtime error encountered")) throw error;
      console.warn(`  Lighthouse failed to record ${url} (attempt ${attempt}); trying again.`);
    }
  }
}

interface Throughput {
  path: string;
  encoding: Encoding;
  appRps: number;
  bareRps: number;
  ratio: number;
  appP99Ms: number;
  errors: number;
  bytes: number;
}

/** A bare node:http server in a child process answering `body` with the app's content type. */
async function startBareServer(body: Buffer, contentType: string, encoding: Encoding) {
  const dir = mkdtempSync(path.join(tmpdir(), "explore-kosovo-bare-"));
  const file = path.join(dir, "body");
  writeFileSync(file, body);
  const port = await freePort();
  const source = `
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    require("node:http").createServer((req, res) => {
      res.writeHead(200, { "Content-Type": ${JSON.stringify(contentType)}, "Content-Length": body.length${encoding === "identity" ? "" : `, "Content-Encoding": "${encoding}"`} });
      res.end(body);
    }).listen(${port}, "127.0.0.1", () => process.send && process.send("ready"));`;
  const child = spawn(process.execPath, ["-e", source], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  await new Promise<void>((resolve) => child.once("message", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill();
      }),
  };
}

/** The bytes as sent (fetch would decode them) and the content type. */
function rawGet(url: string, encoding: Encoding): Promise<{ body: Buffer; contentType: string }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "Accept-Encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          body: Buffer.concat(chunks),
          contentType: response.headers["content-type"] ?? "text/plain",
        }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

async function measureThroughput(
  server: ServerProcess,
  pathname: string,
  encoding: Encoding,
): Promise<Throughput> {
  const { body, contentType } = await rawGet(`${server.url}${pathname}`, encoding);
  const headers = { "Accept-Encoding": encoding };
  const run = (url: string) =>
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  await run(`${server.url}${pathname}`); // warm-up (JIT, caches), not counted
  const bare = await startBareServer(body, contentType, encoding);
  try {
    await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 2, headers });
    // App and bare server take turns, RUNS times: a pair shares the machine's state of the
    // moment (other work, frequency), and the median pair by ratio is kept.
    const pairs: { app: LoadResult; baseline: LoadResult; ratio: number }[] = [];
    for (let turn = 0; turn < RUNS; turn++) {
      const app = await run(`${server.url}${pathname}`);
      const baseline = await run(bare.url);
      pairs.push({ app, baseline, ratio: app.requests.average / baseline.requests.average });
    }
    pairs.sort((a, b) => a.ratio - b.ratio);
    const { app, baseline, ratio } = pairs[Math.floor(pairs.length / 2)] as (typeof pairs)[number];
    return {
      path: pathname,
      encoding,
      appRps: Math.round(app.requests.average),
      bareRps: Math.round(baseline.requests.average),
      ratio: Math.round(ratio * 1000) / 1000,
      appP99Ms: app.latency.p99,
      errors: pairs.reduce(
        (sum, pair) => sum + pair.app.errors + pair.app.timeouts + pair.app.non2xx,
        0,
      ),
      bytes: body.length,
    };
  } finally {
    await bare.stop();
  }
}

function markdown(
  machine: Awaited<ReturnType<typeof machineDescription>>,
  results: PageResult[],
  failures: string[],
  throughput: Throughput[],
  load: number[],
): string {
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  const mark = (ok: boolean) => (ok ? "" : " ✗");
  const rows = results.map(
    (r) =>
      `| \`${r.path}\` | ${r.performance}${mark(r.performance >= BUDGETS.performance)} | ${r.accessibility}${mark(r.accessibility >= 100)} | ${r.bestPractices}${mark(r.bestPractices >= 100)} | ${r.seo}${mark(r.seo >= 100)} | ${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs <= BUDGETS.lcpMs)} | ${r.cls}${mark(r.cls <= BUDGETS.cls)} | ${r.tbtMs} ms${mark(r.tbtMs <= BUDGETS.tbtMs)} | ${kb(r.jsBytes)}${mark(r.jsBytes <= BUDGETS.jsBytes)} | ${kb(r.totalBytes)}${mark(r.totalBytes <= BUDGETS.totalBytes)} |`,
  );
  const audits = results.flatMap((r) => r.failedAudits.map((audit) => `- \`${r.path}\`: ${audit}`));
  return `# Performance

Written by \`npm run bench\` (scripts/bench.ts); the latest run replaces this file.

- **Date:** ${new Date().toISOString().replace("T", " ").slice(0, 16)} UTC
- **Machine:** ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.platform}; Node ${machine.node}
- **Load average at start:** ${load.map((value) => value.toFixed(2)).join(", ")} (1, 5, 15 min) — other work on the machine skews the figures
- **Lighthouse:** mobile, default simulated throttling (slow 4G, 4× CPU slowdown), Chromium headless, median of ${RUNS} run(s) per page by performance score
- **Server:** production build, embedded PGlite database in a temporary directory, \`127.0.0.1\`

## Lighthouse

Budgets: performance ≥ ${BUDGETS.performance}, accessibility, best practices and SEO = 100, LCP ≤ ${BUDGETS.lcpMs / 1000} s,
CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbtMs} ms, JavaScript ≤ ${kb(BUDGETS.jsBytes)} and everything ≤ ${kb(BUDGETS.totalBytes)} transferred. ✗ marks a miss.

| Page | Perf. | A11y | Best pr. | SEO | LCP | CLS | TBT | JS | Total |
|---|---|---|---|---|---|---|---|---|---|
${rows.join("\n")}

${failures.length === 0 ? "**All budgets kept.**" : `**Budgets missed (${failures.length}):**\n\n${failures.map((f) => `- ${f}`).join("\n")}`}
${audits.length > 0 ? `\nAudits scoring below 90 (median run):\n\n${audits.join("\n")}\n` : ""}
## Throughput

autocannon, ${CONNECTIONS} connections, ${DURATION} s per run after a warm-up, the app and the bare server taking turns ${RUNS} time(s) with the median pair by ratio shown (errors summed over all), each path asked for uncompressed
(\`identity\`) and with \`Accept-Encoding: br\`. The baseline is a bare \`node:http\` server (own process)
answering the same bytes with the same content type and encoding: the ratio is the share of raw Node speed
the app keeps while rendering pages, compressing them and querying the database. Budget: a ratio of at
least ${BUDGETS.throughputRatio} for ${RATIO_PATHS.map((p) => `\`${p}\``).join(", ")} (✗ marks a miss).

| Path | Encoding | Bytes | App req/s | Bare req/s | Ratio | App p99 | Errors/non-2xx |
|---|---|---|---|---|---|---|---|
${throughput.map((t) => `| \`${t.path}\` | ${t.encoding} | ${t.bytes} | ${t.appRps} | ${t.bareRps} | ${t.ratio}${mark(ratioFailure(t.path, t.encoding, t.ratio) === undefined)} | ${t.appP99Ms} ms | ${t.errors} |`).join("\n")}
`;
}

async function main() {
  const chrome = findChromium();
  buildIfNeeded();
  const machine = await machineDescription();
  const load = (await import("node:os")).loadavg();
  const server = await startServer();
  let exitCode = 0;
  try {
    // Warm the server (first renders, database caches) before measuring.
    for (const page of PAGES) await fetch(`${server.url}${page}`).then((r) => r.arrayBuffer());

    const results: PageResult[] = [];
    for (const page of PAGES) {
      const runs: PageResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = pageResult(page, await lighthouseRun(`${server.url}${page}`, chrome));
        runs.push(run);
        if (RUNS > 1) {
          console.log(
            `  run ${i + 1}: perf ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`,
          );
        }
      }
      const median = medianRun(runs);
      results.push(median);
      console.log(
        `${page}: perf ${median.performance}, a11y ${median.accessibility}, bp ${median.bestPractices}, seo ${median.seo}, LCP ${median.lcpMs} ms, CLS ${median.cls}, TBT ${median.tbtMs} ms, JS ${Math.round(median.jsBytes / 1024)} KB, total ${Math.round(median.totalBytes / 1024)} KB`,
      );
    }
    const failures = results.flatMap(budgetFailures);

    const throughput: Throughput[] = [];
    for (const pathname of THROUGHPUT_PATHS) {
      for (const encoding of ENCODINGS) {
        const t = await measureThroughput(server, pathname, encoding);
        throughput.push(t);
        const missed = ratioFailure(t.path, t.encoding, t.ratio);
        if (missed) failures.push(missed);
        console.log(
          `${pathname} (${encoding}): ${t.appRps} req/s (bare node:http ${t.bareRps} req/s, ratio ${t.ratio})`,
        );
      }
    }

    // Memory: a server of its own per database, after the shared one stopped measuring.
    const memory: MemoryResult[] = [];
    let memorySkipped: string | undefined;
    if (MEMORY_SECONDS > 0) {
      memory.push(await measurePgliteMemory(MEMORY_SECONDS, MEMORY_CONNECTIONS));
      const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
      if (postgresUrl) {
        memory.push(await measurePostgresMemory(postgresUrl, MEMORY_SECONDS, MEMORY_CONNECTIONS));
      } else {
        memorySkipped =
          "PostgreSQL not measured: set `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`) to a server.";
      }
      for (const m of memory) {
        console.log(
          `memory (${m.kind}): idle ${m.idleMb} MB, after ${m.seconds} s of load ${m.afterLoadMb} MB, peak ${m.peakMb} MB`,
        );
      }
      failures.push(...memoryFailures(memory));
    }

    // One and two app servers on one PostgreSQL.
    let scale = "";
    const scaleUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (SCALE && scaleUrl) {
      const result = await measureScale(scaleUrl, { connections: CONNECTIONS, seconds: DURATION });
      console.log(`1 app server: ${result.oneRps} req/s; 2 app servers: ${result.twoRps} req/s`);
      scale = `\n${scaleMarkdown(result, machine.cpus)}`;
    }

    writeFileSync(
      path.join(root, "docs/performance.md"),
      markdown(machine, results, failures, throughput, load) +
        (memory.length > 0 ? `\n${memoryMarkdown(memory, memorySkipped)}` : "") +
        scale,
    );
    console.log("\nWrote docs/performance.md");
    if (failures.length > 0) {
      console.error(`\n${failures.length} budget(s) missed:\n${failures.join("\n")}`);
      exitCode = 1;
    } else {
      console.log("All budgets kept.");
    }
  } finally {
    await server.stop();
  }
  process.exit(exitCode);
}

await main();
