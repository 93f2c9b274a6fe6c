import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "./client.server.ts";
import { ContentError, contentStore, type WriteOptions } from "./content-store.server.ts";
import * as schema from "./schema.ts";

/**
 * The site's settings for the editors' desk (issue 18 items 3, 7; docs/decisions/054): contact
 * details and social links, one row, every change a revision (compare, restore) through the
 * desk's content store. A change drops every cached page (the footer is on all of them).
 */

export const SETTINGS_ENTITY = "site-settings";
export const SETTINGS_ID = 1;

type SettingsRecord = typeof schema.siteSettings.$inferSelect;

export const settingsStore = contentStore<typeof schema.siteSettings, SettingsRecord>({
  table: schema.siteSettings,
  entity: SETTINGS_ENTITY,
  changed: "settings",
  noun: "site settings",
  textFields: [],
});

const optional = <T extends z.ZodType<string>>(schema: T) =>
  z.union([z.literal(""), schema]).default("");
const profile = (hosts: RegExp) =>
  optional(z.url({ protocol: /^https$/ }).refine((url) => hosts.test(new URL(url).hostname)));

export const settingsSchema = z.object({
  phone: optional(z.string().regex(/^\+[0-9][0-9 ]{6,18}$/)),
  email: optional(z.email()),
  facebook: profile(/(^|\.)facebook\.com$/),
  instagram: profile(/(^|\.)instagram\.com$/),
  youtube: profile(/(^|\.)youtube\.com$/),
  x: profile(/(^|\.)(x|twitter)\.com$/),
});
export type SettingsInput = z.input<typeof settingsSchema>;
export const SETTINGS_FIELDS = ["phone", "email", "facebook", "instagram", "youtube", "x"] as const;

/** The stored settings with their version (undefined before the seed). */
export function getDeskSettings(db: Database) {
  return settingsStore.read(db, SETTINGS_ID);
}

/** Replaces the settings, based on the version the form showed. Returns the new version. */
export async function updateSiteSettings(
  db: Database,
  input: SettingsInput,
  options: WriteOptions = {},
): Promise<number> {
  const result = settingsSchema.safeParse(input);
  if (!result.success) {
    throw new ContentError(
      "invalid",
      "Some fields need correcting",
      result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
    );
  }
  return settingsStore.change(db, SETTINGS_ID, "update", options, async (tx) => {
    await tx
      .update(schema.siteSettings)
      .set(result.data)
      .where(eq(schema.siteSettings.id, SETTINGS_ID));
  });
}
