import { describe, expect, it } from "vitest";
import {
  formatEventDateRange,
  formatMonth,
  isPastEvent,
  monthKey,
  monthsSpanned,
} from "./event-dates.ts";

describe("formatEventDateRange", () => {
  it("shows 'Month d - d, yyyy' within one month", () => {
    expect(formatEventDateRange("2027-08-06", "2027-08-14")).toBe("August 6 - 14, 2027");
  });

  it("shows full dates on both sides across months", () => {
    expect(formatEventDateRange("2027-07-30", "2027-08-01")).toBe("July 30, 2027 - August 1, 2027");
  });

  it("shows full dates on both sides across years", () => {
    expect(formatEventDateRange("2026-12-31", "2027-01-02")).toBe(
      "December 31, 2026 - January 2, 2027",
    );
  });

  it("shows the same month of different years in full", () => {
    expect(formatEventDateRange("2026-08-06", "2027-08-14")).toBe(
      "August 6, 2026 - August 14, 2027",
    );
  });

  it("shows a single date without an end date", () => {
    expect(formatEventDateRange("2026-09-27")).toBe("September 27, 2026");
  });

  it("shows a single date when start and end are the same day", () => {
    expect(formatEventDateRange("2027-02-17", "2027-02-17")).toBe("February 17, 2027");
  });

  it("reads the Kosovo calendar date of a date-time, whatever its offset", () => {
    expect(formatEventDateRange("2027-08-06T23:30:00+02:00", "2027-08-14")).toBe(
      "August 6 - 14, 2027",
    );
    expect(formatEventDateRange("2027-01-01T00:30:00+01:00")).toBe("January 1, 2027");
  });

  it("rejects what is not a date", () => {
    expect(() => formatEventDateRange("next week")).toThrow(RangeError);
  });
});

describe("months", () => {
  it("names a month key", () => {
    expect(monthKey("2027-08-06T10:00:00+02:00")).toBe("2027-08");
    expect(formatMonth("2027-08")).toBe("August 2027");
  });

  it("lists every month an event touches", () => {
    expect(monthsSpanned("2027-08-06", "2027-08-14")).toEqual(["2027-08"]);
    expect(monthsSpanned("2026-12-20", "2027-02-02")).toEqual(["2026-12", "2027-01", "2027-02"]);
    expect(monthsSpanned("2027-05-09")).toEqual(["2027-05"]);
  });
});

describe("isPastEvent", () => {
  it("is past only after the last day", () => {
    expect(isPastEvent({ startDate: "2027-08-06", endDate: "2027-08-14" }, "2027-08-14")).toBe(
      false,
    );
    expect(isPastEvent({ startDate: "2027-08-06", endDate: "2027-08-14" }, "2027-08-15")).toBe(
      true,
    );
    expect(isPastEvent({ startDate: "2027-08-06T10:00:00+02:00" }, "2027-08-06")).toBe(false);
    expect(isPastEvent({ startDate: "2027-08-06T10:00:00+02:00" }, "2027-08-07")).toBe(true);
  });
});
