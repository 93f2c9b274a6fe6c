import { createWriteStream, existsSync } from "node:fs";
import { request } from "node:http";
import { pipeline } from "node:stream/promises";
import type { MigrationLevel } from "../app/db/client.server.ts";
import { controlSocketPath } from "../server/control.ts";
import { configOrExit, migrationsFolder } from "../server/entry.ts";
import { BackupError, createBackup, type Manifest } from "./support/backup.ts";

/**
 * npm run backup -- <file>   (README "Backups", decision 145)
 *
 * Writes the database and DATA_DIR's media and secrets into one archive. With DATABASE_URL it
 * runs pg_dump; with the embedded database it asks the running site for PGlite's dump over the
 * control socket, since no second process may open that directory.
 */
const config = configOrExit();
const file = process.argv[2];
if (!file || file.startsWith("-")) {
  console.error("Usage: npm run backup -- <file>   (e.g. backups/explore-kosovo-2026-12-02.tar)");
  process.exit(1);
}

function dumpFromRunningSite(into: string): Promise<MigrationLevel> {
  const socket = controlSocketPath(config.dataDir);
  if (!socket || !existsSync(socket)) {
    throw new BackupError(
      `The site is not running. With the embedded database (no DATABASE_URL) the backup is taken by the running site: start it with npm start (DATA_DIR=${config.dataDir}) and run this again.`,
    );
  }
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: socket, path: "/backup/database", method: "GET" }, (res) => {
      if (res.statusCode !== 200) {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          let message = `the site answered ${res.statusCode}`;
          try {
            message = String(JSON.parse(Buffer.concat(chunks).toString()).error ?? message);
          } catch {}
          reject(new BackupError(message));
        });
        return;
      }
      const level = JSON.parse(String(res.headers["x-migration-level"] ?? "{}")) as MigrationLevel;
      pipeline(res, createWriteStream(into)).then(() => resolve(level), reject);
    });
    req.on("error", (error) =>
      reject(
        new BackupError(`Could not reach the running site through ${socket}: ${error.message}`),
      ),
    );
    req.end();
  });
}

function describe(manifest: Manifest): string {
  const media = manifest.files.filter((entry) => entry.path.startsWith("media/"));
  const bytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
  const kind = manifest.database.kind === "postgres" ? "PostgreSQL" : "embedded (PGlite)";
  return `the ${kind} database (migration ${manifest.database.migrations.tag ?? manifest.database.migrations.count}) and ${media.length} media files, ${(bytes / 1e6).toFixed(1)} MB`;
}

try {
  const manifest = await createBackup(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      mediaDir: config.mediaDir,
      migrationsFolder,
      dumpPglite: dumpFromRunningSite,
    },
    file,
  );
  console.log(`Backed up ${describe(manifest)} to ${file}.`);
  if (manifest.files.some((entry) => entry.path.startsWith("secrets/"))) {
    console.log("It holds the site's generated secrets too: keep it as safe as the server.");
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
