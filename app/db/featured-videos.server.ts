import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { sceneSchema, slugSchema } from "../content/schema.ts";
import type { Locale } from "../i18n/locales.ts";
import type { Database } from "./client.server.ts";
import {
  ContentError,
  contentStore,
  effectiveStatusOf,
  needsTranslation,
  type PublicationStatus,
  parseOrRefuse,
  type TranslationLocale,
  type TranslationState,
  type WriteOptions,
} from "./content-store.server.ts";
import {
  type FeaturedVideoInLocale,
  type FeaturedVideoRecord,
  featuredVideoInLocale,
  videoTextFields,
} from "./queries.server.ts";
import * as schema from "./schema.ts";

/**
 * The featured videos' data layer for the editors' desk (issue 18 items 3, 4, 7, 9;
 * docs/decisions/055): the home page's videos, each our own film or a YouTube id, in the
 * editors' order, through the shared content store (decision 053). Server-only.
 */

export const VIDEO_ENTITY = "featured-video";

export const videoStore = contentStore<typeof schema.featuredVideos, FeaturedVideoRecord>({
  table: schema.featuredVideos,
  entity: VIDEO_ENTITY,
  changed: "videos",
  noun: "featured video",
  textFields: videoTextFields,
});

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/** The fields an editor sets in English; exactly one of `filmSlug` and `youtubeId`. */
export const videoFieldsSchema = z.object({
  title: text(5, 80),
  description: text(40, 240),
  filmSlug: slugSchema.nullable(),
  youtubeId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/)
    .nullable(),
  thumbnail: z.string().regex(/^\/artwork\/videos\/[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/),
  imageAlt: text(8, 160),
  scene: sceneSchema,
  position: z.number().int().min(1).max(99),
});
export type VideoFields = z.infer<typeof videoFieldsSchema>;

const oneSource = (fields: Partial<VideoFields>) =>
  (fields.filmSlug == null) !== (fields.youtubeId == null);
const ONE_SOURCE = { path: "source", message: "Give our film's name or a YouTube id, not both" };

/** One language's texts of a video. */
export const videoTranslationSchema = z.object({
  title: text(5, 80),
  description: text(40, 240),
  imageAlt: text(8, 160),
});
export type VideoTranslationInput = z.input<typeof videoTranslationSchema>;

/** The problems of a video's English fields, all at once, without writing. */
export function videoFieldProblems(input: Partial<VideoFields>) {
  const result = videoFieldsSchema.safeParse(input);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return oneSource(input) ? issues : [...issues, ONE_SOURCE];
}

function checkedFields(input: VideoFields): VideoFields {
  const fields = parseOrRefuse(videoFieldsSchema, input);
  if (!oneSource(fields)) throw new ContentError("invalid", ONE_SOURCE.message, [ONE_SOURCE]);
  return fields;
}

export interface DeskVideo {
  record: FeaturedVideoRecord;
  status: PublicationStatus;
  translations: Record<TranslationLocale, TranslationState>;
}

export interface DeskVideoFilter {
  /** Words in the title or description, in any language. */
  search?: string;
  status?: PublicationStatus;
  /** "film" or "youtube". */
  source?: "film" | "youtube";
  needsTranslation?: TranslationLocale | "any";
}

/** Every video, drafts included, fresh from the database, in the home page's order. */
export async function listDeskVideos(
  db: Database,
  filter: DeskVideoFilter = {},
  now: Date = new Date(),
): Promise<DeskVideo[]> {
  const rows = await db
    .select()
    .from(schema.featuredVideos)
    .orderBy(asc(schema.featuredVideos.position), asc(schema.featuredVideos.id));
  const words = (filter.search ?? "").toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return rows
    .map((record) => ({
      record,
      status: effectiveStatusOf(record, now),
      translations: videoStore.translationStates(record),
    }))
    .filter(({ record, status, translations }) => {
      if (filter.status && status !== filter.status) return false;
      if (filter.source === "film" && !record.filmSlug) return false;
      if (filter.source === "youtube" && !record.youtubeId) return false;
      if (!needsTranslation(translations, filter.needsTranslation)) return false;
      const haystack = [
        record.title,
        record.description,
        ...Object.values(record.translations as Record<string, { title?: string }>).map(
          (texts) => texts?.title ?? "",
        ),
      ]
        .join(" ")
        .toLocaleLowerCase();
      return words.every((word) => haystack.includes(word));
    });
}

/** One video with what the desk's edit page shows; undefined when there is none. */
export async function getDeskVideo(
  db: Database,
  id: number,
  now: Date = new Date(),
): Promise<DeskVideo | undefined> {
  const record = await videoStore.read(db, id);
  return (
    record && {
      record,
      status: effectiveStatusOf(record, now),
      translations: videoStore.translationStates(record),
    }
  );
}

/** The video as a visitor would see it in `locale`, whatever its status (the desk's preview). */
export async function previewVideo(
  db: Database,
  id: number,
  locale: Locale,
): Promise<FeaturedVideoInLocale | undefined> {
  const record = await videoStore.read(db, id);
  return record && featuredVideoInLocale(record, locale);
}

/** What changed in the English since the translator's last saved version, sentence by sentence. */
export async function videoTranslationDiff(db: Database, id: number, locale: TranslationLocale) {
  const record = await videoStore.read(db, id);
  return record && videoStore.translationChanges(record, locale);
}

/** A new video, as a draft; returns its id. */
export function createVideo(
  db: Database,
  input: VideoFields,
  options: Omit<WriteOptions, "expectedVersion"> = {},
): Promise<number> {
  const fields = checkedFields(input);
  return videoStore.insert(db, () => fields, options);
}

/**
 * Changes the English fields (all of them, as the form sends them). A changed English text
 * leaves every translation of it "needs update". Returns the new version.
 */
export function updateVideo(
  db: Database,
  id: number,
  input: VideoFields,
  options: WriteOptions = {},
): Promise<number> {
  const fields = checkedFields(input);
  return videoStore.change(db, id, "update", options, async (tx) => {
    await tx.update(schema.featuredVideos).set(fields).where(eq(schema.featuredVideos.id, id));
  });
}

/** Saves one language's texts, made from today's English. Returns the new version. */
export function saveVideoTranslation(
  db: Database,
  id: number,
  locale: TranslationLocale,
  input: VideoTranslationInput,
  options: WriteOptions = {},
): Promise<number> {
  return videoStore.saveTranslation(
    db,
    id,
    locale,
    parseOrRefuse(videoTranslationSchema, input),
    options,
  );
}
