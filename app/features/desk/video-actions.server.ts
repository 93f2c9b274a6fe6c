import { landmarks, landscapes, seasons, timesOfDay } from "../../content/schema.ts";
import type { Database } from "../../db/client.server.ts";
import { ContentError, type TranslationLocale } from "../../db/content-store.server.ts";
import {
  createVideo,
  saveVideoTranslation,
  updateVideo,
  VIDEO_ENTITY,
  type VideoFields,
  videoFieldProblems,
  videoStore,
  videoTranslationSchema,
} from "../../db/featured-videos.server.ts";
import type { FeaturedVideoRecord } from "../../db/queries.server.ts";
import {
  type DeskContentKind,
  type Editor,
  expectedVersion,
  recordChange,
  refusal,
  restorationFromForm,
  savedMessage,
  savedNewVersion,
  translationConflict,
} from "./content-actions.server.ts";
import type { FieldErrors } from "./event-form-shared.ts";
import {
  VIDEO_FIELDS,
  VIDEO_MESSAGES,
  VIDEO_TRANSLATION_FIELDS,
  type VideoFormValues,
} from "./video-form-shared.ts";

/**
 * What the desk's featured video pages do with a posted form (issue 18 items 3, 4, 7; decision
 * 055), tested in tests/db/desk-videos.test.ts. Publication, deletion and restore are the forms
 * every content type shares (content-actions.server.ts).
 */

export const VIDEO_KIND: DeskContentKind = {
  entity: VIDEO_ENTITY,
  auditPrefix: "video",
  noun: "featured video",
  publish: videoStore.publish,
  unpublish: videoStore.unpublish,
  schedule: videoStore.schedule,
  remove: videoStore.remove,
  listRevisions: videoStore.listRevisions,
  getRevision: videoStore.getRevision,
  restore: videoStore.restore,
  compareRevisions: videoStore.compareRevisions,
};

export const restoreVideoFromForm = (db: Database, staff: Editor, id: number, form: FormData) =>
  restorationFromForm(db, staff, VIDEO_KIND, id, form);

/** The choices of the picture's scene, for the form's lists. */
export const SCENE_OPTIONS = {
  landscape: landscapes,
  landmark: landmarks,
  time: timesOfDay,
  season: seasons,
} as const;

/** A stored video as the form shows it. */
export function videoValuesFromRecord(record: FeaturedVideoRecord): VideoFormValues {
  return {
    title: record.title,
    description: record.description,
    filmSlug: record.filmSlug ?? "",
    youtubeId: record.youtubeId ?? "",
    thumbnail: record.thumbnail,
    imageAlt: record.imageAlt,
    position: String(record.position),
    ...record.scene,
  };
}

/** A new video's form: empty, last on the home page. */
export function newVideoValues(position: number): VideoFormValues {
  const values = Object.fromEntries(VIDEO_FIELDS.map((field) => [field, ""])) as VideoFormValues;
  return { ...values, position: String(position), landscape: "city", landmark: "none" };
}

function fieldsOf(values: VideoFormValues) {
  return {
    title: values.title,
    description: values.description,
    filmSlug: values.filmSlug.trim() || null,
    youtubeId: values.youtubeId.trim() || null,
    thumbnail: values.thumbnail.trim(),
    imageAlt: values.imageAlt,
    position: /^\d+$/.test(values.position.trim()) ? Number(values.position) : Number.NaN,
    scene: {
      landscape: values.landscape,
      landmark: values.landmark,
      time: values.time,
      season: values.season,
    },
  } as VideoFields;
}

/** One message per field (the scene's four lists share one). */
function messagesFor(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.split(".")[0] || "form";
    errors[field] ??= VIDEO_MESSAGES[field] ?? issue.message;
  }
  return errors;
}

export type VideoFormOutcome =
  | { ok: true; id: number; version: number; message: string }
  | { ok: false; values: VideoFormValues; errors: FieldErrors; message?: string };

/** Checks every field first (all problems at once), then writes; a refusal keeps what was typed. */
async function saveForm(
  form: FormData,
  save: (fields: VideoFields) => Promise<VideoFormOutcome>,
): Promise<VideoFormOutcome> {
  const values = Object.fromEntries(
    VIDEO_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as VideoFormValues;
  const fields = fieldsOf(values);
  const problems = videoFieldProblems(fields);
  if (problems.length > 0) return { ok: false, values, errors: messagesFor(problems) };
  try {
    return await save(fields);
  } catch (error) {
    const outcome = refusal(error, VIDEO_KIND.noun);
    return {
      ok: false,
      values,
      errors: outcome.ok ? {} : (outcome.errors ?? {}),
      message: outcome.message,
    };
  }
}

/** A new video from the desk's form: a draft. */
export function createVideoFromForm(db: Database, staff: Editor, form: FormData) {
  return saveForm(form, async (fields) => {
    const id = await createVideo(db, fields, { author: staff.email });
    await recordChange(db, staff, VIDEO_KIND, id, "created", { version: 1 });
    return { ok: true, id, version: 1, message: "The featured video is saved as a draft." };
  });
}

/** The English fields of an existing video, based on the version the form showed. */
export function saveVideoFromForm(db: Database, staff: Editor, id: number, form: FormData) {
  return saveForm(form, async (fields) => {
    const version = await updateVideo(db, id, fields, {
      author: staff.email,
      expectedVersion: expectedVersion(form),
    });
    if (savedNewVersion(version, form))
      await recordChange(db, staff, VIDEO_KIND, id, "updated", { version });
    return { ok: true, id, version, message: savedMessage(version, form) };
  });
}

/** One language's texts, made from today's English. */
export async function videoTranslationFromForm(
  db: Database,
  staff: Editor,
  id: number,
  locale: TranslationLocale,
  form: FormData,
): Promise<
  | { ok: true; version: number; message: string }
  | { ok: false; values: Record<string, string>; errors: FieldErrors; conflict?: string }
> {
  const values = Object.fromEntries(
    VIDEO_TRANSLATION_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  );
  const checked = videoTranslationSchema.safeParse(values);
  if (!checked.success) {
    return {
      ok: false,
      values,
      errors: messagesFor(
        checked.error.issues.map((issue) => ({
          path: issue.path.join("."),
          message: issue.message,
        })),
      ),
    };
  }
  try {
    const version = await saveVideoTranslation(db, id, locale, checked.data, {
      author: staff.email,
      expectedVersion: expectedVersion(form),
    });
    await recordChange(db, staff, VIDEO_KIND, id, "translated", { version, locale });
    return {
      ok: true,
      version,
      message: savedMessage(version, form, "The translation is saved", " It is current."),
    };
  } catch (error) {
    if (error instanceof ContentError && error.code === "conflict") {
      return {
        ok: false,
        values,
        errors: {},
        conflict: translationConflict(VIDEO_KIND.noun),
      };
    }
    const outcome = refusal(error, VIDEO_KIND.noun);
    return { ok: false, values, errors: outcome.ok ? {} : (outcome.errors ?? {}) };
  }
}
