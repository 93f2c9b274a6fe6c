import { sql } from "drizzle-orm";
import { gauge } from "../lib/metrics.server.ts";
import { POOL_MAX, POOL_NAME } from "./client.server.ts";
import { databaseKind, getDatabase } from "./instance.server.ts";

/**
 * What /metrics reads from the database when it is scraped (decision 149): the outbox's depth
 * and the age of its oldest message still to send, and this server's own connections to
 * PostgreSQL by state (the embedded database has one, always). Nothing is counted while the
 * database is down: the gauges are then absent, and `explore_kosovo_database_up` says 0.
 */
export function registerOperationsMetrics(): void {
  gauge(
    "explore_kosovo_database_up",
    "1 when the database answers, 0 when not.",
    [],
    async function () {
      try {
        const db = await getDatabase();
        await db.execute(sql`select 1`);
        this.set(1);
      } catch {
        this.set(0);
      }
    },
  );
  gauge(
    "explore_kosovo_outbox_messages",
    "Messages in the mail outbox still to send (pending or being sent).",
    ["status"],
    async function () {
      const rows = await rowsOf<{ status: string; count: number }>(
        sql`select status, count(*)::int as count from outbox where status in ('pending', 'sending') group by status`,
      );
      this.reset();
      this.set({ status: "pending" }, 0);
      this.set({ status: "sending" }, 0);
      for (const row of rows ?? []) this.set({ status: row.status }, Number(row.count));
    },
  );
  gauge(
    "explore_kosovo_outbox_oldest_pending_age_seconds",
    "Age of the oldest message still to send (0 when the outbox is empty).",
    [],
    async function () {
      const rows = await rowsOf<{ age: number | null }>(
        sql`select extract(epoch from (now() - min(created_at)))::float8 as age from outbox where status in ('pending', 'sending')`,
      );
      if (rows) this.set(Math.max(0, Number(rows[0]?.age ?? 0)));
    },
  );
  gauge(
    "explore_kosovo_db_pool_connections",
    "This server's connections to the database, by state (max: the pool's size).",
    ["state"],
    async function () {
      this.reset();
      if (databaseKind() === "pglite") {
        this.set({ state: "max" }, 1);
        this.set({ state: "open" }, 1);
        return;
      }
      const rows = await rowsOf<{ state: string | null; count: number }>(
        sql`select state, count(*)::int as count from pg_stat_activity where application_name = ${POOL_NAME} group by state`,
      );
      if (!rows) return;
      this.set({ state: "max" }, POOL_MAX);
      let open = 0;
      for (const row of rows) {
        open += Number(row.count);
        if (row.state === "active") this.set({ state: "active" }, Number(row.count));
      }
      this.set({ state: "open" }, open);
    },
  );
}

/** The rows of a read, or undefined when the database cannot be reached. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[] | undefined> {
  try {
    const db = await getDatabase();
    const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
    return Array.isArray(result) ? result : (result.rows ?? []);
  } catch {
    return undefined;
  }
}
