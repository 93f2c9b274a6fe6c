// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import type { ExperienceJson } from "../../api/shapes.ts";
import { experiences } from "../../content/experiences.ts";
import { travelGuides } from "../../content/travel-guides.ts";
import { FeaturedExperiences } from "./featured-experiences.tsx";
import type { GuideCardModel } from "./guide-cards.ts";
import { guideCard } from "./guide-cards.ts";
import { PlanYourTrip } from "./plan-your-trip.tsx";
import { type HomeEvent, UpcomingEvents } from "./upcoming-events.tsx";

/** The home lists while their data is on its way (SPEC 2.3, 9: 4, 4 and 6 skeletons). */

let shown: ReactNode = null;
const Shown = () => shown;
const Stub = createRoutesStub([{ path: "/", Component: Shown }]);

function renderInRouter(element: ReactNode) {
  shown = element;
  return renderInLocale(<Stub initialEntries={["/"]} />);
}

const pending = <T,>() => new Promise<T>(() => {});
const skeletonCards = () => document.querySelectorAll(".animate-pulse.aspect-\\[3\\/2\\]").length;

afterEach(cleanup);

describe("home list skeletons", () => {
  it("shows 4 experience skeletons, then at most 4 cards", async () => {
    renderInRouter(<FeaturedExperiences experiences={pending<ExperienceJson[]>()} />);
    expect(await screen.findByRole("heading", { name: "Featured Experiences" })).toBeTruthy();
    expect(skeletonCards()).toBe(4);
    cleanup();

    const list = experiences.slice(0, 6).map((e) => ({ ...e, rating: null, reviewCount: 0 }));
    renderInRouter(<FeaturedExperiences experiences={Promise.resolve(list)} />);
    const links = await screen.findAllByRole("link", { name: /^View Details/ });
    expect(links).toHaveLength(4);
    expect(skeletonCards()).toBe(0);
  });

  it("shows 4 event skeletons", async () => {
    renderInRouter(<UpcomingEvents events={pending<HomeEvent[]>()} />);
    expect(await screen.findByRole("heading", { name: "Upcoming Events" })).toBeTruthy();
    expect(skeletonCards()).toBe(4);
  });

  it("shows 6 guide skeletons, then one card per guide", async () => {
    renderInRouter(<PlanYourTrip guides={pending<GuideCardModel[]>()} />);
    expect(await screen.findByRole("heading", { name: "Plan Your Trip" })).toBeTruthy();
    expect(skeletonCards()).toBe(6);
    cleanup();

    const guides = travelGuides.map(({ id, title, content, icon, type }) =>
      guideCard({ id, title, content, icon, type }, travelGuides),
    );
    renderInRouter(<PlanYourTrip guides={Promise.resolve(guides)} />);
    const visa = await screen.findByRole("link", { name: "Check Requirements" });
    expect(visa.getAttribute("href")).toBe("/plan#visa");
    expect(skeletonCards()).toBe(0);
  });

  it("says so when a list cannot be loaded", async () => {
    renderInRouter(<UpcomingEvents events={Promise.reject(new Error("database down"))} />);
    const section = await screen.findByRole("region", { name: "Upcoming Events" });
    expect(await within(section).findByText(/couldn't load this list/)).toBeTruthy();
  });
});
