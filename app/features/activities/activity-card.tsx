import { Card, CardBadge } from "../../components/card.tsx";
import { ArrowRight, MapPin } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import type { Activity, ActivityCategory } from "../../content/activities.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ActivityIcon } from "./activity-icon.tsx";

/** One activity: picture, category, title, place, text, tags and the way to the related page (B2). */
export function ActivityCard({
  activity,
  category,
  headingLevel = 3,
}: {
  activity: Activity;
  category?: ActivityCategory;
  headingLevel?: 3 | 4;
}) {
  const t = useT();
  return (
    <Card
      image={activity.imageUrl}
      imageAlt={activity.imageAlt}
      className="h-full hover:-translate-y-0.5"
      badge={
        category && (
          <CardBadge className="inline-flex items-center gap-1.5 bg-gold-400 text-slate-900">
            <ActivityIcon name={category.icon} className="size-3.5" />
            {category.name}
          </CardBadge>
        )
      }
      heading={
        <>
          <ActivityIcon name={activity.icon} className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {activity.title}
        </>
      }
      headingLevel={headingLevel}
      headingClassName="flex items-start gap-2 text-lg font-semibold"
    >
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("activities.card.location")}: </span>
        {activity.location}
      </p>
      <p className="mt-3 flex-1 text-slate-700">{activity.description}</p>
      <ul aria-label={t("activities.card.tags")} className="mt-4 flex flex-wrap gap-2">
        {activity.tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800"
          >
            {tag}
          </li>
        ))}
      </ul>
      <Link
        to={activity.link.href}
        className={buttonClass({ size: "sm", className: "mt-5 self-start" })}
      >
        {activity.link.label}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}

/** Same outline as ActivityCard, so nothing moves when the cards arrive. */
export function ActivityCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="mt-2 h-5 w-1/3" />
        <Skeleton className="mt-4 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-5/6" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <div className="mt-5 flex gap-2">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
        <Skeleton className="mt-5 h-11 w-40 rounded-lg" />
      </div>
    </div>
  );
}
