import { Suspense } from "react";
import { Await } from "react-router";
import type { UpcomingEventJson } from "../../api/shapes.ts";
import { Card } from "../../components/card.tsx";
import { FadeInSection } from "../../components/chrome/fade-in-section.tsx";
import { CalendarDays, Clock, MapPin } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Credited } from "../../lib/media.ts";
import { paths } from "../../lib/paths.ts";
import { eventDateBadge, eventDateTime, formatEventTime } from "./event-date-parts.ts";
import { LoadError } from "./load-error.tsx";
import { SectionHeader } from "./section-header.tsx";

/** SPEC 9: four events on the home page. */
export const HOME_EVENT_LIMIT = 4;

/** A card's event: the API's fields, and whether its (English) name makes it a festival. */
export type HomeEvent = Credited<UpcomingEventJson & { festival: boolean }>;

export function UpcomingEvents({ events }: { events: Promise<HomeEvent[]> }) {
  const { t } = useI18n();
  return (
    <FadeInSection
      id="events"
      aria-labelledby="events-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 lg:py-20"
    >
      <SectionHeader
        id="events-title"
        title={t("home.events.title")}
        intro={t("home.events.intro")}
        action={
          <Link to={paths.events()} className={buttonClass({ variant: "outline" })}>
            {t("home.events.viewAll")}
          </Link>
        }
      />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Suspense fallback={<EventSkeletons />}>
          <Await resolve={events} errorElement={<LoadError />}>
            {(list) =>
              list.length === 0 ? (
                <p className="text-slate-700 sm:col-span-2 lg:col-span-4">
                  {t("home.events.none")}
                </p>
              ) : (
                list
                  .slice(0, HOME_EVENT_LIMIT)
                  .map((event) => <HomeEventCard key={event.id} event={event} />)
              )
            }
          </Await>
        </Suspense>
      </div>
      <div className="mt-10 text-center">
        <Link to={paths.events()} className={buttonClass()}>
          <CalendarDays aria-hidden="true" className="size-5" />
          {t("home.events.seeCalendar")}
        </Link>
      </div>
    </FadeInSection>
  );
}

function HomeEventCard({ event }: { event: HomeEvent }) {
  const { t, locale } = useI18n();
  const { month, day } = eventDateBadge(event.startDate, locale);
  const badge = event.festival ? "Festival" : "Event";
  const time = formatEventTime(event.startDate, locale);
  return (
    <Card
      image={event.image}
      imageAlt={event.imageAlt}
      imageCredit={event.imageCredit}
      badge={
        <>
          <time
            dateTime={eventDateTime(event.startDate)}
            className="absolute top-3 left-3 flex w-14 flex-col items-center rounded-xl bg-white py-1 shadow-md"
          >
            <span className="text-xs font-semibold text-brand-700 uppercase">{month}</span>
            <span className="text-2xl/7 font-bold text-slate-900">{day}</span>
          </time>
          <span
            className={`absolute top-3 right-3 rounded-full px-3 py-1 text-xs font-semibold ${
              badge === "Festival" ? "bg-gold-400 text-slate-900" : "bg-brand-600 text-white"
            }`}
          >
            {badge === "Festival" ? t("home.events.festival") : t("home.events.event")}
          </span>
        </>
      }
      heading={event.name}
      headingLevel={3}
      headingClassName="line-clamp-2 h-14 text-lg/7 font-semibold"
    >
      <p className="mt-2 flex h-5 items-center gap-1 text-sm/5 text-slate-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        <span className="line-clamp-1">{event.location}</span>
      </p>
      <p className="mt-1 flex h-5 items-center gap-1 text-sm/5 text-slate-700">
        <Clock aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
        {t("home.events.startsAt", { time })}
      </p>
      {/* Always a line, so the cards line up whether or not their dates are confirmed. */}
      <p className="mt-1 h-5 text-sm/5 font-medium text-slate-700">
        {!event.datesConfirmed && t("home.events.toBeConfirmed")}
      </p>
      <Link
        to={paths.event(event.id)}
        className="mt-4 inline-flex h-11 items-center justify-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-600 hover:bg-brand-50"
      >
        {t("home.events.viewDetails")}
        <span className="sr-only">: {event.name}</span>
      </Link>
    </Card>
  );
}

/** SPEC 9: four skeletons, each exactly a card. */
function EventSkeletons() {
  return Array.from({ length: HOME_EVENT_LIMIT }, (_, index) => (
    <div
      // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
      key={index}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-14 w-3/4" />
        <Skeleton className="mt-2 h-5 w-2/3" />
        <Skeleton className="mt-1 h-5 w-1/2" />
        <Skeleton className="mt-4 h-11 w-full" />
      </div>
    </div>
  ));
}
