import { and, desc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";
import { diffSentences, hasChanges, type SentenceChange } from "../lib/sentence-diff.ts";
import type { Database } from "./client.server.ts";
import { type ContentEntity, contentChanged } from "./content-changed.server.ts";
import * as schema from "./schema.ts";

/**
 * What every item the desk edits has in common (issue 18 items 3, 4, 7, 9;
 * docs/decisions/053): a status (draft, scheduled, published), a version for optimistic
 * concurrency, texts per language with the English each translation was made from, and a
 * revision in `content_revisions` for every change, with compare and restore. A content type
 * (app/db/blog.server.ts) describes its table and its translated texts with `contentStore()`
 * and gets these pieces; each write runs in one transaction with its revision and then tells
 * the public pages exactly what changed (`contentChanged(entity, { ids })`).
 */

export type TranslationLocale = Exclude<Locale, "en">;
export const translationLocales = locales.filter(
  (locale): locale is TranslationLocale => locale !== defaultLocale,
);

export type PublicationStatus = schema.EventStatus;
export type TranslationState = "current" | "needs-update" | "missing";

/** Who makes a change, and on which version of the item they based it. */
export interface WriteOptions {
  /** The desk user (id or e-mail); null for scripts. */
  author?: string | null;
  /** The version the editor's form was loaded at; a save based on an older one is refused. */
  expectedVersion?: number;
  /** The clock, for tests. */
  now?: Date;
}

export type ContentErrorCode = "invalid" | "not-found" | "conflict";

/** A write that cannot be done, with a message per field the desk can show beside it. */
export class ContentError extends Error {
  readonly code: ContentErrorCode;
  readonly issues: { path: string; message: string }[];
  constructor(
    code: ContentErrorCode,
    message: string,
    issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = "ContentError";
    this.code = code;
    this.issues = issues;
  }
}

/** `value` checked by `parser`; a problem is a ContentError with a message per field. */
export function parseOrRefuse<T>(parser: z.ZodType<T>, value: unknown): T {
  const result = parser.safeParse(value);
  if (result.success) return result.data;
  throw new ContentError(
    "invalid",
    "Some fields need correcting",
    result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

/** The desk lists' "needs translation" filter: one language (or any) is not current. */
export function needsTranslation(
  states: Record<TranslationLocale, TranslationState>,
  wanted: TranslationLocale | "any" | undefined,
): boolean {
  if (!wanted) return true;
  const checked = wanted === "any" ? Object.values(states) : [states[wanted]];
  return checked.some((state) => state !== "current");
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface RevisionSummary {
  version: number;
  action: string;
  author: string | null;
  createdAt: Date;
}

/** One difference between two versions: a field (or `translations.de.title`). */
export interface RevisionChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Visible to visitors: published, or scheduled for a moment that has come. */
export function isPublic(row: { status: string; publishAt: Date | null }, now: Date): boolean {
  return (
    row.status === "published" ||
    (row.status === "scheduled" && row.publishAt !== null && row.publishAt <= now)
  );
}

/** Draft, scheduled, or published, where a scheduled item whose moment came counts as published. */
export function effectiveStatusOf(
  row: { status: PublicationStatus; publishAt: Date | null },
  now: Date,
): PublicationStatus {
  return isPublic(row, now) ? "published" : row.status;
}

/** The columns a desk-edited table has. */
type StoreTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  publishAt: PgColumn;
  version: PgColumn;
  updatedAt: PgColumn;
  translations: PgColumn;
  translationSources: PgColumn;
};

/** The row's fields every store reads. */
export interface StoreRow {
  id: number;
  status: PublicationStatus;
  publishAt: Date | null;
  version: number;
  updatedAt: Date;
  translations: unknown;
  translationSources: Record<string, { source: Record<string, unknown>; savedAt: string }>;
}

export interface StoreSpec<Table extends StoreTable> {
  table: Table;
  /** The revisions' and audit log's entity type, e.g. "blog-post". */
  entity: string;
  /** What the public pages are told changed. */
  changed: ContentEntity;
  /** What editors call one, for messages: "blog post". */
  noun: string;
  /** The texts that have a translation per language. */
  textFields: readonly string[];
}

/** A whole row as JSON: moments as ISO strings. */
export type Snapshot = Record<string, unknown>;

function snapshotOfRow(row: Record<string, unknown>): Snapshot {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}

const UNCOMPARED = new Set(["version", "updatedAt", "translationSources", "translations"]);

/**
 * Whether two readings of a row hold the same content: its version and time aside, and the
 * moment a translation was saved (a translation saved again unchanged, from the same English,
 * changes nothing).
 */
function sameContent(a: unknown, b: unknown): boolean {
  const content = (row: unknown) =>
    row &&
    snapshotOfRow({
      ...(row as Record<string, unknown>),
      version: 0,
      updatedAt: 0,
      translationSources: withoutSavedAt((row as StoreRow).translationSources),
    });
  return JSON.stringify(content(a) ?? null) === JSON.stringify(content(b) ?? null);
}

/**
 * A write that changed nothing (issue 29 item 2): its transaction is rolled back, so the item
 * keeps its version, gets no revision and no page is told; the caller gets that version back.
 */
export class Unchanged extends Error {
  readonly version: number;
  constructor(version: number) {
    super("Nothing changed");
    this.version = version;
  }
}

export async function keepUnchanged(write: Promise<number>): Promise<number> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof Unchanged) return error.version;
    throw error;
  }
}

/** Each language's translation source without the moment it was saved. */
export function withoutSavedAt(sources: unknown): unknown {
  if (typeof sources !== "object" || sources === null) return sources;
  return Object.fromEntries(
    Object.entries(sources as Record<string, { source?: unknown }>).map(([locale, saved]) => [
      locale,
      saved?.source,
    ]),
  );
}
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A text as paragraphs (a Markdown body's blocks), for the sentence diff. */
function textOf(value: unknown): string | string[] {
  if (typeof value === "string") return value.split(/\n\s*\n/);
  if (Array.isArray(value)) return value.filter((item) => typeof item === "string");
  // An object's texts (a climate's note beside its numbers), in order.
  if (isTextGroup(value)) {
    return Object.values(value)
      .flatMap((item) => textOf(item))
      .filter((text) => text !== "");
  }
  return "";
}

/** A text field that groups several texts (`details: { overview, history, … }`). */
const isTextGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A text field's parts for the sentence diff: the field itself, or for a group of texts each of
 * its parts on its own (`details.overview`), so the translator sees which one changed.
 */
function partsOf(field: string, before: unknown, after: unknown) {
  if (!isTextGroup(before) && !isTextGroup(after)) return [{ field, before, after }];
  const from = isTextGroup(before) ? before : {};
  const to = isTextGroup(after) ? after : {};
  return [...new Set([...Object.keys(to), ...Object.keys(from)])].map((key) => ({
    field: `${field}.${key}`,
    before: from[key],
    after: to[key],
  }));
}

/** The pieces of the desk's content data layer for one table (see the module comment). */
export function contentStore<Table extends StoreTable, Row extends StoreRow>(
  spec: StoreSpec<Table>,
) {
  const { table, entity, noun, textFields } = spec;
  const revisions = schema.contentRevisions;
  const ofItem = (id: number) => and(eq(revisions.entityType, entity), eq(revisions.entityId, id));

  function englishTexts(row: Row): Record<string, unknown> {
    const record = row as unknown as Record<string, unknown>;
    return Object.fromEntries(textFields.map((field) => [field, record[field] ?? null]));
  }

  function pickTexts(texts: Record<string, unknown>): Record<string, unknown> {
    return Object.fromEntries(textFields.map((field) => [field, texts[field] ?? null]));
  }

  function translatedTexts(row: Row, locale: TranslationLocale): Record<string, unknown> {
    return (row.translations as Record<string, Record<string, unknown>>)?.[locale] ?? {};
  }

  /** Where each language stands: translated from today's English, from an older one, or not at all. */
  function translationStates(row: Row): Record<TranslationLocale, TranslationState> {
    const states = {} as Record<TranslationLocale, TranslationState>;
    const english = JSON.stringify(englishTexts(row));
    for (const locale of translationLocales) {
      const texts = translatedTexts(row, locale);
      const source = row.translationSources[locale]?.source;
      if (Object.keys(texts).length === 0) states[locale] = "missing";
      else if (!source || JSON.stringify(pickTexts(source)) !== english) {
        states[locale] = "needs-update";
      } else states[locale] = "current";
    }
    return states;
  }

  /** Per English text that changed since the translation was made, its sentences. */
  function translationChanges(row: Row, locale: TranslationLocale) {
    const saved = row.translationSources[locale];
    const source = saved ? pickTexts(saved.source) : undefined;
    const english = englishTexts(row);
    const fields: { field: string; changes: SentenceChange[] }[] = [];
    for (const part of textFields.flatMap((field) =>
      partsOf(field, source?.[field], english[field]),
    )) {
      const changes = diffSentences(textOf(part.before ?? ""), textOf(part.after));
      if (hasChanges(changes)) fields.push({ field: part.field, changes });
    }
    return {
      locale,
      state: translationStates(row)[locale],
      savedAt: saved?.savedAt ?? null,
      fields,
    };
  }

  async function read(db: Database | Tx, id: number): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    return row as Row | undefined;
  }

  /** Runs one write in a transaction, then tells the public pages what changed. */
  async function write<T>(db: Database, id: number, work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    contentChanged(spec.changed, { ids: [id] });
    return result;
  }

  /** Records the item as it now stands as `version` (nothing when it no longer exists). */
  async function writeRevision(
    tx: Tx,
    id: number,
    version: number,
    action: string,
    author: string | null | undefined,
  ) {
    const row = await read(tx, id);
    if (!row) return;
    await tx.insert(revisions).values({
      entityType: entity,
      entityId: id,
      version,
      action,
      data: snapshotOfRow(row as unknown as Record<string, unknown>),
      author: author ?? null,
    });
  }

  /** Locks the row; refuses when it is gone or saved since the editor opened it. */
  async function lock(tx: Tx, id: number, expectedVersion?: number): Promise<Row> {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id))
      .for("update");
    if (!row) throw new ContentError("not-found", `There is no ${noun} ${id}`);
    const record = row as Row;
    if (expectedVersion !== undefined && expectedVersion !== record.version) {
      throw new ContentError(
        "conflict",
        `Someone saved this ${noun} after you opened it: reload it to see their change.`,
      );
    }
    return record;
  }

  /**
   * One change to one item: locks its row, checks the version the editor started from, applies
   * `change`, bumps the version, writes the revision, and tells the public pages.
   */
  function change(
    db: Database,
    id: number,
    action: string,
    options: WriteOptions,
    apply: (tx: Tx, row: Row) => Promise<void>,
  ): Promise<number> {
    return keepUnchanged(
      write(db, id, async (tx) => {
        const row = await lock(tx, id, options.expectedVersion);
        const before = await read(tx, id);
        await apply(tx, row);
        if (sameContent(before, await read(tx, id))) throw new Unchanged(row.version);
        const next = row.version + 1;
        await tx
          .update(table)
          .set({ version: next, updatedAt: options.now ?? new Date() } as never)
          .where(eq(table.id, id));
        await writeRevision(tx, id, next, action, options.author);
        return next;
      }),
    );
  }

  /** Ids continue after the highest ever used, deleted items included (their history stays). */
  async function nextId(tx: Tx): Promise<number> {
    const [max] = await tx
      .select({
        id: sql<number>`greatest(coalesce(max(${table.id}), 0), (select coalesce(max(${revisions.entityId}), 0) from ${revisions} where ${revisions.entityType} = ${entity}))`,
      })
      .from(table as PgTable);
    return Number(max?.id ?? 0) + 1;
  }

  /** Inserts a new item (a draft at version 1) with its first revision; returns its id. */
  function insert(
    db: Database,
    values: (id: number) => Record<string, unknown>,
    options: Omit<WriteOptions, "expectedVersion">,
    check?: (tx: Tx) => Promise<void>,
  ): Promise<number> {
    return db
      .transaction(async (tx) => {
        await check?.(tx);
        const id = await nextId(tx);
        await tx.insert(table).values({
          ...values(id),
          id,
          translations: {},
          translationSources: {},
          status: "draft",
          publishAt: null,
          version: 1,
          updatedAt: options.now ?? new Date(),
        } as never);
        await writeRevision(tx, id, 1, "create", options.author);
        return id;
      })
      .then((id) => {
        contentChanged(spec.changed, { ids: [id] });
        return id;
      });
  }

  /** Saves one language's texts, made from today's English: it is "current" again. */
  async function saveTranslation(
    db: Database,
    id: number,
    locale: TranslationLocale,
    texts: Record<string, unknown>,
    options: WriteOptions,
  ): Promise<number> {
    if (!translationLocales.includes(locale)) {
      throw new ContentError("invalid", `Not a language to translate into: ${locale}`);
    }
    return change(db, id, "translate", options, async (tx, row) => {
      const translations = { ...(row.translations as Record<string, unknown>), [locale]: texts };
      const translationSources = {
        ...row.translationSources,
        [locale]: {
          source: englishTexts(row),
          savedAt: (options.now ?? new Date()).toISOString(),
        },
      };
      await tx
        .update(table)
        .set({ translations, translationSources } as never)
        .where(eq(table.id, id));
    });
  }

  function setStatus(
    db: Database,
    id: number,
    action: "publish" | "unpublish" | "schedule",
    status: PublicationStatus,
    publishAt: Date | null,
    options: WriteOptions,
  ) {
    return change(db, id, action, options, async (tx) => {
      await tx
        .update(table)
        .set({ status, publishAt } as never)
        .where(eq(table.id, id));
    });
  }

  /** Public from now on. */
  function publish(db: Database, id: number, options: WriteOptions = {}) {
    return setStatus(db, id, "publish", "published", null, options);
  }

  /** Back to a draft: visitors no longer see it. */
  function unpublish(db: Database, id: number, options: WriteOptions = {}) {
    return setStatus(db, id, "unpublish", "draft", null, options);
  }

  /** Public from `at` on (a moment in the future), with no job to run: reads decide per request. */
  async function schedule(db: Database, id: number, at: Date, options: WriteOptions = {}) {
    const now = options.now ?? new Date();
    if (Number.isNaN(at.getTime()) || at <= now) {
      throw new ContentError("invalid", "Some fields need correcting", [
        { path: "publishAt", message: "Choose a moment in the future" },
      ]);
    }
    return setStatus(db, id, "schedule", "scheduled", at, options);
  }

  /** Deletes the item; its revisions stay, so it can be restored. */
  async function remove(db: Database, id: number, options: WriteOptions = {}): Promise<void> {
    await write(db, id, async (tx) => {
      const row = await lock(tx, id, options.expectedVersion);
      await writeRevision(tx, id, row.version + 1, "delete", options.author);
      await tx.delete(table).where(eq(table.id, id));
    });
  }

  /** The item's revisions, newest first (a deleted item keeps its own). */
  function listRevisions(db: Database, id: number): Promise<RevisionSummary[]> {
    return db
      .select({
        version: revisions.version,
        action: revisions.action,
        author: revisions.author,
        createdAt: revisions.createdAt,
      })
      .from(revisions)
      .where(ofItem(id))
      .orderBy(desc(revisions.version));
  }

  /** One revision's whole item. */
  async function getRevision(
    db: Database,
    id: number,
    version: number,
  ): Promise<(RevisionSummary & { data: Snapshot }) | undefined> {
    const [row] = await db
      .select()
      .from(revisions)
      .where(and(ofItem(id), eq(revisions.version, version)));
    return row && { ...row, data: row.data as Snapshot };
  }

  /** What differs from one snapshot to another, field by field (the desk's compare view). */
  function compare(before: Snapshot, after: Snapshot): RevisionChange[] {
    const changes: RevisionChange[] = [];
    for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (UNCOMPARED.has(field)) continue;
      if (!same(before[field], after[field])) {
        changes.push({ field, before: before[field], after: after[field] });
      }
    }
    const translationsOf = (snapshot: Snapshot) =>
      (snapshot.translations ?? {}) as Record<string, Record<string, unknown>>;
    for (const locale of translationLocales) {
      const from = translationsOf(before)[locale] ?? {};
      const to = translationsOf(after)[locale] ?? {};
      for (const field of textFields) {
        if (!same(from[field], to[field])) {
          changes.push({
            field: `translations.${locale}.${field}`,
            before: from[field],
            after: to[field],
          });
        }
      }
    }
    return changes;
  }

  /** The differences between two versions; undefined when either is unknown. */
  async function compareRevisions(db: Database, id: number, from: number, to: number) {
    const [a, b] = await Promise.all([getRevision(db, id, from), getRevision(db, id, to)]);
    return a && b ? compare(a.data, b.data) : undefined;
  }

  /**
   * Puts the item's content back as it was in `version` (also after it was deleted), as a new
   * version: nothing in the history is lost. Its publication stays as it is (a deleted item
   * comes back as a draft).
   */
  async function restore(
    db: Database,
    id: number,
    version: number,
    options: Omit<WriteOptions, "expectedVersion"> = {},
  ): Promise<number> {
    const revision = await getRevision(db, id, version);
    if (!revision)
      throw new ContentError("not-found", `The ${noun} ${id} has no version ${version}`);
    const now = options.now ?? new Date();
    return write(db, id, async (tx) => {
      const [existing] = (await tx
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id))
        .for("update")) as Row[];
      const [latest] = await tx
        .select({ version: sql<number>`max(${revisions.version})` })
        .from(revisions)
        .where(ofItem(id));
      const nextVersion = Math.max(existing?.version ?? 0, Number(latest?.version ?? 0)) + 1;
      const data = Object.fromEntries(
        Object.entries(revision.data).filter(([key]) => key in table),
      );
      const values = {
        ...data,
        id,
        version: nextVersion,
        updatedAt: now,
        ...(existing
          ? { status: existing.status, publishAt: existing.publishAt }
          : { status: "draft" as const, publishAt: null }),
      };
      if (existing)
        await tx
          .update(table)
          .set(values as never)
          .where(eq(table.id, id));
      else await tx.insert(table).values(values as never);
      await writeRevision(tx, id, nextVersion, "restore", options.author);
      return nextVersion;
    });
  }

  return {
    spec,
    read,
    lock,
    change,
    insert,
    englishTexts,
    translationStates,
    translationChanges,
    saveTranslation,
    publish,
    unpublish,
    schedule,
    remove,
    listRevisions,
    getRevision,
    compare,
    compareRevisions,
    restore,
  };
}
