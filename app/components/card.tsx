import { Fragment, type ReactNode, Suspense } from "react";
import { Await } from "react-router";
import { useT } from "../i18n/i18n.tsx";
import { CARD_SIZES } from "../lib/media.ts";
import { CREDIT_OVER_PICTURE, PhotoCredit, ResponsivePicture } from "./responsive-picture.tsx";
import { Skeleton } from "./ui/skeleton.tsx";

/**
 * The frame every list card shares (destinations, experiences, events, attractions, cities,
 * blog, activities): a bordered article, a 3:2 picture with an optional badge, then a body with
 * the heading and whatever the feature puts below it. Features keep only what differs.
 */
export function Card({
  image,
  imageAlt,
  imageCredit,
  sizes = CARD_SIZES,
  imageClassName = "",
  priority = false,
  badge,
  eyebrow,
  heading,
  headingLevel,
  headingClassName = "line-clamp-1 h-7 text-lg/7 font-semibold",
  className = "",
  children,
}: {
  image: string;
  imageAlt: string;
  /** An uploaded photo's credit, over the picture's corner. */
  imageCredit?: string;
  /** How wide the picture is shown: a card of a `CardGrid` unless said otherwise. */
  sizes?: string;
  imageClassName?: string;
  /** The first card of a list, likely the largest thing on a phone screen: load it at once. */
  priority?: boolean;
  /** Over the picture's top left corner (a category, "Past"). */
  badge?: ReactNode;
  /** Above the heading (the blog's date and reading time). */
  eyebrow?: ReactNode;
  heading: ReactNode;
  headingLevel: 2 | 3 | 4;
  headingClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={`flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${className}`}
    >
      <div className="relative">
        <ResponsivePicture
          src={image}
          alt={imageAlt}
          sizes={sizes}
          priority={priority}
          className={`aspect-[3/2] w-full bg-slate-100 object-cover ${imageClassName}`}
        />
        {badge}
        <PhotoCredit credit={imageCredit} className={CREDIT_OVER_PICTURE} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {eyebrow}
        <Heading className={headingClassName}>{heading}</Heading>
        {children}
      </div>
    </article>
  );
}

/** A label over the picture's top left corner: a category (gold), "Past" (dark), a rating (white). */
export function CardBadge({
  className = "bg-gold-400 text-slate-900",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-semibold ${className}`}
    >
      {children}
    </span>
  );
}

/** A card's one-line fact under the heading (a place, a date, a rating), one line high. */
export function CardMeta({
  className = "text-slate-600",
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <p className={`mt-1 flex h-5 items-center gap-1 text-sm/5 ${className}`}>{children}</p>;
}

/** A card's description: three lines, always three lines high, so cards line up. */
export function CardDescription({ children }: { children: ReactNode }) {
  return <p className="mt-3 line-clamp-3 h-18 text-sm/6 text-slate-700">{children}</p>;
}

/** Exactly the size of a Card with one CardMeta line per width, a description and a button. */
export function CardSkeleton({ metaWidths = ["w-1/2"] }: { metaWidths?: string[] }) {
  return (
    <div className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <Skeleton className="h-7 w-2/3" />
        {metaWidths.map((width, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
          <Skeleton key={index} className={`mt-1 h-5 ${width}`} />
        ))}
        <Skeleton className="mt-3 h-18 w-full" />
        <Skeleton className="mt-4 h-11 w-full rounded-lg" />
      </div>
    </div>
  );
}

export function CardGrid({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</div>;
}

/** A list that streams in: `count` skeletons (announced as loading), then a card per item. */
export function AsyncCardList<T>({
  items,
  count,
  loadingLabel,
  skeleton = <CardSkeleton />,
  children,
}: {
  items: Promise<T[]>;
  count: number;
  /** A UI text key: what is loading. */
  loadingLabel: string;
  skeleton?: ReactNode;
  children: (item: T, index: number) => ReactNode;
}) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t(loadingLabel)}>
          <CardGrid>
            {Array.from({ length: count }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
              <Fragment key={index}>{skeleton}</Fragment>
            ))}
          </CardGrid>
        </div>
      }
    >
      <Await resolve={items}>{(list) => <CardGrid>{list.map(children)}</CardGrid>}</Await>
    </Suspense>
  );
}
