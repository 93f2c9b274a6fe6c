import type { ReactNode } from "react";
import { Backpack, CalendarDays, Clock, MapPin, Star, Tag } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import {
  DetailBody,
  DetailHero,
  Fact,
  MapSection,
  ParagraphsSection,
  RelatedSection,
  ShareSection,
  UntranslatedNote,
} from "../../components/page/detail-layout.tsx";
import { RatingLine } from "../../components/rating-line.tsx";
import { panelClass } from "../../components/ui/panel.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { ExperienceCard } from "./experience-card.tsx";
import type { ExperiencePageData } from "./experience-data.server.ts";

/** PRODUCT B1: what, where, how long, when, what to bring, related, share. */
export function ExperiencePage({
  data,
  reviewSection,
}: {
  data: ExperiencePageData;
  /** The review section with its form (the contributions kit), given by the route. */
  reviewSection?: ReactNode;
}) {
  const { t } = useI18n();
  const { experience, destination, related, url } = data;
  return (
    <article>
      <DetailHero section="experiences" entity={experience} />
      <DetailBody
        main={
          <>
            <p className="text-xl text-slate-800">{experience.description}</p>
            {experience.untranslated ? (
              <UntranslatedNote>{t("experiences.detail.untranslated")}</UntranslatedNote>
            ) : null}
            <ParagraphsSection
              id="what-title"
              title={t("experiences.detail.what")}
              paragraphs={experience.details}
            />
            <section aria-labelledby="bring-title" className="mt-10">
              <h2 id="bring-title" className="flex items-center gap-2 text-2xl font-bold">
                <Backpack aria-hidden="true" className="size-6 text-brand-600" />
                {t("experiences.detail.whatToBring")}
              </h2>
              <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                {experience.whatToBring.map((item) => (
                  <li key={item} className="rounded-lg bg-cream px-4 py-3 text-slate-800">
                    {item}
                  </li>
                ))}
              </ul>
            </section>
            <MapSection
              title={t("experiences.detail.location")}
              lat={experience.lat}
              lng={experience.lng}
              name={experience.name}
            />
            {reviewSection ? <div className="mt-10">{reviewSection}</div> : null}
            <ShareSection title={t("experiences.detail.share")} name={experience.name} url={url} />
          </>
        }
        asideClassName="content-start"
        aside={
          <div className={panelClass}>
            <h2 className="text-lg font-semibold">{t("experiences.detail.facts")}</h2>
            <dl className="mt-4 grid gap-4">
              <Fact
                icon={<MapPin aria-hidden="true" className="size-5 text-brand-600" />}
                label={t("experiences.detail.where")}
              >
                {experience.location}
                {destination && (
                  <Link
                    to={paths.destination(destination.id)}
                    className="mt-1 block font-semibold text-brand-700 underline hover:text-brand-800"
                  >
                    {t("experiences.detail.destination", { name: destination.name })}
                  </Link>
                )}
              </Fact>
              <Fact
                icon={<Clock aria-hidden="true" className="size-5 text-brand-600" />}
                label={t("experiences.detail.duration")}
              >
                {experience.duration}
              </Fact>
              <Fact
                icon={<CalendarDays aria-hidden="true" className="size-5 text-brand-600" />}
                label={t("experiences.detail.season")}
              >
                {experience.season}
              </Fact>
              <Fact
                icon={<Tag aria-hidden="true" className="size-5 text-brand-600" />}
                label={t("experiences.detail.category")}
              >
                {t(`experiences.categories.${experience.category}`)}
              </Fact>
              <Fact
                icon={<Star aria-hidden="true" className="size-5 fill-gold-400 text-gold-600" />}
                label={t("experiences.detail.ratingLabel")}
              >
                <RatingLine
                  rating={experience.rating}
                  count={experience.reviewCount}
                  icon={false}
                  className="text-base"
                />
              </Fact>
            </dl>
          </div>
        }
      />
      <RelatedSection
        id="related-title"
        title={t("experiences.detail.related")}
        count={related.length}
      >
        {related.map((item) => (
          <ExperienceCard key={item.id} experience={item} headingLevel={3} />
        ))}
      </RelatedSection>
    </article>
  );
}
