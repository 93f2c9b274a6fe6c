import { describe, expect, it } from "vitest";
import { moreReviews, REVIEWS_PAGE_SIZE, reviewsShown } from "./reviews.ts";

describe("review paging", () => {
  it("shows one page by default", () => {
    expect(reviewsShown(null, 7)).toBe(REVIEWS_PAGE_SIZE);
  });

  it("shows what the URL asks for, within one page and all reviews", () => {
    expect(reviewsShown("6", 7)).toBe(6);
    expect(reviewsShown("99", 7)).toBe(7);
    expect(reviewsShown("1", 7)).toBe(REVIEWS_PAGE_SIZE);
    expect(reviewsShown("-4", 7)).toBe(REVIEWS_PAGE_SIZE);
    expect(reviewsShown("abc", 7)).toBe(REVIEWS_PAGE_SIZE);
    expect(reviewsShown(null, 2)).toBe(2);
  });

  it("Load More adds a page and stops at the end", () => {
    expect(moreReviews(3, 7)).toBe(6);
    expect(moreReviews(6, 7)).toBe(7);
  });
});
