import type { ReactNode } from "react";
import { ArrowRight, CalendarDays, Clock, MapPin, Ticket } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { ProgressiveTabs } from "../../components/page/progressive-tabs.tsx";
import { Picture } from "../../components/picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { formatEventDateRange } from "../../lib/event-dates.ts";
import { paths } from "../../lib/paths.ts";
import type { CityDetailData } from "./city-data.server.ts";

type City = CityDetailData["city"];

/** Attractions (default), Dining, Accommodation and Events of SPEC 2.14 with PRODUCT B2 links. */
export function CityTabs({ city }: { city: City }) {
  const t = useT();
  const name = city.name;
  return (
    <ProgressiveTabs
      label={t("cities.detail.tabsLabel", { name })}
      defaultValue="attractions"
      tabs={[
        {
          id: "attractions",
          label: t("cities.detail.tabs.attractions"),
          content: <CityAttractions city={city} />,
        },
        {
          id: "dining",
          label: t("cities.detail.tabs.dining"),
          content: <CityDining city={city} />,
        },
        {
          id: "accommodation",
          label: t("cities.detail.tabs.accommodation"),
          content: <CityAccommodation city={city} />,
        },
        {
          id: "events",
          label: t("cities.detail.tabs.events"),
          content: <CityEvents city={city} />,
        },
      ]}
    />
  );
}

function VenueCard({
  image,
  imageAlt,
  title,
  badge,
  children,
  action,
}: {
  image: string;
  imageAlt: string;
  title: string;
  badge: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Picture
        src={image}
        alt={imageAlt}
        className="aspect-[3/2] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold">{title}</h3>
        <p className="mt-1 w-fit rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {badge}
        </p>
        <div className="mt-3 flex-1 space-y-2 text-sm text-slate-700">{children}</div>
        {action && <div className="pt-4">{action}</div>}
      </div>
    </li>
  );
}

function Address({ value }: { value: string }) {
  const t = useT();
  return (
    <p className="flex items-start gap-1.5">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>
        <span className="sr-only">{t("cities.detail.address")}: </span>
        {value}
      </span>
    </p>
  );
}

function CityAttractions({ city }: { city: City }) {
  const t = useT();
  return (
    <>
      <h2 className="text-2xl font-bold">
        {t("cities.detail.attractionsTitle", { name: city.name })}
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {city.attractions.map((attraction) => (
          <VenueCard
            key={attraction.id}
            image={attraction.image}
            imageAlt={attraction.imageAlt}
            title={attraction.name}
            badge={t(`cities.attractionCategories.${attraction.category}`)}
            action={
              attraction.attractionId !== undefined && (
                <Link
                  to={paths.attraction(attraction.attractionId)}
                  className={buttonClass({ variant: "outline" })}
                >
                  {t("cities.detail.moreDetails", { name: attraction.name })}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              )
            }
          >
            <p>{attraction.description}</p>
            <p className="flex items-start gap-1.5">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              <span>
                <span className="sr-only">{t("cities.detail.openingHours")}: </span>
                {attraction.openingHours}
              </span>
            </p>
            {attraction.price && (
              <p className="flex items-center gap-1.5">
                <Ticket aria-hidden="true" className="size-4 text-brand-600" />
                {t("cities.detail.free")}
              </p>
            )}
            <Address value={attraction.address} />
          </VenueCard>
        ))}
      </ul>
    </>
  );
}

function CityDining({ city }: { city: City }) {
  const t = useT();
  return (
    <>
      <h2 className="text-2xl font-bold">{t("cities.detail.diningTitle", { name: city.name })}</h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {city.restaurants.map((restaurant) => (
          <VenueCard
            key={restaurant.id}
            image={restaurant.image}
            imageAlt={restaurant.imageAlt}
            title={restaurant.name}
            badge={restaurant.category}
          >
            <p>{restaurant.description}</p>
            {restaurant.priceRange && (
              <p className="font-medium text-slate-900">
                {t("cities.detail.priceRange", { range: restaurant.priceRange })}
              </p>
            )}
            <Address value={restaurant.address} />
          </VenueCard>
        ))}
      </ul>
      <Link to={paths.whatToDo("gastronomy")} className={buttonClass({ className: "mt-6" })}>
        {t("cities.detail.viewMoreRestaurants")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </>
  );
}

function CityAccommodation({ city }: { city: City }) {
  const t = useT();
  return (
    <>
      <h2 className="text-2xl font-bold">
        {t("cities.detail.accommodationTitle", { name: city.name })}
      </h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {city.accommodations.map((stay) => (
          <VenueCard
            key={stay.id}
            image={stay.image}
            imageAlt={stay.imageAlt}
            title={stay.name}
            badge={t(`cities.stayCategories.${stay.category}`)}
            action={
              <Link
                to={paths.plan("booking-tips")}
                aria-label={t("cities.detail.bookNowLabel", { name: stay.name })}
                className={buttonClass()}
              >
                {t("cities.detail.bookNow")}
              </Link>
            }
          >
            <p>{stay.description}</p>
            {stay.priceRange && (
              <p className="font-medium text-slate-900">
                {t("cities.detail.priceRange", { range: stay.priceRange })}
              </p>
            )}
            <Address value={stay.address} />
          </VenueCard>
        ))}
      </ul>
      <h3 className="mt-8 text-lg font-semibold">{t("cities.detail.tipsTitle")}</h3>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
        {city.accommodationTips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </>
  );
}

function CityEvents({ city }: { city: City }) {
  const { t, locale } = useI18n();
  return (
    <>
      <h2 className="text-2xl font-bold">{t("cities.detail.eventsTitle", { name: city.name })}</h2>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2">
        {city.events.map((event) => (
          <VenueCard
            key={event.id}
            image={event.image}
            imageAlt={event.imageAlt}
            title={event.name}
            badge={event.upcoming ? t("cities.detail.upcoming") : t("cities.detail.local")}
            action={
              event.eventId !== undefined && (
                <Link
                  to={paths.event(event.eventId)}
                  aria-label={t("cities.detail.viewEventDetailsLabel", { name: event.name })}
                  className={buttonClass()}
                >
                  {t("cities.detail.viewEventDetails")}
                </Link>
              )
            }
          >
            <p className="flex items-start gap-1.5 font-medium text-slate-900">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {event.startDate
                ? formatEventDateRange(event.startDate, event.endDate, locale)
                : event.date}
            </p>
            <p>{event.description}</p>
          </VenueCard>
        ))}
      </ul>
      <Link to={paths.events()} className={buttonClass({ variant: "outline", className: "mt-6" })}>
        {t("cities.detail.viewAllEvents")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </>
  );
}
