import { and, asc, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { eventCategories } from "../content/events.ts";
import { coordinatesSchema, isoDateSchema, slugSchema } from "../content/schema.ts";
import type { Locale } from "../i18n/locales.ts";
import { todayInKosovo } from "../lib/dates.ts";
import {
  addDays,
  currentOccurrence,
  type Occurrence,
  occurrencesBetween,
  ruleProblem,
} from "../lib/recurrence.ts";
import { diffSentences, hasChanges, type SentenceChange } from "../lib/sentence-diff.ts";
import type { Database } from "./client.server.ts";
import { contentChanged } from "./content-changed.server.ts";
import {
  ContentError,
  keepUnchanged,
  type TranslationLocale,
  translationLocales,
  Unchanged,
  type WriteOptions,
  withoutSavedAt,
} from "./content-store.server.ts";
import {
  type EventRecord,
  type EventRow,
  type EventTextField,
  eventInLocale,
  eventTextFields,
  isPublicEvent,
  type OccurrenceRecord,
  resolveEvent,
} from "./queries.server.ts";
import * as schema from "./schema.ts";

/**
 * The events' content data layer for the editors' desk (issue 18): list with search and
 * filters, read, create, update, publish, unpublish, schedule, delete; their editions
 * (occurrences) with confirmed or expected dates; texts per language with the English each
 * translation was made from; a revision for every change, with restore. Server-only.
 *
 * Every write runs in one transaction that also writes the revision, then calls
 * `contentChanged("events")` so the public pages show it on the next request.
 */

export const EVENT_ENTITY = "event";
/** "Needs confirming" looks this far ahead (issue 18 item 5). */
export const NEEDS_CONFIRMING_DAYS = 120;

export {
  ContentError,
  type ContentErrorCode,
  type TranslationLocale,
  translationLocales,
  type WriteOptions,
} from "./content-store.server.ts";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time, e.g. 20:00");
const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** The fields an editor sets in English (the translations are saved separately). */
export const eventFieldsSchema = z.object({
  slug: slugSchema,
  name: text(3, 80),
  description: text(20, 240),
  details: z.array(text(1, 2000)).max(10),
  image: z.string().regex(/^\/[\w\-./]+$/, "An image path on this site, e.g. /artwork/…"),
  imageAlt: text(3, 200),
  startTime: time,
  location: text(3, 120),
  address: text(5, 160),
  town: text(2, 40),
  category: z.enum(eventCategories),
  latitude: coordinatesSchema.shape.lat,
  longitude: coordinatesSchema.shape.lng,
  dateNote: text(5, 240).nullable(),
  website: z.url({ protocol: /^https$/ }).nullable(),
  rrule: z.string().trim().min(1).nullable(),
  rruleStart: isoDateSchema.nullable(),
  rruleFixed: z.boolean(),
  durationDays: z.number().int().min(1).max(366),
});
export type EventFields = z.infer<typeof eventFieldsSchema>;

export const occurrenceInputSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().default(null),
    confirmed: z.boolean().default(false),
  })
  .refine((o) => o.endDate === null || o.endDate >= o.startDate, {
    message: "The end date must not be before the start date",
    path: ["endDate"],
  });
export type OccurrenceInput = z.input<typeof occurrenceInputSchema>;

const createSchema = eventFieldsSchema
  .extend({
    slug: slugSchema.optional(),
    details: eventFieldsSchema.shape.details.default([]),
    dateNote: eventFieldsSchema.shape.dateNote.default(null),
    website: eventFieldsSchema.shape.website.default(null),
    rrule: eventFieldsSchema.shape.rrule.default(null),
    rruleStart: eventFieldsSchema.shape.rruleStart.default(null),
    rruleFixed: z.boolean().default(false),
    durationDays: eventFieldsSchema.shape.durationDays.default(1),
    occurrences: z.array(occurrenceInputSchema).default([]),
  })
  .superRefine(checkDates);
export type EventCreateInput = z.input<typeof createSchema>;
export type EventUpdateInput = Partial<EventFields>;

/** A translation's texts: the same fields as the English ones. */
export const translationSchema = z.object({
  name: text(3, 80),
  description: text(20, 240),
  details: z.array(text(1, 2000)).max(10),
  imageAlt: text(3, 200),
  location: text(3, 120),
  address: text(5, 160),
  town: text(2, 40),
  dateNote: text(5, 240).nullable().default(null),
});
export type TranslationInput = z.input<typeof translationSchema>;

/** What is wrong with an event's dates: a rule that cannot be read, or no date at all. */
function datesProblem(
  rrule: string | null,
  rruleStart: string | null,
  occurrenceCount: number,
): { path: string; message: string } | undefined {
  if (rrule) {
    const problem = ruleProblem(rrule, rruleStart);
    return problem ? { path: "rrule", message: problem } : undefined;
  }
  return occurrenceCount === 0
    ? { path: "occurrences", message: "Give the event a date or a recurrence rule" }
    : undefined;
}

function checkDates(
  value: { rrule: string | null; rruleStart: string | null; occurrences: unknown[] },
  context: z.RefinementCtx,
) {
  const problem = datesProblem(value.rrule, value.rruleStart, value.occurrences.length);
  if (problem) context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
}

function invalid(error: z.ZodError): ContentError {
  return new ContentError(
    "invalid",
    "Some fields need correcting",
    error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

function parse<T>(parser: z.ZodType<T>, value: unknown): T {
  const result = parser.safeParse(value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

// --- reading ------------------------------------------------------------------------------

export type TranslationState = "current" | "needs-update" | "missing";

/** Where each language stands: translated from today's English, from an older one, or not at all. */
export function translationStates(row: EventRecord): Record<TranslationLocale, TranslationState> {
  const states = {} as Record<TranslationLocale, TranslationState>;
  const english = englishTexts(row);
  for (const locale of translationLocales) {
    const translated = eventInLocale(row, locale);
    const source = row.translationSources[locale]?.source;
    if (translated.untranslated) states[locale] = "missing";
    else if (!source || JSON.stringify(pickTexts(source)) !== JSON.stringify(english)) {
      states[locale] = "needs-update";
    } else states[locale] = "current";
  }
  return states;
}

function pickTexts(texts: Record<string, unknown>): Record<EventTextField, unknown> {
  return Object.fromEntries(
    eventTextFields.map((field) => [field, texts[field] ?? null]),
  ) as Record<EventTextField, unknown>;
}

function englishTexts(row: EventRecord) {
  return pickTexts(row as unknown as Record<string, unknown>);
}

/** Draft, scheduled, or published, where a scheduled event whose moment came counts as published. */
export function effectiveStatus(row: EventRecord, now: Date): schema.EventStatus {
  return isPublicEvent(row, now) ? "published" : row.status;
}

export interface DeskEventSummary {
  id: number;
  slug: string;
  name: string;
  town: string;
  category: string;
  status: schema.EventStatus;
  publishAt: Date | null;
  version: number;
  updatedAt: Date;
  /** The edition visitors see: under way, next, or the last one. */
  current: Occurrence | undefined;
  translations: Record<TranslationLocale, TranslationState>;
  /** Editions in the next 120 days without confirmed dates. */
  needsConfirming: Occurrence[];
}

export interface DeskEventFilter {
  /** Words in the name, slug, town or place, in any language. */
  search?: string;
  status?: schema.EventStatus;
  /** One language, or any, whose translation is missing or needs an update. */
  needsTranslation?: TranslationLocale | "any";
  needsConfirming?: boolean;
}

async function occurrencesOf(db: Database, id?: number): Promise<Map<number, OccurrenceRecord[]>> {
  const rows = await db
    .select()
    .from(schema.eventOccurrences)
    .where(id === undefined ? undefined : eq(schema.eventOccurrences.eventId, id))
    .orderBy(asc(schema.eventOccurrences.startDate));
  const byEvent = new Map<number, OccurrenceRecord[]>();
  for (const row of rows) byEvent.set(row.eventId, [...(byEvent.get(row.eventId) ?? []), row]);
  return byEvent;
}

function unconfirmedSoon(
  row: EventRecord,
  occurrences: readonly OccurrenceRecord[],
  today: string,
  days = NEEDS_CONFIRMING_DAYS,
): Occurrence[] {
  return occurrencesBetween(row, occurrences, today, addDays(today, days)).filter(
    (occurrence) => !occurrence.confirmed,
  );
}

/** Every event, drafts included, fresh from the database (the desk never reads a cache). */
export async function listDeskEvents(
  db: Database,
  filter: DeskEventFilter = {},
  now: Date = new Date(),
): Promise<DeskEventSummary[]> {
  const today = todayInKosovo(now);
  const [rows, occurrences] = await Promise.all([
    db.select().from(schema.events).orderBy(asc(schema.events.id)),
    occurrencesOf(db),
  ]);
  const words = (filter.search ?? "").toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const summaries: DeskEventSummary[] = [];
  for (const row of rows) {
    const own = occurrences.get(row.id) ?? [];
    const summary: DeskEventSummary = {
      id: row.id,
      slug: row.slug,
      name: row.name,
      town: row.town,
      category: row.category,
      status: effectiveStatus(row, now),
      publishAt: row.publishAt,
      version: row.version,
      updatedAt: row.updatedAt,
      current: currentOccurrence(row, own, today),
      translations: translationStates(row),
      needsConfirming: unconfirmedSoon(row, own, today),
    };
    if (filter.status && summary.status !== filter.status) continue;
    if (filter.needsConfirming && summary.needsConfirming.length === 0) continue;
    if (filter.needsTranslation) {
      const states =
        filter.needsTranslation === "any"
          ? Object.values(summary.translations)
          : [summary.translations[filter.needsTranslation]];
      if (states.every((state) => state === "current")) continue;
    }
    if (words.length > 0) {
      const haystack = [
        row.name,
        row.slug,
        row.town,
        row.location,
        ...Object.values(row.translations as Record<string, { name?: string }>).map(
          (texts) => texts?.name ?? "",
        ),
      ]
        .join(" ")
        .toLocaleLowerCase();
      if (!words.every((word) => haystack.includes(word))) continue;
    }
    summaries.push(summary);
  }
  return summaries;
}

export interface DeskEvent {
  record: EventRecord;
  status: schema.EventStatus;
  occurrences: OccurrenceRecord[];
  current: Occurrence | undefined;
  /** The stored editions and the rule's, from today for a year. */
  upcoming: Occurrence[];
  translations: Record<TranslationLocale, TranslationState>;
}

/** One event with everything the desk's edit page shows; undefined when there is none. */
export async function getDeskEvent(
  db: Database,
  id: number,
  now: Date = new Date(),
): Promise<DeskEvent | undefined> {
  const [record] = await db.select().from(schema.events).where(eq(schema.events.id, id));
  if (!record) return undefined;
  const occurrences = (await occurrencesOf(db, id)).get(id) ?? [];
  const today = todayInKosovo(now);
  return {
    record,
    status: effectiveStatus(record, now),
    occurrences,
    current: currentOccurrence(record, occurrences, today),
    upcoming: occurrencesBetween(record, occurrences, today, addDays(today, 366)),
    translations: translationStates(record),
  };
}

/** The event as a visitor would see it in `locale`, whatever its status (the desk's preview). */
export async function previewEvent(
  db: Database,
  id: number,
  locale: Locale,
  now: Date = new Date(),
): Promise<EventRow | undefined> {
  const event = await getDeskEvent(db, id, now);
  if (!event?.current) return undefined;
  return eventInLocale(resolveEvent(event.record, event.occurrences, todayInKosovo(now)), locale);
}

export interface TranslationDiff {
  locale: TranslationLocale;
  state: TranslationState;
  /** When the translator last saved; null when there is no translation. */
  savedAt: string | null;
  /** Per English text that changed since the translation was made, its sentences. */
  fields: { field: EventTextField; changes: SentenceChange[] }[];
}

function textOf(value: unknown): string | string[] {
  if (typeof value === "string") return value;
  const paragraphs = (value as { details?: unknown } | null)?.details;
  return Array.isArray(paragraphs) ? paragraphs.filter((p) => typeof p === "string") : "";
}

/**
 * What changed in the English since the translator's last saved version, sentence by sentence.
 * A missing translation lists every English sentence as added.
 */
export async function translationDiff(
  db: Database,
  id: number,
  locale: TranslationLocale,
): Promise<TranslationDiff | undefined> {
  const [record] = await db.select().from(schema.events).where(eq(schema.events.id, id));
  if (!record) return undefined;
  const saved = record.translationSources[locale];
  const source = saved ? pickTexts(saved.source) : undefined;
  const english = englishTexts(record);
  const fields: TranslationDiff["fields"] = [];
  for (const field of eventTextFields) {
    const changes = diffSentences(textOf(source?.[field] ?? ""), textOf(english[field]));
    if (hasChanges(changes)) fields.push({ field, changes });
  }
  return {
    locale,
    state: translationStates(record)[locale],
    savedAt: saved?.savedAt ?? null,
    fields,
  };
}

export interface NeedsConfirmingItem {
  eventId: number;
  slug: string;
  name: string;
  status: schema.EventStatus;
  occurrence: Occurrence;
}

/**
 * Editions that overlap the next 120 days (from `today` in Kosovo) without confirmed dates,
 * earliest first (issue 18 item 5). Drafts count too: they may be published soon.
 */
export async function listNeedsConfirming(
  db: Database,
  options: { now?: Date; days?: number } = {},
): Promise<NeedsConfirmingItem[]> {
  const now = options.now ?? new Date();
  const today = todayInKosovo(now);
  const [rows, occurrences] = await Promise.all([
    db.select().from(schema.events).orderBy(asc(schema.events.id)),
    occurrencesOf(db),
  ]);
  return rows
    .flatMap((row) =>
      unconfirmedSoon(row, occurrences.get(row.id) ?? [], today, options.days).map(
        (occurrence) => ({
          eventId: row.id,
          slug: row.slug,
          name: row.name,
          status: effectiveStatus(row, now),
          occurrence,
        }),
      ),
    )
    .sort(
      (a, b) =>
        a.occurrence.startDate.localeCompare(b.occurrence.startDate) || a.eventId - b.eventId,
    );
}

// --- revisions ----------------------------------------------------------------------------

/** What a revision stores: the whole event and its stored editions after the change. */
export interface EventSnapshot {
  event: Omit<EventRecord, "publishAt" | "updatedAt"> & {
    publishAt: string | null;
    updatedAt: string;
  };
  occurrences: { startDate: string; endDate: string | null; confirmed: boolean }[];
}

export type RevisionAction =
  | "create"
  | "update"
  | "translate"
  | "occurrences"
  | "publish"
  | "unpublish"
  | "schedule"
  | "restore"
  | "delete";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function snapshotOf(tx: Tx, id: number): Promise<EventSnapshot | undefined> {
  const [record] = await tx.select().from(schema.events).where(eq(schema.events.id, id));
  if (!record) return undefined;
  const occurrences = await tx
    .select({
      startDate: schema.eventOccurrences.startDate,
      endDate: schema.eventOccurrences.endDate,
      confirmed: schema.eventOccurrences.confirmed,
    })
    .from(schema.eventOccurrences)
    .where(eq(schema.eventOccurrences.eventId, id))
    .orderBy(asc(schema.eventOccurrences.startDate));
  return {
    event: {
      ...record,
      publishAt: record.publishAt?.toISOString() ?? null,
      updatedAt: record.updatedAt.toISOString(),
    },
    occurrences,
  };
}

/** Whether two snapshots of an event hold the same content (its version and time aside). */
function sameSnapshot(a: EventSnapshot | undefined, b: EventSnapshot | undefined): boolean {
  const content = (snapshot: EventSnapshot | undefined) =>
    snapshot && {
      ...snapshot,
      event: {
        ...snapshot.event,
        version: undefined,
        updatedAt: undefined,
        translationSources: withoutSavedAt(snapshot.event.translationSources),
      },
    };
  return JSON.stringify(content(a) ?? null) === JSON.stringify(content(b) ?? null);
}

/** Records the event as it now stands as `version` (nothing when it no longer exists). */
async function writeRevision(
  tx: Tx,
  id: number,
  version: number,
  action: RevisionAction,
  author: string | null | undefined,
) {
  const data = await snapshotOf(tx, id);
  if (!data) return;
  await tx.insert(schema.contentRevisions).values({
    entityType: EVENT_ENTITY,
    entityId: id,
    version,
    action,
    data,
    author: author ?? null,
  });
}

/** Adds an event's editions. */
async function insertOccurrences(
  tx: Tx,
  id: number,
  occurrences: readonly Omit<typeof schema.eventOccurrences.$inferInsert, "eventId">[],
) {
  if (occurrences.length === 0) return;
  await tx
    .insert(schema.eventOccurrences)
    .values(occurrences.map((occurrence) => ({ ...occurrence, eventId: id })));
}

/** Removes the stored edition of event `id` that starts on `startDate`, if there is one. */
async function deleteOccurrence(tx: Tx, id: number, startDate: string) {
  await tx
    .delete(schema.eventOccurrences)
    .where(
      and(
        eq(schema.eventOccurrences.eventId, id),
        eq(schema.eventOccurrences.startDate, startDate),
      ),
    );
}

/** Refuses a web address name another event has. */
async function checkSlugFree(tx: Tx, slug: string) {
  const [taken] = await tx
    .select({ id: schema.events.id })
    .from(schema.events)
    .where(eq(schema.events.slug, slug));
  if (taken) {
    throw new ContentError("invalid", "Some fields need correcting", [
      { path: "slug", message: "Another event already has this web address name" },
    ]);
  }
}

/** Runs one write in a transaction, then tells the public pages that events changed. */
async function writeEvents<T>(db: Database, write: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(write);
  contentChanged("events");
  return result;
}

/** Locks the event's row; refuses when it is gone or saved since the editor opened it. */
async function lockEvent(tx: Tx, id: number, expectedVersion?: number): Promise<EventRecord> {
  const [record] = await tx
    .select()
    .from(schema.events)
    .where(eq(schema.events.id, id))
    .for("update");
  if (!record) throw new ContentError("not-found", `There is no event ${id}`);
  if (expectedVersion !== undefined && expectedVersion !== record.version) {
    throw new ContentError(
      "conflict",
      "Someone saved this event after you opened it: reload it to see their change.",
    );
  }
  return record;
}

/**
 * One change to one event: locks its row, checks the version the editor started from, applies
 * `change`, bumps the version, writes the revision, and tells the public pages.
 */
async function changeEvent(
  db: Database,
  id: number,
  action: RevisionAction,
  options: WriteOptions,
  change: (tx: Tx, record: EventRecord) => Promise<void>,
): Promise<number> {
  return keepUnchanged(
    writeEvents(db, async (tx) => {
      const record = await lockEvent(tx, id, options.expectedVersion);
      const before = await snapshotOf(tx, id);
      await change(tx, record);
      // A save that changed nothing is no new version (the desk says so, issue 29 item 2).
      if (sameSnapshot(before, await snapshotOf(tx, id))) throw new Unchanged(record.version);
      const next = record.version + 1;
      await tx
        .update(schema.events)
        .set({ version: next, updatedAt: options.now ?? new Date() })
        .where(eq(schema.events.id, id));
      await writeRevision(tx, id, next, action, options.author);
      return next;
    }),
  );
}

export interface RevisionSummary {
  version: number;
  action: string;
  author: string | null;
  createdAt: Date;
}

/** The event's revisions, newest first (a deleted event keeps its own). */
export function listEventRevisions(db: Database, id: number): Promise<RevisionSummary[]> {
  const r = schema.contentRevisions;
  return db
    .select({ version: r.version, action: r.action, author: r.author, createdAt: r.createdAt })
    .from(r)
    .where(and(eq(r.entityType, EVENT_ENTITY), eq(r.entityId, id)))
    .orderBy(desc(r.version));
}

/** One revision's whole event, to compare with another or with the current one. */
export async function getEventRevision(
  db: Database,
  id: number,
  version: number,
): Promise<(RevisionSummary & { data: EventSnapshot }) | undefined> {
  const r = schema.contentRevisions;
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.entityType, EVENT_ENTITY), eq(r.entityId, id), eq(r.version, version)));
  return row && { ...row, data: row.data as EventSnapshot };
}

/** One difference between two versions: a field (or `translations.de.name`, `occurrences`). */
export interface RevisionChange {
  field: string;
  before: unknown;
  after: unknown;
}

const UNCOMPARED = new Set(["version", "updatedAt", "translationSources"]);

/** What differs from one snapshot to another, field by field (the desk's compare view). */
export function compareSnapshots(before: EventSnapshot, after: EventSnapshot): RevisionChange[] {
  const changes: RevisionChange[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  const a = before.event as unknown as Record<string, unknown>;
  const b = after.event as unknown as Record<string, unknown>;
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (UNCOMPARED.has(field) || field === "translations") continue;
    if (!same(a[field], b[field])) changes.push({ field, before: a[field], after: b[field] });
  }
  const translationsOf = (snapshot: Record<string, unknown>) =>
    (snapshot.translations ?? {}) as Record<string, Record<string, unknown>>;
  for (const locale of translationLocales) {
    const from = translationsOf(a)[locale] ?? {};
    const to = translationsOf(b)[locale] ?? {};
    for (const field of eventTextFields) {
      if (!same(from[field], to[field])) {
        changes.push({
          field: `translations.${locale}.${field}`,
          before: from[field],
          after: to[field],
        });
      }
    }
  }
  if (!same(before.occurrences, after.occurrences)) {
    changes.push({ field: "occurrences", before: before.occurrences, after: after.occurrences });
  }
  return changes;
}

/** The differences between two versions of an event; undefined when either is unknown. */
export async function compareEventRevisions(
  db: Database,
  id: number,
  fromVersion: number,
  toVersion: number,
): Promise<RevisionChange[] | undefined> {
  const [from, to] = await Promise.all([
    getEventRevision(db, id, fromVersion),
    getEventRevision(db, id, toVersion),
  ]);
  return from && to ? compareSnapshots(from.data, to.data) : undefined;
}

/**
 * Puts the event's content back as it was in `version` (also after it was deleted), as a new
 * version: nothing in the history is lost. Its status stays as it is (a deleted event comes back
 * as a draft).
 */
export async function restoreEventRevision(
  db: Database,
  id: number,
  version: number,
  options: Omit<WriteOptions, "expectedVersion"> = {},
): Promise<number> {
  const revision = await getEventRevision(db, id, version);
  if (!revision) throw new ContentError("not-found", `Event ${id} has no version ${version}`);
  const { event, occurrences } = revision.data;
  const now = options.now ?? new Date();
  return writeEvents(db, async (tx) => {
    const [existing] = await tx
      .select({
        version: schema.events.version,
        status: schema.events.status,
        publishAt: schema.events.publishAt,
      })
      .from(schema.events)
      .where(eq(schema.events.id, id))
      .for("update");
    const [latest] = await tx
      .select({ version: sql<number>`max(${schema.contentRevisions.version})` })
      .from(schema.contentRevisions)
      .where(
        and(
          eq(schema.contentRevisions.entityType, EVENT_ENTITY),
          eq(schema.contentRevisions.entityId, id),
        ),
      );
    const nextVersion = Math.max(existing?.version ?? 0, Number(latest?.version ?? 0)) + 1;
    const values = {
      ...event,
      id,
      version: nextVersion,
      updatedAt: now,
      // Restoring brings back the content, not the publication: an event keeps its status, and
      // a deleted one comes back as a draft. Publishing is a decision of its own.
      ...(existing
        ? { status: existing.status, publishAt: existing.publishAt }
        : { status: "draft" as const, publishAt: null }),
    };
    if (existing) await tx.update(schema.events).set(values).where(eq(schema.events.id, id));
    else await tx.insert(schema.events).values(values);
    await tx.delete(schema.eventOccurrences).where(eq(schema.eventOccurrences.eventId, id));
    await insertOccurrences(tx, id, occurrences);
    await writeRevision(tx, id, nextVersion, "restore", options.author);
    return nextVersion;
  });
}

/** Undoes the last change: restores the version before the newest one. */
export async function restorePreviousEventVersion(
  db: Database,
  id: number,
  options: Omit<WriteOptions, "expectedVersion"> = {},
): Promise<number> {
  const [, previous] = await listEventRevisions(db, id);
  if (!previous) throw new ContentError("not-found", `Event ${id} has no earlier version`);
  return restoreEventRevision(db, id, previous.version, options);
}

// --- writing ------------------------------------------------------------------------------

function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

function detailsJson(details: readonly string[]) {
  return { details: [...details] };
}

/** A new event, as a draft; returns its id. Its English texts are set, translations come later. */
export async function createEvent(
  db: Database,
  input: EventCreateInput,
  options: Omit<WriteOptions, "expectedVersion"> = {},
): Promise<number> {
  const { occurrences, ...fields } = parse(createSchema, input);
  const slug = fields.slug ?? slugify(fields.name);
  if (!slugSchema.safeParse(slug).success) {
    throw new ContentError("invalid", "Some fields need correcting", [
      { path: "slug", message: "Give the event a web address name (letters, digits, hyphens)" },
    ]);
  }
  const now = options.now ?? new Date();
  return writeEvents(db, async (tx) => {
    await checkSlugFree(tx, slug);
    // Ids continue after the highest ever used, deleted events included (their history stays).
    const [max] = await tx
      .select({
        id: sql<number>`greatest(coalesce(max(${schema.events.id}), 0), (select coalesce(max(${schema.contentRevisions.entityId}), 0) from ${schema.contentRevisions} where ${schema.contentRevisions.entityType} = ${EVENT_ENTITY}))`,
      })
      .from(schema.events);
    const newId = Number(max?.id ?? 0) + 1;
    await tx.insert(schema.events).values({
      ...fields,
      id: newId,
      slug,
      details: detailsJson(fields.details),
      translations: {},
      translationSources: {},
      status: "draft",
      publishAt: null,
      version: 1,
      updatedAt: now,
    });
    await insertOccurrences(tx, newId, occurrences);
    await writeRevision(tx, newId, 1, "create", options.author);
    return newId;
  });
}

/**
 * Changes English fields. A changed English text leaves every translation of it "needs update"
 * until the translator saves it again (`translationStates`). Returns the new version.
 */
export async function updateEvent(
  db: Database,
  id: number,
  patch: EventUpdateInput,
  options: WriteOptions = {},
): Promise<number> {
  const fields = parse(eventFieldsSchema.partial(), patch);
  return changeEvent(db, id, "update", options, async (tx, record) => {
    const merged = { ...record, ...fields };
    const occurrences = await tx
      .select({ id: schema.eventOccurrences.id })
      .from(schema.eventOccurrences)
      .where(eq(schema.eventOccurrences.eventId, id));
    const problem = datesProblem(merged.rrule, merged.rruleStart, occurrences.length);
    if (problem) throw new ContentError("invalid", "Some fields need correcting", [problem]);
    if (fields.slug && fields.slug !== record.slug) await checkSlugFree(tx, fields.slug);
    const { details, ...rest } = fields;
    await tx
      .update(schema.events)
      .set({ ...rest, ...(details ? { details: detailsJson(details) } : {}) })
      .where(eq(schema.events.id, id));
  });
}

/**
 * Saves one language's texts, made from today's English: the language is "current" again and
 * its diff starts from here. Returns the new version.
 */
export async function saveEventTranslation(
  db: Database,
  id: number,
  locale: TranslationLocale,
  input: TranslationInput,
  options: WriteOptions = {},
): Promise<number> {
  if (!translationLocales.includes(locale)) {
    throw new ContentError("invalid", `Not a language to translate into: ${locale}`);
  }
  const texts = parse(translationSchema, input);
  return changeEvent(db, id, "translate", options, async (tx, record) => {
    const translations = {
      ...(record.translations as Record<string, unknown>),
      [locale]: { ...texts, details: detailsJson(texts.details) },
    };
    const translationSources = {
      ...record.translationSources,
      [locale]: {
        source: englishTexts(record),
        savedAt: (options.now ?? new Date()).toISOString(),
      },
    };
    await tx
      .update(schema.events)
      .set({ translations, translationSources })
      .where(eq(schema.events.id, id));
  });
}

/**
 * Sets the dates of one edition (adds it, or replaces the one starting on `replaces`, by default
 * its own start). Confirming an edition the rule added is saving it here with `confirmed: true`:
 * it then replaces the rule's edition nearest to it.
 */
export async function saveEventOccurrence(
  db: Database,
  id: number,
  input: OccurrenceInput & { replaces?: string },
  options: WriteOptions = {},
): Promise<number> {
  const occurrence = parse(occurrenceInputSchema, input);
  const replaces = input.replaces ?? occurrence.startDate;
  return changeEvent(db, id, "occurrences", options, async (tx) => {
    await deleteOccurrence(tx, id, replaces);
    await tx
      .insert(schema.eventOccurrences)
      .values({ ...occurrence, eventId: id })
      .onConflictDoUpdate({
        target: [schema.eventOccurrences.eventId, schema.eventOccurrences.startDate],
        set: { endDate: occurrence.endDate, confirmed: occurrence.confirmed },
      });
  });
}

/** Removes a stored edition (the rule's edition for that time comes back, expected). */
export async function removeEventOccurrence(
  db: Database,
  id: number,
  startDate: string,
  options: WriteOptions = {},
): Promise<number> {
  return changeEvent(db, id, "occurrences", options, async (tx, record) => {
    const remaining = await tx
      .select({ startDate: schema.eventOccurrences.startDate })
      .from(schema.eventOccurrences)
      .where(eq(schema.eventOccurrences.eventId, id));
    if (!record.rrule && remaining.every((o) => o.startDate === startDate)) {
      throw new ContentError("invalid", "An event without a recurrence rule needs one date", [
        { path: "occurrences", message: "Keep at least one date, or add a recurrence rule" },
      ]);
    }
    await deleteOccurrence(tx, id, startDate);
  });
}

/** Sets the event's publication status as one recorded change. */
function setStatus(
  db: Database,
  id: number,
  action: "publish" | "unpublish" | "schedule",
  status: schema.EventStatus,
  publishAt: Date | null,
  options: WriteOptions,
) {
  return changeEvent(db, id, action, options, async (tx) => {
    await tx.update(schema.events).set({ status, publishAt }).where(eq(schema.events.id, id));
  });
}

/** Public from now on. */
export function publishEvent(db: Database, id: number, options: WriteOptions = {}) {
  return setStatus(db, id, "publish", "published", null, options);
}

/** Back to a draft: visitors no longer see it (its page answers 404). */
export function unpublishEvent(db: Database, id: number, options: WriteOptions = {}) {
  return setStatus(db, id, "unpublish", "draft", null, options);
}

/**
 * Public from `at` on, with no job to run: public reads treat a scheduled event whose moment
 * has come as published. `at` must lie in the future.
 */
export async function scheduleEvent(
  db: Database,
  id: number,
  at: Date,
  options: WriteOptions = {},
): Promise<number> {
  const now = options.now ?? new Date();
  if (Number.isNaN(at.getTime()) || at <= now) {
    throw new ContentError("invalid", "Some fields need correcting", [
      { path: "publishAt", message: "Choose a moment in the future" },
    ]);
  }
  return setStatus(db, id, "schedule", "scheduled", at, options);
}

/** Deletes the event and its editions; its revisions stay, so it can be restored. */
export async function deleteEvent(
  db: Database,
  id: number,
  options: WriteOptions = {},
): Promise<void> {
  await writeEvents(db, async (tx) => {
    const record = await lockEvent(tx, id, options.expectedVersion);
    await writeRevision(tx, id, record.version + 1, "delete", options.author);
    await tx.delete(schema.events).where(eq(schema.events.id, id));
  });
}
