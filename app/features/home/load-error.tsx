import { useT } from "../../i18n/i18n.tsx";

/** When a list cannot be loaded, say so instead of leaving a hole (SPEC 4 leaves this open). */
export function LoadError() {
  const t = useT();
  return (
    <p role="status" className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">
      {t("home.loadError")}
    </p>
  );
}
