import { useEffect, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { type Locale, localeOffers, parseStoredLocale } from "../../i18n/locales.ts";
import { onDemand } from "../../lib/on-demand.tsx";
import { Globe, X } from "../icons.tsx";
import {
  LANGUAGE_STORAGE_KEY,
  OFFER_DISMISSED_KEY,
  PICKER_TRIGGER_ID,
  pickerLabel,
  pickerTriggerClass,
  readStored,
  useLocaleSwitch,
  writeStored,
} from "./language-picker.shared.ts";

const LanguageMenu = onDemand(() => import("./language-picker.rich.tsx"));

/**
 * The language picker (PRODUCT B6): goes to the same page in the chosen language and remembers
 * the choice (older visitors have "al" stored for Albanian). Until it is first opened the
 * trigger is a plain button and the menu's code is not loaded (pointing at it or focusing it
 * fetches the code). It sits in the page's flow, at the end of the content above the footer,
 * not floating over the page: floating, it covered page controls such as "Share" (issue 29
 * item 8, decision 135).
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
      onPointerEnter={LanguageMenu.preload}
      onFocus={LanguageMenu.preload}
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
      className="no-print mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-3 px-4 py-6"
    >
      <LanguageOffer />
      {intent ? <LanguageMenu openedBy={intent} fallback={trigger} /> : trigger}
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
      className="flex max-w-xs items-center gap-2 rounded-xl border border-slate-200 bg-white p-2 pl-4 text-sm shadow-sm"
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
