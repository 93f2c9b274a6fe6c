import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** The production server in a child process, for `npm run bench` and `npm run load`. */

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The Node flags `npm start` runs the server with (package.json's `start` script; decision 121):
 * the bench and the load test measure the server as it runs in production.
 */
export function serverNodeFlags(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts.start?.match(/(?<=\s)--[\w-]+(?:=\S+)?/g) ?? [];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** Everything the server wrote, for reports. */
  output(): string;
  /** SIGTERM and wait for the exit; returns the exit code. The data directory is removed. */
  stop(signal?: NodeJS.Signals, options?: { keepData?: boolean }): Promise<number | null>;
}

export async function startServer(
  options: { env?: Record<string, string>; port?: number; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "explore-kosovo-bench-"));
  let output = "";
  const child = spawn(process.execPath, [...serverNodeFlags(), "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url, options.timeoutMs ?? 180_000, child, () => output);
  return {
    url,
    port,
    child,
    dataDir,
    output: () => output,
    stop: (signal = "SIGTERM", { keepData = false } = {}) =>
      new Promise((resolve) => {
        const done = () => {
          if (!keepData) rmSync(dataDir, { recursive: true, force: true });
          resolve(child.exitCode);
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        child.kill(signal);
      }),
  };
}

/** Until the server answers (any status: /healthz is 503 while the database is down). */
async function waitFor(url: string, timeoutMs: number, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    }
    try {
      await fetch(`${url}/healthz`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}

/** One line about the machine, for the reports. */
export async function machineDescription(): Promise<{
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
}> {
  const os = await import("node:os");
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model.trim() ?? "unknown",
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}
