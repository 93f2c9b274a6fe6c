import { useMemo } from "react";
import { SearchX } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { Tabs } from "../../components/page/tabs.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { AttractionCard, type AttractionCardData } from "./attraction-card.tsx";
import {
  type AttractionTab,
  attractionTabs,
  filterAttractions,
  narrowByTab,
  sortAttractions,
} from "./filter-attractions.ts";
import { attractionsHref, useAttractionFilters } from "./use-attraction-filters.ts";

const tabClass =
  "-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 border-transparent px-4 font-semibold whitespace-nowrap text-slate-600 hover:text-brand-700 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 aria-[current=page]:border-brand-600 aria-[current=page]:text-brand-700";

/**
 * "All Attractions": the filtered list, narrowed by the All / Nature / Heritage / Museums tabs.
 * The tab is part of the URL too; without JavaScript the tabs are plain links.
 */
export function AttractionResults({ attractions }: { attractions: AttractionCardData[] }) {
  const { t, href } = useI18n();
  const { filters, update } = useAttractionFilters();
  const filtered = useMemo(
    () => sortAttractions(filterAttractions(attractions, filters), filters.sort),
    [attractions, filters],
  );
  const shown = narrowByTab(filtered, filters.tab);
  return (
    <PageSection id="all-attractions-title" title={t("attractions.list.allTitle")} size="md">
      <Tabs.Root
        value={filters.tab}
        onValueChange={(tab) => update({ tab: tab as AttractionTab })}
        className="mt-4"
      >
        <Tabs.List
          aria-label={t("attractions.list.tabsLabel")}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 [@media(scripting:none)]:hidden"
        >
          {attractionTabs.map((tab) => (
            <Tabs.Trigger key={tab} value={tab} className={tabClass}>
              {t(`attractions.list.tabs.${tab}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <nav
          aria-label={t("attractions.list.tabsLabel")}
          className="flex gap-1 overflow-x-auto border-b border-slate-200 [@media(scripting:enabled)]:hidden"
        >
          {attractionTabs.map((tab) => (
            <a
              key={tab}
              href={href(attractionsHref({ ...filters, tab }))}
              aria-current={tab === filters.tab ? "page" : undefined}
              className={tabClass}
            >
              {t(`attractions.list.tabs.${tab}`)}
            </a>
          ))}
        </nav>
        <p role="status" className="mt-4 text-sm text-slate-600">
          {shown.length === 1
            ? t("attractions.list.resultCountOne")
            : t("attractions.list.resultCount", { count: shown.length })}
        </p>
        {attractionTabs.map((tab) => (
          <Tabs.Content key={tab} value={tab} className="mt-4 outline-none">
            {tab === filters.tab &&
              (shown.length > 0 ? (
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((attraction) => (
                    <li key={attraction.id}>
                      <AttractionCard attraction={attraction} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState />
              ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageSection>
  );
}

function EmptyState() {
  const t = useT();
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-cream px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
      <h3 className="mt-4 text-xl font-semibold">{t("attractions.list.emptyTitle")}</h3>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{t("attractions.list.emptyText")}</p>
      <Link
        to={paths.attractions()}
        replace
        preventScrollReset
        className={buttonClass({ className: "mt-6" })}
      >
        {t("attractions.list.resetFilters")}
      </Link>
    </div>
  );
}
