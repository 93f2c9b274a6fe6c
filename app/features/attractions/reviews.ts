export const REVIEWS_PAGE_SIZE = 3;

/** How many reviews to list for a `?reviews=` value: at least one page, at most all of them. */
export function reviewsShown(param: string | null, total: number): number {
  const wanted = param && /^\d{1,4}$/.test(param) ? Number(param) : REVIEWS_PAGE_SIZE;
  return Math.min(total, Math.max(REVIEWS_PAGE_SIZE, wanted));
}

/** "Load More Reviews" adds one page. */
export function moreReviews(shown: number, total: number): number {
  return Math.min(total, shown + REVIEWS_PAGE_SIZE);
}
