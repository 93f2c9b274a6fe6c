import { formatDay } from "../i18n/format.ts";
import { useLocale, useT } from "../i18n/i18n.tsx";

/**
 * "Last checked: November 26, 2026" on the practical pages (issue 16): the day the rules, prices
 * and numbers on the page were last compared with their sources, kept with the content.
 */
export function LastChecked({ date, className = "" }: { date: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return (
    <p className={`text-sm text-slate-600 ${className}`}>
      <time dateTime={date}>
        {t("components.lastChecked", { date: formatDay(locale, { year, month, day }) })}
      </time>
    </p>
  );
}
