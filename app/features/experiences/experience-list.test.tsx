// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import type { ExperienceJson } from "../../api/shapes.ts";
import { EXPERIENCE_SKELETONS, ExperienceList } from "./experience-card.tsx";

let shown: ReactNode = null;
const Stub = createRoutesStub([{ path: "/experiences", Component: () => shown }]);
const renderAt = (element: ReactNode) => {
  shown = element;
  return renderInLocale(<Stub initialEntries={["/experiences"]} />);
};
const skeletonCards = () => document.querySelectorAll(".animate-pulse.aspect-\\[3\\/2\\]").length;

afterEach(cleanup);

describe("ExperienceList", () => {
  it("shows 6 skeletons while loading, then cards with Learn more", async () => {
    renderAt(<ExperienceList experiences={new Promise<ExperienceJson[]>(() => {})} />);
    expect(await screen.findByRole("status", { name: "Loading experiences…" })).toBeTruthy();
    expect(EXPERIENCE_SKELETONS).toBe(6);
    expect(skeletonCards()).toBe(6);
    cleanup();

    const walk: ExperienceJson = {
      id: 1,
      name: "Prizren Old Town and Fortress Walk",
      description: "Cross the Stone Bridge and climb to the fortress.",
      image: "/artwork/experiences/prizren-old-town-and-fortress.svg",
      imageAlt: "Prizren's fortress in evening light",
      category: "Culture",
      rating: null,
      reviewCount: 0,
    };
    renderAt(<ExperienceList experiences={Promise.resolve([walk])} />);
    const link = await screen.findByRole("link", {
      name: new RegExp(`^Learn more\\s*: ${walk.name}$`),
    });
    expect(link.getAttribute("href")).toBe("/experiences/1");
    expect(skeletonCards()).toBe(0);
    // PRODUCT B11: without published reviews, no stars and no count.
    expect(screen.getByText("No reviews yet")).toBeTruthy();
    cleanup();

    renderAt(
      <ExperienceList experiences={Promise.resolve([{ ...walk, rating: 4.5, reviewCount: 2 }])} />,
    );
    expect(await screen.findByText("Rated 4.5 out of 5 (2 reviews)")).toBeTruthy();
    expect(screen.queryByText("No reviews yet")).toBeNull();
  });
});
