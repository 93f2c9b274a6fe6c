import { describe, expect, it } from "vitest";
import { calendarPath, filterSlug, parseCalendarFilter, webcalUrl } from "./calendar-links.ts";

describe("the calendar's filters (decision 143)", () => {
  it("writes towns and categories as slugs", () => {
    expect(filterSlug("Food & Wine")).toBe("food-wine");
    expect(filterSlug("National holiday")).toBe("national-holiday");
    expect(filterSlug("Gjakovë")).toBe("gjakove");
    expect(filterSlug("Pristina")).toBe("pristina");
  });

  it("reads and writes the query, an empty value being no filter", () => {
    expect(parseCalendarFilter(new URLSearchParams("town=Prizren&category="))).toEqual({
      town: "prizren",
    });
    expect(calendarPath({})).toBe("/events/calendar.ics");
    expect(calendarPath({ town: "prizren", category: "film" })).toBe(
      "/events/calendar.ics?town=prizren&category=film",
    );
    expect(webcalUrl("https://explore-kosovo.test/de/events/calendar.ics?town=peja")).toBe(
      "webcal://explore-kosovo.test/de/events/calendar.ics?town=peja",
    );
  });
});
