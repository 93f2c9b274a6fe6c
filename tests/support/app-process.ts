/**
 * A production app server in a child process for tests that need a server of their own: the
 * same build, `createApp` and database instance as `server/index.ts`, on a free port, with an
 * in-memory database (nothing to clean up) and a test-only IPC channel to count stored rows —
 * which the real server never exposes. Started by `startAppProcess()` (./app-server.ts).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app.ts";
import { createLogger, type LogLevel } from "../../server/logger.ts";

interface Entry {
  initDatabase(options: {
    dataDir?: string;
    databaseUrl?: string;
    migrationsFolder: string;
  }): Promise<{ db: { execute(query: unknown): Promise<unknown> } }>;
  databaseHealth(): Promise<{ ok: boolean; kind?: string }>;
  closeDatabase(): Promise<void>;
  collectDependencies<T>(
    work: () => Promise<T>,
  ): Promise<{ value: T; collected: { tags: Set<string>; day?: string } }>;
}

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
const build = (await import(
  pathToFileURL(path.join(buildDir, "server/index.js")).href
)) as ServerBuild;
const entry = build.entry.module as unknown as Entry;
const connection = await entry.initDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? "memory://",
  migrationsFolder: path.join(root, "app/db/migrations"),
});

const app = createApp({
  build,
  clientDir: path.relative(process.cwd(), path.join(buildDir, "client")) || ".",
  production: true,
  logger: createLogger((process.env.LOG_LEVEL as LogLevel | undefined) ?? "silent"),
  databaseHealth: () => entry.databaseHealth(),
  // The page cache on, as in server/index.ts: what one request fills, the next one gets.
  collectDependencies: (work) => entry.collectDependencies(work),
  pageCacheBytes: 16 * 1024 * 1024,
});

const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.send?.({ type: "listening", port: info.port });
});

async function count(table: string): Promise<number> {
  const result = (await connection.db.execute(
    sql.raw(`select count(*)::int as n from ${table}`),
  )) as { rows?: { n: number }[] } | { n: number }[];
  const rows = Array.isArray(result) ? result : (result.rows ?? []);
  return Number(rows[0]?.n ?? 0);
}

process.on("message", async (message: { type: string }) => {
  if (message.type === "counts") {
    process.send?.({
      type: "counts",
      newsletter: await count("newsletter_subscriptions"),
      outbox: await count("outbox"),
    });
  } else if (message.type === "outbox") {
    // Everything the outbox holds, as text: tests look for the links in it.
    const result = (await connection.db.execute(sql.raw("select * from outbox"))) as
      | { rows?: unknown[] }
      | unknown[];
    process.send?.({ type: "outbox", text: JSON.stringify(result) });
  } else if (message.type === "stop") {
    server.close();
    await entry.closeDatabase();
    process.exit(0);
  }
});
