import { useLocation } from "react-router";
import type { Translate } from "../../i18n/i18n.tsx";
import { type Locale, localeNames, localizePath, splitLocalePath } from "../../i18n/locales.ts";

/** What the plain language picker (language-picker.tsx) and its menu (language-picker.rich.tsx) share. */

/** Also read by the head script (lib/language-choice.server.ts), with the cookie of that name. */
const LANGUAGE_STORAGE_KEY = "language";
export const PICKER_TRIGGER_ID = "language-picker-trigger";
export const pickerTriggerClass =
  "flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50";

/**
 * The trigger's accessible name starts with the code it shows ("EN"), so a voice user who says
 * what they see reaches it (WCAG 2.5.3 label in name).
 */
export function pickerLabel(t: Translate, locale: Locale) {
  return `${locale.toUpperCase()}: ${t("layout.language.choose")} (${t("layout.language.current", { name: localeNames[locale] })})`;
}

function writeStored(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the choice lasts for this page view only.
  }
}

/**
 * Remembers a chosen language: for the picker and the offer (localStorage) and for the server,
 * which sends `/` to that language's home (the `language` cookie; decision 151).
 */
export function rememberLanguage(locale: Locale) {
  writeStored(LANGUAGE_STORAGE_KEY, locale);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie, no secrets
  document.cookie = `language=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The current page's address in another language: same path, query and anchor. */
export function useLocaleSwitch(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  const { path } = splitLocalePath(pathname);
  return (locale) => `${localizePath(locale, path)}${search}${hash}`;
}
