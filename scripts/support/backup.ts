import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readFileSync } from "node:fs";
import {
  chmod,
  copyFile,
  link,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import postgres from "postgres";
import * as tar from "tar";
import { type MigrationLevel, migrationLevel, openDatabase } from "../../app/db/client.server.ts";
import { controlSocketPath } from "../../server/control.ts";

/**
 * Backups (README "Backups", decision 145): one tar archive with a manifest, the database's dump
 * and the files that live beside it (DATA_DIR/media, the uploads; DATA_DIR/secrets, the
 * generated secrets that sign sessions, encrypt two-factor keys and key the visitors' hashes).
 *
 *   manifest.json            format, when, app version, database kind, migration level, and
 *                            every other file with its size and SHA-256
 *   database/postgres.dump   pg_dump --format=custom (PostgreSQL)
 *   database/pglite.tar.gz   PGlite's dumpDataDir(), taken by the running site (PGlite)
 *   media/…                  DATA_DIR/media as it is
 *   secrets/…                DATA_DIR/secrets, when the site made its own
 *
 * A restore checks every file against the manifest before it touches anything, refuses a target
 * that is not empty unless forced, and migrates a database older than the code.
 */

export const FORMAT = "explore-kosovo-backup";
export const FORMAT_VERSION = 1;

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  app: { name: string; version: string };
  database: {
    kind: "pglite" | "postgres";
    file: string;
    migrations: MigrationLevel & { tag: string | null };
    /** PostgreSQL: the server's version and the pg_dump that read it. */
    serverVersion?: string;
    tool?: string;
  };
  files: ManifestFile[];
}

/** A refusal or failure told in one sentence, for the command line. */
export class BackupError extends Error {
  override name = "BackupError";
}

export interface Site {
  /** `postgres://…`; without it the embedded PGlite in `dataDir/pglite`. */
  databaseUrl?: string;
  dataDir: string;
  mediaDir: string;
  migrationsFolder: string;
}

export interface BackupOptions extends Site {
  /**
   * PGlite: writes the running site's dump (a gzipped tar of its data directory) to `file` and
   * says how far it is migrated. The CLI asks the site over its control socket.
   */
  dumpPglite?: (file: string) => Promise<MigrationLevel>;
}

const root = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

/** Writes the archive to `file` (through a temporary name beside it) and returns its manifest. */
export async function createBackup(options: BackupOptions, file: string): Promise<Manifest> {
  const target = path.resolve(file);
  await mkdir(path.dirname(target), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(target), ".backup-"));
  try {
    await mkdir(path.join(staging, "database"));
    let database: Manifest["database"];
    if (options.databaseUrl) {
      const dumpFile = "database/postgres.dump";
      const { level, ...versions } = await pgDump(
        options.databaseUrl,
        path.join(staging, dumpFile),
      );
      database = { kind: "postgres", file: dumpFile, ...versions, migrations: named(level) };
    } else {
      if (!options.dumpPglite) throw new BackupError("No way to dump the embedded database.");
      const dumpFile = "database/pglite.tar.gz";
      const level = await options.dumpPglite(path.join(staging, dumpFile));
      database = { kind: "pglite", file: dumpFile, migrations: named(level) };
    }
    // After the dump: every upload the dump knows is there (files are written before their row).
    await linkTree(options.mediaDir, path.join(staging, "media"));
    await linkTree(path.join(options.dataDir, "secrets"), path.join(staging, "secrets"));
    const files: ManifestFile[] = [];
    for (const relative of await listFiles(staging)) {
      const absolute = path.join(staging, relative);
      files.push({
        path: relative,
        size: (await stat(absolute)).size,
        sha256: await sha256(absolute),
      });
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: appVersion(),
      database,
      files,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${target}.partial`;
    const entries = [
      "manifest.json",
      ...(await readdir(staging)).filter((n) => n !== "manifest.json"),
    ];
    await tar.create({ file: partial, cwd: staging, portable: true }, entries);
    await rename(partial, target);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/**
 * Unpacks `file` into `into` and checks it: the manifest is ours, and the files are exactly those
 * it lists, each of its size and SHA-256. Throws a `BackupError` naming what is wrong.
 */
export async function readBackup(file: string, into: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  const damaged = (why: string) =>
    new BackupError(
      `${file} is damaged or not a backup of this site (${why}); nothing was changed.`,
    );
  try {
    await tar.extract({
      file,
      cwd: into,
      strict: true,
      // Files and folders only: no links, devices or anything that could point outside `into`.
      filter: (_path, entry) => {
        const type = "type" in entry ? entry.type : undefined;
        return type === "File" || type === "Directory";
      },
    });
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(into, "manifest.json"), "utf8")) as Manifest;
  } catch {
    throw damaged("no readable manifest.json");
  }
  if (manifest.format !== FORMAT || !Array.isArray(manifest.files))
    throw damaged("not our manifest");
  if (manifest.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `${file} is of backup format ${manifest.formatVersion}, newer than this version of the site reads (${FORMAT_VERSION}): restore it with the version that made it (${manifest.app.version}) or newer.`,
    );
  }
  const listed = new Set(manifest.files.map((entry) => entry.path));
  for (const relative of await listFiles(into)) {
    if (relative !== "manifest.json" && !listed.has(relative)) {
      throw damaged(`${relative} is not in the manifest`);
    }
  }
  for (const entry of manifest.files) {
    const absolute = path.join(into, entry.path);
    if (!absolute.startsWith(into + path.sep) || !existsSync(absolute)) {
      throw damaged(`${entry.path} is missing`);
    }
    const size = (await stat(absolute)).size;
    if (size !== entry.size || (await sha256(absolute)) !== entry.sha256) {
      throw damaged(`${entry.path} does not match its checksum`);
    }
  }
  if (!listed.has(manifest.database.file)) throw damaged("the database dump is missing");
  return manifest;
}

export interface RestoreResult {
  manifest: Manifest;
  /** The migration level after the restore (migrations run when the archive was older). */
  migrations: MigrationLevel & { tag: string | null };
}

/** Brings `site` to the state of the archive `file`; see the module's comment. */
export async function restoreBackup(
  site: Site,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  const staging = await mkdtemp(path.join(tmpdir(), "explore-kosovo-restore-"));
  try {
    const manifest = await readBackup(path.resolve(file), staging);
    const kind = site.databaseUrl ? "postgres" : "pglite";
    if (manifest.database.kind !== kind) {
      throw new BackupError(
        manifest.database.kind === "pglite"
          ? "This archive holds an embedded (PGlite) database: restore it without DATABASE_URL, into a DATA_DIR."
          : "This archive holds a PostgreSQL database: restore it with DATABASE_URL set to an empty database.",
      );
    }
    const journal = journalOf(site.migrationsFolder);
    const level = manifest.database.migrations;
    const newest = journal.at(-1)?.when ?? 0;
    if (level.count > journal.length || (level.last ?? 0) > newest) {
      throw new BackupError(
        `This archive comes from a newer version of the site (migration ${level.tag ?? level.count}, app ${manifest.app.version}): update the code first, then restore.`,
      );
    }
    if (!site.databaseUrl && (await siteIsRunning(site.dataDir))) {
      throw new BackupError(
        `The site is running on DATA_DIR=${site.dataDir}: stop it first (the embedded database belongs to one process), then restore.`,
      );
    }
    const present = await whatIsThere(site);
    if (present.length && !options.force) {
      throw new BackupError(
        `The target is not empty (${present.join("; ")}): restore into a fresh DATA_DIR or an empty database, or add --force to replace what is there.`,
      );
    }
    const dump = path.join(staging, manifest.database.file);
    if (site.databaseUrl) {
      await pgRestore(site.databaseUrl, dump, manifest.database.tool, present.length > 0);
    } else {
      const folder = path.join(site.dataDir, "pglite");
      await rm(folder, { recursive: true, force: true });
      await mkdir(folder, { recursive: true });
      const restored = await PGlite.create(folder, {
        loadDataDir: new Blob([await readFile(dump)]),
      });
      await restored.close();
    }
    // Opening migrates, as an app server's start does: an older archive is brought up to date.
    const opened = await openDatabase({
      databaseUrl: site.databaseUrl,
      dataDir: site.dataDir,
      migrationsFolder: site.migrationsFolder,
    });
    let after: MigrationLevel;
    try {
      after = await migrationLevel(opened.db);
    } finally {
      await opened.close();
    }
    await replaceTree(path.join(staging, "media"), site.mediaDir);
    const secrets = path.join(site.dataDir, "secrets");
    if (existsSync(path.join(staging, "secrets"))) {
      await replaceTree(path.join(staging, "secrets"), secrets);
      await chmod(secrets, 0o700);
      for (const name of await listFiles(secrets)) await chmod(path.join(secrets, name), 0o600);
    }
    return { manifest, migrations: { ...after, tag: tagOf(site.migrationsFolder, after) } };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// --- PostgreSQL ---------------------------------------------------------------------------------

interface Dumped {
  serverVersion: string;
  tool: string;
  level: MigrationLevel;
}

async function pgDump(databaseUrl: string, file: string): Promise<Dumped> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  let serverVersion: string;
  let level: MigrationLevel;
  try {
    const [version] = await sql<{ server_version: string }[]>`show server_version`;
    serverVersion = version?.server_version ?? "";
    const [row] = await sql<{ count: number; last: string | null }[]>`
      select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`;
    level = { count: Number(row?.count ?? 0), last: row?.last ? Number(row.last) : null };
  } catch (error) {
    if ((error as { code?: unknown }).code === "42P01") {
      throw new BackupError(
        "The database at DATABASE_URL has no migrations of this site: is it the site's database?",
      );
    }
    throw new BackupError(`Could not read the database at DATABASE_URL: ${messageOf(error)}.`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const tool = await pgTool("pg_dump", majorOf(serverVersion));
  const { url, env } = withoutPassword(databaseUrl);
  try {
    await run(
      tool.path,
      ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw new BackupError(`pg_dump failed: ${stderrOf(error)}`);
  }
  return { serverVersion, tool: tool.version, level };
}

async function pgRestore(
  databaseUrl: string,
  file: string,
  dumpedWith: string | undefined,
  replace: boolean,
): Promise<void> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  let serverMajor: number;
  try {
    const [version] = await sql<{ server_version: string }[]>`show server_version`;
    serverMajor = majorOf(version?.server_version ?? "");
    if (replace) {
      // --force: what the target holds goes (every schema of ours, and public anew).
      const schemas = await sql<{ nspname: string }[]>`
        select nspname from pg_namespace
        where nspname not like 'pg\\_%' and nspname <> 'information_schema'`;
      for (const { nspname } of schemas) await sql.unsafe(`drop schema "${nspname}" cascade`);
      await sql.unsafe("create schema public");
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  // pg_restore reads archives of its own major version and older.
  const tool = await pgTool("pg_restore", Math.max(serverMajor, majorOf(dumpedWith ?? "0")));
  const { url, env } = withoutPassword(databaseUrl);
  try {
    await run(
      tool.path,
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        `--dbname=${url}`,
        file,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw new BackupError(`pg_restore failed (nothing of it was kept): ${stderrOf(error)}`);
  }
}

/**
 * The client tool for a server of major version `major`: of the same major, else the oldest newer
 * one (Debian's /usr/lib/postgresql/<n>/bin, and the PATH's).
 */
async function pgTool(name: string, major: number): Promise<{ path: string; version: string }> {
  const candidates = [name];
  if (existsSync("/usr/lib/postgresql")) {
    for (const version of await readdir("/usr/lib/postgresql")) {
      candidates.push(path.join("/usr/lib/postgresql", version, "bin", name));
    }
  }
  const found: { path: string; version: string; major: number }[] = [];
  for (const candidate of candidates) {
    try {
      const { stdout } = await run(candidate, ["--version"]);
      const version = /(\d+(?:\.\d+)*)/.exec(stdout)?.[1];
      if (version) found.push({ path: candidate, version, major: majorOf(version) });
    } catch {
      // not installed there
    }
  }
  const usable = found.filter((tool) => tool.major >= major).sort((a, b) => a.major - b.major);
  const best = usable[0];
  if (!best) {
    const have = found.length
      ? `the newest here is ${Math.max(...found.map((t) => t.major))}`
      : "none is installed";
    throw new BackupError(
      `The PostgreSQL server is version ${major} and ${name} must be of that version or newer, but ${have}: install postgresql-client-${major} (apt-get install postgresql-client-${major}, from the PostgreSQL apt repository if Debian has none).`,
    );
  }
  return best;
}

function majorOf(version: string): number {
  return Number(/^(\d+)/.exec(version.trim())?.[1] ?? 0);
}

/** The URL without its password, which goes in PGPASSWORD (not on a command line others see). */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env };
}

// --- the target ---------------------------------------------------------------------------------

/** What the target already holds, in words (empty when it is fresh). */
async function whatIsThere(site: Site): Promise<string[]> {
  const found: string[] = [];
  if (site.databaseUrl) {
    const sql = postgres(site.databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 5 });
    try {
      const [row] = await sql<{ count: number }[]>`
        select count(*)::int as count from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema')`;
      if (row?.count) found.push(`the database has ${row.count} tables`);
    } catch (error) {
      throw new BackupError(`Could not reach the database at DATABASE_URL: ${messageOf(error)}.`);
    } finally {
      await sql.end({ timeout: 5 });
    }
  } else if ((await listFiles(path.join(site.dataDir, "pglite"))).length) {
    found.push(`${path.join(site.dataDir, "pglite")} holds a database`);
  }
  const media = (await listFiles(site.mediaDir)).length;
  if (media) found.push(`${site.mediaDir} holds ${media} files`);
  if ((await listFiles(path.join(site.dataDir, "secrets"))).length) {
    found.push(`${path.join(site.dataDir, "secrets")} holds secrets`);
  }
  return found;
}

/** True when a server answers on DATA_DIR's control socket (a stale socket file does not count). */
function siteIsRunning(dataDir: string): Promise<boolean> {
  const socket = controlSocketPath(dataDir);
  if (!socket || !existsSync(socket)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const connection = connect(socket);
    connection.once("connect", () => {
      connection.end();
      resolve(true);
    });
    connection.once("error", () => resolve(false));
  });
}

// --- files --------------------------------------------------------------------------------------

/** Every regular file under `folder`, as paths relative to it with `/` (none when it is absent). */
async function listFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
}

/** Puts every file of `from` at the same place under `to`: a hard link where it can, else a copy. */
async function linkTree(from: string, to: string): Promise<void> {
  for (const relative of await listFiles(from)) {
    const destination = path.join(to, relative);
    await mkdir(path.dirname(destination), { recursive: true });
    try {
      await link(path.join(from, relative), destination);
    } catch {
      await copyFile(path.join(from, relative), destination);
    }
  }
}

async function replaceTree(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  await mkdir(to, { recursive: true });
  for (const relative of await listFiles(from)) {
    const destination = path.join(to, relative);
    await mkdir(path.dirname(destination), { recursive: true });
    await copyFile(path.join(from, relative), destination);
  }
}

function sha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(file)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

// --- versions -----------------------------------------------------------------------------------

function appVersion(): Manifest["app"] {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

function journalOf(migrationsFolder: string): { tag: string; when: number }[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries;
}

function tagOf(migrationsFolder: string, level: MigrationLevel): string | null {
  return journalOf(migrationsFolder).find((entry) => entry.when === level.last)?.tag ?? null;
}

function named(level: MigrationLevel): Manifest["database"]["migrations"] {
  return { ...level, tag: tagOf(path.join(root, "app/db/migrations"), level) };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function stderrOf(error: unknown): string {
  const stderr = (error as { stderr?: unknown }).stderr;
  return (typeof stderr === "string" && stderr.trim()) || messageOf(error);
}
