// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import { NO_REVIEWS, summarizeRatings } from "../../lib/review-summary.ts";
import { AttractionReviews } from "./attraction-reviews.tsx";

let shown: ReactNode = null;
const Stub = createRoutesStub([{ path: "/attractions/1", Component: () => shown }]);
const renderAt = (element: ReactNode, entry = "/attractions/1") => {
  shown = element;
  return renderInLocale(<Stub initialEntries={[entry]} />);
};

const review = (id: number, rating: number) => ({
  id,
  rating,
  title: `Review ${id}`,
  text: `What visitor ${id} wrote about the place.`,
  visitMonth: "2026-06",
  displayName: `Visitor ${id}`,
  language: "en",
  createdAt: "2026-07-01T10:00:00.000Z",
});

afterEach(cleanup);

describe("the attraction's Reviews tab (PRODUCT B11)", () => {
  it("shows an honest empty state without reviews", async () => {
    renderAt(<AttractionReviews name="Prizren Fortress" summary={NO_REVIEWS} reviews={[]} />);
    expect(await screen.findByText("No reviews yet")).toBeTruthy();
    expect(screen.getByText(/nobody has reviewed Prizren Fortress on this site yet/)).toBeTruthy();
    expect(screen.queryByText("Average rating")).toBeNull();
    expect(screen.queryAllByRole("listitem")).toHaveLength(0);
  });

  it("shows the average, count and breakdown computed from the published reviews", async () => {
    const reviews = [review(1, 5), review(2, 4), review(3, 4), review(4, 1)];
    const summary = summarizeRatings([
      { rating: 5, count: 1 },
      { rating: 4, count: 2 },
      { rating: 1, count: 1 },
    ]);
    renderAt(<AttractionReviews name="Prizren Fortress" summary={summary} reviews={reviews} />);
    expect(await screen.findByText("3.5")).toBeTruthy();
    expect(screen.getByText("4 reviews")).toBeTruthy();
    const breakdown = screen.getByRole("heading", { name: "Rating breakdown" }).nextElementSibling;
    const rows = within(breakdown as HTMLElement).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "5 stars25 %",
      "4 stars50 %",
      "3 stars0 %",
      "2 stars0 %",
      "1 star25 %",
    ]);
    // One page of three, then "Load More Reviews".
    expect(screen.getByText("Review 1")).toBeTruthy();
    expect(screen.queryByText("Review 4")).toBeNull();
    expect(screen.getByRole("link", { name: "Load More Reviews" })).toBeTruthy();
    expect(screen.getAllByText(/Visited June 2026/)).toHaveLength(3);
  });
});
