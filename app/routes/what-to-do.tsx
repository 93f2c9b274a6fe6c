import { contentIn } from "../content/localized.server.ts";
import { ActivitiesHero } from "../features/activities/activities-hero.tsx";
import { ActivityTabs } from "../features/activities/activity-tabs.tsx";
import { SeasonsSection } from "../features/activities/seasons-section.tsx";
import { TOP_EXPERIENCES, TopExperiences } from "../features/activities/top-experiences.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/what-to-do";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["category"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("activities.meta.title"),
    description: site.t("activities.meta.description"),
    path: paths.whatToDo(),
  });
};

/** Top experiences arrive as a promise so client-side visits show their skeletons (SPEC 2.17). */
export function loader({ params }: Route.LoaderArgs) {
  const { activities, activityCategories, seasons } = contentIn(pageLocale(params)).activities;
  return {
    activities,
    activityCategories,
    seasons,
    topExperiences: Promise.resolve(activities.slice(0, TOP_EXPERIENCES)),
  };
}

/** Switching tabs only changes `?category=`: nothing to load again. */
export const shouldRevalidate = revalidateOnNewPath;

export default function WhatToDo({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { activities, activityCategories, seasons, topExperiences } = loaderData;
  const [first] = activities;
  return (
    <>
      {first && <ActivitiesHero categories={activityCategories.slice(0, 4)} picture={first} />}
      <section aria-labelledby="things-to-do-title" id="things-to-do" className="scroll-mt-20">
        <div className="mx-auto max-w-7xl px-4 py-16">
          <h2 id="things-to-do-title" className="text-3xl font-bold">
            {t("activities.find.title")}
          </h2>
          <p className="mt-2 text-slate-700">{t("activities.find.intro")}</p>
          <ActivityTabs categories={activityCategories} activities={activities} />
        </div>
      </section>
      <TopExperiences experiences={topExperiences} categories={activityCategories} />
      <SeasonsSection seasons={seasons} />
    </>
  );
}
