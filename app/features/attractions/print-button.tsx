import { PrintButton } from "../../components/print-button.tsx";
import { useT } from "../../i18n/i18n.tsx";

/** "Print" on the attractions guide, and what to do without scripts (PRODUCT B2). */
export function GuidePrintButton() {
  const t = useT();
  return (
    <>
      <PrintButton label={t("attractions.guide.print")} />
      <p className="text-sm text-slate-600 [@media(scripting:enabled)]:hidden">
        {t("attractions.guide.printHint")}
      </p>
    </>
  );
}
