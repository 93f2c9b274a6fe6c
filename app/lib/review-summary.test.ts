import { describe, expect, it } from "vitest";
import { NO_REVIEWS, summarizeRatings } from "./review-summary.ts";

describe("review summary (PRODUCT B11)", () => {
  it("has no average and a zero count without reviews", () => {
    expect(NO_REVIEWS.average).toBeNull();
    expect(NO_REVIEWS.count).toBe(0);
    expect(NO_REVIEWS.breakdown.map((row) => [row.stars, row.count, row.percent])).toEqual([
      [5, 0, 0],
      [4, 0, 0],
      [3, 0, 0],
      [2, 0, 0],
      [1, 0, 0],
    ]);
  });

  it("computes the average, count and breakdown from the stored ratings", () => {
    const summary = summarizeRatings([
      { rating: 5, count: 2 },
      { rating: 4, count: 1 },
      { rating: 1, count: 1 },
    ]);
    expect(summary.average).toBe(3.8);
    expect(summary.count).toBe(4);
    expect(summary.breakdown.map((row) => row.percent)).toEqual([50, 25, 0, 0, 25]);
  });

  it("adds up repeated rows and ignores impossible ratings", () => {
    const summary = summarizeRatings([
      { rating: 3, count: 1 },
      { rating: 3, count: 2 },
      { rating: 7, count: 9 },
      { rating: 0, count: 9 },
    ]);
    expect(summary).toMatchObject({ average: 3, count: 3 });
  });
});
