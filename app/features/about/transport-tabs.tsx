import type { ReactNode } from "react";
import { BulletList } from "../../components/bullet-list.tsx";
import { ExternalLink } from "../../components/icons.tsx";
import { ProgressiveTabs } from "../../components/page/progressive-tabs.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import type * as transport from "../../content/transport.ts";
import type { TransportMode } from "../../content/transport.ts";
import { useT } from "../../i18n/i18n.tsx";

/** What the tabs show, in the page's language (the route's loader picks it). */
export type TransportData = Pick<
  typeof transport,
  | "arriving"
  | "borderCrossings"
  | "borderCrossingsIntro"
  | "busStations"
  | "defaultTransportTab"
  | "gettingAround"
  | "officialRequirementsLabel"
  | "officialRequirementsUrl"
  | "transportTabs"
  | "travelTimes"
  | "travelTimesNote"
>;

/** SPEC 2.11: arriving (default), getting-around, border-crossings. */
export function TransportTabs({ data }: { data: TransportData }) {
  const t = useT();
  const { defaultTransportTab, transportTabs } = data;
  const panels: Record<string, ReactNode> = {
    arriving: <Arriving data={data} />,
    "getting-around": <GettingAround data={data} />,
    "border-crossings": <BorderCrossings data={data} />,
  };
  return (
    <ProgressiveTabs
      label={t("info.transport.tabsLabel")}
      defaultValue={defaultTransportTab}
      tabs={transportTabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: (
          <>
            <h2 className="text-2xl font-bold sm:text-3xl">{tab.label}</h2>
            {panels[tab.id]}
          </>
        ),
      }))}
    />
  );
}

function Mode({ mode }: { mode: TransportMode }) {
  const t = useT();
  return (
    <section
      aria-labelledby={`${mode.id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h3 id={`${mode.id}-title`} className="text-xl font-semibold">
        {mode.title}
      </h3>
      <div className="mt-3 grid gap-3 text-slate-700">
        {mode.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {mode.facts && (
        <dl className="mt-4 grid gap-2 sm:grid-cols-2">
          {mode.facts.map((fact) => (
            <div key={fact.label} className="rounded-lg bg-cream p-3">
              <dt className="text-sm text-slate-600">{fact.label}</dt>
              <dd className="font-semibold text-slate-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {mode.tips && (
        <>
          <h4 className="mt-4 font-semibold">{t("info.transport.tips")}</h4>
          <BulletList
            className="mt-2 grid gap-1.5 text-sm text-slate-700"
            items={mode.tips}
            dotClassName="mt-2 bg-brand-600"
          />
        </>
      )}
    </section>
  );
}

function Table({
  caption,
  head,
  rows,
  hideCaption = false,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  hideCaption?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption
          className={hideCaption ? "sr-only" : "p-3 text-left text-lg font-semibold text-slate-900"}
        >
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col" className="p-3 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest]) => (
            <tr key={`${first}-${rest[0]}`} className="border-t border-slate-100 align-top">
              <th scope="row" className="p-3 font-semibold text-slate-900">
                {first}
              </th>
              {rest.map((cell, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={index} className="p-3 text-slate-700">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Arriving({ data }: { data: TransportData }) {
  const { arriving, busStations, travelTimes, travelTimesNote } = data;
  const t = useT();
  return (
    <div className="mt-6 grid gap-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <Mode mode={arriving.airport} />
        <Mode mode={arriving.bus} />
        <Mode mode={arriving.car} />
      </div>
      <Table
        caption={t("info.transport.busStations")}
        head={[t("info.transport.city"), t("info.transport.station"), t("info.transport.notes")]}
        rows={busStations.map((s) => [s.city, s.station, s.note])}
      />
      <div>
        <Table
          caption={t("info.transport.travelTimes")}
          head={[t("info.transport.to"), t("info.transport.byBus"), t("info.transport.byCar")]}
          rows={travelTimes.map((row) => [row.to, row.byBus, row.byCar])}
        />
        <p className="mt-2 text-sm text-slate-600">{travelTimesNote}</p>
      </div>
    </div>
  );
}

function GettingAround({ data }: { data: TransportData }) {
  const { gettingAround } = data;
  const t = useT();
  return (
    <div className="mt-6 grid gap-6">
      <p className="max-w-prose text-slate-700">{gettingAround.intro}</p>
      <Table
        caption={t("info.transport.costs")}
        head={[t("info.transport.mode"), t("info.transport.price"), t("info.transport.notes")]}
        rows={gettingAround.costs.map((cost) => [cost.mode, cost.price, cost.note])}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Mode mode={gettingAround.bus} />
        <Mode mode={gettingAround.taxi} />
        <Mode mode={gettingAround.carRental} />
        <Mode mode={gettingAround.trains} />
      </div>
      <section aria-labelledby="driving-rules" className="rounded-2xl bg-cream p-6">
        <h3 id="driving-rules" className="text-xl font-semibold">
          {gettingAround.driving.title}
        </h3>
        <BulletList
          className="mt-3 grid gap-2 text-slate-800 md:grid-cols-2"
          items={gettingAround.driving.rules}
        />
      </section>
    </div>
  );
}

function OfficialRequirementsLink({ data }: { data: TransportData }) {
  const { officialRequirementsLabel, officialRequirementsUrl } = data;
  const t = useT();
  return (
    <a
      href={officialRequirementsUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("info.transport.requirementsLabel")}
      className={buttonClass({ className: "w-fit" })}
    >
      {officialRequirementsLabel}
      <ExternalLink aria-hidden="true" className="size-4" />
    </a>
  );
}

function BorderCrossings({ data }: { data: TransportData }) {
  const { borderCrossings, borderCrossingsIntro } = data;
  const t = useT();
  return (
    <div className="mt-6 grid gap-6">
      <p className="max-w-prose text-slate-700">{borderCrossingsIntro}</p>
      <OfficialRequirementsLink data={data} />
      {borderCrossings.map((country) => (
        <section
          key={country.id}
          aria-labelledby={`${country.id}-crossings`}
          className="grid gap-3"
        >
          <h3 id={`${country.id}-crossings`} className="text-xl font-semibold">
            {country.country}
          </h3>
          <p className="max-w-prose text-slate-700">{country.intro}</p>
          <Table
            caption={country.country}
            hideCaption
            head={[
              t("info.transport.crossing"),
              t("info.transport.connects"),
              t("info.transport.notes"),
            ]}
            rows={country.crossings.map((c) => [c.crossing, c.connects, c.notes])}
          />
        </section>
      ))}
    </div>
  );
}
