import { configOrExit, migrationsFolder } from "../server/entry.ts";
import { BackupError, restoreBackup } from "./support/backup.ts";

/**
 * npm run restore -- <file> [--force]   (README "Backups", decision 145)
 *
 * Brings a fresh site (DATA_DIR, or the empty database of DATABASE_URL) to the state of a backup:
 * checks every file of the archive first, refuses a target that holds anything unless --force,
 * migrates an archive made by an older version. With the embedded database, stop the site first.
 */
const config = configOrExit();
const args = process.argv.slice(2);
const force = args.includes("--force");
const [file, ...rest] = args.filter((arg) => arg !== "--force");
if (!file || file.startsWith("-") || rest.length) {
  console.error("Usage: npm run restore -- <file> [--force]");
  process.exit(1);
}

try {
  const { manifest, migrations } = await restoreBackup(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      mediaDir: config.mediaDir,
      migrationsFolder,
    },
    file,
    { force },
  );
  const from = manifest.database.migrations;
  const where = config.DATABASE_URL ? "the database of DATABASE_URL" : `DATA_DIR=${config.dataDir}`;
  console.log(
    `Restored the backup of ${manifest.createdAt} (app ${manifest.app.version}) into ${where}.`,
  );
  if (migrations.count > from.count) {
    console.log(
      `Migrated from ${from.tag ?? from.count} to ${migrations.tag ?? migrations.count}.`,
    );
  }
  console.log("Start the site (npm start) to serve it.");
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
