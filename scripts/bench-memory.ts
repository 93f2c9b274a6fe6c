/**
 * The memory part of `npm run bench` (issue 20 item 4): what one app server holds resident, idle
 * and after a minute of load on a mix of pages and API lists, with PostgreSQL and with the
 * embedded PGlite database. PGlite's first initialisation of a new data directory costs far more
 * than every start after it, so the embedded server is measured on its second start, on the
 * directory the first one made (the first start's peak is reported beside it). The page cache
 * (PAGE_CACHE_MB) is part of the figures.
 */
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { KEY_PAGES } from "./bench-budgets.ts";
import { withScratchDatabase } from "./support/scratch-database.ts";
import { type ServerProcess, startServer } from "./support/server.ts";

export const MEMORY_BUDGETS_MB = { postgres: 256, pglite: 512 } as const;
export type MemoryKind = keyof typeof MEMORY_BUDGETS_MB;

/** The mix of the load: the key pages, some in other languages, and the API lists. */
const LOAD_PATHS = [
  ...KEY_PAGES,
  "/de/",
  "/sq/destinations/2",
  "/it/events",
  "/api/destinations",
  "/api/events",
];

export interface MemoryResult {
  kind: MemoryKind;
  /** Resident set after start and a first request to each path (MB). */
  idleMb: number;
  /** Resident set after the load (MB). */
  afterLoadMb: number;
  /** The most the process held resident during the measured start and load (MB). */
  peakMb: number;
  /** PGlite: the peak of the first start, which initialised the data directory (MB). */
  firstStartPeakMb?: number;
  requests: number;
  errors: number;
  seconds: number;
}

/** VmRSS and VmHWM of a process, in MB (Linux). */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

async function measure(
  kind: MemoryKind,
  server: ServerProcess,
  seconds: number,
  connections: number,
): Promise<MemoryResult> {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("server has no pid");
  for (const pathname of LOAD_PATHS) await fetch(`${server.url}${pathname}`);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const idle = residentMb(pid);
  const result = await autocannon({
    url: server.url,
    connections,
    duration: seconds,
    headers: { "Accept-Encoding": "br" },
    requests: LOAD_PATHS.map((pathname) => ({ method: "GET", path: pathname })),
  });
  const after = residentMb(pid);
  return {
    kind,
    idleMb: idle.rss,
    afterLoadMb: after.rss,
    peakMb: after.peak,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    seconds,
  };
}

/** PGlite: a first start makes the data directory, the measured second start reopens it. */
export async function measurePgliteMemory(
  seconds: number,
  connections: number,
): Promise<MemoryResult> {
  const first = await startServer();
  const pid = first.child.pid;
  const firstPeak = pid === undefined ? 0 : residentMb(pid).peak;
  await first.stop("SIGTERM", { keepData: true });
  const server = await startServer({ env: { DATA_DIR: first.dataDir } });
  try {
    return {
      ...(await measure("pglite", server, seconds, connections)),
      firstStartPeakMb: firstPeak,
    };
  } finally {
    await server.stop();
    await first.stop();
  }
}

/** PostgreSQL at `url` (a server URL; a database of its own is made and dropped). */
export async function measurePostgresMemory(
  url: string,
  seconds: number,
  connections: number,
): Promise<MemoryResult> {
  return withScratchDatabase(url, "explore_kosovo_bench", async (databaseUrl) => {
    // The first start migrates and seeds; a server is measured as it runs after that.
    const first = await startServer({ env: { DATABASE_URL: databaseUrl } });
    await first.stop();
    const server = await startServer({ env: { DATABASE_URL: databaseUrl } });
    try {
      return await measure("postgres", server, seconds, connections);
    } finally {
      await server.stop();
    }
  });
}

export function memoryFailures(results: MemoryResult[]): string[] {
  return results.flatMap((result) => {
    const budget = MEMORY_BUDGETS_MB[result.kind];
    const failures: string[] = [];
    if (result.afterLoadMb > budget) {
      failures.push(`memory (${result.kind}): ${result.afterLoadMb} MB after load > ${budget} MB`);
    }
    if (result.errors > 0) failures.push(`memory load (${result.kind}): ${result.errors} errors`);
    return failures;
  });
}

export function memoryMarkdown(results: MemoryResult[], skipped: string | undefined): string {
  const label = { postgres: "PostgreSQL", pglite: "Embedded PGlite" } as const;
  const rows = results.map((r) => {
    const budget = MEMORY_BUDGETS_MB[r.kind];
    const mark = r.afterLoadMb <= budget ? "" : " ✗";
    const first = r.firstStartPeakMb
      ? ` (first start, initialising: ${r.firstStartPeakMb} MB)`
      : "";
    return `| ${label[r.kind]} | ${r.idleMb} MB | ${r.afterLoadMb} MB${mark} | ${r.peakMb} MB${first} | ${budget} MB | ${r.requests} in ${r.seconds} s, ${r.errors} errors |`;
  });
  return `## Memory

Resident memory (VmRSS) of one production app server: idle after a first request to each page of
the mix, then after ${results[0]?.seconds ?? 60} s of autocannon on ${LOAD_PATHS.length} pages and API lists
(Brotli) — page cache included (\`PAGE_CACHE_MB\`, default 64). The embedded database is measured on
its second start: its first start initialises the data directory once, at a higher peak.

| Database | Idle | After load | Peak | Budget (after load) | Load |
|---|---|---|---|---|---|
${rows.join("\n")}
${skipped ? `\n${skipped}\n` : ""}`;
}
