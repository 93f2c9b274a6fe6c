import { useNavigate, useSearchParams } from "react-router";
import { Link } from "../../components/link.tsx";
import { ProgressiveTabs } from "../../components/page/progressive-tabs.tsx";
import type { Activity, ActivityCategory, ActivityCategoryId } from "../../content/activities.ts";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { ActivityCard } from "./activity-card.tsx";
import { ActivityIcon } from "./activity-icon.tsx";

export const DEFAULT_CATEGORY: ActivityCategoryId = "outdoors";

export function categoryPanelId(id: ActivityCategoryId): string {
  return `activities-${id}`;
}

/** The category in `?category=`, else the default (SPEC 4: outdoors). */
export function parseCategory(
  value: string | null,
  categories: readonly { id: ActivityCategoryId }[],
): ActivityCategoryId {
  return categories.find((category) => category.id === value)?.id ?? DEFAULT_CATEGORY;
}

/**
 * "Find Things To Do": tabs (components/page/tabs.tsx) whose value lives in the URL. Every panel is rendered; once
 * scripts run, only the selected one shows, and without scripts they follow one another.
 */
export function ActivityTabs({
  categories,
  activities,
}: {
  categories: ActivityCategory[];
  activities: Activity[];
}) {
  const { t, href } = useI18n();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const selected = parseCategory(searchParams.get("category"), categories);
  const select = (value: string) => {
    const id = parseCategory(value, categories);
    navigate(href(id === DEFAULT_CATEGORY ? paths.whatToDo() : paths.whatToDo(id)), {
      replace: true,
      preventScrollReset: true,
    });
  };
  return (
    <ProgressiveTabs
      label={t("activities.find.tabsLabel")}
      look="pills"
      value={selected}
      onValueChange={select}
      className="mt-8"
      panelClassName="mt-6 rounded-xl"
      tabs={categories.map((category) => {
        const items = activities.filter((activity) => activity.category === category.id);
        return {
          id: category.id,
          label: (
            <>
              <ActivityIcon name={category.icon} className="size-4" />
              {category.name}
            </>
          ),
          content: (
            <div id={categoryPanelId(category.id)} className="scroll-mt-40">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-2xl font-semibold">{category.name}</h3>
                <p className="text-sm text-slate-600">
                  {items.length === 1
                    ? t("activities.find.countOne")
                    : t("activities.find.count", { count: items.length })}
                </p>
              </div>
              <p className="mt-2 max-w-3xl text-slate-700">{category.description}</p>
              {items.length > 0 ? (
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {items.map((activity) => (
                    <li key={activity.id}>
                      <ActivityCard activity={activity} headingLevel={4} />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyCategory />
              )}
            </div>
          ),
        };
      })}
    />
  );
}

/** Relax has no activities (SPEC 3): point to slow days elsewhere on the site. */
function EmptyCategory() {
  const t = useT();
  const links = [
    { label: t("activities.empty.guesthouses"), href: paths.plan("accommodation") },
    { label: t("activities.empty.wine"), href: paths.destination(15) },
    { label: t("activities.empty.cafes"), href: paths.blogPost(8) },
  ];
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-cream p-8 text-center">
      <h4 className="text-xl font-semibold">{t("activities.empty.title")}</h4>
      <p className="mx-auto mt-3 max-w-2xl text-slate-700">{t("activities.empty.text")}</p>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
