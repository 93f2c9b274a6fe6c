import type { Climate } from "../../content/schema.ts";
import { useT } from "../../i18n/i18n.tsx";
import { Thermometer } from "../icons.tsx";
import { panelClass } from "../ui/panel.ts";
import { TableHead } from "../ui/table-head.tsx";

const seasons = ["winter", "spring", "summer", "autumn"] as const;

/** Typical weather from long-term climate averages (never presented as a live forecast). */
export function ClimateCard({
  climate,
  name,
  headingLevel = 2,
}: {
  climate: Climate;
  name: string;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={panelClass}>
      <Heading className="flex items-center gap-2 text-lg font-semibold">
        <Thermometer aria-hidden="true" className="size-5 text-brand-600" />
        {t("components.climate.title")}
      </Heading>
      <p className="mt-1 text-sm text-slate-600">{t("components.climate.subtitle", { name })}</p>
      <table className="mt-4 w-full text-sm">
        <TableHead
          rowClassName="border-b border-slate-200 text-left text-slate-600"
          columns={[
            { label: t("components.climate.season"), className: "py-2 font-medium" },
            { label: t("components.climate.high"), className: "py-2 text-right font-medium" },
            { label: t("components.climate.low"), className: "py-2 text-right font-medium" },
          ]}
        />
        <tbody>
          {seasons.map((season) => (
            <tr key={season} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 text-left font-medium text-slate-800">
                {t(`components.climate.${season}`)}
              </th>
              <td className="py-2 text-right tabular-nums">
                {t("components.climate.degrees", { value: climate[season].highC })}
              </td>
              <td className="py-2 text-right tabular-nums">
                {t("components.climate.degrees", { value: climate[season].lowC })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-slate-700">{climate.note}</p>
    </div>
  );
}
