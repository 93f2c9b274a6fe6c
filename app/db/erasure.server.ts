import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "./contributions.server.ts";
import { contributions, eventTips, newsletterSubscriptions, outbox } from "./schema.ts";

/**
 * Erasing a visitor's e-mail address on their request (issue 19 item 7; decision 111), wherever
 * the site keeps it: the address fields are emptied (a submission keeps its hash, so a block
 * still works), mail to it is deleted from the outbox, a newsletter subscription is ended and
 * deleted, and any text that mentions it (a review, a comment, a tip, a proposal, a re-check
 * note, an event made from a tip, its history) has it replaced by "[erased]". The desk's own
 * accounts (`staff_*`) are left alone: staff are removed on the People page.
 */

export const ERASED = "[erased]";

export interface ErasureCount {
  /**
   * Changes per table: rows deleted, or a row for each column changed (no address in it: it goes
   * to the audit log).
   */
  tables: Record<string, number>;
  total: number;
}

/** PGlite answers an array-like result, node-postgres `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `address` is normalised (trimmed, lower case); `addressHash` its `emailHash`. */
export async function eraseAddressEverywhere(
  tx: Tx,
  address: string,
  addressHash: string,
): Promise<ErasureCount> {
  const tables: Record<string, number> = {};
  const add = (table: string, rows: number) => {
    if (rows > 0) tables[table] = (tables[table] ?? 0) + rows;
  };

  // The address's own columns: emptied, or the rows deleted.
  const direct: [string, () => Promise<unknown[]>][] = [
    [
      "contributions",
      () =>
        tx
          .update(contributions)
          .set({ email: null })
          .where(and(eq(contributions.emailHash, addressHash), isNotNull(contributions.email)))
          .returning({ id: contributions.id }),
    ],
    // A tip's private link is tied to the address (proposals are screened by it): it ends too.
    [
      "event_tips",
      () =>
        tx
          .update(eventTips)
          .set({ organiserEmail: null, manageTokenHash: null })
          .where(sql`lower(${eventTips.organiserEmail}) = ${address}`)
          .returning({ id: eventTips.id }),
    ],
    [
      "outbox",
      () =>
        tx
          .delete(outbox)
          .where(sql`lower(${outbox.recipient}) = ${address}`)
          .returning({ id: outbox.id }),
    ],
    [
      "newsletter_subscriptions",
      () =>
        tx
          .delete(newsletterSubscriptions)
          .where(sql`lower(${newsletterSubscriptions.email}) = ${address}`)
          .returning({ id: newsletterSubscriptions.id }),
    ],
  ];
  for (const [table, run] of direct) add(table, (await run()).length);

  // Every other text: each text and JSON column of the site's tables, the desk's accounts aside.
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await tx.execute(sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')
          and table_name not like 'staff\\_%'
        order by table_name, column_name`),
  );
  const pattern = escapeRegex(address);
  for (const column of columns) {
    const table = sql.identifier(column.table_name);
    const name = sql.identifier(column.column_name);
    const asText = column.data_type === "jsonb" ? sql`${name}::text` : sql`${name}`;
    const replaced = sql`regexp_replace(${asText}, ${pattern}, ${ERASED}, 'gi')`;
    const changed = rowsOf(
      await tx.execute(
        sql`update ${table} set ${name} = ${column.data_type === "jsonb" ? sql`${replaced}::jsonb` : replaced}
            where position(${address} in lower(${asText})) > 0 returning 1 as changed`,
      ),
    );
    add(column.table_name, changed.length);
  }
  return { tables, total: Object.values(tables).reduce((sum, rows) => sum + rows, 0) };
}
