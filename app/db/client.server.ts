import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConnection {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel`: `onNotify` gets each payload, `onListen` runs whenever the listening
   * connection (re)connects (notifications sent meanwhile were lost). Resolves to the unlisten.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a gzipped tar (the backup, decision 145). */
  dumpDataDir?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** `postgres://…` for a PostgreSQL server; otherwise PGlite in `dataDir` (or `memory://`). */
  databaseUrl?: string;
  dataDir?: string;
  migrationsFolder: string;
}

/** Any advisory lock number works, as long as every app server uses the same one. */
const MIGRATION_LOCK = 7_262_026;

/** The most connections one app server opens to PostgreSQL, and the name they carry. */
export const POOL_MAX = 10;
export const POOL_NAME = `explore-kosovo:${process.pid}`;

/** Opens and migrates; seeding is the caller's choice (db/instance.server.ts seeds once). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseConnection> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.migrationsFolder)
    : openPglite(options.dataDir ?? "./data", options.migrationsFolder);
}

async function openPostgres(url: string, migrationsFolder: string): Promise<DatabaseConnection> {
  // Several app servers may start at once: one migrates while the others wait on the lock.
  const migrator = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(migrator), { migrationsFolder });
    await migrator`select pg_advisory_unlock(${MIGRATION_LOCK})`;
  } finally {
    await migrator.end({ timeout: 5 });
  }
  // Named per process, so /metrics can count this server's own connections (decision 149).
  const client = postgres(url, {
    max: POOL_MAX,
    onnotice: () => {},
    connect_timeout: 5,
    connection: { application_name: POOL_NAME },
  });
  const db = drizzlePostgres(client, { schema });
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify, onListen) => {
      // postgres.js keeps one connection for LISTEN and reconnects it by itself.
      const request = await client.listen(channel, onNotify, onListen);
      return () => request.unlisten();
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<DatabaseConnection> {
  const location = dataDir.startsWith("memory://") ? dataDir : path.resolve(dataDir, "pglite");
  if (!dataDir.startsWith("memory://")) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify, onListen) => {
      const unlisten = await client.listen(channel, onNotify);
      onListen?.();
      return () => unlisten();
    },
    close: () => client.close(),
    dumpDataDir: async () => {
      // Written out first, so the copy opens without replaying the log: a replay would move
      // every sequence 32 ahead (PostgreSQL logs them in advance).
      await client.exec("checkpoint");
      return client.dumpDataDir("gzip");
    },
  };
}

/** How far the database is migrated: drizzle's journal of applied migrations. */
export interface MigrationLevel {
  /** Migrations applied. */
  count: number;
  /** `when` of the newest one applied (app/db/migrations/meta/_journal.json), or null. */
  last: number | null;
}

export async function migrationLevel(db: Database): Promise<MigrationLevel> {
  const result = await db.execute(
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    count: number;
    last: string | null;
  }[];
  const row = rows[0];
  return { count: Number(row?.count ?? 0), last: row?.last ? Number(row.last) : null };
}
