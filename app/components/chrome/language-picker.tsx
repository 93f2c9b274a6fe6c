import { useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { onDemand } from "../../lib/on-demand.tsx";
import { Globe } from "../icons.tsx";
import { PICKER_TRIGGER_ID, pickerLabel, pickerTriggerClass } from "./language-picker.shared.ts";

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
      {intent ? <LanguageMenu openedBy={intent} fallback={trigger} /> : trigger}
    </aside>
  );
}
