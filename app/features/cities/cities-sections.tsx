import { CallToAction } from "../../components/call-to-action.tsx";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { HeroBand } from "../../components/hero-image.tsx";
import { ArrowRight, MapPin } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { ProgressiveTabs } from "../../components/page/progressive-tabs.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { Picture } from "../../components/picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { CityCard, CityFacts } from "./city-card.tsx";
import type { CityCardData, CityGuideCard } from "./city-data.server.ts";
import { citiesForTab, cityTabs } from "./city-format.ts";

/** The capital's hero on /cities, labelled "Capital City" (SPEC 2.13). It is the LCP. */
export function CapitalHero({ city }: { city: CityCardData }) {
  const t = useT();
  return (
    <HeroBand
      image={city.image}
      imageAlt={city.imageAlt}
      overlayClassName="bg-gradient-to-r from-slate-950/90 via-slate-950/70 to-slate-950/20"
      labelledBy="capital-title"
      className="rounded-3xl"
    >
      <div className="max-w-xl px-6 py-10 sm:px-10 sm:py-14">
        <p className="inline-flex rounded-full bg-gold-400 px-3 py-1 text-sm font-semibold text-slate-900">
          {t("cities.list.capital")}
        </p>
        <h2 id="capital-title" className="mt-4 text-4xl font-bold text-white">
          {city.name}
        </h2>
        <p className="mt-3 text-lg text-white">{city.description}</p>
        <CityFacts city={city} light />
        <Link
          to={paths.city(city.id)}
          aria-label={t("cities.list.exploreLabel", { name: city.name })}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-lg bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("cities.list.explore")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </HeroBand>
  );
}

/** All Cities (the five after the capital) and the three regions (SPEC 2.13). */
export function CityRegionTabs({ cities }: { cities: CityCardData[] }) {
  const t = useT();
  return (
    <ProgressiveTabs
      label={t("cities.list.tabsLabel")}
      defaultValue="all"
      tabs={cityTabs.map((tab) => ({
        id: tab,
        label: t(`cities.list.tabs.${tab}`),
        content: (
          <>
            <h2 className="sr-only text-2xl font-bold [@media(scripting:none)]:not-sr-only">
              {t(`cities.list.tabs.${tab}`)}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {citiesForTab(cities, tab).map((city) => (
                <li key={city.id}>
                  <CityCard city={city} />
                </li>
              ))}
            </ul>
          </>
        ),
      }))}
    />
  );
}

/** Our map picture with each city pinned where it lies; each pin opens the city. */
export function CitiesMap({ cities }: { cities: CityCardData[] }) {
  const t = useT();
  return (
    <PageSection
      id="cities-map-title"
      title={t("cities.list.mapTitle")}
      intro={t("cities.list.mapIntro")}
      size="md"
      fade
    >
      <div className="relative mt-6 overflow-hidden rounded-2xl border border-slate-200">
        <Picture
          src="/artwork/site/map.svg"
          alt={t("cities.list.mapAlt")}
          className="aspect-[3/2] w-full object-cover"
        />
        <ul>
          {cities.map((city) => (
            <li
              key={city.id}
              className="absolute -translate-x-1/2 translate-y-2"
              style={{ left: `${city.map.left}%`, top: `${city.map.top}%` }}
            >
              <Link
                to={paths.city(city.id)}
                className="flex min-h-8 items-center gap-1 rounded-full bg-white/95 px-2.5 text-xs font-semibold whitespace-nowrap text-brand-800 shadow hover:bg-brand-50 sm:min-h-9 sm:text-sm"
              >
                <MapPin aria-hidden="true" className="size-3.5" />
                {city.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

/** Getting Around, Where to Stay and Urban Culinary Experiences (PRODUCT B2). */
export function CityGuides({ guides }: { guides: CityGuideCard[] }) {
  const t = useT();
  return (
    <FadeInSection aria-labelledby="city-guides-title" className="bg-cream">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="city-guides-title" className="text-2xl font-bold sm:text-3xl">
              {t("cities.list.guidesTitle")}
            </h2>
            <p className="mt-1 text-slate-600">{t("cities.list.guidesIntro")}</p>
          </div>
          <Link
            to={paths.plan()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("cities.list.viewAllGuides")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {guides.map((guide) => {
            const title = t(`cities.list.guides.${guide.id}.title`);
            return (
              <li key={guide.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  <Picture
                    src={guide.image}
                    alt={guide.imageAlt}
                    className="aspect-[3/2] w-full bg-slate-100 object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <h3 className="text-lg font-semibold">{title}</h3>
                    <p className="mt-2 text-sm text-slate-700">
                      {t(`cities.list.guides.${guide.id}.text`)}
                    </p>
                    <div className="mt-auto pt-4">
                      <Link
                        to={guide.href}
                        aria-label={t("cities.list.readGuideLabel", { title })}
                        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
                      >
                        {t("cities.list.readGuide")}
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </Link>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </FadeInSection>
  );
}

/** The closing call to action: plan a tour (/plan) or see events (/events). */
export function CitiesCallToAction() {
  const t = useT();
  return (
    <CallToAction
      id="cities-cta-title"
      title={t("cities.list.ctaTitle")}
      text={t("cities.list.ctaText")}
      centered
    >
      <Link to={paths.plan()} className={buttonClass({ variant: "accent" })}>
        {t("cities.list.planTour")}
      </Link>
      <Link to={paths.events()} className={buttonClass({ variant: "light" })}>
        {t("cities.list.viewEvents")}
      </Link>
    </CallToAction>
  );
}
