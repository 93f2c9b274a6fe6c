import {
  type DatabaseConnection,
  type OpenDatabaseOptions,
  openDatabase,
} from "./client.server.ts";
import { seedDatabase } from "./seed.server.ts";

/**
 * The app server's one database connection. The Node entry (server/index.ts) opens it before it
 * listens and closes it on shutdown; loaders and API routes reach it through `getDatabase()`.
 *
 * Outages: when opening fails, or a query fails because the connection is gone
 * (`reportDatabaseError`), the connection is dropped and requests fail fast with
 * `DatabaseUnavailableError` (the API answers 503) while a new connection is tried in the
 * background, at most once per `RETRY_DELAY_MS`. `/healthz` polls `databaseHealth()`, which
 * tries too, so the server recovers by itself when the database is back.
 */

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

export const RETRY_DELAY_MS = 1000;

let connection: DatabaseConnection | undefined;
let opening: Promise<DatabaseConnection> | undefined;
let lastOptions: InitOptions | undefined;

interface InitOptions extends OpenDatabaseOptions {
  /** Seed from the content files after migrating (the first open of a server does). */
  seed?: boolean;
}
/** Set while the database is known to be down: when it failed, and why. */
let outage: { since: number; lastAttempt: number; error: unknown } | undefined;

export async function initDatabase(options: InitOptions): Promise<DatabaseConnection> {
  lastOptions = options;
  if (connection) return connection;
  opening ??= openDatabase(options)
    .then(async (opened) => {
      if (options.seed !== false) await seedDatabase(opened.db);
      return opened;
    })
    .then(
      (opened) => {
        connection = opened;
        opening = undefined;
        outage = undefined;
        // Migrated and seeded now: a reconnection after an outage only has to connect.
        lastOptions = { ...options, seed: false };
        return opened;
      },
      (error: unknown) => {
        opening = undefined;
        const now = Date.now();
        outage = { since: outage?.since ?? now, lastAttempt: now, error };
        throw error;
      },
    );
  return opening;
}

/** The open database, reopening it when it was lost; throws when it cannot be reached. */
export async function getDatabase(): Promise<DatabaseConnection["db"]> {
  if (connection) return connection.db;
  if (!lastOptions) throw new DatabaseUnavailableError("initDatabase() was never called");
  if (outage) {
    // During an outage nobody waits for a connection attempt: it runs in the background.
    if (!opening && Date.now() - outage.lastAttempt >= RETRY_DELAY_MS) {
      initDatabase(lastOptions).catch(() => {});
    }
    throw new DatabaseUnavailableError(outage.error);
  }
  try {
    return (await initDatabase(lastOptions)).db;
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

/** Node and PostgreSQL error codes that mean the connection, not the query, failed. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  // postgres.js
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "CONNECT_TIMEOUT",
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now
  "57P01",
  "57P02",
  "57P03",
]);

/** True when `error` (or one of its causes) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Tells the instance that a query failed. A lost connection is dropped, so the next
 * `getDatabase()` opens a new one; any other error is left alone.
 */
export function reportDatabaseError(error: unknown): void {
  if (!connection || error instanceof DatabaseUnavailableError) return;
  if (!isDatabaseUnavailable(error)) return;
  const lost = connection;
  connection = undefined;
  const now = Date.now();
  // The next request tries again right away; later ones wait RETRY_DELAY_MS between attempts.
  outage = { since: now, lastAttempt: now - RETRY_DELAY_MS, error };
  lost.close().catch(() => {});
}

export async function databaseHealth(timeoutMs = 2000): Promise<{ ok: boolean; kind?: string }> {
  try {
    await getDatabase();
    const current = connection;
    if (!current) return { ok: false };
    await withTimeout(current.ping(), timeoutMs);
    return { ok: true, kind: current.kind };
  } catch (error) {
    // A slow answer under load is not a lost connection; a refused or closed one is.
    reportDatabaseError(error);
    return { ok: false };
  }
}

/** The kind of the open connection (`pglite`, `postgres`), if one is open. */
export function databaseKind(): DatabaseConnection["kind"] | undefined {
  return connection?.kind;
}

/** LISTEN on the open connection (see DatabaseConnection.listen); throws when there is none. */
export async function listenToDatabase(
  ...args: Parameters<DatabaseConnection["listen"]>
): Promise<() => Promise<void>> {
  await getDatabase();
  if (!connection) throw new DatabaseUnavailableError("no connection");
  return connection.listen(...args);
}

/**
 * The embedded database's data directory as a gzipped tar, taken by the process that has it open
 * (`npm run backup` asks the running site over the control socket; decision 145).
 */
export async function dumpEmbeddedDatabase(): Promise<Blob> {
  await getDatabase();
  if (!connection?.dumpDataDir) {
    throw new Error("Only the embedded database (PGlite) is dumped by the site; use pg_dump.");
  }
  return connection.dumpDataDir();
}

export async function closeDatabase(): Promise<void> {
  const current = connection ?? (await opening?.catch(() => undefined));
  connection = undefined;
  opening = undefined;
  outage = undefined;
  await current?.close();
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
