import { BulletList } from "../../components/bullet-list.tsx";
import { ArrowRight, ExternalLink } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { ProgressiveTabs } from "../../components/page/progressive-tabs.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { panelClass } from "../../components/ui/panel.ts";
import type { AboutTab, WorldHeritage as Heritage, QuickFact } from "../../content/about.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

export function QuickFacts({ quickFacts }: { quickFacts: QuickFact[] }) {
  const t = useT();
  return (
    <section aria-labelledby="quick-facts">
      <h2 id="quick-facts" className="text-2xl font-bold">
        {t("about.page.quickFacts")}
      </h2>
      <dl className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {quickFacts.map((fact) => (
          <div key={fact.id} className={panelClass}>
            <dt className="text-sm font-medium tracking-wide text-slate-600 uppercase">
              {fact.label}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{fact.value}</dd>
            {fact.note && <dd className="mt-2 text-sm text-slate-600">{fact.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** SPEC 2.8: four tabs, Overview by default. */
export function AboutTabs({ tabs }: { tabs: AboutTab[] }) {
  const t = useT();
  return (
    <ProgressiveTabs
      label={t("about.page.tabsLabel")}
      defaultValue="overview"
      tabs={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: (
          <div className="grid gap-8 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <h2 className="text-2xl font-bold">{tab.title}</h2>
              <div className="mt-4 grid max-w-prose gap-4 text-slate-700">
                {tab.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
              <div className="mt-6 flex flex-wrap gap-3">
                {tab.id === "history" && (
                  <Link to={paths.aboutHistory()} className={buttonClass()}>
                    {t("about.page.exploreHistory")}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                )}
                {tab.links?.map((link) => (
                  <Link
                    key={link.href}
                    to={link.href}
                    className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {link.label}
                  </Link>
                ))}
              </div>
            </div>
            {tab.highlights && (
              <BulletList
                className="grid content-start gap-2 self-start rounded-2xl bg-cream p-5"
                items={tab.highlights}
                itemClassName="flex gap-2 text-slate-800"
                dotClassName="mt-2.5 bg-gold-600"
              />
            )}
          </div>
        ),
      }))}
    />
  );
}

/** The UNESCO site, with "Learn More" going to UNESCO's own page (PRODUCT B2). */
export function WorldHeritage({ worldHeritage }: { worldHeritage: Heritage }) {
  const t = useT();
  return (
    <section
      aria-labelledby="world-heritage"
      className="rounded-2xl bg-brand-900 p-6 text-slate-100 sm:p-10"
    >
      <h2 id="world-heritage" className="text-2xl font-bold text-white">
        {worldHeritage.title}
      </h2>
      <div className="mt-4 grid max-w-prose gap-4">
        {worldHeritage.text.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-8 text-lg font-semibold text-white">{t("about.page.heritageSites")}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {worldHeritage.sites.map((site) => (
          <li key={site.name} className="rounded-xl bg-white/10 p-4">
            <span className="block font-semibold text-white">{site.name}</span>
            <span className="block text-sm">{site.place}</span>
            <span className="block text-sm">{t("about.page.built", { date: site.built })}</span>
          </li>
        ))}
      </ul>
      <a
        href={worldHeritage.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("about.page.learnMoreLabel")}
        className={buttonClass({ variant: "accent", className: "mt-8" })}
      >
        {worldHeritage.linkLabel}
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </section>
  );
}

const exploreLinks = [
  { key: "cities", href: paths.cities() },
  { key: "destinations", href: paths.destinations() },
  { key: "stateInfo", href: paths.stateInfo() },
  { key: "generalInfo", href: paths.generalInfo() },
  { key: "transport", href: paths.transport() },
] as const;

export function ExploreLinks() {
  const t = useT();
  return (
    <section aria-labelledby="keep-exploring">
      <h2 id="keep-exploring" className="text-2xl font-bold">
        {t("about.page.more")}
      </h2>
      <p className="mt-2 text-slate-600">{t("about.page.moreIntro")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {exploreLinks.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
            >
              <span className="flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
                {t(`about.page.links.${link.key}`)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="mt-1 text-sm text-slate-600">
                {t(`about.page.links.${link.key}Text`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
