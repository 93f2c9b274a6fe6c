/**
 * What a place's published reviews add up to (PRODUCT B11). Computed only from stored reviews:
 * with none, there is no average (null) and the count is 0, and the page says so.
 */
export interface ReviewSummary {
  /** Mean of the published ratings, one decimal; null when there are none. */
  average: number | null;
  count: number;
  /** Five stars first; `percent` of all published reviews, rounded. */
  breakdown: { stars: number; count: number; percent: number }[];
}

export const NO_REVIEWS: ReviewSummary = summarizeRatings([]);

/** `ratings`: how many published reviews gave each number of stars. */
export function summarizeRatings(ratings: { rating: number; count: number }[]): ReviewSummary {
  const perStar = new Map<number, number>();
  for (const { rating, count } of ratings) {
    if (!Number.isInteger(rating) || rating < 1 || rating > 5 || count <= 0) continue;
    perStar.set(rating, (perStar.get(rating) ?? 0) + count);
  }
  let count = 0;
  let total = 0;
  for (const [stars, n] of perStar) {
    count += n;
    total += stars * n;
  }
  return {
    average: count === 0 ? null : Math.round((total / count) * 10) / 10,
    count,
    breakdown: [5, 4, 3, 2, 1].map((stars) => {
      const n = perStar.get(stars) ?? 0;
      return { stars, count: n, percent: count === 0 ? 0 : Math.round((n / count) * 100) };
    }),
  };
}
