import { Check, Globe } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { type Locale, localeNames, locales, parseStoredLocale } from "../../i18n/locales.ts";

export const LANGUAGE_STORAGE_KEY = "language";

function readStoredLocale(): Locale | undefined {
  try {
    return parseStoredLocale(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** The floating language picker: remembers the visitor's choice (default English). */
export function LanguagePicker() {
  const { t, locale } = useI18n();
  const [chosen, setChosen] = useState<Locale>(locale);
  useEffect(() => {
    const stored = readStoredLocale();
    if (stored) setChosen(stored);
  }, []);

  const choose = (value: string) => {
    const next = parseStoredLocale(value);
    if (!next) return;
    setChosen(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice lasts for this page view only.
    }
  };

  return (
    <div className="no-print fixed right-4 bottom-20 z-30 md:bottom-6">
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={`${t("layout.language.choose")}. ${t("layout.language.current", { name: localeNames[chosen] })}`}
          className="flex min-h-11 items-center gap-2 rounded-full border border-slate-200 bg-white px-4 text-sm font-medium text-slate-800 shadow-lg hover:bg-slate-50"
        >
          <Globe aria-hidden="true" className="size-4 text-brand-600" />
          {chosen.toUpperCase()}
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
            <DropdownMenu.RadioGroup value={chosen} onValueChange={choose}>
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
