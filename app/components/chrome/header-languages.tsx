import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { localeNames, locales } from "../../i18n/locales.ts";
import { Check, Globe } from "../icons.tsx";
import {
  PICKER_TRIGGER_ID,
  pickerLabel,
  pickerTriggerClass,
  useLocaleSwitch,
} from "./language-picker.shared.ts";
import { useOnNavigate } from "./use-on-navigate.ts";

/**
 * The language choice in the header (issue 32 item 2, decision 152): a native disclosure with
 * this page in each language as plain links, so it opens and works before the page's script
 * has loaded; the head script (lib/language-choice.server.ts) remembers the language clicked.
 * Once hydrated it also closes on Escape, on a click elsewhere and after navigating. Wide
 * screens only: on a phone the same links are in the menu (mobile-nav.rich.tsx) and the footer.
 */
export function HeaderLanguages() {
  const { t, locale } = useI18n();
  const details = useRef<HTMLDetailsElement>(null);
  useOnNavigate(() => details.current?.removeAttribute("open"));
  useEffect(() => {
    const close = (event: Event) => {
      const menu = details.current;
      if (!menu?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      } else if (!menu.contains(event.target as Node)) {
        menu.open = false;
      }
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, []);
  return (
    <details ref={details} className="relative hidden lg:block">
      <summary
        id={PICKER_TRIGGER_ID}
        aria-label={pickerLabel(t, locale)}
        className={`${pickerTriggerClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <Globe aria-hidden="true" className="size-4 text-brand-600" />
        {locale.toUpperCase()}
      </summary>
      <div className="absolute top-full right-0 z-50 mt-2 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-xl">
        <LanguageLinks itemClass="min-h-11 rounded-md px-3 hover:bg-slate-50" />
      </div>
    </details>
  );
}

/** This page in every language, the current one marked: the header's and the phone menu's list. */
export function LanguageLinks({ itemClass }: { itemClass: string }) {
  const { locale } = useI18n();
  const switchTo = useLocaleSwitch();
  return (
    <ul>
      {locales.map((code) => (
        <li key={code}>
          <Link
            to={switchTo(code)}
            lang={code}
            hrefLang={code}
            data-language-choice={code}
            aria-current={code === locale ? "true" : undefined}
            className={`flex items-center justify-between gap-3 text-sm text-slate-800 aria-[current]:font-semibold ${itemClass}`}
          >
            {localeNames[code]}
            {code === locale && <Check aria-hidden="true" className="size-4 text-brand-600" />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
