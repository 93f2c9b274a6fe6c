import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, eq, gt, gte, lt, max, min, sql } from "drizzle-orm";
import type { Redis } from "ioredis";
import { log } from "../lib/log.server.ts";
import { type ContentEntity, onContentChanged } from "./content-changed.server.ts";
import { databaseKind, getDatabase, listenToDatabase } from "./instance.server.ts";
import { forgetAllReads } from "./queries.server.ts";
import { contentChanges, contentServers } from "./schema.ts";

/**
 * Content changes and the content version (issue 20, docs/decisions/071-content-changes.md).
 *
 * A write that changes what visitors see (the desk, a contribution being published) calls
 * `publishContentChange(tags)` after it committed. That adds a row to `content_changes` (its
 * `version` is the new content version) and tells every app server: PostgreSQL `NOTIFY`, or Redis
 * pub/sub when `REDIS_URL` is set. Each server then applies every change it has not applied yet,
 * in order: it drops the database read cache and hands the tags to its listeners (the page cache
 * drops the pages that read what changed, rendering popular ones again first). A server that
 * missed a notification (lost connection) catches up from the table when it reconnects and on a
 * short poll. On the embedded PGlite database there is one process: it applies the change itself.
 * Each server keeps a row in `content_servers` with the version it serves, so a publish can wait
 * until it is live on every running server (`waitUntilLive`).
 */

export interface ContentChange {
  /** The content version this change made. */
  version: number;
  /** Page-cache tags (app/lib/dependencies.server.ts); `*` for everything. */
  tags: string[];
}

export type ContentChangeListener = (change: ContentChange) => Promise<void> | void;

/** The channel on PostgreSQL (LISTEN/NOTIFY) and on Redis (pub/sub). */
export const CONTENT_CHANNEL = "content_changes";
/** A server also asks the table this often, in case a notification was lost. */
export const CATCH_UP_POLL_MS = 5_000;
/** A server whose row is older than this is taken to be gone (it refreshes every poll). */
export const SERVER_GONE_MS = 3 * CATCH_UP_POLL_MS;
/**
 * Changes are kept this long for servers that catch up after a lost connection; older rows are
 * pruned (`pruneContentChanges`). A server further behind than that drops everything instead.
 */
export const KEEP_CHANGES_MS = 24 * 60 * 60_000;
/** Servers prune every this many polls (about once a minute each). */
const PRUNE_EVERY_POLLS = 12;

/** This process in `content_servers` while it follows changes. */
const serverId = `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
let registered = false;

const listeners = new Set<ContentChangeListener>();
/** Told of the changes this server records (not those it hears of): one purge per change. */
const publishedListeners = new Set<ContentChangeListener>();
/** The newest version this server has applied; undefined until it started listening. */
let applied: number | undefined;
let applying: Promise<void> = Promise.resolve();
let stopListening: (() => Promise<void>) | undefined;
let poll: ReturnType<typeof setInterval> | undefined;
let redis: { publisher: Redis; subscriber: Redis } | undefined;
let stopRelaying: (() => void) | undefined;
/** The newest relayed data-layer write, until this server applied it. */
let relaying: Promise<ContentChange | undefined> = Promise.resolve(undefined);

/** The page-cache tags of what the data layer says it wrote (app/db/content-changed.server.ts). */
const ENTITY_TAGS: Record<ContentEntity, string> = {
  events: "events",
  destinations: "destinations",
  experiences: "experiences",
  travelGuides: "travel-guides",
  reviews: "reviews",
  blog: "blog",
  settings: "*",
  videos: "videos",
  media: "media",
};

/** Runs `listener` for every content change recorded by this server (for CDN purges). */
export function onContentPublished(listener: ContentChangeListener): () => void {
  publishedListeners.add(listener);
  return () => publishedListeners.delete(listener);
}

/** Runs `listener` for every content change applied on this server; returns the unsubscribe. */
export function onContentChange(listener: ContentChangeListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records a content change and makes every app server drop what it affects. Call it after the
 * write committed, with the tags of what changed: `events:12` for one event (pages listing all
 * events are included), `events` for the whole list, `*` for everything. Resolves when this
 * server has applied it (its affected pages are rendered again or dropped); the other servers
 * follow within milliseconds (NOTIFY or Redis) or at most CATCH_UP_POLL_MS.
 */
export async function publishContentChange(tags: string[]): Promise<ContentChange> {
  const clean = [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];
  if (clean.length === 0) throw new Error("publishContentChange needs at least one tag");
  const db = await getDatabase();
  const [row] = await db.insert(contentChanges).values({ tags: clean }).returning();
  if (!row) throw new Error("content change not recorded");
  const version = row.version;
  if (redis) {
    await redis.publisher.publish(CONTENT_CHANNEL, String(version));
  } else {
    await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(version)})`);
  }
  const change = { version, tags: clean };
  for (const listener of publishedListeners) {
    try {
      await listener(change);
    } catch (error) {
      log().error("content change listener failed", { error });
    }
  }
  if (applied === undefined) {
    // Not following changes (a script, a test): apply this one here and now.
    forgetAllReads();
    for (const listener of listeners) await listener(change);
  } else {
    await catchUp();
  }
  return change;
}

/**
 * Resolves when this server has applied the newest data-layer write made on it (its pages
 * rendered again or dropped), with that change; undefined when this server does not follow
 * content changes (a script, a test) or the change could not be recorded. The desk says from it
 * when a publication is live: here at once, on the other servers within CATCH_UP_POLL_MS.
 */
export function relayedContentChange(): Promise<ContentChange | undefined> {
  return relaying;
}

/** The current content version: the newest change recorded (0 before any). */
export async function contentVersion(): Promise<number> {
  const db = await getDatabase();
  const [row] = await db.select({ version: max(contentChanges.version) }).from(contentChanges);
  return Number(row?.version ?? 0);
}

/** The newest version this server has applied (undefined before `startContentChanges`). */
export function appliedContentVersion(): number | undefined {
  return applied;
}

/**
 * Applies, in order, every change this server has not applied yet. Calls are queued: one runs at
 * a time, and a call resolves after everything recorded before it was applied.
 */
export function catchUp(): Promise<void> {
  const next = applying.then(applyPending, applyPending);
  applying = next.catch(() => {});
  return next;
}

async function applyPending(): Promise<void> {
  const db = await getDatabase();
  if (applied === undefined) {
    // Not started: everything up to now is already in what this server renders.
    applied = await contentVersion();
    return;
  }
  const rows = await db
    .select({ version: contentChanges.version, tags: contentChanges.tags })
    .from(contentChanges)
    .where(gt(contentChanges.version, applied))
    .orderBy(asc(contentChanges.version));
  if (rows.length === 0) return;
  const last = rows[rows.length - 1];
  if (!last) return;
  // Rows this server has not seen were pruned (it was gone longer than KEEP_CHANGES_MS): what
  // they affected is unknown, so everything is dropped.
  const gap = await changesMissingAfter(applied);
  // Several changes at once are applied as one: each affected page is rendered again once.
  const change: ContentChange = {
    version: last.version,
    tags: gap ? ["*"] : [...new Set(rows.flatMap((row) => row.tags))],
  };
  forgetAllReads();
  for (const listener of listeners) await listener(change);
  applied = change.version;
  await reportApplied();
}

/** Whether changes after `version` were pruned before this server applied them. */
async function changesMissingAfter(version: number): Promise<boolean> {
  const db = await getDatabase();
  const [row] = await db.select({ oldest: min(contentChanges.version) }).from(contentChanges);
  const oldest = row?.oldest;
  return oldest !== null && oldest !== undefined && Number(oldest) > version + 1;
}

/**
 * Deletes the changes older than `keepMs` (always keeping the newest, which is the content
 * version) and the rows of servers gone that long. Returns how many changes were deleted.
 */
export async function pruneContentChanges(keepMs = KEEP_CHANGES_MS): Promise<number> {
  const db = await getDatabase();
  const before = new Date(Date.now() - keepMs);
  const newest = await contentVersion();
  const deleted = await db
    .delete(contentChanges)
    .where(and(lt(contentChanges.createdAt, before), lt(contentChanges.version, newest)))
    .returning({ version: contentChanges.version });
  await db.delete(contentServers).where(lt(contentServers.seenAt, before));
  return deleted.length;
}

/** Tells the other servers (and the desk) which version this server serves now. */
async function reportApplied(): Promise<void> {
  if (!registered || applied === undefined) return;
  const db = await getDatabase();
  await db
    .insert(contentServers)
    .values({ id: serverId, appliedVersion: applied, seenAt: new Date() })
    .onConflictDoUpdate({
      target: contentServers.id,
      set: { appliedVersion: applied, seenAt: new Date() },
    });
}

export interface Liveness {
  /** Every server still running has applied the version. */
  live: boolean;
  /** Servers running (seen within SERVER_GONE_MS). */
  servers: number;
  /** Of them, those that serve the version or a newer one. */
  applied: number;
}

/** Whether every running app server serves `version` (or newer) yet. */
export async function contentLiveness(version: number): Promise<Liveness> {
  const db = await getDatabase();
  const since = new Date(Date.now() - SERVER_GONE_MS);
  const [row] = await db
    .select({
      servers: sql<number>`count(*)::int`,
      applied: sql<number>`(count(*) filter (where ${gte(contentServers.appliedVersion, version)}))::int`,
    })
    .from(contentServers)
    .where(gt(contentServers.seenAt, since));
  const servers = Number(row?.servers ?? 0);
  const applied = Number(row?.applied ?? 0);
  return { live: applied === servers, servers, applied };
}

/**
 * Waits until every running app server serves `version` (for the desk's "live on all servers
 * at 10:02"), at most `timeoutMs`; resolves with the last liveness and when it was seen.
 */
export async function waitUntilLive(
  version: number,
  timeoutMs = 10_000,
): Promise<Liveness & { at: Date }> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const liveness = await contentLiveness(version);
    if (liveness.live || Date.now() >= until) return { ...liveness, at: new Date() };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts following content changes on this server: notes the current version, then listens
 * (Redis when REDIS_URL is set, else PostgreSQL LISTEN; PGlite needs neither, its one process
 * applies its own changes) and polls as a safety net.
 */
export async function startContentChanges(options: { redisUrl?: string } = {}): Promise<void> {
  await catchUp();
  // A write through the data layer on this server becomes a content change for every server.
  stopRelaying = onContentChanged(({ entity, remote, ids }) => {
    if (remote) return;
    const tag = ENTITY_TAGS[entity];
    // A change to known rows names them (`blog:3`): it drops their pages and the lists.
    const tags = ids && tag !== "*" ? ids.map((id) => `${tag}:${id}`) : [tag];
    relaying = publishContentChange(tags).catch((error) => {
      log().error("content change not published", { entity, error });
      return undefined;
    });
  });
  registered = true;
  await reportApplied();
  const REDIS_URL = options.redisUrl;
  if (REDIS_URL) {
    const { Redis } = await import("ioredis");
    const subscriber = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const publisher = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await Promise.all([subscriber.connect(), publisher.connect()]);
    subscriber.on("message", () => void catchUp().catch(() => {}));
    // After a reconnection ioredis subscribes again; what was sent meanwhile is in the table.
    subscriber.on("ready", () => void catchUp().catch(() => {}));
    await subscriber.subscribe(CONTENT_CHANNEL);
    redis = { publisher, subscriber };
  } else if (databaseKind() === "postgres") {
    stopListening = await listenToDatabase(
      CONTENT_CHANNEL,
      () => void catchUp().catch(() => {}),
      () => void catchUp().catch(() => {}),
    );
  }
  // The poll also keeps this server's row fresh (it counts as running), and now and then
  // prunes what no server needs any more.
  let polls = 0;
  poll = setInterval(
    () =>
      void catchUp()
        .then(reportApplied)
        .then(() => (++polls % PRUNE_EVERY_POLLS === 0 ? pruneContentChanges() : 0))
        .catch(() => {}),
    CATCH_UP_POLL_MS,
  );
  poll.unref();
}

export async function stopContentChanges(): Promise<void> {
  stopRelaying?.();
  stopRelaying = undefined;
  if (poll) clearInterval(poll);
  poll = undefined;
  await stopListening?.().catch(() => {});
  stopListening = undefined;
  if (redis) {
    const { publisher, subscriber } = redis;
    redis = undefined;
    await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => {});
  }
  await applying;
  if (registered) {
    registered = false;
    const db = await getDatabase().catch(() => undefined);
    await db
      ?.delete(contentServers)
      .where(eq(contentServers.id, serverId))
      .catch(() => {});
  }
  applied = undefined;
}
