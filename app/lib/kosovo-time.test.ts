import { describe, expect, it } from "vitest";
import {
  formatKosovoClock,
  formatKosovoDateTime,
  kosovoInputValue,
  kosovoIso,
  kosovoMomentProblem,
  parseKosovoLocal,
} from "./kosovo-time.ts";

describe("formatKosovoDateTime", () => {
  it("names the zone: CET in winter, CEST in summer", () => {
    expect(formatKosovoDateTime(new Date("2026-12-02T13:05:00Z"))).toBe(
      "2 Dec 2026, 14:05 (Kosovo time, CET)",
    );
    expect(formatKosovoDateTime("2027-07-02T13:05:09Z", { seconds: true })).toBe(
      "2 Jul 2027, 15:05:09 (Kosovo time, CEST)",
    );
  });

  it("is Kosovo's day, not the server's: 23:30 UTC is the next day", () => {
    expect(formatKosovoDateTime("2026-12-31T23:30:00Z")).toBe(
      "1 Jan 2027, 00:30 (Kosovo time, CET)",
    );
  });

  it("tells the two 02:30s of an autumn night apart", () => {
    expect(formatKosovoDateTime("2027-10-31T00:30:00Z")).toBe(
      "31 Oct 2027, 02:30 (Kosovo time, CEST)",
    );
    expect(formatKosovoDateTime("2027-10-31T01:30:00Z")).toBe(
      "31 Oct 2027, 02:30 (Kosovo time, CET)",
    );
  });

  it("gives the clock, the field's value and ISO with the offset", () => {
    expect(formatKosovoClock("2026-12-02T09:02:15Z")).toBe("10:02:15 (Kosovo time, CET)");
    expect(kosovoInputValue("2027-07-02T13:05:00Z")).toBe("2027-07-02T15:05");
    expect(kosovoIso("2027-07-02T13:05:09.400Z")).toBe("2027-07-02T15:05:09+02:00");
    expect(kosovoIso("2026-12-02T13:05:00Z")).toBe("2026-12-02T14:05:00+01:00");
  });
});

describe("parseKosovoLocal", () => {
  const at = (value: string, offset?: string) => {
    const moment = parseKosovoLocal(value, offset);
    return moment.ok ? moment.at.toISOString() : moment.problem;
  };

  it("reads a datetime-local value as Kosovo time", () => {
    expect(at("2027-01-10T09:30")).toBe("2027-01-10T08:30:00.000Z");
    expect(at("2027-07-10T09:30")).toBe("2027-07-10T07:30:00.000Z");
    expect(at("2027-07-10T09:30:15")).toBe("2027-07-10T07:30:15.000Z");
  });

  it("refuses what is no date and time", () => {
    expect(at("tomorrow")).toBe("unreadable");
    expect(at("2027-02-30T10:00")).toBe("unreadable");
    expect(at("2027-01-10T24:00")).toBe("unreadable");
    expect(at("")).toBe("unreadable");
  });

  it("around the spring change: 01:59 is CET, 02:30 does not exist, 03:00 is CEST", () => {
    expect(at("2027-03-28T01:59")).toBe("2027-03-28T00:59:00.000Z");
    expect(at("2027-03-28T03:00")).toBe("2027-03-28T01:00:00.000Z");
    // The day before and after keep their own offsets (the noon offset of the day is not used).
    expect(at("2027-03-28T00:30")).toBe("2027-03-27T23:30:00.000Z");
    expect(at("2027-03-28T23:30")).toBe("2027-03-28T21:30:00.000Z");
    const skipped = parseKosovoLocal("2027-03-28T02:30");
    expect(skipped).toEqual({ ok: false, problem: "skipped", local: "28 Mar 2027, 02:30" });
    if (skipped.ok) throw new Error("unreachable");
    expect(kosovoMomentProblem(skipped)).toBe(
      "28 Mar 2027, 02:30 does not exist in Kosovo: that night the clocks go forward an hour, from 02:00 CET to 03:00 CEST. Choose another time.",
    );
  });

  it("around the autumn change: 02:30 happens twice and needs a choice", () => {
    expect(at("2027-10-31T01:59")).toBe("2027-10-30T23:59:00.000Z");
    expect(at("2027-10-31T03:00")).toBe("2027-10-31T02:00:00.000Z");
    const twice = parseKosovoLocal("2027-10-31T02:30");
    expect(twice).toMatchObject({
      ok: false,
      problem: "ambiguous",
      local: "31 Oct 2027, 02:30",
      choices: [
        { offset: "+02:00", zone: "CEST", at: new Date("2027-10-31T00:30:00Z") },
        { offset: "+01:00", zone: "CET", at: new Date("2027-10-31T01:30:00Z") },
      ],
    });
    if (twice.ok) throw new Error("unreachable");
    expect(kosovoMomentProblem(twice)).toMatch(/^31 Oct 2027, 02:30 happens twice in Kosovo/);
    expect(at("2027-10-31T02:30", "+02:00")).toBe("2027-10-31T00:30:00.000Z");
    expect(at("2027-10-31T02:30", "+01:00")).toBe("2027-10-31T01:30:00.000Z");
    // An offset that names neither is no choice; on an ordinary time it changes nothing.
    expect(at("2027-10-31T02:30", "+05:00")).toBe("ambiguous");
    expect(at("2027-10-31T04:30", "+02:00")).toBe("2027-10-31T03:30:00.000Z");
  });
});
