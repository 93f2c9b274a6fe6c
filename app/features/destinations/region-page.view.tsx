import { CardGrid } from "../../components/card.tsx";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { Link } from "../../components/link.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Picture } from "../../components/picture.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { DestinationCard } from "./destination-card.tsx";
import type { RegionPageData } from "./destination-data.server.ts";

/** PRODUCT B1: /destinations/{region} lists that region's destinations and towns. */
export function RegionPage({ data }: { data: RegionPageData }) {
  const t = useT();
  const { region, destinations, places, otherRegions } = data;
  return (
    <div>
      <PageHero
        image={region.image}
        imageAlt={region.imageAlt}
        backHref={paths.destinations()}
        backLabel={t("destinations.region.back")}
        eyebrow={t("destinations.region.count", { count: destinations.length })}
        title={region.name}
      />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <p className="max-w-3xl text-lg text-slate-700">{region.description}</p>
        <section aria-labelledby="region-destinations" className="mt-10">
          <h2 id="region-destinations" className="text-2xl font-bold">
            {t("destinations.region.destinations", { name: region.name })}
          </h2>
          <div className="mt-6">
            <CardGrid>
              {destinations.map((destination) => (
                <DestinationCard key={destination.id} destination={destination} headingLevel={3} />
              ))}
            </CardGrid>
          </div>
        </section>
        {places.length > 0 && (
          <FadeInSection aria-labelledby="region-places" className="mt-14">
            <h2 id="region-places" className="text-2xl font-bold">
              {t("destinations.region.places")}
            </h2>
            <p className="mt-2 text-slate-600">{t("destinations.region.placesIntro")}</p>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {places.map((place) => (
                <li key={place.slug}>
                  <Link
                    to={paths.place(region.id, place.slug)}
                    className="group flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm hover:border-brand-600"
                  >
                    <Picture
                      src={place.image}
                      alt=""
                      className="aspect-[3/2] w-24 shrink-0 rounded-lg bg-slate-100 object-cover"
                    />
                    <span>
                      <span className="block font-semibold text-brand-700 group-hover:underline">
                        {place.name}
                      </span>
                      <span className="line-clamp-2 text-sm text-slate-600">{place.blurb}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </FadeInSection>
        )}
        <nav aria-labelledby="other-regions" className="mt-14">
          <h2 id="other-regions" className="text-lg font-semibold">
            {t("destinations.region.otherRegions")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {otherRegions.map((other) => (
              <li key={other}>
                <Link
                  to={paths.region(other)}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t(`destinations.regionNames.${other}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
