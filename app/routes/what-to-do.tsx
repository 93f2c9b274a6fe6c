import { activities, activityCategories, seasons } from "../content/activities.ts";
import { ActivitiesHero } from "../features/activities/activities-hero.tsx";
import { ActivityTabs } from "../features/activities/activity-tabs.tsx";
import { SeasonsSection } from "../features/activities/seasons-section.tsx";
import { TOP_EXPERIENCES, TopExperiences } from "../features/activities/top-experiences.tsx";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/what-to-do";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "activities.meta.title"),
    description: translate("en", "activities.meta.description"),
    path: paths.whatToDo(),
    origin: originFromMatches(matches),
  });

/** Top experiences arrive as a promise so client-side visits show their skeletons (SPEC 2.17). */
export function loader() {
  return { topExperiences: Promise.resolve(activities.slice(0, TOP_EXPERIENCES)) };
}

/** Switching tabs only changes `?category=`: nothing to load again. */
export const shouldRevalidate = revalidateOnNewPath;

export default function WhatToDo({ loaderData }: Route.ComponentProps) {
  const t = useT();
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
      <TopExperiences experiences={loaderData.topExperiences} categories={activityCategories} />
      <SeasonsSection seasons={seasons} />
    </>
  );
}
