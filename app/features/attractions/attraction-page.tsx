import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { CarTaxiFront, Footprints, MapPin } from "../../components/icons.tsx";
import { DetailBody } from "../../components/page/detail-layout.tsx";
import { MapFacade } from "../../components/page/map-facade-on-view.tsx";
import { ProgressiveTabs } from "../../components/page/progressive-tabs.tsx";
import { Picture } from "../../components/picture.tsx";
import { SaveButton } from "../../components/save-button.tsx";
import { ShareButton } from "../../components/share-button.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { AttractionDetailData } from "./attraction-data.server.ts";
import { AttractionHero } from "./attraction-hero.tsx";
import { AttractionOverview } from "./attraction-overview.tsx";
import { AttractionSidebar } from "./attraction-sidebar-on-view.tsx";

/** SPEC 2.16 with PRODUCT B2/B3: hero slider, facts, four tabs and the sidebar. */
export function AttractionPage({
  data,
  url,
  reviewSection,
}: {
  data: AttractionDetailData;
  url: string;
  /** The review section with its form (the contributions kit), given by the route. */
  reviewSection: ReactNode;
}) {
  const t = useT();
  const { attraction, nearby } = data;
  const [photo, setPhoto] = useState(0);
  // A link to one review (`?review=`, the writer's "published" e-mail) opens the reviews.
  const [searchParams] = useSearchParams();
  const name = attraction.name;
  const showPhoto = (index: number) => {
    setPhoto(index);
    document.getElementById("attraction-hero")?.scrollIntoView({
      behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
  };
  return (
    <article>
      <AttractionHero
        name={name}
        images={attraction.images}
        index={photo}
        onIndexChange={setPhoto}
        category={attraction.category}
        city={attraction.city}
        reviews={data.reviews.summary}
        duration={attraction.duration}
        ticketPrice={attraction.ticketPrice}
        actions={
          <>
            <SaveButton
              item={{
                type: "attraction",
                id: attraction.id,
                name,
                href: paths.attraction(attraction.id),
                image: attraction.image,
              }}
            />
            <ShareButton title={name} text={attraction.description} url={url} />
          </>
        }
      />
      <DetailBody
        className="pt-4 pb-12"
        main={
          <ProgressiveTabs
            label={t("attractions.detail.tabsLabel", { name })}
            defaultValue={searchParams.has("review") ? "reviews" : "overview"}
            tabs={[
              {
                id: "overview",
                label: t("attractions.detail.tabs.overview"),
                content: <AttractionOverview attraction={attraction} nearby={nearby} />,
              },
              {
                id: "photos",
                label: t("attractions.detail.tabs.photos"),
                content: (
                  <>
                    <h2 className="text-2xl font-bold">{t("attractions.detail.photosTitle")}</h2>
                    <p className="mt-1 block text-slate-600 [@media(scripting:none)]:hidden">
                      {t("attractions.detail.photosHint")}
                    </p>
                    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                      {attraction.images.map((picture, index) => (
                        <li key={picture.image}>
                          <button
                            type="button"
                            onClick={() => showPhoto(index)}
                            aria-label={t("attractions.detail.viewPhoto", {
                              alt: picture.imageAlt,
                            })}
                            aria-pressed={index === photo}
                            className="block w-full overflow-hidden rounded-xl ring-brand-600 ring-offset-2 aria-pressed:ring-4"
                          >
                            <Picture
                              src={picture.image}
                              alt=""
                              className="aspect-[3/2] w-full bg-slate-100 object-cover transition-transform hover:scale-105"
                            />
                          </button>
                        </li>
                      ))}
                    </ul>
                  </>
                ),
              },
              {
                id: "reviews",
                label: t("attractions.detail.tabs.reviews"),
                content: reviewSection,
              },
              {
                id: "location",
                label: t("attractions.detail.tabs.location"),
                content: (
                  <>
                    <h2 className="text-2xl font-bold">{t("attractions.detail.locationTitle")}</h2>
                    <p className="mt-3 flex items-start gap-2 text-slate-700">
                      <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                      <span>
                        <span className="font-semibold text-slate-900">
                          {t("attractions.detail.address")}:{" "}
                        </span>
                        {attraction.address}
                      </span>
                    </p>
                    <div className="mt-4">
                      <MapFacade
                        lat={attraction.coordinates.lat}
                        lng={attraction.coordinates.lng}
                        name={name}
                        headingLevel={3}
                      />
                    </div>
                    <h3 className="mt-8 text-lg font-semibold">
                      {t("attractions.detail.gettingThere")}
                    </h3>
                    <dl className="mt-3 grid gap-4 sm:grid-cols-2">
                      <div className="rounded-xl bg-slate-50 p-4">
                        <dt className="flex items-center gap-2 font-semibold text-slate-900">
                          <Footprints aria-hidden="true" className="size-4 text-brand-600" />
                          {t("attractions.detail.onFoot")}
                        </dt>
                        <dd className="mt-1 text-slate-700">{attraction.gettingThere.onFoot}</dd>
                      </div>
                      <div className="rounded-xl bg-slate-50 p-4">
                        <dt className="flex items-center gap-2 font-semibold text-slate-900">
                          <CarTaxiFront aria-hidden="true" className="size-4 text-brand-600" />
                          {t("attractions.detail.byTaxi")}
                        </dt>
                        <dd className="mt-1 text-slate-700">{attraction.gettingThere.byTaxi}</dd>
                      </div>
                    </dl>
                  </>
                ),
              },
            ]}
          />
        }
        asideClassName="space-y-6"
        asideLabel={t("attractions.detail.quickInfo")}
        aside={<AttractionSidebar data={data} url={url} />}
      />
    </article>
  );
}
