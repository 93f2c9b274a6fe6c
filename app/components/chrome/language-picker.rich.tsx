import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { localeNames, locales, parseStoredLocale } from "../../i18n/locales.ts";
import { Check, Globe } from "../icons.tsx";
import {
  PICKER_TRIGGER_ID,
  pickerLabel,
  pickerTriggerClass,
  rememberLanguage,
  useLocaleSwitch,
} from "./language-picker.shared.ts";
import { useFirstItemFocus } from "./use-first-item-focus.ts";

/**
 * The picker's menu (Radix), loaded when the visitor first opens the picker, and open at once:
 * opened by a key, it starts at the first language, as Radix menus do.
 */
export default function LanguageMenu({ openedBy }: { openedBy: "click" | "key" }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const switchTo = useLocaleSwitch();
  const [open, setOpen] = useState(true);
  useFirstItemFocus(openedBy === "key");

  const choose = (value: string) => {
    const next = parseStoredLocale(value);
    if (!next) return;
    rememberLanguage(next);
    if (next !== locale) navigate(switchTo(next));
  };

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        id={PICKER_TRIGGER_ID}
        aria-label={pickerLabel(t, locale)}
        className={pickerTriggerClass}
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
  );
}
