import type { Database } from "../../db/client.server.ts";
import {
  ContentError,
  createEvent,
  deleteEvent,
  EVENT_ENTITY,
  getEventRevision,
  listEventRevisions,
  publishEvent,
  removeEventOccurrence,
  restoreEventRevision,
  saveEventOccurrence,
  saveEventTranslation,
  scheduleEvent,
  type TranslationLocale,
  unpublishEvent,
  updateEvent,
} from "../../db/events.server.ts";
import {
  type DeskContentKind,
  type Editor,
  expectedVersion,
  publicationFromForm,
  recordChange,
  removalFromForm,
  restorationFromForm,
  type SimpleOutcome,
  savedMessage,
  savedNewVersion,
} from "./content-actions.server.ts";
import {
  createInput,
  fieldErrors,
  fieldProblems,
  fieldsFromValues,
  formValues,
} from "./event-form.server.ts";
import { type EventFormValues, type FieldErrors, TRANSLATION_FIELDS } from "./event-form-shared.ts";
import type { PickedImage } from "./media-picker.tsx";

/**
 * What the desk's event pages do with a posted form (issue 18 items 2–4, 6, 7): each function
 * reads the form, calls the events data layer (which keeps the revisions and tells the public
 * pages), records the change in the audit log, and answers with what the page shows: a success,
 * or the typed values with a message per field, or a conflict. Plain functions of (database,
 * staff, form), tested in tests/db/desk-events.test.ts.
 */

export type { Editor, SimpleOutcome };

function record(
  db: Database,
  staff: Editor,
  id: number,
  action: string,
  details: Record<string, unknown> = {},
) {
  return recordChange(db, staff, EVENT_KIND, id, action, details);
}

export type FormOutcome =
  | { ok: true; id: number; version?: number; message: string }
  | {
      ok: false;
      values: EventFormValues;
      errors: FieldErrors;
      conflict?: string;
      message?: string;
      /** What "Use this picture" did: the form is shown again, nothing saved. */
      picked?: PickedImage;
    };

/** A save refused because someone else saved first: what was typed stays in the form. */
function conflicted<V>(values: V, lost: string, meanwhile: string) {
  return {
    ok: false as const,
    values,
    errors: {},
    conflict: `Someone else saved this event after you opened it, so your ${lost} not saved. What you typed is still in the form below; ${meanwhile} Saving again replaces their version with yours.`,
  };
}

function refused(error: unknown, values: EventFormValues): FormOutcome {
  if (!(error instanceof ContentError)) throw error;
  if (error.code === "conflict") {
    return conflicted(values, "changes were", "their change is listed under History.");
  }
  if (error.code === "not-found") {
    return { ok: false, values, errors: {}, message: "This event no longer exists." };
  }
  return { ok: false, values, errors: fieldErrors(error, values) };
}

/**
 * Reads the event form and saves what it says: a refused form keeps what was typed, with the
 * picker's problems and every other field's from the schema at once.
 */
async function saveForm<T extends Record<string, unknown>>(
  form: FormData,
  read: (values: EventFormValues) => { input: T; errors: FieldErrors },
  save: (input: T) => Promise<FormOutcome>,
): Promise<FormOutcome> {
  const values = formValues(form);
  const { input, errors } = read(values);
  if (Object.keys(errors).length > 0) {
    return { ok: false, values, errors: { ...fieldProblems(input, values), ...errors } };
  }
  try {
    return await save(input);
  } catch (error) {
    return refused(error, values);
  }
}

/** A new event from the desk's form: a draft with its English texts and, maybe, an edition. */
export function createEventFromForm(
  db: Database,
  staff: Editor,
  form: FormData,
): Promise<FormOutcome> {
  return saveForm(form, createInput, async (input) => {
    const id = await createEvent(db, input, { author: staff.email });
    await record(db, staff, id, "created", { version: 1 });
    return { ok: true, id, version: 1, message: "The event is saved as a draft." };
  });
}

/** The English fields and recurrence of an existing event, based on the version the form showed. */
export function saveEventFromForm(
  db: Database,
  staff: Editor,
  id: number,
  form: FormData,
): Promise<FormOutcome> {
  return saveForm(
    form,
    (values) => {
      const { fields, errors } = fieldsFromValues(values);
      return { input: fields, errors };
    },
    async (fields) => {
      const version = await updateEvent(db, id, fields, {
        author: staff.email,
        expectedVersion: expectedVersion(form),
      });
      if (savedNewVersion(version, form)) await record(db, staff, id, "updated", { version });
      return { ok: true, id, version, message: savedMessage(version, form) };
    },
  );
}

function simpleRefusal(error: unknown): SimpleOutcome {
  if (!(error instanceof ContentError)) throw error;
  if (error.code === "conflict") {
    return {
      ok: false,
      conflict: true,
      message:
        "Someone else saved this event after you opened it, so this was not done. The page now shows their version: check it and try again.",
    };
  }
  const errors = fieldErrors(error);
  return {
    ok: false,
    errors,
    message: Object.values(errors)[0] ?? error.message,
  };
}

/** Saves (adds, moves, confirms) one edition, or removes a stored one. */
export async function editionFromForm(
  db: Database,
  staff: Editor,
  id: number,
  form: FormData,
): Promise<SimpleOutcome> {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const options = { author: staff.email, expectedVersion: expectedVersion(form) };
  try {
    if (form.get("intent") === "edition-remove") {
      const version = await removeEventOccurrence(db, id, text("startDate"), options);
      await record(db, staff, id, "edition-removed", { version, startDate: text("startDate") });
      return { ok: true, version, message: `The edition of ${text("startDate")} is removed.` };
    }
    const version = await saveEventOccurrence(
      db,
      id,
      {
        startDate: text("startDate"),
        endDate: text("endDate") || null,
        confirmed: form.get("confirmed") === "on",
        replaces: text("replaces") || undefined,
      },
      options,
    );
    await record(db, staff, id, "edition-saved", { version, startDate: text("startDate") });
    return {
      ok: true,
      version,
      message: `The edition starting ${text("startDate")} is saved${
        form.get("confirmed") === "on" ? " with confirmed dates" : " with expected dates"
      }.`,
    };
  } catch (error) {
    return simpleRefusal(error);
  }
}

/** The events' data layer for the desk's shared publication, deletion and restore forms. */
const EVENT_KIND: DeskContentKind = {
  entity: EVENT_ENTITY,
  auditPrefix: "event",
  noun: "event",
  publish: publishEvent,
  unpublish: unpublishEvent,
  schedule: scheduleEvent,
  remove: deleteEvent,
  listRevisions: listEventRevisions,
  getRevision: getEventRevision,
  restore: restoreEventRevision,
};

/** Publish, unpublish or schedule; after a publication, when it is live. */
export function publishingFromForm(db: Database, staff: Editor, id: number, form: FormData) {
  return publicationFromForm(db, staff, EVENT_KIND, id, form);
}

/** Deletes after the confirmation step (its revisions stay, so it can be restored). */
export function deleteFromForm(db: Database, staff: Editor, id: number, form: FormData) {
  return removalFromForm(db, staff, EVENT_KIND, id, form);
}

export interface TranslationValues {
  name: string;
  description: string;
  details: string;
  imageAlt: string;
  location: string;
  address: string;
  town: string;
  dateNote: string;
}

const TRANSLATION_MESSAGES: Record<string, string> = {
  name: "Give a name of 3 to 80 characters",
  description: "Give a summary of 20 to 240 characters",
  details: "Give at most 10 paragraphs of up to 2,000 characters, separated by a blank line",
  imageAlt: "Describe the image in 3 to 200 characters",
  location: "Give the place in 3 to 120 characters",
  address: "Give the address in 5 to 160 characters",
  town: "Give the town in 2 to 40 characters",
  dateNote: "Leave empty, or write 5 to 240 characters",
};

/** One language's texts, made from today's English. */
export async function translationFromForm(
  db: Database,
  staff: Editor,
  id: number,
  locale: TranslationLocale,
  form: FormData,
): Promise<
  | { ok: true; version: number; message: string }
  | { ok: false; values: TranslationValues; errors: FieldErrors; conflict?: string }
> {
  const values = Object.fromEntries(
    TRANSLATION_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
  ) as unknown as TranslationValues;
  try {
    const version = await saveEventTranslation(
      db,
      id,
      locale,
      {
        ...values,
        details: values.details
          .split(/\r?\n\s*\r?\n/)
          .map((paragraph) => paragraph.trim())
          .filter(Boolean),
        dateNote: values.dateNote.trim() || null,
      },
      { author: staff.email, expectedVersion: expectedVersion(form) },
    );
    await record(db, staff, id, "translated", { version, locale });
    return {
      ok: true,
      version,
      message: savedMessage(version, form, "The translation is saved", " It is current."),
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (error.code === "conflict") {
      return conflicted(values, "translation was", "the English changes above are up to date.");
    }
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.path.split(".")[0] ?? "form";
      errors[field] ??= TRANSLATION_MESSAGES[field] ?? issue.message;
    }
    return { ok: false, values, errors };
  }
}

/** Restores a version (or the one before the newest) as a new version, with its audit entry. */
export function restoreFromForm(db: Database, staff: Editor, id: number, form: FormData) {
  return restorationFromForm(db, staff, EVENT_KIND, id, form);
}
