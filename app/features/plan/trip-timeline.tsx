import { useEffect, useRef, useState } from "react";
import { ArrowRight, Clock } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import type { Interest } from "../../content/plan-options.ts";
import { useT } from "../../i18n/i18n.tsx";
import type { ScheduledItem } from "./trip.ts";

/**
 * The day-by-day plan. On /plan each stop fades in as it scrolls into view (the shared
 * `.fade-section` styles: never under reduced motion, and nothing is hidden before scripts run).
 */
export function TripTimeline({
  days,
  interests,
  animate = false,
  headingLevel = 4,
  labelledBy,
}: {
  days: ScheduledItem[];
  interests: Interest[];
  animate?: boolean;
  headingLevel?: 3 | 4;
  /** The id of the heading that names the list. */
  labelledBy: string;
}) {
  return (
    <ol
      aria-labelledby={labelledBy}
      className="relative grid gap-4 border-l-2 border-brand-100 pl-6"
    >
      {days.map((day, index) => (
        <TimelineItem
          key={day.item.title}
          day={day}
          interests={interests}
          animate={animate}
          delay={index * 60}
          headingLevel={headingLevel}
        />
      ))}
    </ol>
  );
}

function TimelineItem({
  day,
  interests,
  animate,
  delay,
  headingLevel,
}: {
  day: ScheduledItem;
  interests: Interest[];
  animate: boolean;
  delay: number;
  headingLevel: 3 | 4;
}) {
  const t = useT();
  const { ref, seen } = useSeen(animate);
  const { item, firstDay, lastDay } = day;
  const matches = item.tags.filter((tag) => interests.includes(tag));
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <li
      ref={ref}
      data-visible={seen === undefined ? undefined : String(seen)}
      style={animate ? { transitionDelay: `${delay}ms` } : undefined}
      className={`relative break-inside-avoid rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${animate ? "fade-section" : ""}`}
    >
      <span
        aria-hidden="true"
        className="absolute top-6 -left-[2.1rem] size-4 rounded-full border-4 border-white bg-brand-600 ring-2 ring-brand-100"
      />
      <p className="text-sm font-semibold text-brand-700">
        {firstDay === lastDay
          ? t("plan.builder.day", { day: firstDay })
          : t("plan.builder.days", { first: firstDay, last: lastDay })}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <Heading className="text-lg font-semibold">{item.title}</Heading>
        <span className="inline-flex items-center gap-1 text-sm text-slate-600">
          <Clock aria-hidden="true" className="size-4" />
          {t(`plan.durations.${item.duration}`)}
        </span>
        {item.isOptional && (
          <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-700">
            {t("plan.builder.optional")}
          </span>
        )}
      </div>
      <p className="mt-2 text-slate-700">{item.description}</p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {matches.length > 0 ? (
          <p className="text-sm font-medium text-nature-700">
            {t("plan.builder.matches", {
              interests: matches.map((tag) => t(`plan.interests.${tag}`)).join(", "),
            })}
          </p>
        ) : (
          <span />
        )}
        <Link
          to={item.link}
          className="no-print inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t("plan.builder.more", { title: item.title })}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </li>
  );
}

/**
 * Undefined until measured (so the item shows without scripts), then false while off screen and
 * true for good once at least a fifth of it has been seen.
 */
function useSeen(enabled: boolean) {
  const ref = useRef<HTMLLIElement>(null);
  const [seen, setSeen] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const intersecting = entry?.isIntersecting ?? true;
        setSeen(intersecting);
        if (intersecting) observer.disconnect();
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return { ref, seen };
}
