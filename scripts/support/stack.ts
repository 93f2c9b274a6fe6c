import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { MEDIA_MAX_BYTES } from "../../app/lib/media.ts";
import { buildIfNeeded } from "../build-if-needed.ts";
import { freePort, serverNodeFlags } from "./server.ts";

/**
 * The production shape of docs/deployment.md on one machine (README "The production shape on one
 * machine", decisions 146 and 147): PostgreSQL, Redis, two app servers with MAIL_SENDER=worker and
 * TRUST_PROXY, the mail worker, and nginx in front of the two. Used by `npm run stack`
 * (scripts/stack.ts) and by tests/e2e/two-servers.spec.ts.
 *
 * PostgreSQL is the one of `databaseUrl` when it answers, otherwise a private cluster made with
 * Debian's initdb in a temporary folder (trust, loopback, a free port); Redis likewise
 * (`redis-server --save ""`). nginx runs in the foreground with a generated configuration and a
 * prefix of its own, so nothing of the machine's is used or changed. Everything started here is
 * stopped by `stop()`, and by this process's exit.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** How long nginx leaves a server out after a failed connection (`fail_timeout`). */
const FAIL_TIMEOUT_S = 1;

export interface StackOptions {
  /** The proxy's port (default: a free one). */
  port?: number;
  /** PostgreSQL to use; when absent or not answering, a private cluster is started. */
  databaseUrl?: string;
  /** Redis to use; when absent, a private redis-server is started. */
  redisUrl?: string;
  /** DATA_DIR shared by the app servers and the worker (uploads, secrets, mail files). */
  dataDir?: string;
  /** Trusted proxies in front of nginx (a CDN: 1); TRUST_PROXY is this plus nginx itself. */
  proxiesInFront?: number;
  /** More settings for the app servers and the worker (NEWSLETTER_RATE_LIMIT, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** Build first when the sources changed (default); tests that already serve a build say no. */
  build?: boolean;
  /** Each line of every process's output, with the process's name. */
  onOutput?: (name: string, line: string) => void;
}

export interface AppServer {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
}

export interface Stack {
  /** The proxy's URL: what visitors use. */
  url: string;
  servers: AppServer[];
  databaseUrl: string;
  redisUrl: string;
  /** Whether PostgreSQL and Redis were started here (and go with `stop()`). */
  own: { postgres: boolean; redis: boolean };
  /** Restarts app server 1, waits until it is healthy and back in nginx's rotation, then 2. */
  rollingRestart(): Promise<void>;
  /** SIGTERM to one app server; resolves to its exit code. */
  stopServer(index: number): Promise<number | null>;
  /** Stops everything, the proxy first, then the app servers and the worker, then the data. */
  stop(): Promise<void>;
}

interface Managed {
  name: string;
  child: ChildProcess;
  /** The signal that stops it cleanly. */
  signal: NodeJS.Signals;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const running: Managed[] = [];
  const temporary: string[] = [];
  const onOutput = options.onOutput ?? (() => {});
  const killAll = () => {
    for (const entry of running) entry.child.kill("SIGKILL");
  };
  // Nothing outlives this process, however it ends.
  process.once("exit", killAll);

  const start = (
    name: string,
    command: string,
    args: string[],
    spawnOptions: { env?: NodeJS.ProcessEnv; uid?: number; gid?: number; cwd?: string } = {},
    signal: NodeJS.Signals = "SIGTERM",
  ): Managed => {
    const child = spawn(command, args, {
      cwd: spawnOptions.cwd ?? root,
      env: spawnOptions.env ?? process.env,
      uid: spawnOptions.uid,
      gid: spawnOptions.gid,
      stdio: ["ignore", "pipe", "pipe"],
      // A group of its own: Ctrl-C reaches the stack only, which stops them in order.
      detached: true,
    });
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) onOutput(name, line);
    };
    child.stdout?.on("data", forward);
    child.stderr?.on("data", forward);
    child.on("error", (error) => onOutput(name, `could not start: ${error.message}`));
    const managed = { name, child, signal };
    running.push(managed);
    child.once("exit", () => {
      const at = running.indexOf(managed);
      if (at >= 0) running.splice(at, 1);
    });
    return managed;
  };

  const stopOne = (managed: Managed | undefined, timeoutMs = 15_000): Promise<number | null> =>
    new Promise((resolve) => {
      if (!managed) return resolve(null);
      const { child } = managed;
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      const force = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
      child.once("exit", (code) => {
        clearTimeout(force);
        resolve(code);
      });
      child.kill(managed.signal);
    });

  const stopAll = async () => {
    const byName = (prefix: string) => running.filter((entry) => entry.name.startsWith(prefix));
    for (const group of [["nginx"], ["app", "worker"], ["redis", "postgres"]]) {
      await Promise.all(
        group.flatMap(byName).map(async (entry) => {
          const started = performance.now();
          const code = await stopOne(entry);
          const ms = Math.round(performance.now() - started);
          onOutput(
            "stack",
            `${entry.name} stopped (exit ${code ?? entry.child.signalCode}, ${ms} ms)`,
          );
        }),
      );
    }
    for (const folder of temporary) rmSync(folder, { recursive: true, force: true });
    process.off("exit", killAll);
  };

  try {
    const nginx = nginxBinary();
    if (options.build !== false) buildIfNeeded();

    // PostgreSQL.
    let databaseUrl = options.databaseUrl;
    let ownPostgres = false;
    if (!databaseUrl || !(await answers(databaseUrl))) {
      if (databaseUrl)
        onOutput("stack", `${redact(databaseUrl)} does not answer: starting a private PostgreSQL`);
      databaseUrl = await startPostgres(start, temporary);
      ownPostgres = true;
    }

    // Redis.
    let redisUrl = options.redisUrl;
    let ownRedis = false;
    if (!redisUrl) {
      const port = await freePort();
      start("redis", "redis-server", [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
      ]);
      redisUrl = `redis://127.0.0.1:${port}`;
      ownRedis = true;
      await until(() => redisAnswers(port), 15_000, "redis-server did not answer");
    }

    const proxyPort = options.port ?? (await freePort());
    const url = `http://127.0.0.1:${proxyPort}`;
    const dataDir =
      options.dataDir ?? mkdtempSync(path.join(tmpdir(), "explore-kosovo-stack-data-"));
    if (!options.dataDir) temporary.push(dataDir);
    // docs/deployment.md's settings: the same database, Redis and DATA_DIR for every process,
    // mail sent by the worker only, the client's address taken from nginx's X-Forwarded-For.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      SITE_URL: process.env.SITE_URL ?? `http://localhost:${proxyPort}`,
      TRUST_PROXY: String(1 + (options.proxiesInFront ?? 0)),
      MAIL_SENDER: "worker",
      HOST: "127.0.0.1",
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
      ...options.env,
    };

    // Just above the proxy's, not from the ephemeral range: a restarted server must get its port
    // back, and an outgoing connection may have taken an ephemeral one meanwhile.
    const first = await portFrom(proxyPort + 1, []);
    const ports = [first, await portFrom(first + 1, [first])];
    const servers: AppServer[] = [];
    const managedServers: Managed[] = [];
    const startServer = async (index: number) => {
      const port = ports[index] ?? 0;
      const name = `app${index + 1}`;
      const managed = start(name, process.execPath, [...serverNodeFlags(), "server/index.ts"], {
        env: { ...env, PORT: String(port) },
      });
      const server = { name, port, url: `http://127.0.0.1:${port}`, child: managed.child };
      await until(
        () => healthy(server.url),
        180_000,
        `${name} did not become healthy`,
        managed.child,
      );
      servers[index] = server;
      managedServers[index] = managed;
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    await startServer(0);
    await startServer(1);
    start("worker", process.execPath, ["server/worker.ts"], { env });

    const nginxDir = mkdtempSync(path.join(tmpdir(), "explore-kosovo-stack-nginx-"));
    temporary.push(nginxDir);
    const probe = randomBytes(16).toString("hex");
    const runAs = writeNginxConfig(nginxDir, proxyPort, ports, probe);
    start(
      "nginx",
      nginx,
      ["-p", nginxDir, "-c", path.join(nginxDir, "nginx.conf"), "-g", "daemon off;"],
      { ...runAs, cwd: nginxDir },
      "SIGQUIT",
    );
    await until(() => healthy(url), 15_000, "nginx did not answer");

    const stopServer = (index: number) => stopOne(managedServers[index]);
    let restarting: Promise<void> | undefined;
    const rollingRestart = () => {
      restarting ??= (async () => {
        for (const index of [0, 1]) {
          onOutput("stack", `rolling restart: app${index + 1}`);
          await stopServer(index);
          await startServer(index);
          // nginx leaves a failed server out for fail_timeout (counted in whole seconds): the
          // other one stops only once nginx has sent this one a request again.
          await until(
            () => servedBy(url, probe, ports[index] ?? 0),
            30_000,
            `nginx did not take app${index + 1} back`,
          );
        }
        onOutput("stack", "rolling restart done");
      })().finally(() => {
        restarting = undefined;
      });
      return restarting;
    };

    return {
      url,
      servers,
      databaseUrl,
      redisUrl,
      own: { postgres: ownPostgres, redis: ownRedis },
      rollingRestart,
      stopServer,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

// --- nginx --------------------------------------------------------------------------------------

function nginxBinary(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync("sh", ["-c", "command -v nginx"]).toString().trim();
  } catch {
    throw new Error(
      "nginx is not installed: get Debian's package with `sudo apt-get install nginx-light` (or `nginx`), then run this again.",
    );
  }
}

/**
 * nginx.conf in `dir`: every path (pid, temporary files) inside it, errors to stderr, the two app
 * servers as one upstream. A failed connection, a timeout, a 502 or a 503 (a server stopping or
 * without its database) passes the request on to the other server within 10 s of its start,
 * POSTs included (decision 147). Run as root, nginx is started as `nobody`, which owns the
 * folder.
 */
function writeNginxConfig(
  dir: string,
  port: number,
  upstreams: number[],
  probe: string,
): { uid?: number; gid?: number } {
  const bodyMb = Math.ceil(MEDIA_MAX_BYTES / 1024 / 1024) + 1;
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"];
  for (const name of temp) mkdirSync(path.join(dir, name), { recursive: true });
  const conf = `# Generated by scripts/support/stack.ts (decision 146).
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr error;
events { worker_connections 2048; }
http {
  access_log off;
  # Which app server answered, told only to the stack itself (a secret of this run).
  map $http_x_stack_probe $stack_upstream {
    "${probe}" $upstream_addr;
    default "";
  }
  ${temp.map((name) => `${name}_temp_path ${dir}/${name};`).join("\n  ")}
  upstream explore_kosovo {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join("\n")}
    keepalive 64;
    # Shorter than Node's keepAliveTimeout (5 s): nginx, not the server, closes idle connections.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size ${bodyMb}m;
    location / {
      proxy_pass http://explore_kosovo;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      # A stopping server resets requests it never read (kept-alive connections it closes, ones
      # still in its queue): those go to the other server, POSTs too (decision 147). Only within
      # 10 s of the request's start, so a slow answer that timed out is never sent twice.
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 10s;
      proxy_buffering on;
      add_header X-Stack-Upstream $stack_upstream always;
    }
  }
}
`;
  writeFileSync(path.join(dir, "nginx.conf"), conf);
  if (process.getuid?.() !== 0) return {};
  const nobody = {
    uid: Number(execFileSync("id", ["-u", "nobody"])),
    gid: Number(execFileSync("id", ["-g", "nobody"])),
  };
  chownTree(dir, nobody.uid, nobody.gid);
  return nobody;
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(child, uid, gid);
    else chownSync(child, uid, gid);
  }
}

// --- PostgreSQL and Redis ----------------------------------------------------------------------

type Start = (
  name: string,
  command: string,
  args: string[],
  options?: { env?: NodeJS.ProcessEnv; uid?: number; gid?: number; cwd?: string },
  signal?: NodeJS.Signals,
) => Managed;

/** A private cluster: initdb in a temporary folder, `postgres` in the foreground (SIGINT: fast stop). */
async function startPostgres(start: Start, temporary: string[]): Promise<string> {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "explore-kosovo-stack-pg-"));
  temporary.push(dir);
  // PostgreSQL refuses to run as root: then it runs as Debian's postgres account.
  const asUser: { uid?: number; gid?: number } =
    process.getuid?.() === 0
      ? {
          uid: Number(execFileSync("id", ["-u", "postgres"])),
          gid: Number(execFileSync("id", ["-g", "postgres"])),
        }
      : {};
  if (asUser.uid !== undefined && asUser.gid !== undefined) chownSync(dir, asUser.uid, asUser.gid);
  const data = path.join(dir, "data");
  const init = spawn(
    path.join(bin, "initdb"),
    ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"],
    { ...asUser, cwd: dir, stdio: ["ignore", "pipe", "pipe"] },
  );
  let initOutput = "";
  init.stdout?.on("data", (chunk) => (initOutput += chunk));
  init.stderr?.on("data", (chunk) => (initOutput += chunk));
  const code = await new Promise<number | null>((resolve) => init.once("exit", resolve));
  if (code !== 0) throw new Error(`initdb failed:\n${initOutput}`);
  const port = await freePort();
  start(
    "postgres",
    path.join(bin, "postgres"),
    [
      "-D",
      data,
      "-p",
      String(port),
      "-k",
      dir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "log_min_messages=warning",
    ],
    { ...asUser, cwd: dir },
    "SIGINT",
  );
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await until(() => answers(admin), 30_000, "the private PostgreSQL did not answer");
  const sql = postgres(admin, { max: 1, onnotice: () => {} });
  await sql.unsafe("create database explore_kosovo");
  await sql.end({ timeout: 5 });
  return `postgres://postgres@127.0.0.1:${port}/explore_kosovo`;
}

/** Debian's newest /usr/lib/postgresql/<n>/bin with initdb. */
function postgresBin(): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(path.join(base, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const newest = versions[0];
  if (!newest) {
    throw new Error(
      "No PostgreSQL server here to start (Debian's initdb in /usr/lib/postgresql/<n>/bin): set DATABASE_URL to one, or `sudo apt-get install postgresql`.",
    );
  }
  return path.join(base, newest, "bin");
}

async function answers(databaseUrl: string): Promise<boolean> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(1000);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.end();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** The first port from `start` on that nothing listens on (and is not in `taken`). */
async function portFrom(start: number, taken: number[]): Promise<number> {
  for (let port = start; port < Math.min(start + 500, 65_536); port++) {
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`No free port from ${start} on for the app servers.`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** True when nginx sent a request to the app server on `port`. */
async function servedBy(url: string, probe: string, port: number): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, {
      headers: { "x-stack-probe": probe },
      signal: AbortSignal.timeout(3000),
    });
    await response.arrayBuffer();
    return (
      (response.headers.get("x-stack-upstream") ?? "").split(/[\s,]+/).at(-1) ===
      `127.0.0.1:${port}`
    );
  } catch {
    return false;
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

async function until(
  check: () => Promise<boolean>,
  timeoutMs: number,
  failure: string,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${failure}: it exited with ${child.exitCode}`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${failure} within ${timeoutMs / 1000} s`);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, "//$1:***@");
}
