import type { EventJson } from "../../api/shapes.ts";
import { Card, CardBadge, CardDescription, CardMeta } from "../../components/card.tsx";
import { CalendarDays, MapPin } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatEventDateRange } from "../../lib/event-dates.ts";
import type { Credited } from "../../lib/media.ts";
import { paths } from "../../lib/paths.ts";

/** Card of SPEC 2.7: image, name, date range, location, description and "View Details". */
export function EventCard({
  event,
  past = false,
  headingLevel = 2,
  priority = false,
}: {
  event: Credited<EventJson>;
  past?: boolean;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const { t, locale } = useI18n();
  return (
    <Card
      image={event.image}
      imageAlt={event.imageAlt}
      imageCredit={event.imageCredit}
      imageClassName={past ? "grayscale" : ""}
      priority={priority}
      badge={
        past && <CardBadge className="bg-slate-900 text-white">{t("events.list.past")}</CardBadge>
      }
      heading={event.name}
      headingLevel={headingLevel}
    >
      <CardMeta className="font-medium text-brand-700">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <span className="line-clamp-1">
          {formatEventDateRange(event.startDate, event.endDate, locale)}
        </span>
      </CardMeta>
      {/* Always a line, so the cards of a row line up whether or not their dates are confirmed. */}
      <CardMeta className="text-slate-700">
        {!event.datesConfirmed && t("events.list.toBeConfirmed")}
      </CardMeta>
      <CardMeta>
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="line-clamp-1">{event.location}</span>
      </CardMeta>
      <CardDescription>{event.description}</CardDescription>
      <Link
        to={paths.event(event.id)}
        // The name starts with the visible text (WCAG 2.5.3), then says which one.
        aria-label={`${t("events.list.viewDetails")}: ${event.name}`}
        className={buttonClass({ className: "mt-4" })}
      >
        {t("events.list.viewDetails")}
      </Link>
    </Card>
  );
}
