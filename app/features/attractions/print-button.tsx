import { Printer } from "lucide-react";
import { useT } from "../../i18n/i18n.tsx";

/** Opens the browser's print dialog (PRODUCT B2: "Download Guide" = print or save as PDF). */
export function PrintButton() {
  const t = useT();
  return (
    <>
      <button
        type="button"
        onClick={() => window.print()}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 [@media(scripting:none)]:hidden"
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
