import type { ExperienceJson } from "../../api/shapes.ts";
import {
  AsyncCardList,
  Card,
  CardBadge,
  CardDescription,
  CardSkeleton,
} from "../../components/card.tsx";
import { Link } from "../../components/link.tsx";
import { RatingLine } from "../../components/rating-line.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Credited } from "../../lib/media.ts";
import { paths } from "../../lib/paths.ts";

/** Card of SPEC 2.6: image, name, description and "Learn more" to the detail page. */
export function ExperienceCard({
  experience,
  headingLevel = 2,
  priority = false,
}: {
  experience: Credited<ExperienceJson>;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t } = useI18n();
  return (
    <Card
      image={experience.image}
      imageAlt={experience.imageAlt}
      imageCredit={experience.imageCredit}
      priority={priority}
      badge={<CardBadge>{t(`experiences.categories.${experience.category}`)}</CardBadge>}
      heading={experience.name}
      headingLevel={headingLevel}
    >
      <RatingLine rating={experience.rating} count={experience.reviewCount} className="mt-1 h-5" />
      <CardDescription>{experience.description}</CardDescription>
      <Link
        to={paths.experience(experience.id)}
        // The name starts with the visible text (WCAG 2.5.3), then says which one.
        aria-label={`${t("experiences.list.learnMore")}: ${experience.name}`}
        className={buttonClass({ className: "mt-4" })}
      >
        {t("experiences.list.learnMore")}
      </Link>
    </Card>
  );
}

export const EXPERIENCE_SKELETONS = 6;

/** SPEC 2.6: 6 skeletons while the list loads, then the cards. */
export function ExperienceList({
  experiences,
}: {
  experiences: Promise<Credited<ExperienceJson>[]>;
}) {
  return (
    <AsyncCardList
      items={experiences}
      count={EXPERIENCE_SKELETONS}
      loadingLabel="experiences.list.loading"
      skeleton={<CardSkeleton metaWidths={["w-1/3"]} />}
    >
      {(experience, index) => (
        <ExperienceCard key={experience.id} experience={experience} priority={index === 0} />
      )}
    </AsyncCardList>
  );
}
