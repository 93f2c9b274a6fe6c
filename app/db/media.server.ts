import { desc, eq } from "drizzle-orm";
import { type AuditActor, audit } from "./audit.server.ts";
import type { Database } from "./client.server.ts";
import { media } from "./schema.ts";

/** The desk's media library (issue 18 item 3): one row per upload, its files under DATA_DIR/media. */

export type MediaRow = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

/** Records an upload (processed or failed) with its audit entry, in one transaction. */
export async function recordMedia(
  db: Database,
  row: NewMedia,
  actor: AuditActor,
): Promise<MediaRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(media).values(row).returning();
    if (!created) throw new Error("the media library returned no row");
    await audit(tx, {
      actor,
      action: created.status === "ready" ? "media.uploaded" : "media.failed",
      entity: { type: "media", id: created.id },
      after: created,
    });
    return created;
  });
}

export function listMedia(db: Database, options: { readyOnly?: boolean } = {}) {
  return db
    .select()
    .from(media)
    .where(options.readyOnly ? eq(media.status, "ready") : undefined)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(500);
}

/** The ready image whose main file is `path`, if any (the event form's picker). */
export async function mediaByPath(db: Database, path: string): Promise<MediaRow | undefined> {
  const key = /^\/media\/([a-z0-9]+)\//.exec(path)?.[1];
  if (!key) return undefined;
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row?.status === "ready" ? row : undefined;
}
