import { describe, expect, it } from "vitest";
import { eventBadge, eventDateBadge, formatEventTime } from "./event-date-parts.ts";

describe("event cards (SPEC 2.3)", () => {
  it("says Festival when the name contains it, else Event", () => {
    expect(eventBadge("Sunny Hill Festival")).toBe("Festival");
    expect(eventBadge("Prishtina Jazz Festival")).toBe("Festival");
    expect(eventBadge("DokuFest")).toBe("Event");
    expect(eventBadge("Independence Day")).toBe("Event");
    // Case matters, as in the spec's rule.
    expect(eventBadge("festival of lights")).toBe("Event");
  });

  it("reads month and day from the start date as written, in Kosovo's time", () => {
    expect(eventDateBadge("2027-08-06T20:00:00+02:00")).toEqual({ month: "Aug", day: "6" });
    // 00:30 in Kosovo is still the evening before in UTC: the badge keeps the local day.
    expect(eventDateBadge("2027-01-01T00:30:00+01:00")).toEqual({ month: "Jan", day: "1" });
    expect(eventDateBadge("2026-12-31")).toEqual({ month: "Dec", day: "31" });
    expect(eventDateBadge("2027-10-06T20:00:00+02:00", "de").month).toMatch(/^Okt/);
    expect(eventDateBadge("2027-12-06T20:00:00+01:00", "sq").month).toBe("dhj");
    expect(eventDateBadge("not a date")).toEqual({ month: "", day: "" });
  });

  it("formats the start time as h:mm a", () => {
    expect(formatEventTime("2027-08-06T20:00:00+02:00")).toBe("8:00 PM");
    expect(formatEventTime("2027-02-17T10:00:00+01:00")).toBe("10:00 AM");
    expect(formatEventTime("2027-02-17T00:05:00+01:00")).toBe("12:05 AM");
    expect(formatEventTime("2027-02-17T12:30:00+01:00")).toBe("12:30 PM");
    expect(formatEventTime("2027-02-17T09:07:00+01:00")).toBe("9:07 AM");
    expect(formatEventTime("2027-02-17")).toBe("12:00 AM");
    expect(formatEventTime("")).toBe("");
    expect(formatEventTime("2027-08-06T20:00:00+02:00", "it")).toBe("20:00");
    expect(formatEventTime("2027-08-06T09:05:00+02:00", "sq")).toBe("9:05");
  });
});
