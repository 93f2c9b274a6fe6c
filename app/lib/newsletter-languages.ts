import { defaultLocale, type Locale, locales } from "../i18n/locales.ts";

/**
 * Where one language version stands against the English (README, "The newsletter"): missing,
 * up to date, or older than the English (its `updated` is earlier than the English one's).
 * The command line compares `YYYY-MM-DD` dates, the desk ISO times; both sort as text.
 */
export type LanguageState = "missing" | "current" | "older";

export function languageStates(
  versions: Partial<Record<Locale, { updated?: string } | undefined>>,
): Record<Locale, LanguageState> {
  const english = versions[defaultLocale]?.updated;
  return Object.fromEntries(
    locales.map((locale) => {
      const version = versions[locale];
      if (!version) return [locale, "missing"];
      const older = english !== undefined && (version.updated ?? "") < english;
      return [locale, older ? "older" : "current"];
    }),
  ) as Record<Locale, LanguageState>;
}
