import type { Database } from "../../db/client.server.ts";
import { ContentError } from "../../db/content-store.server.ts";
import {
  SETTINGS_ENTITY,
  SETTINGS_FIELDS,
  SETTINGS_ID,
  settingsStore,
  updateSiteSettings,
} from "../../db/site-settings.server.ts";
import {
  type DeskContentKind,
  type Editor,
  expectedVersion,
  recordChange,
  restorationFromForm,
  savedMessage,
  savedNewVersion,
} from "./content-actions.server.ts";
import type { FieldErrors } from "./event-form-shared.ts";

/**
 * What the desk's site settings page does with a posted form (issue 18 items 3, 7; decision
 * 054): save with a message per field, or restore a version; each in the audit log.
 */

export const SETTINGS_KIND: DeskContentKind = {
  entity: SETTINGS_ENTITY,
  auditPrefix: "settings",
  noun: "site settings",
  publish: settingsStore.publish,
  unpublish: settingsStore.unpublish,
  schedule: settingsStore.schedule,
  remove: settingsStore.remove,
  listRevisions: settingsStore.listRevisions,
  getRevision: settingsStore.getRevision,
  restore: settingsStore.restore,
};

export type SettingsValues = Record<(typeof SETTINGS_FIELDS)[number], string>;

export const SETTINGS_MESSAGES: Record<string, string> = {
  phone: "Leave empty, or give the number with its country code, e.g. +383 38 200 000",
  email: "Leave empty, or give an e-mail address, e.g. info@example.org",
  facebook: "Leave empty, or give the https address of the Facebook page",
  instagram: "Leave empty, or give the https address of the Instagram account",
  youtube: "Leave empty, or give the https address of the YouTube channel",
  x: "Leave empty, or give the https address of the X account",
};

export function settingsValues(form: FormData): SettingsValues {
  return Object.fromEntries(
    SETTINGS_FIELDS.map((field) => [field, String(form.get(field) ?? "").trim()]),
  ) as SettingsValues;
}

export async function saveSettingsFromForm(
  db: Database,
  staff: Editor,
  form: FormData,
): Promise<
  | { ok: true; version: number; message: string }
  | { ok: false; values: SettingsValues; errors: FieldErrors; conflict?: string }
> {
  const values = settingsValues(form);
  try {
    const version = await updateSiteSettings(db, values, {
      author: staff.email,
      expectedVersion: expectedVersion(form),
    });
    if (savedNewVersion(version, form)) {
      await recordChange(db, staff, SETTINGS_KIND, SETTINGS_ID, "updated", { version });
    }
    return {
      ok: true,
      version,
      message: savedMessage(
        version,
        form,
        "The settings are saved",
        " Every page shows them from the next request.",
      ),
    };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (error.code === "conflict") {
      return {
        ok: false,
        values,
        errors: {},
        conflict:
          "Someone else saved the settings after you opened them, so yours were not saved. What you typed is still in the form; saving again replaces their version with yours.",
      };
    }
    const errors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.path.split(".")[0] || "form";
      errors[field] ??= SETTINGS_MESSAGES[field] ?? issue.message;
    }
    return { ok: false, values, errors };
  }
}

export function restoreSettingsFromForm(db: Database, staff: Editor, form: FormData) {
  return restorationFromForm(db, staff, SETTINGS_KIND, SETTINGS_ID, form);
}
