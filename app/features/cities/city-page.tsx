import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { Landmark } from "../../components/icons.tsx";
import { DetailBody, Paragraphs } from "../../components/page/detail-layout.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { splitParagraphs } from "../../lib/paragraphs.ts";
import type { CityDetailData } from "./city-data.server.ts";
import { CITY_HIGHLIGHTS_LIMIT } from "./city-format.ts";
import { CityHero } from "./city-hero.tsx";
import { CitySidebar } from "./city-sidebar.tsx";
import { CityTabs } from "./city-tabs-on-view.tsx";

/** SPEC 2.14 for every city (PRODUCT B3). */
export function CityPage({ data }: { data: CityDetailData }) {
  const t = useT();
  const { city } = data;
  const name = city.name;
  return (
    <article>
      <CityHero
        name={name}
        image={city.image}
        imageAlt={city.imageAlt}
        gallery={city.gallery}
        description={city.description}
        population={city.population}
        neighborhoodCount={city.neighborhoods.length}
        founded={city.founded}
      />
      <DetailBody
        mainClassName="space-y-12"
        main={
          <>
            <section aria-labelledby="about-title">
              <h2 id="about-title" className="text-2xl font-bold sm:text-3xl">
                {t("cities.detail.aboutTitle", { name })}
              </h2>
              <Paragraphs items={splitParagraphs(city.longDescription)} />
            </section>

            <FadeInSection aria-labelledby="highlights-title">
              <h2 id="highlights-title" className="text-2xl font-bold sm:text-3xl">
                {t("cities.detail.highlightsTitle")}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {city.keyLandmarks.slice(0, CITY_HIGHLIGHTS_LIMIT).map((landmark) => (
                  <li key={landmark.name} className="flex gap-3 rounded-xl bg-cream p-4">
                    <Landmark aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                    <div>
                      <h3 className="font-semibold">{landmark.name}</h3>
                      <p className="mt-1 text-sm text-slate-700">{landmark.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </FadeInSection>

            <FadeInSection aria-labelledby="neighborhoods-title">
              <h2 id="neighborhoods-title" className="text-2xl font-bold sm:text-3xl">
                {t("cities.detail.neighborhoodsTitle")}
              </h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {city.neighborhoods.map((neighborhood) => (
                  <li key={neighborhood.name} className="rounded-xl border border-slate-200 p-4">
                    <h3 className="font-semibold">{neighborhood.name}</h3>
                    <p className="mt-1 text-sm text-slate-700">{neighborhood.description}</p>
                  </li>
                ))}
              </ul>
            </FadeInSection>

            <section aria-label={t("cities.detail.tabsLabel", { name })}>
              <CityTabs city={city} />
            </section>
          </>
        }
        asideClassName="space-y-6"
        asideLabel={t("cities.detail.quickInfo")}
        aside={<CitySidebar data={data} />}
      />
    </article>
  );
}
