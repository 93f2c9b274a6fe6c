import { describe, expect, it } from "vitest";
import { events } from "../content/events.ts";
import {
  currentOccurrence,
  durationOf,
  occurrencesBetween,
  type Recurrence,
  ruleProblem,
} from "./recurrence.ts";

const dokufest: Recurrence = {
  rrule: "FREQ=YEARLY;BYMONTH=8;BYDAY=1FR",
  rruleStart: "2027-08-06",
  rruleFixed: false,
  durationDays: 9,
};
const expected2027 = { startDate: "2027-08-06", endDate: "2027-08-14", confirmed: false };

describe("currentOccurrence", () => {
  it("shows the stored edition until its last day, then rolls on to the rule's next one", () => {
    expect(currentOccurrence(dokufest, [expected2027], "2026-11-26")).toEqual({
      ...expected2027,
      source: "stored",
    });
    // Still under way on its last day…
    expect(currentOccurrence(dokufest, [expected2027], "2027-08-14")?.startDate).toBe("2027-08-06");
    // …and the next morning the first Friday of August 2028, nine days, expected.
    expect(currentOccurrence(dokufest, [expected2027], "2027-08-15")).toEqual({
      startDate: "2028-08-04",
      endDate: "2028-08-12",
      confirmed: false,
      source: "rule",
    });
  });

  it("lets a confirmed edition replace the rule's edition nearest to it", () => {
    const confirmed2028 = { startDate: "2028-08-11", endDate: "2028-08-19", confirmed: true };
    const next = currentOccurrence(dokufest, [expected2027, confirmed2028], "2027-09-01");
    expect(next).toEqual({ ...confirmed2028, source: "stored" });
    // No second, generated 2028 edition beside the confirmed one.
    const editions = occurrencesBetween(
      dokufest,
      [expected2027, confirmed2028],
      "2028-01-01",
      "2028-12-31",
    );
    expect(editions.map((o) => [o.startDate, o.confirmed])).toEqual([["2028-08-11", true]]);
  });

  it("counts a fixed-date rule's editions as confirmed", () => {
    const independence: Recurrence = {
      rrule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=17",
      rruleStart: "2027-02-17",
      rruleFixed: true,
      durationDays: 1,
    };
    expect(currentOccurrence(independence, [], "2027-02-18")).toEqual({
      startDate: "2028-02-17",
      endDate: null,
      confirmed: true,
      source: "rule",
    });
  });

  it("keeps a one-off event's last edition once it is over, for the page that says it passed", () => {
    const oneOff: Recurrence = {
      rrule: null,
      rruleStart: null,
      rruleFixed: false,
      durationDays: 1,
    };
    const eid = { startDate: "2027-03-09", endDate: null, confirmed: false };
    expect(currentOccurrence(oneOff, [eid], "2027-03-10")).toEqual({ ...eid, source: "stored" });
    expect(currentOccurrence(oneOff, [], "2027-03-10")).toBeUndefined();
  });
});

describe("ruleProblem", () => {
  it("accepts yearly, monthly and weekly rules and explains the rest", () => {
    expect(ruleProblem("FREQ=YEARLY;BYMONTH=8;BYDAY=1FR", "2027-08-06")).toBeUndefined();
    expect(ruleProblem("FREQ=DAILY", "2027-08-06")).toMatch(/YEARLY/);
    expect(ruleProblem("FREQ=YEARLY;BYMONTH=13", "2027-08-06")).toBeDefined();
    expect(ruleProblem("FREQ=YEARLY", null)).toMatch(/first date/);
    expect(ruleProblem("FREQ=YEARLY;COUNT=1", "2027-08-06")).toBeUndefined();
  });
});

describe("the seeded events' rules", () => {
  it("are honest: each rule gives the edition the content knows, with its length", () => {
    for (const event of events) {
      if (!event.recurrence) continue;
      const recurrence: Recurrence = {
        rrule: event.recurrence.rrule,
        rruleStart: event.startDate,
        rruleFixed: event.recurrence.fixed,
        durationDays: durationOf({ startDate: event.startDate, endDate: event.endDate ?? null }),
      };
      expect(ruleProblem(recurrence.rrule ?? "", event.startDate), event.slug).toBeUndefined();
      const [first] = occurrencesBetween(recurrence, [], event.startDate, event.startDate);
      expect(first?.startDate, event.slug).toBe(event.startDate);
      expect(first?.endDate ?? event.startDate, event.slug).toBe(event.endDate ?? event.startDate);
      // Only a date fixed by law is confirmed by its rule; nothing else confirms itself.
      expect(first?.confirmed, event.slug).toBe(event.recurrence.fixed && event.datesConfirmed);
    }
  });
});
