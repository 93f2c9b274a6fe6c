import { Printer } from "lucide-react";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** Opens the browser's print dialog (PRODUCT B2: "Download Guide" = print or save as PDF). */
export function PrintButton() {
  const t = useT();
  return (
    <>
      <button
        type="button"
        onClick={() => window.print()}
        className={buttonClass({ className: "[@media(scripting:none)]:hidden" })}
      >
        <Printer aria-hidden="true" className="size-4" />
        {t("attractions.guide.print")}
      </button>
      <p className="text-sm text-slate-600 [@media(scripting:enabled)]:hidden">
        {t("attractions.guide.printHint")}
      </p>
    </>
  );
}
