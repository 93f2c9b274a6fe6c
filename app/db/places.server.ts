import { and, asc, eq, ne } from "drizzle-orm";
import { experienceCategories } from "../content/experiences.ts";
import { regions } from "../content/schema.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Database } from "./client.server.ts";
import {
  ContentError,
  contentStore,
  effectiveStatusOf,
  needsTranslation,
  type PublicationStatus,
  type TranslationLocale,
  type TranslationState,
  type Tx,
  type WriteOptions,
} from "./content-store.server.ts";
import {
  PLACE_FIELDS,
  PLACE_NOUNS,
  type PlaceField,
  type PlaceFormValues,
  type PlaceType,
  translatedFields,
} from "./place-fields.ts";
import {
  type DestinationRecord,
  type ExperienceRecord,
  placeInLocale,
  placeTextFields,
} from "./queries.server.ts";
import * as schema from "./schema.ts";

/**
 * Destinations and experiences in the editors' desk (issue 18 items 3, 4, 7, 9;
 * docs/decisions/100): two content types of the shared content store (decision 053). The forms
 * are flat (`details.overview` is the field `overview`); the place-fields module says where
 * each field lives, and this module reads and checks them, builds the row and writes it.
 * Server-only.
 */

export const destinationStore = contentStore<typeof schema.destinations, DestinationRecord>({
  table: schema.destinations,
  entity: "destination",
  changed: "destinations",
  noun: "destination",
  textFields: placeTextFields,
});

export const experienceStore = contentStore<typeof schema.experiences, ExperienceRecord>({
  table: schema.experiences,
  entity: "experience",
  changed: "experiences",
  noun: "experience",
  textFields: placeTextFields,
});

type PlaceRecord = DestinationRecord | ExperienceRecord;

export const PLACE_STORES = { destination: destinationStore, experience: experienceStore } as const;
const TABLES = { destination: schema.destinations, experience: schema.experiences } as const;

/** The allowed values of each list field (`destinationId`: every destination, drafts too). */
export async function placeChoices(
  db: Database | Tx,
  type: PlaceType,
): Promise<Record<string, { value: string; label: string }[]>> {
  if (type === "destination") {
    return { region: regions.map((region) => ({ value: region, label: region })) };
  }
  const destinations = await db
    .select({ id: schema.destinations.id, name: schema.destinations.name })
    .from(schema.destinations)
    .orderBy(asc(schema.destinations.name));
  return {
    category: experienceCategories.map((category) => ({ value: category, label: category })),
    destinationId: [
      { value: "", label: "None" },
      ...destinations.map((row) => ({ value: String(row.id), label: row.name })),
    ],
  };
}

function valueAt(source: unknown, path: readonly string[]): unknown {
  let value = source;
  for (const key of path) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return value;
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node[key] = typeof next === "object" && next !== null ? next : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1) as string] = value;
}

/** One field of a stored row (or of one language's texts) as the form shows it. */
function formValue(field: PlaceField, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(field.kind === "paragraphs" ? "\n\n" : "\n");
  return String(value);
}

/** A row's fields (or, with `locale`, that language's texts) as the form shows them. */
export function placeValues(
  type: PlaceType,
  record: PlaceRecord,
  locale?: TranslationLocale,
): PlaceFormValues {
  const fields = locale ? translatedFields(type) : PLACE_FIELDS[type];
  const texts = locale
    ? (record.translations as Record<string, Record<string, unknown>>)[locale]
    : record;
  return Object.fromEntries(
    fields.map((field) => [field.name, formValue(field, valueAt(texts, field.path))]),
  );
}

/** An empty form for a new item. */
export function newPlaceValues(type: PlaceType): PlaceFormValues {
  return Object.fromEntries(PLACE_FIELDS[type].map((field) => [field.name, ""]));
}

const within = (field: PlaceField, text: string) =>
  text.length >= (field.min ?? 1) && text.length <= (field.max ?? 10_000);

/** A field's typed value, or undefined when the text does not fit it. */
function parseField(
  field: PlaceField,
  raw: string,
  choices: Record<string, { value: string }[]>,
): { value: unknown } | undefined {
  const text = raw.trim();
  switch (field.kind) {
    case "paragraphs":
    case "lines": {
      const items = (
        field.kind === "paragraphs" ? text.split(/\r?\n\s*\r?\n/) : text.split(/\r?\n/)
      )
        .map((item) => item.trim().replace(/\s+/g, " "))
        .filter(Boolean);
      const [least, most] = field.count ?? [1, 10];
      const fits = items.length >= least && items.length <= most;
      return fits && items.every((item) => within(field, item)) ? { value: items } : undefined;
    }
    case "number": {
      const number = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      const fits = number >= (field.min ?? -Infinity) && number <= (field.max ?? Infinity);
      return fits ? { value: number } : undefined;
    }
    case "choice": {
      if (!(choices[field.name] ?? []).some((choice) => choice.value === text)) return undefined;
      if (field.name === "destinationId") return { value: text ? Number(text) : null };
      return text || field.optional ? { value: text } : undefined;
    }
    case "slug":
      return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) && text.length <= 80
        ? { value: text }
        : undefined;
    case "image":
      return /^\/[\w\-./]+\.(svg|webp|avif|png|jpe?g)$/.test(text) && !text.includes("..")
        ? { value: text }
        : undefined;
    default: {
      const clean = text.replace(/\s+/g, " ");
      return within(field, clean) ? { value: clean } : undefined;
    }
  }
}

/**
 * Reads posted `values` of `fields` onto a copy of `base`: every problem at once (one message
 * per field), or the new row.
 */
function readFields(
  fields: readonly PlaceField[],
  values: PlaceFormValues,
  base: Record<string, unknown>,
  choices: Record<string, { value: string }[]>,
): Record<string, unknown> {
  const row = structuredClone(base);
  const issues: { path: string; message: string }[] = [];
  for (const field of fields) {
    const parsed = parseField(field, values[field.name] ?? "", choices);
    if (parsed) setAt(row, field.path, parsed.value);
    else issues.push({ path: field.name, message: field.message });
  }
  if (issues.length > 0) throw new ContentError("invalid", "Some fields need correcting", issues);
  return row;
}

/** The problems of a form's English fields, all at once, without writing (the form's check). */
export async function placeFieldProblems(
  db: Database,
  type: PlaceType,
  values: PlaceFormValues,
): Promise<{ path: string; message: string }[]> {
  try {
    readFields(PLACE_FIELDS[type], values, {}, await placeChoices(db, type));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.issues;
    throw error;
  }
}

/** The English columns a form sets. */
function englishColumns(type: PlaceType, row: Record<string, unknown>) {
  const columns = new Set(PLACE_FIELDS[type].map((field) => field.path[0] as string));
  return Object.fromEntries(Object.entries(row).filter(([key]) => columns.has(key)));
}

async function refuseTakenSlug(tx: Database | Tx, type: PlaceType, slug: unknown, id?: number) {
  const table = TABLES[type];
  const [taken] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      id === undefined
        ? eq(table.slug, String(slug))
        : and(eq(table.slug, String(slug)), ne(table.id, id)),
    );
  if (taken) {
    throw new ContentError("invalid", "Some fields need correcting", [
      { path: "slug", message: `Another ${PLACE_NOUNS[type].one} has this web address name` },
    ]);
  }
}

/** A new destination or experience from the desk's form, as a draft; returns its id. */
export async function createPlace(
  db: Database,
  type: PlaceType,
  values: PlaceFormValues,
  options: Omit<WriteOptions, "expectedVersion"> = {},
): Promise<number> {
  const row = readFields(PLACE_FIELDS[type], values, {}, await placeChoices(db, type));
  return PLACE_STORES[type].insert(
    db,
    () => row,
    options,
    (tx) => refuseTakenSlug(tx, type, row.slug),
  );
}

/**
 * Changes the English fields (all of them, as the form sends them); what the form does not show
 * (a group size from the content files) stays. A changed English text leaves its translations
 * "needs update". Returns the new version.
 */
export async function updatePlace(
  db: Database,
  type: PlaceType,
  id: number,
  values: PlaceFormValues,
  options: WriteOptions = {},
): Promise<number> {
  const choices = await placeChoices(db, type);
  const table = TABLES[type];
  const store = PLACE_STORES[type] as typeof destinationStore;
  return store.change(db, id, "update", options, async (tx, record) => {
    const row = readFields(PLACE_FIELDS[type], values, record, choices);
    await refuseTakenSlug(tx, type, row.slug, id);
    await tx
      .update(table)
      .set(englishColumns(type, row) as never)
      .where(eq(table.id, id));
  });
}

/**
 * One language's texts from the translator's form, made from today's English: the numbers of
 * the English details (a climate's temperatures) are kept, the texts are the translator's.
 */
export async function savePlaceTranslation(
  db: Database,
  type: PlaceType,
  id: number,
  locale: TranslationLocale,
  values: PlaceFormValues,
  options: WriteOptions = {},
): Promise<number> {
  const store = PLACE_STORES[type] as typeof destinationStore;
  const record = await store.read(db, id);
  if (!record) throw new ContentError("not-found", `There is no ${PLACE_NOUNS[type].one} ${id}`);
  const english = store.englishTexts(record);
  const texts = readFields(translatedFields(type), values, english, {});
  return store.saveTranslation(db, id, locale, texts, options);
}

export interface DeskPlace {
  record: PlaceRecord;
  status: PublicationStatus;
  translations: Record<TranslationLocale, TranslationState>;
}

export interface DeskPlaceFilter {
  /** Words in the name, description or location, in any language. */
  search?: string;
  status?: PublicationStatus;
  /** A destination's region, an experience's category. */
  group?: string;
  needsTranslation?: TranslationLocale | "any";
}

function deskPlace<Row extends PlaceRecord>(type: PlaceType, record: Row, now: Date) {
  return {
    record,
    status: effectiveStatusOf(record, now),
    translations: PLACE_STORES[type].translationStates(record as never),
  };
}

/** The list field that groups the desk's list: a destination's region, an experience's category. */
export const groupOf = (record: PlaceRecord) =>
  "region" in record ? record.region : record.category;

/** Every destination or experience, drafts included, fresh from the database, by name. */
export async function listDeskPlaces(
  db: Database,
  type: PlaceType,
  filter: DeskPlaceFilter = {},
  now: Date = new Date(),
): Promise<DeskPlace[]> {
  const table = TABLES[type];
  const rows = (await db.select().from(table).orderBy(asc(table.name))) as PlaceRecord[];
  const words = (filter.search ?? "").toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return rows
    .map((record) => deskPlace(type, record, now))
    .filter(({ record, status, translations }) => {
      if (filter.status && status !== filter.status) return false;
      if (filter.group && groupOf(record) !== filter.group) return false;
      if (!needsTranslation(translations, filter.needsTranslation)) return false;
      const haystack = [
        record.name,
        record.description,
        record.location,
        record.slug,
        ...Object.values(record.translations as Record<string, { name?: string }>).map(
          (texts) => texts?.name ?? "",
        ),
      ]
        .join(" ")
        .toLocaleLowerCase();
      return words.every((word) => haystack.includes(word));
    });
}

/** One destination or experience with what the desk's edit page shows; undefined when none. */
export async function getDeskPlace(
  db: Database,
  type: PlaceType,
  id: number,
  now: Date = new Date(),
): Promise<DeskPlace | undefined> {
  const record = await PLACE_STORES[type].read(db, id);
  return record && deskPlace(type, record, now);
}

/** The row as a visitor would see it in `locale`, whatever its status (the desk's preview). */
export async function previewPlace<Type extends PlaceType>(
  db: Database,
  type: Type,
  id: number,
  locale: Locale,
) {
  const record = await PLACE_STORES[type].read(db, id);
  return record && placeInLocale(record, locale);
}

/** What changed in the English since the translator's last saved version, sentence by sentence. */
export async function placeTranslationDiff(
  db: Database,
  type: PlaceType,
  id: number,
  locale: TranslationLocale,
) {
  const record = await PLACE_STORES[type].read(db, id);
  return record && PLACE_STORES[type].translationChanges(record as never, locale);
}

/** A destination with experiences cannot go: their pages link to it. */
export async function deleteDestination(db: Database, id: number, options: WriteOptions = {}) {
  const linked = await db
    .select({ name: schema.experiences.name })
    .from(schema.experiences)
    .where(eq(schema.experiences.destinationId, id));
  if (linked.length > 0) {
    const names = linked.map((row) => row.name).join(", ");
    throw new ContentError("invalid", "This destination has experiences", [
      {
        path: "form",
        message: `This destination cannot be deleted while experiences belong to it (${names}): choose another destination for them first, or unpublish it instead.`,
      },
    ]);
  }
  return destinationStore.remove(db, id, options);
}

/**
 * Restores an experience's version; refused with a message when that version's destination was
 * deleted since (choose another destination, then restore the texts).
 */
export async function restoreExperience(
  db: Database,
  id: number,
  version: number,
  options: Omit<WriteOptions, "expectedVersion"> = {},
) {
  const revision = await experienceStore.getRevision(db, id, version);
  const destinationId = revision?.data.destinationId;
  if (typeof destinationId === "number" && !(await destinationStore.read(db, destinationId))) {
    throw new ContentError("invalid", "Its destination was deleted", [
      {
        path: "version",
        message: `Version ${version} belongs to a destination that was deleted: it cannot be restored.`,
      },
    ]);
  }
  return experienceStore.restore(db, id, version, options);
}
