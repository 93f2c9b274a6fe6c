import { describe, expect, it } from "vitest";
import { eventsQueryString, filterEvents, parseEventsQuery } from "./filter-events.ts";

const events = [
  { id: 1, startDate: "2026-09-27T09:00:00+02:00" },
  { id: 2, startDate: "2026-11-11T20:00:00+01:00", endDate: "2026-11-15" },
  { id: 3, startDate: "2027-07-30T16:00:00+02:00", endDate: "2027-08-01" },
  { id: 4, startDate: "2027-08-06T10:00:00+02:00", endDate: "2027-08-14" },
];
const today = "2026-11-13";

describe("filterEvents", () => {
  it("shows upcoming and ongoing events by default", () => {
    const result = filterEvents(events, { showPast: false }, today);
    expect(result.events.map((e) => e.id)).toEqual([2, 3, 4]);
    expect(result.events.every((e) => !e.past)).toBe(true);
    expect(result.months).toEqual(["2026-11", "2027-07", "2027-08"]);
  });

  it("includes past events on request, marked as past", () => {
    const result = filterEvents(events, { showPast: true }, today);
    expect(result.events.map((e) => [e.id, e.past])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
    ]);
    expect(result.months[0]).toBe("2026-09");
  });

  it("keeps events that touch the chosen month", () => {
    const august = filterEvents(events, { month: "2027-08", showPast: false }, today);
    expect(august.events.map((e) => e.id)).toEqual([3, 4]);
    const july = filterEvents(events, { month: "2027-07", showPast: false }, today);
    expect(july.events.map((e) => e.id)).toEqual([3]);
  });

  it("finds nothing in an empty month, and hides past months unless asked", () => {
    expect(filterEvents(events, { month: "2027-03", showPast: false }, today).events).toEqual([]);
    expect(filterEvents(events, { month: "2026-09", showPast: false }, today).events).toEqual([]);
    expect(
      filterEvents(events, { month: "2026-09", showPast: true }, today).events.map((e) => e.id),
    ).toEqual([1]);
  });
});

describe("the events query", () => {
  it("reads month and past, ignoring malformed values", () => {
    expect(parseEventsQuery(new URLSearchParams("month=2027-08&past=1"))).toEqual({
      month: "2027-08",
      showPast: true,
    });
    expect(parseEventsQuery(new URLSearchParams("month=2027-13&past=yes"))).toEqual({
      month: undefined,
      showPast: false,
    });
    expect(parseEventsQuery(new URLSearchParams(""))).toEqual({
      month: undefined,
      showPast: false,
    });
  });

  it("writes the query back", () => {
    expect(eventsQueryString({ month: "2027-08", showPast: true })).toBe("?month=2027-08&past=1");
    expect(eventsQueryString({ showPast: false })).toBe("");
  });
});
