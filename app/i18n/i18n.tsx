import { createContext, type ReactNode, useContext, useMemo } from "react";
import { defaultLocale, type Locale, localeTags } from "./locales.ts";
import { type Params, translate } from "./messages.ts";

export type Translate = (key: string, params?: Params) => string;

interface I18n {
  locale: Locale;
  t: Translate;
  /** Intl tag for dates and numbers. */
  tag: string;
}

const I18nContext = createContext<I18n>({
  locale: defaultLocale,
  t: (key, params) => translate(defaultLocale, key, params),
  tag: localeTags[defaultLocale],
});

export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const value = useMemo<I18n>(
    () => ({ locale, t: (key, params) => translate(locale, key, params), tag: localeTags[locale] }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}
