import { migrationLevel } from "./client.server.ts";
import { dumpEmbeddedDatabase, getDatabase } from "./instance.server.ts";

export type { MigrationLevel } from "./client.server.ts";

/**
 * What the running site does for `npm run backup` (decision 145): with the embedded database only
 * the process that has it open may read it, so the CLI asks for the dump over the control socket
 * (server/control.ts: folder 0700, socket 0600, never a network port).
 *
 *   GET /backup/database  → PGlite's data directory as a gzipped tar, with the migration level
 *                           in `X-Migration-Level` (JSON)
 */

export async function handleBackupControl(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.pathname !== "/backup/database" || request.method !== "GET") {
    return Response.json(
      { error: `No command ${request.method} ${url.pathname}.` },
      { status: 404 },
    );
  }
  try {
    const level = await migrationLevel(await getDatabase());
    const dump = await dumpEmbeddedDatabase();
    return new Response(dump, {
      headers: {
        "content-type": "application/gzip",
        "content-length": String(dump.size),
        "x-migration-level": JSON.stringify(level),
      },
    });
  } catch (error) {
    return Response.json(
      {
        error: `The site could not dump its database: ${error instanceof Error ? error.message : String(error)}`,
      },
      { status: 500 },
    );
  }
}
