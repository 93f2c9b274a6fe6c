import { eq, sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import {
  appliedContentVersion,
  CONTENT_CHANNEL,
  type ContentChange,
  catchUp,
  contentLiveness,
  KEEP_CHANGES_MS,
  onContentChange,
  onContentPublished,
  pruneContentChanges,
  publishContentChange,
  startContentChanges,
  stopContentChanges,
  waitUntilLive,
} from "../../app/db/content-changes.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { findDestination } from "../../app/db/queries.server.ts";
import { closeRateLimitStores, sharedRateLimiter } from "../../app/db/rate-limits.server.ts";
import { contentChanges, contentServers, destinations } from "../../app/db/schema.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * Issue 20, "many app servers, one truth": two app servers on one PostgreSQL (here: two
 * connections, each what one server holds) share one rate-limit budget per client, through the
 * database or through Redis; a content change recorded by one is applied by the other at once
 * (LISTEN/NOTIFY, or Redis pub/sub), dropping its read cache.
 *
 * PostgreSQL runs with TEST_DATABASE_URL, Redis with TEST_REDIS_URL (.ci/run starts both).
 */

const postgresTargets = testTargets().filter((target) => target.name === "PostgreSQL");
const redisUrl = process.env.TEST_REDIS_URL;
const LIMIT = { max: 5, windowMs: 60_000 };
/** Tests that need Redis exist only where it runs (as the PostgreSQL ones do). */
const withRedis = redisUrl ? it : undefined;

/** Until `condition` holds, at most `ms` (a notification arriving), else the last value. */
async function eventually<T>(read: () => T, condition: (value: T) => boolean, ms = 1000) {
  const until = Date.now() + ms;
  let value = read();
  while (!condition(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = read();
  }
  return value;
}

describe.each(postgresTargets)("two app servers on one $name", (target) => {
  let drop: () => Promise<void>;
  let serverA: DatabaseConnection;
  let serverB: DatabaseConnection;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    // Server A is this process's app instance; server B another process's connection.
    serverA = await initDatabase(created.options);
    serverB = await openDatabase(created.options);
  }, 120_000);
  afterAll(async () => {
    await stopContentChanges();
    await closeRateLimitStores();
    await serverB?.close();
    await closeDatabase();
    await drop?.();
  });

  it("share one newsletter budget per client in PostgreSQL", async () => {
    const onA = sharedRateLimiter("newsletter-pg", LIMIT, { database: async () => serverA.db });
    const onB = sharedRateLimiter("newsletter-pg", LIMIT, { database: async () => serverB.db });
    const outcomes = [];
    // Alternating between the servers, as a load balancer would.
    for (let i = 0; i < 8; i++)
      outcomes.push((await (i % 2 ? onB : onA).check("203.0.113.9")).allowed);
    expect(outcomes).toEqual([true, true, true, true, true, false, false, false]);
    const blocked = await onA.check("203.0.113.9");
    expect(blocked).toMatchObject({ allowed: false });
    if (!blocked.allowed) expect(blocked.retryAfterSeconds).toBeGreaterThan(50);
    // Another client has a budget of its own.
    expect((await onB.check("198.51.100.1")).allowed).toBe(true);
    // Concurrent requests on both servers count exactly: the upsert is atomic.
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? onB : onA).check("192.0.2.77")),
    );
    expect(burst.filter((result) => result.allowed)).toHaveLength(5);
  });

  withRedis?.("share one newsletter budget per client in Redis", async () => {
    const name = `newsletter-test-${process.pid}-${Date.now()}`;
    // Two limiters, as on two servers.
    const onA = sharedRateLimiter(name, LIMIT, { redisUrl });
    const onB = sharedRateLimiter(name, LIMIT, { redisUrl });
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? onB : onA).check("203.0.113.9")),
    );
    expect(burst.filter((result) => result.allowed)).toHaveLength(5);
    expect((await onB.check("198.51.100.1")).allowed).toBe(true);
  });

  it("a change recorded by another server is applied here within a second (LISTEN/NOTIFY)", async () => {
    await startContentChanges();
    const seen: ContentChange[] = [];
    const stop = onContentChange((change) => {
      seen.push(change);
    });
    // This server reads destination 1 and keeps the rows (the 30 s read cache).
    const before = await findDestination(serverA.db, 1);
    expect(before?.name).toBeTruthy();
    try {
      // Server B edits it and publishes, as its publishContentChange does.
      await serverB.db
        .update(destinations)
        .set({ name: "Renamed on B" })
        .where(eq(destinations.id, 1));
      const [row] = await serverB.db
        .insert(contentChanges)
        .values({ tags: ["destinations:1"] })
        .returning();
      await serverB.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(row?.version)})`);

      const applied = await eventually(
        () => seen,
        (changes) => changes.length > 0,
      );
      expect(applied).toEqual([{ version: row?.version, tags: ["destinations:1"] }]);
      expect(appliedContentVersion()).toBe(row?.version);
      // The read cache was dropped: this server now reads B's edit.
      expect((await findDestination(serverA.db, 1))?.name).toBe("Renamed on B");
    } finally {
      stop();
      await serverB.db
        .update(destinations)
        .set({ name: before?.name ?? "" })
        .where(eq(destinations.id, 1));
    }
  });

  it("publishContentChange applies here before it resolves, and records the version", async () => {
    const seen: ContentChange[] = [];
    const published: ContentChange[] = [];
    const stop = onContentChange((change) => {
      seen.push(change);
    });
    const stopPublished = onContentPublished((change) => {
      published.push(change);
    });
    try {
      const change = await publishContentChange(["events:3", "events:3", " "]);
      expect(change.tags).toEqual(["events:3"]);
      expect(seen).toEqual([change]);
      // The recording server is told once (it purges the CDN); servers that hear of it are not.
      expect(published).toEqual([change]);
      const [latest] = await serverB.db
        .select()
        .from(contentChanges)
        .where(eq(contentChanges.version, change.version));
      expect(latest?.tags).toEqual(["events:3"]);
      await expect(publishContentChange([])).rejects.toThrow(/at least one tag/);
    } finally {
      stop();
      stopPublished();
    }
  });

  it("says when a change is live on every running server", async () => {
    await stopContentChanges();
    await startContentChanges();
    // Another server, still running but not yet on the newest version; and one long gone.
    await serverB.db.insert(contentServers).values([
      { id: "server-b", appliedVersion: 0, seenAt: new Date() },
      { id: "server-gone", appliedVersion: 0, seenAt: new Date(Date.now() - 60_000) },
    ]);
    const change = await publishContentChange(["destinations"]);
    // Applied here (publishContentChange waited for it), not yet on B; the gone one is ignored.
    expect(await contentLiveness(change.version)).toEqual({ live: false, servers: 2, applied: 1 });
    const waited = await waitUntilLive(change.version, 200);
    expect(waited.live).toBe(false);
    // B applies it.
    await serverB.db
      .update(contentServers)
      .set({ appliedVersion: change.version, seenAt: new Date() })
      .where(eq(contentServers.id, "server-b"));
    const live = await waitUntilLive(change.version, 1000);
    expect(live).toMatchObject({ live: true, servers: 2, applied: 2 });
    expect(live.at).toBeInstanceOf(Date);
    // A stopped server leaves the count.
    await stopContentChanges();
    expect((await contentLiveness(change.version)).servers).toBe(1);
    await serverB.db.delete(contentServers);
  });

  it("prunes old changes, and a server that missed pruned ones drops everything", async () => {
    // This server follows changes by hand here (no poll that could apply them in between).
    await stopContentChanges();
    await catchUp();
    const seen: ContentChange[] = [];
    const stop = onContentChange((change) => {
      seen.push(change);
    });
    try {
      // Another server records two changes this server does not hear of, and a day passes.
      const [, second] = await serverB.db
        .insert(contentChanges)
        .values([{ tags: ["events:1"] }, { tags: ["events:2"] }])
        .returning();
      const old = new Date(Date.now() - 2 * KEEP_CHANGES_MS);
      await serverB.db.update(contentChanges).set({ createdAt: old });
      await serverB.db
        .insert(contentServers)
        .values({ id: "server-long-gone", appliedVersion: 0, seenAt: old });
      // Everything old goes but the newest change, which is the content version.
      expect(await pruneContentChanges()).toBeGreaterThanOrEqual(1);
      const left = await serverB.db
        .select({ version: contentChanges.version })
        .from(contentChanges);
      expect(left.map((row) => row.version)).toEqual([second?.version]);
      expect(
        await serverB.db
          .select()
          .from(contentServers)
          .where(eq(contentServers.id, "server-long-gone")),
      ).toEqual([]);
      // `events:1` is gone, so this server cannot know everything that changed: it drops it all.
      await catchUp();
      expect(seen).toEqual([{ version: second?.version, tags: ["*"] }]);
      // Nothing missing: the next change is applied with its own tags.
      await serverB.db.insert(contentChanges).values({ tags: ["events:3"] });
      await catchUp();
      expect(seen[1]?.tags).toEqual(["events:3"]);
    } finally {
      stop();
    }
  });

  withRedis?.("with REDIS_URL, a change from another server arrives by Redis", async () => {
    await stopContentChanges();
    await startContentChanges({ redisUrl });
    const publisher = new Redis(redisUrl ?? "");
    const seen: ContentChange[] = [];
    const stop = onContentChange((change) => {
      seen.push(change);
    });
    try {
      const [row] = await serverB.db
        .insert(contentChanges)
        .values({ tags: ["experiences:2"] })
        .returning();
      await publisher.publish(CONTENT_CHANNEL, String(row?.version));
      const applied = await eventually(
        () => seen,
        (changes) => changes.length > 0,
      );
      expect(applied).toEqual([{ version: row?.version, tags: ["experiences:2"] }]);
    } finally {
      stop();
      await publisher.quit();
      await stopContentChanges();
    }
  });
});
