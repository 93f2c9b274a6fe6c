import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { type Config, ConfigError, loadConfig } from "../app/config.server.ts";
import type { Logger } from "./logger.ts";

/**
 * Functions the app's server entry (app/entry.server.tsx) exports for the Node processes: the
 * server, the mail worker and the newsletter CLI reach app code through the built bundle only.
 */
export interface AppEntry {
  initDatabase(options: {
    databaseUrl?: string;
    dataDir?: string;
    migrationsFolder: string;
    seed?: boolean;
  }): Promise<{ kind: string }>;
  databaseHealth(): Promise<{ ok: boolean; kind?: string }>;
  closeDatabase(): Promise<void>;
  /** Starts draining the outbox; returns where mail goes. */
  startMailService(log: Logger): string;
  stopMailService(): Promise<void>;
  /** Runs a render and says what it read (app/lib/dependencies.server.ts). */
  collectDependencies<T>(
    work: () => Promise<T>,
  ): Promise<{ value: T; collected: { tags: Set<string>; day?: string } }>;
  /** What /metrics reads from the database (app/db/operations-metrics.server.ts). */
  registerOperationsMetrics(): void;
  /** Content changes (app/db/content-changes.server.ts). */
  onContentChange(
    listener: (change: { version: number; tags: string[] }) => Promise<void> | void,
  ): () => void;
  /** The content changes this server records (for CDN purges). */
  onContentPublished(
    listener: (change: { version: number; tags: string[] }) => Promise<void> | void,
  ): () => void;
  startContentChanges(options: { redisUrl?: string }): Promise<void>;
  stopContentChanges(): Promise<void>;
  /** The newsletter commands (app/features/newsletter/control.server.ts). */
  handleControl(request: Request): Promise<Response>;
}

export const root = path.resolve(import.meta.dirname, "..");
export const migrationsFolder = path.join(root, "app/db/migrations");

export async function loadBuild(
  buildDir: string,
): Promise<{ build: ServerBuild; entry: AppEntry }> {
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  )) as ServerBuild;
  return { build, entry: build.entry.module as unknown as AppEntry };
}

/** The settings, or exit with the one sentence that names the wrong one (app/config.server.ts). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}
