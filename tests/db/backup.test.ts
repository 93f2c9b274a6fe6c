import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import {
  type DatabaseConnection,
  type MigrationLevel,
  migrationLevel,
  openDatabase,
} from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { recordMedia, setMediaFocalPoint } from "../../app/db/media.server.ts";
import { storedSecret } from "../../app/lib/stored-secret.server.ts";
import {
  BackupError,
  createBackup,
  readBackup,
  restoreBackup,
  type Site,
} from "../../scripts/support/backup.ts";
import { staffMember } from "../support/desk-routes.ts";
import { migrationsFolder, testTargets } from "../support/test-databases.ts";

/**
 * Backups you have restored (issue 33 item 6, decision 145): a seeded site with an editor's
 * upload and change is backed up, restored into a new data folder (and a new PostgreSQL
 * database), and every table is compared row by row, every sequence, and every file of
 * DATA_DIR/media and DATA_DIR/secrets byte by byte. A damaged archive and a target that is not
 * empty are refused before anything is touched.
 */

interface Kind {
  name: string;
  /** A new site: its DATA_DIR and, for PostgreSQL, a database of its own. */
  site: () => Promise<{ site: Site; drop: () => Promise<void> }>;
}

async function dataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), "explore-kosovo-backup-test-"));
}

const kinds: Kind[] = [
  {
    name: "PGlite",
    site: async () => {
      const dir = await dataDir();
      return {
        site: { dataDir: dir, mediaDir: path.join(dir, "media"), migrationsFolder },
        drop: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
];
const postgresTarget = testTargets().find((target) => target.name === "PostgreSQL");
if (postgresTarget) {
  kinds.push({
    name: "PostgreSQL",
    site: async () => {
      const dir = await dataDir();
      const created = await postgresTarget.create();
      return {
        site: {
          databaseUrl: created.options.databaseUrl,
          dataDir: dir,
          mediaDir: path.join(dir, "media"),
          migrationsFolder,
        },
        drop: async () => {
          await created.drop();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  });
}

function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** Every table of ours (public and drizzle's journal) with its rows as sorted JSON texts. */
async function everyTable(connection: DatabaseConnection): Promise<Record<string, string[]>> {
  const tables = rowsOf<{ name: string }>(
    await connection.db.execute(sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
      order by 1`),
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = rowsOf<{ row: string }>(
      await connection.db.execute(sql.raw(`select to_jsonb(t)::text as row from ${name} t`)),
    );
    all[name] = rows.map((row) => row.row).sort();
  }
  const sequences = rowsOf<{ name: string; value: string | null }>(
    await connection.db.execute(sql`
      select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
      from pg_sequences where schemaname in ('public', 'drizzle') order by 1`),
  );
  all["(sequences)"] = sequences.map((row) => `${row.name}=${row.value}`);
  return all;
}

/** Every file under `folder` with its bytes. */
async function everyFile(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  if (!existsSync(folder)) return files;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const absolute = path.join(entry.parentPath, entry.name);
    files.set(path.relative(folder, absolute), await readFile(absolute));
  }
  return files;
}

describe.each(kinds)("a backup restored on $name", (kind) => {
  let source: { site: Site; drop: () => Promise<void> };
  let connection: DatabaseConnection;
  let archive = "";
  let upload: Buffer;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    source = await kind.site();
    drops.push(source.drop);
    setConfigForTests(
      loadConfig({ SITE_URL: "http://backup.test", DATA_DIR: source.site.dataDir }),
    );
    connection = await initDatabase({ ...source.site, seed: true });
    // An editor uploads a picture (a file under DATA_DIR/media and its row) and moves its focal
    // point: rows in media and audit_log, with the generated secrets beside them.
    await staffMember(connection.db, "editor@example.org", "editor", "Erion");
    upload = randomBytes(40_000);
    const key = "b4ckup0k3y";
    await mkdir(path.join(source.site.mediaDir, key), { recursive: true });
    await writeFile(path.join(source.site.mediaDir, key, "1200.webp"), upload);
    await writeFile(path.join(source.site.mediaDir, key, "600.webp"), upload.subarray(0, 9_000));
    const actor = { label: "editor@example.org" };
    const row = await recordMedia(
      connection.db,
      {
        key,
        originalName: "prizren.jpg",
        sourceFormat: "jpeg",
        width: 1200,
        height: 800,
        bytes: upload.length,
        alt: { en: "The stone bridge of Prizren" },
        credit: "Erion",
        variants: [
          { format: "webp", width: 1200, path: `/media/${key}/1200.webp` },
          { format: "webp", width: 600, path: `/media/${key}/600.webp` },
        ],
        uploadedBy: "editor@example.org",
      },
      actor,
    );
    await setMediaFocalPoint(connection.db, row.id, { x: 30, y: 70 }, actor);
    storedSecret(source.site.dataDir, "hash-secret");
    archive = path.join(source.site.dataDir, "..", `${path.basename(source.site.dataDir)}.tar`);
    drops.push(() => rm(archive, { force: true }));
  }, 180_000);

  afterAll(async () => {
    await closeDatabase();
    for (const drop of drops.reverse()) await drop();
    setConfigForTests(undefined);
  });

  const dumpPglite = async (file: string): Promise<MigrationLevel> => {
    // What the running site does for the CLI (app/db/backup.server.ts), on the open database.
    const dump = await connection.dumpDataDir?.();
    if (!dump) throw new Error("not PGlite");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return migrationLevel(connection.db);
  };

  it("restores every table, sequence and file exactly", async () => {
    const manifest = await createBackup({ ...source.site, dumpPglite }, archive);
    expect(manifest.database.kind).toBe(kind.name === "PGlite" ? "pglite" : "postgres");
    expect(manifest.database.migrations.tag).toMatch(/^\d{4}_/);
    expect(manifest.files.map((entry) => entry.path)).toEqual(
      expect.arrayContaining([
        manifest.database.file,
        "media/b4ckup0k3y/1200.webp",
        "media/b4ckup0k3y/600.webp",
        "secrets/hash-secret",
      ]),
    );

    const target = await kind.site();
    drops.push(target.drop);
    const result = await restoreBackup(target.site, archive);
    expect(result.migrations.count).toBe(manifest.database.migrations.count);

    const restored = await openDatabase(target.site);
    try {
      const before = await everyTable(connection);
      const after = await everyTable(restored);
      expect(Object.keys(before).length).toBeGreaterThan(30);
      expect(before["public.media"]).toHaveLength(1);
      expect(before["public.media"]?.[0]).toContain('"focal_x": 30');
      expect(before["public.audit_log"]?.length).toBeGreaterThanOrEqual(2);
      expect(before["public.destinations"]?.length).toBeGreaterThan(0);
      for (const [table, rows] of Object.entries(before)) {
        expect(after[table], table).toEqual(rows);
      }
      expect(Object.keys(after)).toEqual(Object.keys(before));
    } finally {
      await restored.close();
    }
    const media = await everyFile(target.site.mediaDir);
    expect(media.get(path.join("b4ckup0k3y", "1200.webp"))?.equals(upload)).toBe(true);
    expect(media).toEqual(await everyFile(source.site.mediaDir));
    expect(await everyFile(path.join(target.site.dataDir, "secrets"))).toEqual(
      await everyFile(path.join(source.site.dataDir, "secrets")),
    );

    // Once restored, the target is no longer empty: a second restore is refused unless forced.
    await expect(restoreBackup(target.site, archive)).rejects.toThrow(
      /The target is not empty .*--force/,
    );
    await expect(restoreBackup(target.site, archive, { force: true })).resolves.toBeDefined();
  }, 180_000);

  it("refuses a damaged archive before it touches anything", async () => {
    const bytes = await readFile(archive);
    // One byte of the uploaded picture inside the archive changes.
    const at = bytes.indexOf(upload.subarray(20_000, 20_032));
    expect(at).toBeGreaterThan(0);
    const damaged = Buffer.from(bytes);
    damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    const file = `${archive}.damaged.tar`;
    await writeFile(file, damaged);
    drops.push(() => rm(file, { force: true }));
    const target = await kind.site();
    drops.push(target.drop);
    const refusal = restoreBackup(target.site, file);
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(
      /is damaged .*media\/b4ckup0k3y\/1200\.webp does not match its checksum.*nothing was changed/,
    );
    expect(existsSync(path.join(target.site.dataDir, "pglite"))).toBe(false);
    expect(existsSync(target.site.mediaDir)).toBe(false);

    // A cut-off archive too.
    await writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(readBackup(file, await dataDir())).rejects.toThrow(/is damaged/);
  }, 120_000);
});

describe("a backup from an older version", () => {
  it("is migrated to the code's level when restored", async () => {
    // The site one migration behind: the migrations folder without its newest entry.
    const older = await mkdtemp(path.join(tmpdir(), "explore-kosovo-old-migrations-"));
    const source = await dataDir();
    const target = await dataDir();
    const archive = `${source}.tar`;
    try {
      await cp(migrationsFolder, older, { recursive: true });
      const journalFile = path.join(older, "meta", "_journal.json");
      const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
        entries: { tag: string; when: number }[];
      };
      const newest = journal.entries.pop();
      if (!newest) throw new Error("no migrations");
      await writeFile(journalFile, JSON.stringify(journal));
      await rm(path.join(older, `${newest.tag}.sql`));

      const old = await openDatabase({ dataDir: source, migrationsFolder: older });
      try {
        const manifest = await createBackup(
          {
            dataDir: source,
            mediaDir: path.join(source, "media"),
            migrationsFolder: older,
            dumpPglite: async (file) => {
              const dump = await old.dumpDataDir?.();
              if (!dump) throw new Error("not PGlite");
              await writeFile(file, Buffer.from(await dump.arrayBuffer()));
              return migrationLevel(old.db);
            },
          },
          archive,
        );
        expect(manifest.database.migrations.count).toBe(journal.entries.length);
      } finally {
        await old.close();
      }

      const result = await restoreBackup(
        { dataDir: target, mediaDir: path.join(target, "media"), migrationsFolder },
        archive,
      );
      expect(result.migrations).toMatchObject({
        count: journal.entries.length + 1,
        last: newest.when,
        tag: newest.tag,
      });
      const restored = await openDatabase({ dataDir: target, migrationsFolder });
      try {
        expect(await migrationLevel(restored.db)).toEqual({
          count: journal.entries.length + 1,
          last: newest.when,
        });
      } finally {
        await restored.close();
      }

      // And the other way round: an archive newer than the code is refused.
      const newer = await openDatabase({ dataDir: target, migrationsFolder });
      try {
        await createBackup(
          {
            dataDir: target,
            mediaDir: path.join(target, "media"),
            migrationsFolder,
            dumpPglite: async (file) => {
              const dump = await newer.dumpDataDir?.();
              if (!dump) throw new Error("not PGlite");
              await writeFile(file, Buffer.from(await dump.arrayBuffer()));
              return migrationLevel(newer.db);
            },
          },
          archive,
        );
      } finally {
        await newer.close();
      }
      const fresh = await dataDir();
      await expect(
        restoreBackup(
          { dataDir: fresh, mediaDir: path.join(fresh, "media"), migrationsFolder: older },
          archive,
        ),
      ).rejects.toThrow(/comes from a newer version of the site .*update the code first/);
      expect(existsSync(path.join(fresh, "pglite"))).toBe(false);
      await rm(fresh, { recursive: true, force: true });
    } finally {
      for (const folder of [older, source, target, archive]) {
        await rm(folder, { recursive: true, force: true });
      }
    }
  }, 120_000);
});
