import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { dependsOn } from "../lib/dependencies.server.ts";
import { focalClasses } from "../lib/focal-point.server.ts";
import { type Credited, MISSING_IMAGE, mediaKeyOf } from "../lib/media.ts";
import { paths } from "../lib/paths.ts";
import { type AuditActor, audit } from "./audit.server.ts";
import type { Database } from "./client.server.ts";
import { contentChanged } from "./content-changed.server.ts";
import type { Tx } from "./content-store.server.ts";
import {
  blogPosts,
  destinations,
  events,
  experiences,
  featuredVideos,
  media,
  newsletterIssues,
  travelGuides,
} from "./schema.ts";

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

export async function getMedia(db: Database, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** The ready image whose main file is `path`, if any (the event form's picker). */
export async function mediaByPath(db: Database, path: string): Promise<MediaRow | undefined> {
  const key = /^\/media\/([a-z0-9]+)\//.exec(path)?.[1];
  if (!key) return undefined;
  const [row] = await db.select().from(media).where(eq(media.key, key));
  return row?.status === "ready" ? row : undefined;
}

/**
 * The items as the public pages show them: an uploaded image (`item[field]`) gets its credit and,
 * when an editor moved it from the centre, its focal point (`imageFocus`, decision 135); one no
 * longer in the library (deleted after a restore brought its path back, a typed path) is
 * replaced by the site's default picture, shown as decoration. One query, none when no item
 * shows an upload; the page depends on each image shown (a new focal point drops it).
 */
export async function withMediaCredits<T extends { imageAlt: string }>(
  db: Database,
  items: T[],
  field: keyof T & string,
): Promise<Credited<T>[]> {
  const pathOf = (item: T) => String(item[field]);
  const keys = [...new Set(items.flatMap((item) => mediaKeyOf(pathOf(item)) ?? []))];
  if (!keys.length) return items;
  const rows = await db
    .select({
      id: media.id,
      key: media.key,
      credit: media.credit,
      focalX: media.focalX,
      focalY: media.focalY,
    })
    .from(media)
    .where(and(inArray(media.key, keys), eq(media.status, "ready")));
  dependsOn(...rows.map((row) => `media:${row.id}`));
  const found = new Map(rows.map((row) => [row.key, row]));
  return items.map((item) => {
    const key = mediaKeyOf(pathOf(item));
    if (!key) return item;
    const row = found.get(key);
    if (!row) return { ...item, [field]: MISSING_IMAGE, imageAlt: "" };
    const imageFocus = focalClasses(row.focalX, row.focalY);
    return { ...item, imageCredit: row.credit, ...(imageFocus ? { imageFocus } : {}) };
  });
}

/**
 * Sets an image's focal point (percent from its left and top edge, whole numbers 0–100) with
 * its audit entry, then drops the pages that show it.
 */
export async function setMediaFocalPoint(
  db: Database,
  id: number,
  point: { x: number; y: number },
  actor: AuditActor,
): Promise<MediaRow | undefined> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!row) return undefined;
    const [after] = await tx
      .update(media)
      .set({ focalX: point.x, focalY: point.y })
      .where(eq(media.id, id))
      .returning();
    await audit(tx, {
      actor,
      action: "media.focal-point",
      entity: { type: "media", id },
      before: { focalX: row.focalX, focalY: row.focalY },
      after: { focalX: point.x, focalY: point.y },
    });
    return after;
  });
  if (updated) contentChanged("media", { ids: [id] });
  return updated;
}

/** Where an image is used: what, its name, and where to change it. */
export interface MediaUse {
  what: string;
  name: string;
  link: string;
}

interface MediaUser {
  what: string;
  table: PgTable & { id: PgColumn };
  name: PgColumn;
  link: (id: number) => string;
}

/**
 * Every table whose rows may hold an image's path, in any column (its picture, an author's
 * avatar, a Markdown body, a translation, a newsletter's text). Drafts and scheduled items count:
 * they become public later.
 */
const mediaUsers: readonly MediaUser[] = [
  { what: "Event", table: events, name: events.name, link: (id) => `/desk/events/${id}` },
  { what: "Blog post", table: blogPosts, name: blogPosts.title, link: (id) => `/desk/blog/${id}` },
  {
    what: "Featured video",
    table: featuredVideos,
    name: featuredVideos.title,
    link: (id) => `/desk/videos/${id}`,
  },
  {
    what: "Newsletter issue",
    table: newsletterIssues,
    name: newsletterIssues.issue,
    link: (id) => `/desk/newsletters/${id}`,
  },
  {
    what: "Destination",
    table: destinations,
    name: destinations.name,
    link: (id) => `/desk/destinations/${id}`,
  },
  {
    what: "Experience",
    table: experiences,
    name: experiences.name,
    link: (id) => `/desk/experiences/${id}`,
  },
  { what: "Travel guide", table: travelGuides, name: travelGuides.title, link: paths.travelGuide },
];

/** The content that uses the image stored under `key` (its path appears anywhere in a row). */
export async function mediaUses(db: Database | Tx, key: string): Promise<MediaUse[]> {
  const pattern = `%/media/${key}/%`;
  const uses: MediaUse[] = [];
  for (const user of mediaUsers) {
    const rows = (await db
      .select({ id: user.table.id, name: user.name })
      .from(user.table)
      .where(sql`cast(${user.table} as text) like ${pattern}`)
      .orderBy(user.table.id)) as { id: number; name: string }[];
    for (const row of rows) uses.push({ what: user.what, name: row.name, link: user.link(row.id) });
  }
  return uses;
}

export type MediaDeletion =
  | { ok: true; media: MediaRow }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "in-use"; media: MediaRow; uses: MediaUse[] };

/**
 * Deletes an image's row with its audit entry, unless some content still uses it (then nothing
 * changes and the uses are returned). The row is locked while the uses are looked up; the caller
 * removes the files once this returns.
 */
export async function deleteMedia(
  db: Database,
  id: number,
  actor: AuditActor,
): Promise<MediaDeletion> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(media).where(eq(media.id, id)).for("update");
    if (!row) return { ok: false, reason: "not-found" };
    const uses = await mediaUses(tx, row.key);
    if (uses.length) return { ok: false, reason: "in-use", media: row, uses };
    await tx.delete(media).where(eq(media.id, id));
    await audit(tx, {
      actor,
      action: "media.deleted",
      entity: { type: "media", id },
      before: row,
    });
    return { ok: true, media: row };
  });
}
