import type { ReactNode } from "react";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { BedDouble, CalendarDays, Compass, Route as RouteIcon } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { ClimateCard } from "../../components/page/climate-card.tsx";
import {
  DetailBody,
  DetailHero,
  MapSection,
  Paragraphs,
  RelatedSection,
  ShareSection,
  UntranslatedNote,
} from "../../components/page/detail-layout.tsx";
import { KeepOffline } from "../../components/page/keep-offline.tsx";
import { ProgressiveTabs } from "../../components/page/progressive-tabs.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { panelClass } from "../../components/ui/panel.ts";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { DestinationCard } from "./destination-card.tsx";
import type { DestinationPageData } from "./destination-data.server.ts";
import { DestinationGallery } from "./destination-gallery.tsx";

/** SPEC 2.5 with PRODUCT B2: hero, tabs, map, typical weather, share, related, plan your visit. */
export function DestinationPage({ data }: { data: DestinationPageData }) {
  const t = useT();
  const { destination, related, experiences, place, region, url } = data;
  const name = destination.name;
  return (
    <article>
      <DetailHero section="destinations" entity={destination} />
      <DetailBody
        main={
          <>
            <p className="text-lg text-slate-700">{destination.description}</p>
            {destination.untranslated ? (
              <UntranslatedNote>{t("destinations.detail.untranslated")}</UntranslatedNote>
            ) : null}
            <ProgressiveTabs
              className="mt-6"
              label={t("destinations.detail.tabsLabel", { name })}
              defaultValue="overview"
              tabs={[
                {
                  id: "overview",
                  label: t("destinations.detail.overview"),
                  content: (
                    <>
                      <h2 className="text-2xl font-bold">
                        {t("destinations.detail.overviewTitle", { name })}
                      </h2>
                      <Paragraphs items={destination.overview} />
                      <h3 className="mt-8 text-lg font-semibold">
                        {t("destinations.detail.highlights")}
                      </h3>
                      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                        {destination.highlights.map((highlight) => (
                          <li key={highlight} className="flex items-start gap-2">
                            <Compass
                              aria-hidden="true"
                              className="mt-1 size-4 shrink-0 text-brand-600"
                            />
                            {highlight}
                          </li>
                        ))}
                      </ul>
                    </>
                  ),
                },
                {
                  id: "history",
                  label: t("destinations.detail.history"),
                  content: (
                    <>
                      <h2 className="text-2xl font-bold">
                        {t("destinations.detail.historyTitle", { name })}
                      </h2>
                      <Paragraphs items={destination.history} />
                    </>
                  ),
                },
                {
                  id: "gallery",
                  label: t("destinations.detail.gallery"),
                  content: (
                    <>
                      <h2 className="text-2xl font-bold">
                        {t("destinations.detail.galleryTitle", { name })}
                      </h2>
                      <DestinationGallery
                        destination={destination}
                        place={place}
                        experiences={experiences}
                        region={region}
                      />
                    </>
                  ),
                },
              ]}
            />
            <MapSection
              id="location-title"
              title={t("destinations.detail.locationTitle", { name })}
              lat={destination.lat}
              lng={destination.lng}
              name={name}
              fade
              className="mt-12"
            />
            <ShareSection title={t("destinations.detail.share")} name={name} url={url} />
          </>
        }
        aside={
          <>
            <KeepOffline />
            <ClimateCard climate={destination.climate} name={name} />
            <InfoBox
              icon={<CalendarDays aria-hidden="true" className="size-5 text-brand-600" />}
              title={t("destinations.detail.bestTime")}
            >
              {destination.bestTime}
            </InfoBox>
            <InfoBox
              icon={<RouteIcon aria-hidden="true" className="size-5 text-brand-600" />}
              title={t("destinations.detail.gettingThere")}
            >
              {destination.gettingThere}
            </InfoBox>
          </>
        }
      />
      <RelatedSection
        id="related-title"
        title={t("destinations.detail.related")}
        intro={t("destinations.detail.relatedIntro")}
        count={related.length}
      >
        {related.map((item) => (
          <DestinationCard key={item.id} destination={item} headingLevel={3} />
        ))}
      </RelatedSection>
      <FadeInSection aria-labelledby="plan-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="plan-title" className="text-2xl font-bold">
          {t("destinations.detail.planTitle")}
        </h2>
        <p className="mt-2 text-slate-600">{t("destinations.detail.planIntro", { name })}</p>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <PlanCard
            icon={<BedDouble aria-hidden="true" className="size-6 text-brand-600" />}
            text={t("destinations.detail.bookAccommodationText")}
            href={paths.plan("accommodation")}
            label={t("destinations.detail.bookAccommodation")}
            extra={
              place?.cityId ? (
                <Link
                  to={paths.city(place.cityId)}
                  className="font-semibold text-brand-700 underline hover:text-brand-800"
                >
                  {t("destinations.detail.cityGuide", { name: place.name })}
                </Link>
              ) : undefined
            }
          />
          <PlanCard
            icon={<Compass aria-hidden="true" className="size-6 text-brand-600" />}
            text={t("destinations.detail.findToursText")}
            href={
              experiences.length === 1 && experiences[0]
                ? paths.experience(experiences[0].id)
                : paths.experiences()
            }
            label={t("destinations.detail.findTours")}
            extra={
              experiences.length > 0 ? (
                <div>
                  <h3 className="text-sm font-semibold text-slate-900">
                    {t("destinations.detail.thingsToDo")}
                  </h3>
                  <ul className="mt-1 grid gap-1">
                    {experiences.map((experience) => (
                      <li key={experience.id}>
                        <Link
                          to={paths.experience(experience.id)}
                          className="text-brand-700 underline hover:text-brand-800"
                        >
                          {experience.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : undefined
            }
          />
        </div>
      </FadeInSection>
    </article>
  );
}

function InfoBox({ icon, title, children }: { icon: ReactNode; title: string; children: string }) {
  return (
    <div className={panelClass}>
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <p className="mt-2 text-sm/6 text-slate-700">{children}</p>
    </div>
  );
}

function PlanCard({
  icon,
  text,
  href,
  label,
  extra,
}: {
  icon: ReactNode;
  text: string;
  href: string;
  label: string;
  extra?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start gap-3">
        {icon}
        <p className="text-slate-700">{text}</p>
      </div>
      {extra}
      <Link to={href} className={buttonClass({ className: "mt-auto w-fit" })}>
        {label}
      </Link>
    </div>
  );
}
