import {
  type DatabaseConnection,
  type OpenDatabaseOptions,
  openDatabase,
} from "./client.server.ts";

/**
 * The app server's one database connection. The Node entry (server/index.ts) opens it before it
 * listens and closes it on shutdown; loaders and API routes reach it through `getDatabase()`.
 */

export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super("The database is unavailable", { cause });
    this.name = "DatabaseUnavailableError";
  }
}

let connection: DatabaseConnection | undefined;
let opening: Promise<DatabaseConnection> | undefined;
let lastOptions: OpenDatabaseOptions | undefined;

export async function initDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  lastOptions = options;
  if (connection) return connection;
  opening ??= openDatabase(options).then(
    (opened) => {
      connection = opened;
      return opened;
    },
    (error: unknown) => {
      opening = undefined;
      throw error;
    },
  );
  return opening;
}

/** The open database, reopening it when an earlier attempt failed; throws when it cannot be reached. */
export async function getDatabase(): Promise<DatabaseConnection["db"]> {
  if (connection) return connection.db;
  if (!lastOptions) throw new DatabaseUnavailableError("initDatabase() was never called");
  try {
    return (await initDatabase(lastOptions)).db;
  } catch (error) {
    throw new DatabaseUnavailableError(error);
  }
}

export async function databaseHealth(timeoutMs = 2000): Promise<{ ok: boolean; kind?: string }> {
  try {
    await getDatabase();
    const current = connection;
    if (!current) return { ok: false };
    await withTimeout(current.ping(), timeoutMs);
    return { ok: true, kind: current.kind };
  } catch {
    return { ok: false };
  }
}

export async function closeDatabase(): Promise<void> {
  const current = connection ?? (await opening?.catch(() => undefined));
  connection = undefined;
  opening = undefined;
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
