import { type ChildProcess, fork } from "node:child_process";
import path from "node:path";

/** A server of a test's own (see ./app-process.ts): its URL, stored-row counts, and stop(). */
export interface AppProcess {
  baseURL: string;
  counts(): Promise<{ newsletter: number; outbox: number }>;
  /** The outbox's rows as one JSON text. */
  outboxText(): Promise<string>;
  stop(): Promise<void>;
}

export async function startAppProcess(env: Record<string, string> = {}): Promise<AppProcess> {
  const child: ChildProcess = fork(path.join(import.meta.dirname, "app-process.ts"), [], {
    execArgv: [],
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`test server exited with ${code}`)));
    child.on("message", (message: { type: string; port?: number }) => {
      if (message.type === "listening" && message.port) resolve(message.port);
    });
  });
  return {
    baseURL: `http://127.0.0.1:${port}`,
    counts: () =>
      new Promise((resolve) => {
        const onMessage = (message: { type: string; newsletter: number; outbox: number }) => {
          if (message.type !== "counts") return;
          child.off("message", onMessage);
          resolve({ newsletter: message.newsletter, outbox: message.outbox });
        };
        child.on("message", onMessage);
        child.send({ type: "counts" });
      }),
    outboxText: () =>
      new Promise((resolve) => {
        const onMessage = (message: { type: string; text: string }) => {
          if (message.type !== "outbox") return;
          child.off("message", onMessage);
          resolve(message.text);
        };
        child.on("message", onMessage);
        child.send({ type: "outbox" });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.send({ type: "stop" });
        setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
      }),
  };
}
