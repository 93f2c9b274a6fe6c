import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Tx } from "./contributions.server.ts";
import { otherTables, visitorTables } from "./personal-data.ts";
import "./schema.ts";

/**
 * Erasing a visitor's e-mail address on their request (issue 19 item 7, issue 29 item 10;
 * decisions 111, 130), in the tables declared as visitors' data next to their tables
 * (app/db/personal-data.ts) and nowhere else: the address fields are emptied or their rows
 * deleted (a submission keeps its keyed hash, so a block still works), and the declared texts
 * that mention it have it replaced by "[erased]". The audit log, the desk's accounts and editors'
 * content are never rewritten; where editors' content still mentions the address is reported,
 * for an editor to change.
 */

export const ERASED = "[erased]";

export interface ErasureCount {
  /**
   * Changes per table: rows deleted, or a row for each column changed (no address in it: it goes
   * to the audit log).
   */
  tables: Record<string, number>;
  total: number;
  /** Rows per table outside visitors' data that still mention the address (not changed). */
  elsewhere: Record<string, number>;
}

/** PGlite answers an array-like result, node-postgres `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The address as a whole word of a text, in any case: `ana@example.com` is not found inside
 * `diana@example.com` or `ana@example.com.mk` (PostgreSQL's regular expressions).
 */
const addressPattern = (address: string) =>
  `(?<![a-z0-9._%+-])${escapeRegex(address)}(?![a-z0-9-]|\\.[a-z0-9])`;

const asText = (column: PgColumn, name: ReturnType<typeof sql.identifier>) =>
  column.getSQLType() === "jsonb" ? sql`${name}::text` : name;

/** `address` is normalised (trimmed, lower case). */
export async function eraseVisitorAddress(tx: Tx, address: string): Promise<ErasureCount> {
  const tables: Record<string, number> = {};
  const add = (table: string, rows: number) => {
    if (rows > 0) tables[table] = (tables[table] ?? 0) + rows;
  };
  const run = async (query: SQL) => rowsOf(await tx.execute(query)).length;

  const declared = visitorTables();
  // The address's own columns: emptied, or the rows deleted.
  for (const { name, address: column, onErase, alsoEmpty = [] } of declared) {
    if (!column) continue;
    const table = sql.identifier(name);
    const matches = sql`lower(${sql.identifier(column.name)}) = ${address}`;
    const emptied = sql.join(
      [column, ...alsoEmpty].map((each) => sql`${sql.identifier(each.name)} = null`),
      sql`, `,
    );
    add(
      name,
      await run(
        onErase === "delete"
          ? sql`delete from ${table} where ${matches} returning 1`
          : sql`update ${table} set ${emptied} where ${matches} returning 1`,
      ),
    );
  }
  // Then the texts that mention it (a deleted row is counted once, as deleted).
  const pattern = addressPattern(address);
  for (const { name, texts = [] } of declared) {
    for (const column of texts) {
      const id = sql.identifier(column.name);
      const replaced = sql`regexp_replace(${asText(column, id)}, ${pattern}, ${ERASED}, 'gi')`;
      const value = column.getSQLType() === "jsonb" ? sql`${replaced}::jsonb` : replaced;
      add(
        name,
        await run(
          sql`update ${sql.identifier(name)} set ${id} = ${value}
              where ${asText(column, id)} ~* ${pattern} returning 1`,
        ),
      );
    }
  }
  const total = Object.values(tables).reduce((sum, rows) => sum + rows, 0);
  return { tables, total, elsewhere: await mentionsInContent(tx, address) };
}

/**
 * Rows of editors' content (and anything else that is neither visitors' data, the audit log nor
 * the desk's accounts) whose texts mention the address: read, never changed.
 */
async function mentionsInContent(tx: Tx, address: string): Promise<Record<string, number>> {
  const skipped = new Set(visitorTables().map((table) => table.name));
  for (const [name, { kind }] of otherTables()) {
    if (kind === "audit" || kind === "staff") skipped.add(name);
  }
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await tx.execute(sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')
          and table_name not like 'staff\\_%'
        order by table_name, column_name`),
  );
  const pattern = addressPattern(address);
  const byTable = new Map<string, SQL[]>();
  for (const column of columns) {
    if (skipped.has(column.table_name)) continue;
    const id = sql.identifier(column.column_name);
    const text = column.data_type === "jsonb" ? sql`${id}::text` : id;
    byTable.set(column.table_name, [
      ...(byTable.get(column.table_name) ?? []),
      sql`${text} ~* ${pattern}`,
    ]);
  }
  const found: Record<string, number> = {};
  for (const [table, conditions] of byTable) {
    const [row] = rowsOf<{ count: number }>(
      await tx.execute(
        sql`select count(*)::int as count from ${sql.identifier(table)}
            where ${sql.join(conditions, sql` or `)}`,
      ),
    );
    if (row && row.count > 0) found[table] = row.count;
  }
  return found;
}
