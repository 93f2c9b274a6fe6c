import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { localeOffers, locales } from "../../i18n/locales.ts";
import { X } from "../icons.tsx";
import { useLocaleSwitch } from "./language-picker.shared.ts";

/**
 * "This page is also in Deutsch", for a visitor whose chosen or browser language is another one
 * (issue 32 item 4, decision 151). One offer per other language is rendered, each in its own
 * language; the head script (lib/language-choice.server.ts) names the one to show in
 * `<html data-offer>` before the first paint, and CSS (app.css) shows it: the page does not
 * move, and the link and "No thanks" work before the page's script has loaded (the same head
 * script remembers the choice and the dismissal). Never a redirect.
 */
export function LanguageOffer() {
  const { locale } = useI18n();
  const switchTo = useLocaleSwitch();
  return (
    <>
      {locales
        .filter((code) => code !== locale)
        .map((code) => (
          <div
            key={code}
            lang={code}
            data-offer-for={code}
            className="language-offer no-print mx-auto max-w-7xl items-center justify-between gap-3 px-4 pt-3"
          >
            <p className="flex min-h-11 flex-1 items-center gap-2 rounded-xl border border-brand-200 bg-brand-50 py-1 pr-1 pl-4 text-sm text-slate-800">
              <Link
                to={switchTo(code)}
                hrefLang={code}
                data-language-choice={code}
                className="flex-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {localeOffers[code].text}
              </Link>
              <button
                type="button"
                data-offer-dismiss=""
                className="grid size-11 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-white"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">{localeOffers[code].dismiss}</span>
              </button>
            </p>
          </div>
        ))}
    </>
  );
}
