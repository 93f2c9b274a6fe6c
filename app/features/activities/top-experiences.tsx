import { Suspense } from "react";
import { Await } from "react-router";
import { PageSection } from "../../components/page-section.tsx";
import type { Activity, ActivityCategory } from "../../content/activities.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ActivityCard, ActivityCardSkeleton } from "./activity-card.tsx";

export const TOP_EXPERIENCES = 3;

/** SPEC 2.17: the first three activities, with skeletons while they load. */
export function TopExperiences({
  experiences,
  categories,
}: {
  experiences: Promise<Activity[]>;
  categories: ActivityCategory[];
}) {
  const t = useT();
  return (
    <PageSection
      id="top-experiences-title"
      title={t("activities.top.title")}
      intro={t("activities.top.intro")}
      cream
      fade
    >
      <Suspense
        fallback={
          <ul
            aria-label={t("activities.top.loading")}
            aria-busy="true"
            className="mt-8 grid gap-6 md:grid-cols-3"
          >
            {Array.from({ length: TOP_EXPERIENCES }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <ActivityCardSkeleton />
              </li>
            ))}
          </ul>
        }
      >
        <Await resolve={experiences}>
          {(items) => (
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {items.slice(0, TOP_EXPERIENCES).map((activity) => (
                <li key={activity.id}>
                  <ActivityCard
                    activity={activity}
                    category={categories.find((category) => category.id === activity.category)}
                  />
                </li>
              ))}
            </ul>
          )}
        </Await>
      </Suspense>
    </PageSection>
  );
}
