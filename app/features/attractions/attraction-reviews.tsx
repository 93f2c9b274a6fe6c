import { MessageSquareText, Star } from "lucide-react";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../components/link.tsx";
import { formatMonthYear, formatNumber, formatRating } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import type { ReviewSummary } from "../../lib/review-summary.ts";
import type { AttractionDetailData } from "./attraction-data.server.ts";
import { moreReviews, reviewsShown } from "./reviews.ts";

type Review = AttractionDetailData["reviews"]["list"][number];

/**
 * Reviews tab (SPEC 2.16, PRODUCT B11): the average, count and star breakdown of the published
 * visitor reviews, and the list. Until visitors have written any, an honest empty state.
 * "Load More Reviews" is a link (`?reviews=6`), so it pages the list with or without JavaScript.
 */
export function AttractionReviews({
  name,
  summary,
  reviews,
}: {
  name: string;
  summary: ReviewSummary;
  reviews: Review[];
}) {
  const { t } = useI18n();
  return (
    <>
      <h2 id="reviews" className="text-2xl font-bold">
        {t("attractions.detail.reviewsTitle")}
      </h2>
      {summary.average === null || reviews.length === 0 ? (
        <div className="mt-4 flex gap-4 rounded-2xl bg-slate-50 p-5">
          <MessageSquareText aria-hidden="true" className="size-8 shrink-0 text-brand-600" />
          <div>
            <p className="font-semibold text-slate-900">{t("components.reviews.none")}</p>
            <p className="mt-1 text-slate-700">{t("attractions.detail.noReviews", { name })}</p>
          </div>
        </div>
      ) : (
        <>
          <SummaryPanel summary={summary} average={summary.average} />
          <ReviewList reviews={reviews} />
        </>
      )}
    </>
  );
}

function SummaryPanel({ summary, average }: { summary: ReviewSummary; average: number }) {
  const { t, locale } = useI18n();
  const count = formatNumber(locale, summary.count);
  return (
    <div className="mt-4 grid gap-6 rounded-2xl bg-slate-50 p-5 sm:grid-cols-[auto_1fr]">
      <div className="text-center sm:pr-6">
        <p className="text-sm font-semibold text-slate-600">
          {t("attractions.detail.averageRating")}
        </p>
        <p className="text-5xl font-bold text-slate-900">{formatRating(locale, average)}</p>
        <p className="text-sm text-slate-600">{t("attractions.detail.outOf")}</p>
        <Stars
          rating={Math.round(average)}
          label={t("attractions.detail.ratingLabel", {
            rating: formatRating(locale, average),
            count,
          })}
        />
        <p className="mt-1 text-sm text-slate-700">{t("attractions.detail.reviews", { count })}</p>
      </div>
      <div>
        <h3 className="sr-only">{t("attractions.detail.breakdown")}</h3>
        <ul className="space-y-2">
          {summary.breakdown.map(({ stars, percent }) => (
            <li key={stars} className="grid grid-cols-[4rem_1fr_3rem] items-center gap-3 text-sm">
              <span>
                {stars === 1
                  ? t("attractions.detail.starsOne")
                  : t("attractions.detail.stars", { count: stars })}
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
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
  );
}

function ReviewList({ reviews }: { reviews: Review[] }) {
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
  const nextIndex = previous.current < shown ? previous.current : -1;
  const visited = (month: string) => {
    const [year, number] = month.split("-").map(Number);
    return t("attractions.detail.visited", {
      month: formatMonthYear(locale, year ?? 0, number ?? 1),
    });
  };
  return (
    <>
      <ol className="mt-6 space-y-4">
        {visible.map((review, index) => (
          <li
            key={review.id}
            id={`review-${index + 1}`}
            ref={index === nextIndex ? firstNew : undefined}
            tabIndex={-1}
            lang={review.language}
            className="rounded-2xl border border-slate-200 p-5 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <h3 className="font-semibold text-slate-900">{review.title}</h3>
            <p className="text-sm text-slate-600">
              {review.displayName}
              {review.visitMonth && ` · ${visited(review.visitMonth)}`}
            </p>
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
