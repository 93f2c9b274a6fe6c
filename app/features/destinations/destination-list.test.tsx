// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import type { DestinationJson } from "../../api/shapes.ts";
import { DESTINATION_SKELETONS, DestinationList } from "./destination-card.tsx";

let shown: ReactNode = null;
const Stub = createRoutesStub([{ path: "/destinations", Component: () => shown }]);
const renderAt = (element: ReactNode) => {
  shown = element;
  return renderInLocale(<Stub initialEntries={["/destinations"]} />);
};
const skeletonCards = () => document.querySelectorAll(".animate-pulse.aspect-\\[3\\/2\\]").length;

afterEach(cleanup);

describe("DestinationList", () => {
  it("shows 9 skeletons while loading, then cards linking to /destinations/{id}", async () => {
    renderAt(<DestinationList destinations={new Promise<DestinationJson[]>(() => {})} />);
    expect(await screen.findByRole("status", { name: "Loading destinations…" })).toBeTruthy();
    expect(DESTINATION_SKELETONS).toBe(9);
    expect(skeletonCards()).toBe(9);
    cleanup();

    const prizren: DestinationJson = {
      id: 2,
      name: "Prizren",
      description: "Kosovo's best-preserved Ottoman old town, beneath a hilltop fortress.",
      image: "/artwork/destinations/prizren.svg",
      imageAlt: "Prizren's fortress above the old town",
      location: "Prizren, Southern Kosovo",
      region: "southern",
    };
    renderAt(<DestinationList destinations={Promise.resolve([prizren])} />);
    const link = await screen.findByRole("link", { name: "Explore Prizren" });
    expect(link.getAttribute("href")).toBe("/destinations/2");
    expect(screen.getByText("Prizren, Southern Kosovo")).toBeTruthy();
    expect(skeletonCards()).toBe(0);
  });
});
