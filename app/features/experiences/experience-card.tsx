import { type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import type { ExperienceJson } from "../../api/shapes.ts";
import { Link } from "../../components/link.tsx";
import { RatingLine } from "../../components/rating-line.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";

/** Card of SPEC 2.6: image, name, description and "Learn more" to the detail page. */
export function ExperienceCard({
  experience,
  headingLevel = 2,
  priority = false,
}: {
  experience: ExperienceJson;
  headingLevel?: 2 | 3;
  /** The first card of a list, likely the largest thing on a phone screen: load it at once. */
  priority?: boolean;
}) {
  const { t } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <img
          src={experience.image}
          alt={experience.imageAlt}
          width={1200}
          height={800}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? undefined : "async"}
          className="aspect-[3/2] w-full bg-slate-100 object-cover"
        />
        <span className="absolute top-3 left-3 rounded-full bg-gold-400 px-3 py-1 text-xs font-semibold text-slate-900">
          {t(`experiences.categories.${experience.category}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="line-clamp-1 h-7 text-lg/7 font-semibold">{experience.name}</Heading>
        <RatingLine
          rating={experience.rating}
          count={experience.reviewCount}
          className="mt-1 h-5"
        />
        <p className="mt-3 line-clamp-3 h-18 text-sm/6 text-slate-700">{experience.description}</p>
        <Link
          to={paths.experience(experience.id)}
          // The name starts with the visible text (WCAG 2.5.3), then says which one.
          aria-label={`${t("experiences.list.learnMore")}: ${experience.name}`}
          className={buttonClass({ className: "mt-4" })}
        >
          {t("experiences.list.learnMore")}
        </Link>
      </div>
    </article>
  );
}

/** Exactly the size of an ExperienceCard. */
export function ExperienceCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="mt-1 h-5 w-1/3" />
        <Skeleton className="mt-3 h-18 w-full" />
        <Skeleton className="mt-4 h-11 w-full rounded-lg" />
      </div>
    </div>
  );
}

export function ExperienceGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

export const EXPERIENCE_SKELETONS = 6;

/** SPEC 2.6: 6 skeletons while the list loads, then the cards. */
export function ExperienceList({ experiences }: { experiences: Promise<ExperienceJson[]> }) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t("experiences.list.loading")}>
          <ExperienceGrid>
            {Array.from({ length: EXPERIENCE_SKELETONS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <ExperienceCardSkeleton key={index} />
            ))}
          </ExperienceGrid>
        </div>
      }
    >
      <Await resolve={experiences}>
        {(list) => (
          <ExperienceGrid>
            {list.map((experience, index) => (
              <ExperienceCard key={experience.id} experience={experience} priority={index === 0} />
            ))}
          </ExperienceGrid>
        )}
      </Await>
    </Suspense>
  );
}
