import { useLocation } from "react-router";
import type { Translate } from "../../i18n/i18n.tsx";
import { type Locale, localeNames, localizePath, splitLocalePath } from "../../i18n/locales.ts";

/**
 * What the language links share: the header's (header-languages.tsx), the phone menu's, the
 * footer's and the offer (language-offer.tsx). A click on any of them is remembered by the head
 * script (lib/language-choice.server.ts), from its `data-language-choice`.
 */

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

/** The current page's address in another language: same path, query and anchor. */
export function useLocaleSwitch(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  const { path } = splitLocalePath(pathname);
  return (locale) => `${localizePath(locale, path)}${search}${hash}`;
}
