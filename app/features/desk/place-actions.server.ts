import type { Database } from "../../db/client.server.ts";
import { ContentError, type TranslationLocale } from "../../db/content-store.server.ts";
import {
  PLACE_FIELDS,
  PLACE_NOUNS,
  type PlaceFormValues,
  type PlaceType,
  translatedFields,
} from "../../db/place-fields.ts";
import {
  createPlace,
  deleteDestination,
  destinationStore,
  experienceStore,
  getDeskPlace,
  placeFieldProblems,
  restoreExperience,
  savePlaceTranslation,
  updatePlace,
} from "../../db/places.server.ts";
import {
  type DeskContentKind,
  type Editor,
  expectedVersion,
  recordChange,
  refusal,
  savedMessage,
  savedNewVersion,
  translationConflict,
} from "./content-actions.server.ts";
import type { FieldErrors } from "./event-form-shared.ts";
import {
  applyMediaChoice,
  isImagePick,
  pickImage,
  type StoredPicture,
} from "./media-choice.server.ts";
import type { PickedImage } from "./media-picker.tsx";

/**
 * What the desk's destination and experience pages do with a posted form (issue 18 items 3, 4,
 * 7; decision 100), tested in tests/db/desk-places.test.ts. Publication, deletion and restore
 * are the forms every content type shares (content-actions.server.ts).
 */

export const PLACE_KINDS: Record<PlaceType, DeskContentKind> = {
  destination: {
    entity: "destination",
    auditPrefix: "destination",
    noun: "destination",
    publish: destinationStore.publish,
    unpublish: destinationStore.unpublish,
    schedule: destinationStore.schedule,
    remove: deleteDestination,
    listRevisions: destinationStore.listRevisions,
    getRevision: destinationStore.getRevision,
    restore: destinationStore.restore,
    compareRevisions: destinationStore.compareRevisions,
  },
  experience: {
    entity: "experience",
    auditPrefix: "experience",
    noun: "experience",
    publish: experienceStore.publish,
    unpublish: experienceStore.unpublish,
    schedule: experienceStore.schedule,
    remove: experienceStore.remove,
    listRevisions: experienceStore.listRevisions,
    getRevision: experienceStore.getRevision,
    restore: restoreExperience,
    compareRevisions: experienceStore.compareRevisions,
  },
};

/** One message per field. */
function messagesFor(issues: { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.split(".")[0] || "form"] ??= issue.message;
  return errors;
}

const valuesOf = (fields: readonly { name: string }[], form: FormData): PlaceFormValues =>
  Object.fromEntries(fields.map((field) => [field.name, String(form.get(field.name) ?? "")]));

export type PlaceFormOutcome =
  | { ok: true; id: number; version: number; message: string }
  | {
      ok: false;
      values: PlaceFormValues;
      errors: FieldErrors;
      message?: string;
      /** What "Use this picture" did: the form is shown again, nothing saved. */
      picked?: PickedImage;
    };

/** Checks every field first (all problems at once), then writes; a refusal keeps what was typed. */
async function saveForm(
  db: Database,
  type: PlaceType,
  form: FormData,
  save: (values: PlaceFormValues) => Promise<PlaceFormOutcome>,
  stored?: StoredPicture,
): Promise<PlaceFormOutcome> {
  if (isImagePick(form)) {
    return pickImage(db, form, (posted) => valuesOf(PLACE_FIELDS[type], posted), { stored });
  }
  await applyMediaChoice(db, form, "image", stored);
  const values = valuesOf(PLACE_FIELDS[type], form);
  const problems = await placeFieldProblems(db, type, values);
  if (problems.length > 0) return { ok: false, values, errors: messagesFor(problems) };
  try {
    return await save(values);
  } catch (error) {
    const outcome = refusal(error, PLACE_NOUNS[type].one);
    return {
      ok: false,
      values,
      errors: outcome.ok ? {} : (outcome.errors ?? {}),
      message: outcome.message,
    };
  }
}

/** A new destination or experience from the desk's form: a draft. */
export function createPlaceFromForm(db: Database, staff: Editor, type: PlaceType, form: FormData) {
  return saveForm(db, type, form, async (values) => {
    const id = await createPlace(db, type, values, { author: staff.email });
    await recordChange(db, staff, PLACE_KINDS[type], id, "created", { version: 1 });
    return {
      ok: true,
      id,
      version: 1,
      message: `The ${PLACE_NOUNS[type].one} is saved as a draft.`,
    };
  });
}

/** The English fields of an existing item, based on the version the form showed. */
export async function savePlaceFromForm(
  db: Database,
  staff: Editor,
  type: PlaceType,
  id: number,
  form: FormData,
) {
  const record = (await getDeskPlace(db, type, id))?.record;
  const stored = record && { image: record.image, imageAlt: record.imageAlt };
  return saveForm(
    db,
    type,
    form,
    async (values) => {
      const version = await updatePlace(db, type, id, values, {
        author: staff.email,
        expectedVersion: expectedVersion(form),
      });
      if (savedNewVersion(version, form)) {
        await recordChange(db, staff, PLACE_KINDS[type], id, "updated", { version });
      }
      return { ok: true, id, version, message: savedMessage(version, form) };
    },
    stored,
  );
}

/** One language's texts, made from today's English. */
export async function placeTranslationFromForm(
  db: Database,
  staff: Editor,
  type: PlaceType,
  id: number,
  locale: TranslationLocale,
  form: FormData,
): Promise<
  | { ok: true; version: number; message: string }
  | { ok: false; values: PlaceFormValues; errors: FieldErrors; conflict?: string }
> {
  const values = valuesOf(translatedFields(type), form);
  try {
    const version = await savePlaceTranslation(db, type, id, locale, values, {
      author: staff.email,
      expectedVersion: expectedVersion(form),
    });
    await recordChange(db, staff, PLACE_KINDS[type], id, "translated", { version, locale });
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
        conflict: translationConflict(PLACE_NOUNS[type].one),
      };
    }
    if (error instanceof ContentError && error.code === "invalid") {
      return { ok: false, values, errors: messagesFor(error.issues) };
    }
    throw error;
  }
}
