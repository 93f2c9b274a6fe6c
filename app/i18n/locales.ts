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

/**
 * The locale of a URL's first segment (docs/decisions/005-i18n.md): none is English; `sq`, `de`
 * and `it` are the others. Anything else (including `en`) is not a language prefix.
 */
export function localeFromParam(param: string | undefined): Locale | undefined {
  if (param === undefined) return defaultLocale;
  return param !== defaultLocale && isLocale(param) ? param : undefined;
}

/**
 * A site path in a locale: English paths stay as they are, the others get their prefix. A path
 * that already has a language prefix is left alone.
 */
export function localizePath(locale: Locale, path: string): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  if (splitLocalePath(path.replace(/[?#].*$/, "")).locale !== defaultLocale) return path;
  if (path === "/") return `/${locale}`;
  if (/^\/[?#]/.test(path)) return `/${locale}${path.slice(1)}`;
  return `/${locale}${path}`;
}

/** Splits `/de/cities/1` into its locale and the language-neutral path `/cities/1`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const locale = match ? localeFromParam(match[1]) : undefined;
  if (!match || !locale) return { locale: defaultLocale, path: pathname || "/" };
  return { locale, path: match[2] || "/" };
}

/** The language of a page from its route params (the locale layout has already checked it). */
export function pageLocale(params: { lang?: string }): Locale {
  return localeFromParam(params.lang) ?? defaultLocale;
}

/** Internal links of an HTML text (a blog article) in a locale: `href="/cities/2"` → `/de/…`. */
export function localizeHtmlLinks(locale: Locale, html: string): string {
  if (locale === defaultLocale) return html;
  return html.replace(
    /href="(\/[^"]*)"/g,
    (_, path: string) => `href="${localizePath(locale, path)}"`,
  );
}

/**
 * The offer to switch to a visitor's remembered language, written in that language (the page's
 * own catalogue is in the page's language, so these few words live here, like `localeNames`).
 */
export const localeOffers: Record<Locale, { text: string; dismiss: string }> = {
  en: { text: "This page is also in English", dismiss: "No thanks" },
  sq: { text: "Kjo faqe është edhe në shqip", dismiss: "Jo, faleminderit" },
  de: { text: "Diese Seite gibt es auch auf Deutsch", dismiss: "Nein, danke" },
  it: { text: "Questa pagina è disponibile anche in italiano", dismiss: "No, grazie" },
};
