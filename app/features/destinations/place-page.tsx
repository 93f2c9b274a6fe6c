import { ArrowRight, Building2 } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import {
  DetailBody,
  DetailHero,
  MapSection,
  Paragraphs,
} from "../../components/page/detail-layout.tsx";
import { ShareRow } from "../../components/share-button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { DestinationCard } from "./destination-card.tsx";
import type { PlacePageData } from "./place-data.server.ts";

/** A town or municipality of the home page's city explorer. */
export function PlacePage({ data }: { data: PlacePageData }) {
  const t = useT();
  const { place, region, destination, nearby, url } = data;
  return (
    <article>
      <DetailHero
        entity={{
          id: `${place.region}/${place.slug}`,
          name: place.name,
          description: place.blurb,
          image: place.image,
          imageAlt: place.imageAlt,
        }}
        type="place"
        path={paths.place(place.region, place.slug)}
        eyebrow={t("destinations.place.region", { region: region.name })}
        backHref={paths.region(region.id)}
        backLabel={t("destinations.place.back", { region: region.name })}
      />
      <DetailBody
        main={
          <>
            <p className="text-xl text-slate-800">{place.blurb}</p>
            <Paragraphs items={place.intro} className="mt-6" />
            <MapSection
              id="place-map"
              title={t("destinations.place.location", { name: place.name })}
              lat={place.coordinates.lat}
              lng={place.coordinates.lng}
              name={place.name}
            />
            <div className="mt-8">
              <ShareRow title={place.name} url={url} />
            </div>
          </>
        }
        aside={
          <>
            {destination && (
              <section aria-labelledby="place-guide">
                <h2 id="place-guide" className="text-lg font-semibold">
                  {t("destinations.place.destination")}
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  {t("destinations.place.destinationText")}
                </p>
                <div className="mt-3">
                  <DestinationCard destination={destination} headingLevel={3} />
                </div>
              </section>
            )}
            {place.cityId && (
              <Link
                to={paths.city(place.cityId)}
                className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
              >
                <Building2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                <span>
                  <span className="block font-semibold text-brand-700">
                    {t("destinations.place.cityGuide", { name: place.name })}
                  </span>
                  <span className="text-sm text-slate-600">
                    {t("destinations.place.cityGuideText")}
                  </span>
                </span>
              </Link>
            )}
            <nav
              aria-labelledby="place-nearby"
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 id="place-nearby" className="text-lg font-semibold">
                {t("destinations.place.nearby", { region: region.name })}
              </h2>
              <ul className="mt-3 grid gap-1">
                {nearby.map((other) => (
                  <li key={other.slug}>
                    <Link
                      to={paths.place(region.id, other.slug)}
                      className="inline-flex min-h-8 items-center gap-1 text-brand-700 underline hover:text-brand-800"
                    >
                      <ArrowRight aria-hidden="true" className="size-4" />
                      {other.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        }
      />
    </article>
  );
}
