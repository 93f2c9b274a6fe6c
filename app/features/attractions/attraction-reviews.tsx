import { Star } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../components/link.tsx";
import { formatDay, formatNumber, formatRating } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { calendarDate } from "../../lib/event-dates.ts";
import type { AttractionDetailData } from "./attraction-data.server.ts";
import { moreReviews, REVIEW_BREAKDOWN, reviewsShown } from "./reviews.ts";

type Review = AttractionDetailData["attraction"]["reviews"][number];

/**
 * Reviews tab (SPEC 2.16, PRODUCT B2): average, count, the fixed breakdown and the list.
 * "Load More Reviews" is a link (`?reviews=6`), so it pages the list with or without JavaScript.
 */
export function AttractionReviews({
  rating,
  reviewCount,
  reviews,
}: {
  rating: number;
  reviewCount: number;
  reviews: Review[];
}) {
  const { t, locale } = useI18n();
  const [searchParams] = useSearchParams();
  const shown = reviewsShown(searchParams.get("reviews"), reviews.length);
  const visible = reviews.slice(0, shown);
  const firstNew = useRef<HTMLLIElement>(null);
  const previous = useRef(shown);
  useEffect(() => {
    // After "Load More", move focus to the first review that appeared.
    if (shown > previous.current) firstNew.current?.focus();
    previous.current = shown;
  }, [shown]);
  const dateOf = (iso: string) => formatDay(locale, calendarDate(iso));
  const nextIndex = previous.current < shown ? previous.current : -1;

  return (
    <>
      <h2 id="reviews" className="text-2xl font-bold">
        {t("attractions.detail.reviewsTitle")}
      </h2>
      <div className="mt-4 grid gap-6 rounded-2xl bg-slate-50 p-5 sm:grid-cols-[auto_1fr]">
        <div className="text-center sm:pr-6">
          <p className="text-sm font-semibold text-slate-600">
            {t("attractions.detail.averageRating")}
          </p>
          <p className="text-5xl font-bold text-slate-900">{formatRating(locale, rating)}</p>
          <p className="text-sm text-slate-600">{t("attractions.detail.outOf")}</p>
          <Stars
            rating={Math.round(rating)}
            label={t("attractions.detail.ratingLabel", { rating, count: reviewCount })}
          />
          <p className="mt-1 text-sm text-slate-700">
            {t("attractions.detail.reviews", { count: formatNumber(locale, reviewCount) })}
          </p>
        </div>
        <div>
          <h3 className="sr-only">{t("attractions.detail.breakdown")}</h3>
          <ul className="space-y-2">
            {REVIEW_BREAKDOWN.map(({ stars, percent }) => (
              <li key={stars} className="grid grid-cols-[4rem_1fr_3rem] items-center gap-3 text-sm">
                <span>{t("attractions.detail.stars", { count: stars })}</span>
                <span
                  className="h-2.5 overflow-hidden rounded-full bg-slate-200"
                  aria-hidden="true"
                >
                  <span
                    className="block h-full rounded-full bg-gold-400"
                    style={{ width: `${percent}%` }}
                  />
                </span>
                <span className="text-right tabular-nums">
                  {t("attractions.detail.percent", { value: percent })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <ol className="mt-6 space-y-4">
        {visible.map((review, index) => (
          <li
            key={review.id}
            id={`review-${index + 1}`}
            ref={index === nextIndex ? firstNew : undefined}
            tabIndex={-1}
            className="rounded-2xl border border-slate-200 p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800"
              >
                {review.user.initials}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{review.user.name}</h3>
                <p className="text-sm text-slate-600">
                  <time dateTime={review.date}>{dateOf(review.date)}</time>
                </p>
              </div>
            </div>
            <Stars
              rating={review.rating}
              label={t("attractions.list.rating", { rating: review.rating })}
            />
            <p className="mt-2 text-slate-700">{review.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <p className="text-sm text-slate-600">
          {t("attractions.detail.reviewsShown", { shown, total: reviews.length })}
        </p>
        {shown < reviews.length && (
          <Link
            to={`?reviews=${moreReviews(shown, reviews.length)}#review-${shown + 1}`}
            replace
            preventScrollReset
            className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("attractions.detail.loadMore")}
          </Link>
        )}
      </div>
    </>
  );
}

function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="mt-2 flex justify-center gap-0.5 sm:justify-start" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= rating ? "fill-gold-400 text-gold-600" : "text-slate-300"}`}
        />
      ))}
    </p>
  );
}
