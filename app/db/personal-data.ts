import { getTableName, type Table } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * Where visitors' personal data is kept, declared next to each table in schema.ts (decision
 * 130): what "Erase an address" changes, and nothing else. A table that holds an e-mail-ish
 * column is either declared as visitors' data or declared as something else (the audit log, the
 * desk's accounts, editors' content, the desk's own records) with the reason; a db test fails for
 * a table that is neither, so a new visitor table cannot be forgotten.
 */

export interface VisitorData {
  /** The column holding the visitor's own address (compared in lower case). */
  address?: PgColumn;
  /** What erasing the address does to its row: the address emptied, or the row deleted. */
  onErase?: "empty" | "delete";
  /** Emptied with the address: what only works with it (a tip's private link). */
  alsoEmpty?: PgColumn[];
  /** What a visitor wrote, or what quotes them, where an address may appear: it becomes "[erased]". */
  texts?: PgColumn[];
}

export type OtherData =
  /** Who did what: never rewritten (its own retention aside). */
  | "audit"
  /** The desk's accounts and invitations: removed on the People page. */
  | "staff"
  /** What editors write and keep: an editor changes it. */
  | "content"
  /** The desk's own records (blocks, problems), naming staff, never a visitor's address. */
  | "desk";

export interface VisitorTable extends VisitorData {
  table: Table;
  name: string;
}

const visitors = new Map<string, VisitorTable>();
const others = new Map<string, { kind: OtherData; why: string }>();

/** Declares `table` as visitors' data; returns it unchanged. */
export function visitorData<T extends Table>(table: T, data: VisitorData): T {
  const name = getTableName(table);
  if (data.address && !data.onErase) throw new Error(`${name}: say what erasing its address does`);
  visitors.set(name, { ...data, table, name });
  return table;
}

/** Declares that `table`, though it names people, is not visitors' data, and why. */
export function notVisitorData<T extends Table>(table: T, kind: OtherData, why: string): T {
  others.set(getTableName(table), { kind, why });
  return table;
}

export const visitorTables = (): VisitorTable[] => [...visitors.values()];

export const otherTables = (): Map<string, { kind: OtherData; why: string }> => new Map(others);

/** A column name that may hold an e-mail address: `email`, `recipient`, `actor`, `…_by`, `…_to`. */
export const EMAIL_ISH = /(^|_)(e_?mail|recipient|actor|owner|author)(_|$)|_(by|to)$/;

/** Tables with an e-mail-ish column that are declared neither way (what a test refuses). */
export function undeclaredTables(
  columns: readonly { table_name: string; column_name: string }[],
): string[] {
  const tables = columns
    .filter((column) => EMAIL_ISH.test(column.column_name))
    .map((column) => column.table_name)
    .filter((table) => !visitors.has(table) && !others.has(table));
  return [...new Set(tables)].sort();
}
