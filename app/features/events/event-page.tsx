import {
  CalendarDays,
  CalendarPlus,
  Clock,
  ExternalLink,
  History,
  MapPin,
  Tag,
} from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import {
  DetailBody,
  DetailHero,
  Fact,
  MapSection,
  ParagraphsSection,
  RelatedSection,
  ShareSection,
} from "../../components/page/detail-layout.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { panelClass } from "../../components/ui/panel.ts";
import { formatClock } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { Locale } from "../../i18n/locales.ts";
import { formatEventDateRange } from "../../lib/event-dates.ts";
import { paths } from "../../lib/paths.ts";
import { EventCard } from "./event-card.tsx";
import type { EventPageData } from "./event-data.server.ts";

/** "20:00" as "8:00 PM" in English (SPEC: event times as h:mm a), as "20:00" elsewhere. */
function formatTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return formatClock(locale, hours, minutes);
}

/** The event page: dates, place, what it is, add to calendar (PRODUCT B7). */
export function EventPage({ data }: { data: EventPageData }) {
  const { t, locale, href } = useI18n();
  const { event, more, url } = data;
  const dates = formatEventDateRange(event.startDate, event.endDate, locale);
  // A text without a translation is shown in English, and marked so (WCAG 3.1.2).
  const lang = (field: (typeof event.englishFields)[number]) =>
    event.englishFields.includes(field) ? "en" : undefined;
  return (
    <article>
      <DetailHero section="events" entity={event} />
      <DetailBody
        main={
          <>
            {event.past && (
              <div
                role="note"
                className="mb-8 flex gap-3 rounded-2xl border border-slate-300 bg-slate-100 p-5"
              >
                <History aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-700" />
                <div>
                  <h2 className="text-lg font-semibold">{t("events.detail.passed")}</h2>
                  <p className="mt-1 text-slate-700">{t("events.detail.passedText", { dates })}</p>
                  <Link
                    to={paths.events()}
                    className="mt-2 inline-block font-semibold text-brand-700 underline hover:text-brand-800"
                  >
                    {t("events.detail.upcoming")}
                  </Link>
                </div>
              </div>
            )}
            {event.untranslated && (
              <p
                role="note"
                className="mb-6 rounded-2xl border border-slate-300 bg-slate-100 p-4 text-slate-800"
              >
                {t("events.detail.untranslated")}
              </p>
            )}
            <p lang={lang("description")} className="text-xl text-slate-800">
              {event.description}
            </p>
            <ParagraphsSection
              id="about-title"
              title={t("events.detail.about")}
              paragraphs={event.details}
              lang={lang("details")}
            />
            <MapSection
              title={t("events.detail.location")}
              lat={event.lat}
              lng={event.lng}
              name={event.location}
            />
            <ShareSection title={t("events.detail.share")} name={event.name} url={url} />
          </>
        }
        aside={
          <div className={panelClass}>
            <dl className="grid gap-4">
              <Fact
                icon={<CalendarDays aria-hidden="true" className="size-5 text-brand-600" />}
                label={t("events.detail.when")}
              >
                <span className="font-semibold">{dates}</span>
                {!event.datesConfirmed && (
                  <span className="block text-sm font-semibold text-slate-800">
                    {t("events.detail.datesNote")}
                  </span>
                )}
                <span className="block text-sm text-slate-700">
                  {t("events.detail.startsAt", { time: formatTime(event.startTime, locale) })}
                </span>
              </Fact>
              {event.datesConfirmed ? (
                <Fact
                  icon={<Clock aria-hidden="true" className="size-5 text-brand-600" />}
                  label={t("events.detail.confirmed")}
                >
                  <span className="text-sm">{dates}</span>
                </Fact>
              ) : (
                event.dateNote && (
                  <Fact
                    icon={<Clock aria-hidden="true" className="size-5 text-brand-600" />}
                    label={t("events.detail.aboutDates")}
                  >
                    <span lang={lang("dateNote")} className="text-sm">
                      {event.dateNote}
                    </span>
                  </Fact>
                )
              )}
              <Fact
                icon={<MapPin aria-hidden="true" className="size-5 text-brand-600" />}
                label={t("events.detail.where")}
              >
                <span lang={lang("location")}>{event.location}</span>
                <span lang={lang("address")} className="block text-sm text-slate-700">
                  {event.address}
                </span>
              </Fact>
              <Fact
                icon={<Tag aria-hidden="true" className="size-5 text-brand-600" />}
                label={t("events.detail.category")}
              >
                {t(`events.categories.${event.category}`)}
              </Fact>
            </dl>
            {!event.past && (
              <div className="mt-6">
                <a
                  href={href(paths.eventCalendar(event.id))}
                  download
                  className={buttonClass({ className: "w-full" })}
                >
                  <CalendarPlus aria-hidden="true" className="size-5" />
                  {t("events.detail.addToCalendar")}
                </a>
                <p className="mt-2 text-xs text-slate-600">
                  {t("events.detail.addToCalendarHint")}
                </p>
              </div>
            )}
            {event.website && (
              <a
                href={event.website}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline hover:text-brand-800"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t("events.detail.website")}
              </a>
            )}
          </div>
        }
      />
      <RelatedSection id="more-title" title={t("events.detail.more")} count={more.length}>
        {more.map((item) => (
          <EventCard key={item.id} event={item} headingLevel={3} />
        ))}
      </RelatedSection>
    </article>
  );
}
