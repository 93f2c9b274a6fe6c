export const locales = ["en", "sq", "de", "it"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const localeNames: Record<Locale, string> = {
  en: "English",
  sq: "Shqip",
  de: "Deutsch",
  it: "Italiano",
};

/** BCP 47 tags for dates and numbers. */
export const localeTags: Record<Locale, string> = {
  en: "en-US",
  sq: "sq-AL",
  de: "de-DE",
  it: "it-IT",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Reads a stored language code; older visitors have "al" stored for Albanian. */
export function parseStoredLocale(value: string | null | undefined): Locale | undefined {
  if (value === "al") return "sq";
  return isLocale(value) ? value : undefined;
}
