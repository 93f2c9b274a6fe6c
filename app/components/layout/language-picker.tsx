import { Globe, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { type Translate, useI18n } from "../../i18n/i18n.tsx";
import {
  type Locale,
  localeNames,
  localeOffers,
  localizePath,
  parseStoredLocale,
  splitLocalePath,
} from "../../i18n/locales.ts";

export const LANGUAGE_STORAGE_KEY = "language";
const OFFER_DISMISSED_KEY = "language-offer-dismissed";

function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode without storage: the choice lasts for this page view only.
  }
}

/** The current page's address in another language: same path, query and anchor. */
export function useLocaleSwitch(): (locale: Locale) => string {
  const { pathname, search, hash } = useLocation();
  const { path } = splitLocalePath(pathname);
  return (locale) => `${localizePath(locale, path)}${search}${hash}`;
}

export const PICKER_TRIGGER_ID = "language-picker-trigger";
export const pickerTriggerClass =
  "ml-auto flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 shadow-lg hover:bg-slate-50";

/**
 * The trigger's accessible name starts with the code it shows ("EN"), so a voice user who says
 * what they see reaches it (WCAG 2.5.3 label in name).
 */
export function pickerLabel(t: Translate, locale: Locale) {
  return `${locale.toUpperCase()}: ${t("layout.language.choose")} (${t("layout.language.current", { name: localeNames[locale] })})`;
}

const loadMenu = () => import("./language-menu.tsx");
const LanguageMenu = lazy(loadMenu);

/**
 * The floating language picker (PRODUCT B6): goes to the same page in the chosen language and
 * remembers the choice (older visitors have "al" stored for Albanian). Until it is first opened
 * the trigger is a plain button and the menu's code is not loaded (pointing at it or focusing
 * it fetches the code).
 */
export function LanguagePicker() {
  const { t, locale } = useI18n();
  const [intent, setIntent] = useState<"click" | "key" | null>(null);
  const trigger = (
    <button
      type="button"
      id={PICKER_TRIGGER_ID}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={pickerLabel(t, locale)}
      className={pickerTriggerClass}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setIntent("click")}
      onKeyDown={(event) => {
        if (["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) {
          event.preventDefault();
          setIntent("key");
        }
      }}
    >
      <Globe aria-hidden="true" className="size-4 text-brand-600" />
      {locale.toUpperCase()}
    </button>
  );
  return (
    <aside
      aria-label={t("layout.language.choose")}
      className="no-print fixed right-4 bottom-20 z-30 md:bottom-6"
    >
      <LanguageOffer />
      {intent ? (
        <Suspense fallback={trigger}>
          <LanguageMenu openedBy={intent} />
        </Suspense>
      ) : (
        trigger
      )}
    </aside>
  );
}

/**
 * A visitor who chose a language before and lands on a page in another one (a shared link, a
 * search result) is offered the page in their language. The site never redirects by itself.
 */
function LanguageOffer() {
  const { locale } = useI18n();
  const switchTo = useLocaleSwitch();
  const [remembered, setRemembered] = useState<Locale>();
  useEffect(() => {
    const stored = parseStoredLocale(readStored(LANGUAGE_STORAGE_KEY));
    const dismissed = readStored(OFFER_DISMISSED_KEY) === `${stored}:${locale}`;
    setRemembered(stored && stored !== locale && !dismissed ? stored : undefined);
  }, [locale]);
  if (!remembered) return null;
  const offer = localeOffers[remembered];
  return (
    <div
      lang={remembered}
      className="mb-3 flex max-w-xs items-center gap-2 rounded-xl border border-slate-200 bg-white p-2 pl-4 text-sm shadow-lg"
    >
      <RouterLink
        to={switchTo(remembered)}
        hrefLang={remembered}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {offer.text}
      </RouterLink>
      <button
        type="button"
        onClick={() => {
          writeStored(OFFER_DISMISSED_KEY, `${remembered}:${locale}`);
          setRemembered(undefined);
        }}
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{offer.dismiss}</span>
      </button>
    </div>
  );
}
