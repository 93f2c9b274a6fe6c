// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import { NO_REVIEWS, summarizeRatings } from "../../lib/review-summary.ts";
import { ReviewSection, reviewsShown } from "./review-section.view.tsx";

let shown: ReactNode = null;
const Stub = createRoutesStub([{ path: "/attractions/1", Component: () => shown }]);
const renderAt = (element: ReactNode, entry = "/attractions/1") => {
  shown = element;
  return renderInLocale(<Stub initialEntries={[entry]} />);
};

const review = (id: number, rating: number, language = "en") => ({
  id,
  rating,
  title: `Review ${id}`,
  text: `What visitor ${id} wrote about the place.`,
  visitMonth: "2026-06",
  displayName: `Visitor ${id}`,
  language,
  helpfulCount: id === 2 ? 3 : 0,
});

afterEach(cleanup);

describe("the review section (PRODUCT B11, issue 19)", () => {
  it("shows an honest empty state, the form and the link to how reviews work", async () => {
    renderAt(
      <ReviewSection name="Prizren Fortress" summary={NO_REVIEWS} reviews={[]} maxLinks={2} />,
    );
    expect(await screen.findByText("No reviews yet")).toBeTruthy();
    expect(screen.getByText(/nobody has reviewed Prizren Fortress on this site yet/)).toBeTruthy();
    expect(screen.queryByText("Average rating")).toBeNull();
    expect(screen.getByRole("link", { name: "How reviews work here" })).toBeTruthy();
    expect(screen.getByText("Write a Review")).toBeTruthy();
    // The star rating is a group of five labelled radios.
    const group = screen.getByRole("group", { name: "Your rating" });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    expect(within(group).getByRole("radio", { name: "1 star" })).toBeTruthy();
  });

  it("shows the average, count and breakdown, one page, Helpful and Report", async () => {
    const reviews = [review(1, 5), review(2, 4), review(3, 4), review(4, 1)];
    const summary = summarizeRatings([
      { rating: 5, count: 1 },
      { rating: 4, count: 2 },
      { rating: 1, count: 1 },
    ]);
    renderAt(
      <ReviewSection name="Prizren Fortress" summary={summary} reviews={reviews} maxLinks={2} />,
    );
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
    expect(screen.getByText("Review 1")).toBeTruthy();
    expect(screen.queryByText("Review 4")).toBeNull();
    const more = screen.getByRole("link", { name: "Load More Reviews" });
    expect(more.getAttribute("href")).toBe("/attractions/1?reviews=4#review-4");
    expect(screen.getAllByText(/Visited June 2026 · Written in English/)).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Helpful (3)" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Report" })).toHaveLength(3);
  });

  it("shows the review a link names, down the list, under its own anchor", async () => {
    const reviews = [review(11, 5), review(12, 4), review(13, 4), review(14, 1), review(15, 2)];
    const summary = summarizeRatings([{ rating: 4, count: 5 }]);
    const { container } = renderAt(
      <ReviewSection name="Prizren Fortress" summary={summary} reviews={reviews} maxLinks={2} />,
      "/attractions/1?review=14",
    );
    expect(await screen.findByText("Review 14")).toBeTruthy();
    expect(container.querySelector("#review-14")?.textContent).toContain("Review 14");
    expect(screen.queryByText("Review 15")).toBeNull();
    const more = screen.getByRole("link", { name: "Load More Reviews" });
    expect(more.getAttribute("href")).toBe("/attractions/1?review=14&reviews=5#review-15");
  });

  it("lists only the page's language on request", async () => {
    const reviews = [review(1, 5, "de"), review(2, 4, "en")];
    const summary = summarizeRatings([
      { rating: 5, count: 1 },
      { rating: 4, count: 1 },
    ]);
    renderAt(
      <ReviewSection name="Prizren Fortress" summary={summary} reviews={reviews} maxLinks={2} />,
      "/attractions/1?reviewLanguage=mine",
    );
    expect(await screen.findByText("Review 2")).toBeTruthy();
    expect(screen.queryByText("Review 1")).toBeNull();
    expect(screen.getByRole("link", { name: "Only English" }).getAttribute("aria-current")).toBe(
      "true",
    );
  });

  it("shows each field's error and keeps what was typed", async () => {
    renderAt(
      <ReviewSection
        name="Prizren Fortress"
        summary={NO_REVIEWS}
        reviews={[]}
        maxLinks={2}
        actionData={{
          intent: "review",
          state: "invalid",
          errors: { text: "textShort", email: "email" },
          values: {
            rating: "4",
            title: "Lovely walls",
            text: "Too short",
            visitMonth: "2026-05",
            displayName: "Ana",
            email: "not-an-address",
            language: "en",
          },
        }}
      />,
    );
    const text = await screen.findByRole("textbox", { name: "Your review" });
    expect((text as HTMLTextAreaElement).value).toBe("Too short");
    expect(text.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Write at least 30 characters.")).toBeTruthy();
    expect(screen.getByText(/Enter a valid e-mail address/)).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement).value).toBe(
      "Lovely walls",
    );
    expect((screen.getByRole("radio", { name: "4 stars" }) as HTMLInputElement).checked).toBe(true);
  });

  it("pages at least one page and at most all", () => {
    expect(reviewsShown(null, 10)).toBe(3);
    expect(reviewsShown("6", 10)).toBe(6);
    expect(reviewsShown("60", 10)).toBe(10);
    expect(reviewsShown("x", 2)).toBe(2);
  });
});
