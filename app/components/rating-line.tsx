import { formatNumber, formatRating } from "../i18n/format.ts";
import { useI18n } from "../i18n/i18n.tsx";
import { Star } from "./icons.tsx";

/**
 * A card's rating line (PRODUCT B11): the average and count of published visitor reviews, or
 * "No reviews yet" while there are none. Never a number nobody gave.
 */
export function RatingLine({
  rating,
  count,
  className = "",
  icon = true,
}: {
  rating: number | null;
  count: number;
  className?: string;
  /** Off where a label beside it already shows a star. */
  icon?: boolean;
}) {
  const { t, locale } = useI18n();
  if (rating === null || count === 0) {
    return (
      <p className={`text-sm/5 text-slate-600 ${className}`}>{t("components.reviews.none")}</p>
    );
  }
  const value = formatRating(locale, rating);
  const reviews =
    count === 1
      ? t("components.reviews.countOne")
      : t("components.reviews.count", { count: formatNumber(locale, count) });
  return (
    <p className={`flex items-center gap-1 text-sm/5 text-slate-700 ${className}`}>
      {icon && <Star aria-hidden="true" className="size-4 fill-gold-400 text-gold-600" />}
      <span className="sr-only">{t("components.reviews.rated", { rating: value, reviews })}</span>
      <span aria-hidden="true" className="font-semibold">
        {value}
      </span>
      <span aria-hidden="true" className="text-slate-600">
        ({reviews})
      </span>
    </p>
  );
}
