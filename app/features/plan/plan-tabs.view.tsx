import { Suspense, useCallback, useEffect, useState } from "react";
import { Await, useLocation } from "react-router";
import { LastChecked } from "../../components/last-checked.tsx";
import { ProgressiveTabs } from "../../components/page/progressive-tabs.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import type { PlanTab } from "../../content/plan.ts";
import { defaultPlanTab } from "../../content/plan-options.ts";
import { useT } from "../../i18n/i18n.tsx";
import { GuideTabBody } from "./guide-tab-body.tsx";
import { tabForAnchor } from "./tab-anchor.ts";

/** SPEC 2.12: the seven guide tabs, with a skeleton while the travel guides load. */
export function PlanGuides({
  tabs,
  loading,
  lastChecked,
}: {
  tabs: PlanTab[];
  loading: Promise<unknown>;
  lastChecked: string;
}) {
  const t = useT();
  return (
    <PageSection
      id="guides-title"
      title={t("plan.tabs.title")}
      intro={t("plan.tabs.intro")}
      narrowIntro
    >
      <LastChecked date={lastChecked} className="mt-2" />
      <Suspense fallback={<PlanTabsSkeleton count={tabs.length} />}>
        {/* The tabs are our own text: if the guides fail to load, show them anyway. */}
        <Await resolve={loading} errorElement={<PlanTabs tabs={tabs} />}>
          {() => <PlanTabs tabs={tabs} />}
        </Await>
      </Suspense>
    </PageSection>
  );
}

/**
 * The tab follows the address: `/plan#accommodation` opens that tab, `/plan#getting-here` the tab
 * holding that section, then scrolls to it. The server cannot see the hash, so it renders the
 * default tab; scripts pick the hash up on hydration and on every later navigation. Every panel
 * is rendered, so the page reads top to bottom without scripts.
 */
function PlanTabs({ tabs }: { tabs: PlanTab[] }) {
  const t = useT();
  const location = useLocation();
  const [selected, setSelected] = useState<string>(defaultPlanTab);
  const [scrollTarget, setScrollTarget] = useState<string>();

  /** Opens the tab holding `#anchor` and scrolls to it (an anchor of no tab changes nothing). */
  const follow = useCallback(
    (hash: string) => {
      const anchor = safeDecode(hash.slice(1));
      const tab = tabForAnchor(tabs, anchor);
      if (!tab) return;
      setSelected(tab.id);
      setScrollTarget(anchor);
    },
    [tabs],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new visit to the same anchor (a new location key) must scroll again
  useEffect(() => follow(location.hash), [location.hash, location.key, follow]);

  // An address changed by the browser alone (a plain link to `#visa-information`, such as the
  // footer's before its code has loaded): the router does not see it, the page does.
  useEffect(() => {
    const onHashChange = () => follow(window.location.hash);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [follow]);

  // Runs after the chosen panel is shown, so the target has a place on the page to scroll to.
  useEffect(() => {
    if (!scrollTarget || !selected) return;
    document.getElementById(scrollTarget)?.scrollIntoView({ block: "start" });
    setScrollTarget(undefined);
  }, [scrollTarget, selected]);

  const select = (value: string) => {
    setSelected(value);
    // Keep the address shareable without a router navigation (which would scroll the page).
    window.history.replaceState(window.history.state, "", `#${value}`);
  };

  return (
    <ProgressiveTabs
      label={t("plan.tabs.label")}
      value={selected}
      onValueChange={select}
      className="mt-8"
      panelClassName="pt-8"
      tabs={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: (
          <div id={tab.id} className="scroll-mt-36">
            <GuideTabBody tab={tab} />
          </div>
        ),
      }))}
    />
  );
}

function PlanTabsSkeleton({ count }: { count: number }) {
  const t = useT();
  return (
    <div role="status" aria-label={t("plan.tabs.loading")} className="mt-8">
      <div className="flex gap-2 border-b border-slate-200 pb-2">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-9 w-28" />
        ))}
      </div>
      <Skeleton className="mt-8 h-8 w-1/3" />
      <Skeleton className="mt-3 h-6 w-2/3" />
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <Skeleton className="h-56 w-full rounded-2xl" />
        <Skeleton className="h-56 w-full rounded-2xl" />
      </div>
    </div>
  );
}

/** A hand-typed "#%E0" must not break the page. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
