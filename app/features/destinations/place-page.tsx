import { ArrowRight, Building2 } from "lucide-react";
import { Link } from "../../components/link.tsx";
import { MapFacade } from "../../components/page/map-facade.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { SaveButton } from "../../components/save-button.tsx";
import { ShareButton, ShareRow } from "../../components/share-button.tsx";
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
      <PageHero
        image={place.image}
        imageAlt={place.imageAlt}
        backHref={paths.region(region.id)}
        backLabel={t("destinations.place.back", { region: region.name })}
        eyebrow={t("destinations.place.region", { region: region.name })}
        title={place.name}
        actions={
          <>
            <SaveButton
              tone="light"
              item={{
                type: "place",
                id: `${place.region}/${place.slug}`,
                name: place.name,
                href: paths.place(place.region, place.slug),
                image: place.image,
              }}
            />
            <ShareButton title={place.name} text={place.blurb} variant="light" />
          </>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <p className="text-xl text-slate-800">{place.blurb}</p>
          <div className="mt-6 grid max-w-prose gap-4 text-slate-700">
            {place.intro.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <section aria-labelledby="place-map" className="mt-10">
            <h2 id="place-map" className="text-2xl font-bold">
              {t("destinations.place.location", { name: place.name })}
            </h2>
            <div className="mt-4">
              <MapFacade
                lat={place.coordinates.lat}
                lng={place.coordinates.lng}
                name={place.name}
                headingLevel={3}
              />
            </div>
          </section>
          <div className="mt-8">
            <ShareRow title={place.name} url={url} />
          </div>
        </div>
        <aside className="grid content-start gap-6">
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
        </aside>
      </div>
    </article>
  );
}
