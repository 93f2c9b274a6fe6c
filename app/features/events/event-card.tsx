import { CalendarDays, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import type { EventJson } from "../../api/shapes.ts";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatEventDateRange } from "../../lib/event-dates.ts";
import { paths } from "../../lib/paths.ts";

/** Card of SPEC 2.7: image, name, date range, location, description and "View Details". */
export function EventCard({
  event,
  past = false,
  headingLevel = 2,
  priority = false,
}: {
  event: EventJson;
  past?: boolean;
  headingLevel?: 2 | 3;
  /** The first card of a list, likely the largest thing on a phone screen: load it at once. */
  priority?: boolean;
}) {
  const { t, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <img
          src={event.image}
          alt={event.imageAlt}
          width={1200}
          height={800}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? undefined : "async"}
          className={`aspect-[3/2] w-full bg-slate-100 object-cover ${past ? "grayscale" : ""}`}
        />
        {past && (
          <span className="absolute top-3 left-3 rounded-full bg-slate-900 px-3 py-1 text-xs font-semibold text-white">
            {t("events.list.past")}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="line-clamp-1 h-7 text-lg/7 font-semibold">{event.name}</Heading>
        <p className="mt-1 flex h-5 items-center gap-1 text-sm/5 font-medium text-brand-700">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          <span className="line-clamp-1">
            {formatEventDateRange(event.startDate, event.endDate, locale)}
          </span>
        </p>
        <p className="mt-1 flex h-5 items-center gap-1 text-sm/5 text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="line-clamp-1">{event.location}</span>
        </p>
        <p className="mt-3 line-clamp-3 h-18 text-sm/6 text-slate-700">{event.description}</p>
        <Link
          to={paths.event(event.id)}
          // The name starts with the visible text (WCAG 2.5.3), then says which one.
          aria-label={`${t("events.list.viewDetails")}: ${event.name}`}
          className={buttonClass({ className: "mt-4" })}
        >
          {t("events.list.viewDetails")}
        </Link>
      </div>
    </article>
  );
}

/** Exactly the size of an EventCard. */
export function EventCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="mt-1 h-5 w-1/2" />
        <Skeleton className="mt-1 h-5 w-3/5" />
        <Skeleton className="mt-3 h-18 w-full" />
        <Skeleton className="mt-4 h-11 w-full rounded-lg" />
      </div>
    </div>
  );
}

export function EventGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}
