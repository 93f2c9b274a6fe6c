import type { TravelGuideJson } from "../../api/shapes.ts";
import { BackLink } from "../../components/back-link.tsx";
import { LastChecked } from "../../components/last-checked.tsx";
import { PrintButton } from "../../components/print-button.tsx";
import type { PlanTab } from "../../content/plan.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { GuideTabBody } from "./guide-tab-body.tsx";
import { useAutoPrint } from "./print.tsx";

/** The whole planning guide on one printable page ("Download Travel Guide", PRODUCT B2). */
export function TravelGuideView({
  guides,
  tabs,
  lastChecked,
}: {
  guides: TravelGuideJson[];
  tabs: PlanTab[];
  lastChecked: string;
}) {
  const t = useT();
  useAutoPrint();
  return (
    <article className="mx-auto max-w-5xl px-4 py-10 print:max-w-none print:px-0 print:py-0">
      <div className="no-print flex flex-wrap items-center justify-between gap-3">
        <BackLink to={paths.plan()}>{t("plan.guide.back")}</BackLink>
        <PrintButton label={t("plan.guide.print")} />
      </div>

      <div className="mt-8 print:mt-0">
        <p className="font-semibold text-brand-700">{t("plan.guide.eyebrow")}</p>
        <h1 className="mt-1 text-4xl font-bold">{t("plan.guide.title")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t("plan.guide.intro")}</p>
        <LastChecked date={lastChecked} className="mt-2" />
      </div>

      <section aria-labelledby="at-a-glance" className="mt-10">
        <h2 id="at-a-glance" className="text-2xl font-bold">
          {t("plan.guide.atAGlance")}
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          {guides.map((guide) => (
            <li key={guide.id} className="break-inside-avoid rounded-2xl bg-cream p-5">
              <h3 className="font-semibold">{guide.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{guide.content}</p>
            </li>
          ))}
        </ul>
      </section>

      <nav aria-label={t("plan.guide.contents")} className="no-print mt-10">
        <h2 className="text-2xl font-bold">{t("plan.guide.contents")}</h2>
        <ol className="mt-4 grid list-decimal gap-1 pl-6 sm:grid-cols-2">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a
                href={`#${tab.id}`}
                className="text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {tab.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {tabs.map((tab) => (
        <section key={tab.id} id={tab.id} className="mt-14 scroll-mt-24 print:break-before-page">
          <GuideTabBody tab={tab} level={2} />
        </section>
      ))}
    </article>
  );
}
