import path from "node:path";
import postgres from "postgres";
import type { OpenDatabaseOptions } from "../../app/db/client.server.ts";

/**
 * The databases the db tests run on: PGlite in memory always, and PostgreSQL when
 * TEST_DATABASE_URL is set, in a database of its own per run so runs never see each other's rows.
 */

export const migrationsFolder = path.resolve(import.meta.dirname, "../../app/db/migrations");

export interface Target {
  name: "PGlite" | "PostgreSQL";
  /** Creates the database; `drop` removes it once every connection to it is closed. */
  create: () => Promise<{ options: OpenDatabaseOptions; drop: () => Promise<void> }>;
}

export function testTargets(): Target[] {
  const targets: Target[] = [
    {
      name: "PGlite",
      create: async () => ({
        options: { dataDir: "memory://", migrationsFolder },
        drop: async () => {},
      }),
    },
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push({
      name: "PostgreSQL",
      create: async () => {
        const name = `explore_kosovo_test_${process.pid}_${Date.now()}`;
        const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
        await admin.unsafe(`create database ${name}`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        return {
          options: { databaseUrl: url.toString(), migrationsFolder },
          drop: async () => {
            await admin.unsafe(`drop database if exists ${name} with (force)`);
            await admin.end();
          },
        };
      },
    });
  }
  return targets;
}
