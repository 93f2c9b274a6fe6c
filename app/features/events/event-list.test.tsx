// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderInLocale } from "../../../tests/support/render.tsx";
import type { EventJson } from "../../api/shapes.ts";
import { EVENT_SKELETONS, EventList, type EventListResult } from "./event-list.tsx";

let shown: ReactNode = null;
const Stub = createRoutesStub([{ path: "/events", Component: () => shown }]);
const renderAt = (element: ReactNode) => {
  shown = element;
  return renderInLocale(<Stub initialEntries={["/events"]} />);
};
const skeletonCards = () => document.querySelectorAll(".animate-pulse.aspect-\\[3\\/2\\]").length;

const event: EventJson & { past: boolean } = {
  id: 10,
  name: "DokuFest",
  description: "Documentary and short film festival in Prizren's old town, nine days every August.",
  image: "/artwork/events/dokufest.svg",
  imageAlt: "An open-air cinema screen by the river at night",
  startDate: "2027-08-06T20:00:00+02:00",
  endDate: "2027-08-14",
  location: "Old town, Prizren",
  datesConfirmed: false,
  past: false,
};

afterEach(cleanup);

describe("EventList", () => {
  it("shows 6 skeletons while loading", async () => {
    renderAt(
      <EventList data={new Promise<EventListResult>(() => {})} query={{ showPast: false }} />,
    );
    expect(await screen.findByRole("status", { name: "Loading events…" })).toBeTruthy();
    expect(EVENT_SKELETONS).toBe(6);
    expect(skeletonCards()).toBe(6);
  });

  it("then the filter and cards with the SPEC date range", async () => {
    renderAt(
      <EventList
        data={Promise.resolve({ events: [event], months: ["2027-08"] })}
        query={{ showPast: false }}
      />,
    );
    expect(await screen.findByRole("link", { name: /^View Details\s*: DokuFest$/ })).toBeTruthy();
    expect(screen.getByText("August 6 - 14, 2027")).toBeTruthy();
    expect(screen.getByText("Dates to be confirmed")).toBeTruthy();
    expect(screen.getByRole("option", { name: "August 2027" })).toBeTruthy();
    expect(skeletonCards()).toBe(0);
  });

  it("says nothing about confirming once the dates are confirmed", async () => {
    renderAt(
      <EventList
        data={Promise.resolve({
          events: [{ ...event, datesConfirmed: true }],
          months: ["2027-08"],
        })}
        query={{ showPast: false }}
      />,
    );
    expect(await screen.findByText("August 6 - 14, 2027")).toBeTruthy();
    expect(screen.queryByText("Dates to be confirmed")).toBeNull();
  });

  it("says so when a month has no events", async () => {
    renderAt(
      <EventList
        data={Promise.resolve({ events: [], months: [] })}
        query={{ month: "2027-03", showPast: false }}
      />,
    );
    expect(await screen.findByRole("heading", { name: "No events found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show all events" }).getAttribute("href")).toBe(
      "/events",
    );
  });
});
