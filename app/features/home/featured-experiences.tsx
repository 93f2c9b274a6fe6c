import { Suspense } from "react";
import { Await } from "react-router";
import type { ExperienceJson } from "../../api/shapes.ts";
import { Card, CardBadge } from "../../components/card.tsx";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { ArrowRight, Users } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { RatingLine } from "../../components/rating-line.tsx";
import { SaveButton } from "../../components/save-button.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Credited } from "../../lib/media.ts";
import { paths } from "../../lib/paths.ts";
import { HOME_EXPERIENCE_LIMIT } from "./featured-experiences.ts";
import { LoadError } from "./load-error.tsx";
import { SectionHeader } from "./section-header.tsx";

export function FeaturedExperiences({
  experiences,
}: {
  experiences: Promise<Credited<ExperienceJson>[]>;
}) {
  const { t } = useI18n();
  return (
    <FadeInSection
      id="experiences"
      aria-labelledby="experiences-title"
      className="scroll-mt-20 bg-cream py-16 lg:py-20"
    >
      <div className="mx-auto max-w-7xl px-4">
        <SectionHeader
          id="experiences-title"
          title={t("home.experiences.title")}
          intro={t("home.experiences.intro")}
          action={
            <Link
              to={paths.experiences()}
              className={buttonClass({ variant: "outline", className: "bg-white" })}
            >
              {t("home.experiences.viewAll")}
            </Link>
          }
        />
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          <Suspense fallback={<ExperienceSkeletons />}>
            <Await resolve={experiences} errorElement={<LoadError />}>
              {(list) =>
                list
                  .slice(0, HOME_EXPERIENCE_LIMIT)
                  .map((experience) => (
                    <HomeExperienceCard key={experience.id} experience={experience} />
                  ))
              }
            </Await>
          </Suspense>
        </div>
        <div className="mt-10 text-center">
          <Link to={paths.experiences()} className={buttonClass()}>
            {t("home.experiences.exploreAll")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </FadeInSection>
  );
}

function HomeExperienceCard({ experience }: { experience: Credited<ExperienceJson> }) {
  const { t } = useI18n();
  return (
    <Card
      image={experience.image}
      imageAlt={experience.imageAlt}
      imageCredit={experience.imageCredit}
      badge={
        <>
          <CardBadge>{t(`experiences.categories.${experience.category}`)}</CardBadge>
          <SaveButton
            variant="heart"
            className="absolute top-3 right-3"
            item={{
              type: "experience",
              id: experience.id,
              name: experience.name,
              href: paths.experience(experience.id),
              image: experience.image,
            }}
          />
        </>
      }
      heading={experience.name}
      headingLevel={3}
    >
      <RatingLine rating={experience.rating} count={experience.reviewCount} className="mt-1 h-5" />
      <p className="mt-3 line-clamp-2 h-12 text-sm/6 text-slate-700">{experience.description}</p>
      <div className="mt-4 flex h-11 items-center justify-between gap-2">
        {experience.groupSize === "small" ? (
          <span className="flex items-center gap-1 text-sm text-slate-600">
            <Users aria-hidden="true" className="size-4" />
            {t("home.experiences.smallGroups")}
          </span>
        ) : (
          <span />
        )}
        <Link
          to={paths.experience(experience.id)}
          className="inline-flex h-11 items-center rounded-lg px-3 font-semibold text-brand-600 hover:bg-brand-50"
        >
          {t("home.experiences.viewDetails")}
          <span className="sr-only">: {experience.name}</span>
        </Link>
      </div>
    </Card>
  );
}

/** SPEC 9: four skeletons, each exactly a card. */
function ExperienceSkeletons() {
  return Array.from({ length: HOME_EXPERIENCE_LIMIT }, (_, index) => (
    <div
      // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
      key={index}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="mt-1 h-5 w-1/2" />
        <Skeleton className="mt-3 h-12 w-full" />
        <Skeleton className="mt-4 h-11 w-full" />
      </div>
    </div>
  ));
}
