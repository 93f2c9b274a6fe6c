import { Check, Globe, X } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import {
  type Locale,
  localeNames,
  localeOffers,
  locales,
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

function writeStored(key: string, value: string) {
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

/**
 * The floating language picker (PRODUCT B6): goes to the same page in the chosen language and
 * remembers the choice (older visitors have "al" stored for Albanian).
 */
export function LanguagePicker() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const switchTo = useLocaleSwitch();

  const choose = (value: string) => {
    const next = parseStoredLocale(value);
    if (!next) return;
    writeStored(LANGUAGE_STORAGE_KEY, next);
    if (next !== locale) navigate(switchTo(next));
  };

  return (
    <div className="no-print fixed right-4 bottom-20 z-30 md:bottom-6">
      <LanguageOffer />
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`${t("layout.language.choose")}. ${t("layout.language.current", { name: localeNames[locale] })}`}
          className="ml-auto flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 shadow-lg hover:bg-slate-50"
        >
          <Globe aria-hidden="true" className="size-4 text-brand-600" />
          {locale.toUpperCase()}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            side="top"
            align="end"
            sideOffset={8}
            className="z-50 min-w-40 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl"
          >
            <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-slate-600 uppercase">
              {t("layout.language.choose")}
            </DropdownMenu.Label>
            <DropdownMenu.RadioGroup value={locale} onValueChange={choose}>
              {locales.map((code) => (
                <DropdownMenu.RadioItem
                  key={code}
                  value={code}
                  lang={code}
                  className="flex min-h-10 cursor-pointer items-center justify-between gap-3 rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
                >
                  {localeNames[code]}
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4 text-brand-600" />
                  </DropdownMenu.ItemIndicator>
                </DropdownMenu.RadioItem>
              ))}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
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
