import { createContext, type ReactNode, useContext, useMemo } from "react";
import { defaultLocale, type Locale, localeTags, localizePath } from "./locales.ts";
import { type Catalogue, type Translate, translator } from "./messages.ts";

export type { Translate } from "./messages.ts";

interface I18n {
  locale: Locale;
  t: Translate;
  /** Intl tag for dates and numbers. */
  tag: string;
  /** A site path in the page's language (`/cities/1` → `/de/cities/1`). */
  href: (path: string) => string;
}

const reportMissing = (key: string) => console.error(`Missing UI text: ${key}`);

function i18nFor(locale: Locale, catalogue: Catalogue, onMissing?: (key: string) => void): I18n {
  return {
    locale,
    t: translator(catalogue, onMissing),
    tag: localeTags[locale],
    href: (path) => localizePath(locale, path),
  };
}

const I18nContext = createContext<I18n>(i18nFor(defaultLocale, {}));

export function I18nProvider({
  locale,
  catalogue,
  children,
}: {
  locale: Locale;
  catalogue: Catalogue;
  children: ReactNode;
}) {
  const value = useMemo(() => i18nFor(locale, catalogue, reportMissing), [locale, catalogue]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  return useContext(I18nContext);
}

export function useT(): Translate {
  return useContext(I18nContext).t;
}

export function useLocale(): Locale {
  return useContext(I18nContext).locale;
}

/** Localizes a site path for the current page's language. */
export function useLocalePath(): (path: string) => string {
  return useContext(I18nContext).href;
}
