import { describe, expect, it } from "vitest";
import { buildCalendarFeed, buildIcs, nextDay } from "./ics.ts";

/** A small RFC 5545 reader: unfolds lines, splits name;params:value and unescapes TEXT. */
function parseIcs(text: string) {
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const lines = unfolded.split("\r\n");
  expect(lines.at(-1)).toBe("");
  const properties: { name: string; params: Record<string, string>; value: string }[] = [];
  for (const line of lines.slice(0, -1)) {
    const colon = line.indexOf(":");
    expect(colon, `line without a colon: ${line}`).toBeGreaterThan(0);
    const [name = "", ...params] = line.slice(0, colon).split(";");
    properties.push({
      name,
      params: Object.fromEntries(params.map((param) => param.split("=") as [string, string])),
      value: line.slice(colon + 1),
    });
  }
  return properties;
}

/** The first property of that name inside the VEVENT (a VTIMEZONE has DTSTARTs of its own). */
function inEvent(properties: ReturnType<typeof parseIcs>, name: string) {
  const start = properties.findIndex((p) => p.name === "BEGIN" && p.value === "VEVENT");
  return properties.slice(start).find((property) => property.name === name);
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_whole, char: string) =>
    char === "n" || char === "N" ? "\n" : char,
  );

const event = {
  uid: "event-10-2027-08-06@explore-kosovo.example",
  summary: "DokuFest",
  description:
    "Documentary and short film festival; screenings by the river, in the fortress and in old cinemas, with concerts every night.\nDates, times and tickets: see the festival's site.",
  location: "Cinemas and open-air screens, old town, Prizren",
  startDate: "2027-08-06",
  endDate: "2027-08-14",
  url: "https://explore-kosovo.example/events/10",
  geo: { lat: 42.2085, lng: 20.742 },
};
const now = new Date("2026-11-22T09:05:03.120Z");

describe("buildIcs of an event known by the day alone", () => {
  const text = buildIcs(event, now);
  const properties = parseIcs(text);
  const get = (name: string) => properties.find((property) => property.name === name);

  it("uses CRLF line endings only", () => {
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("folds every line at 75 octets", () => {
    for (const line of text.split("\r\n")) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(text).toMatch(/\r\n /);
  });

  it("wraps one event in a calendar", () => {
    expect(properties.map((property) => `${property.name}:${property.value}`)).toEqual(
      expect.arrayContaining([
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        "END:VEVENT",
        "END:VCALENDAR",
      ]),
    );
    expect(properties[0]?.name).toBe("BEGIN");
    expect(properties.at(-1)?.value).toBe("VCALENDAR");
    expect(get("PRODID")?.value).toBeTruthy();
  });

  it("has UID and a UTC DTSTAMP", () => {
    expect(get("UID")?.value).toBe(event.uid);
    expect(get("DTSTAMP")?.value).toBe("20261122T090503Z");
  });

  it("is an all-day event with an exclusive end", () => {
    expect(get("DTSTART")).toEqual({
      name: "DTSTART",
      params: { VALUE: "DATE" },
      value: "20270806",
    });
    expect(get("DTEND")).toEqual({ name: "DTEND", params: { VALUE: "DATE" }, value: "20270815" });
  });

  it("ends the day after a one-day event", () => {
    const single = parseIcs(
      buildIcs({ ...event, startDate: "2026-12-31", endDate: undefined }, now),
    );
    expect(single.find((property) => property.name === "DTEND")?.value).toBe("20270101");
  });

  it("has no VTIMEZONE, as nothing in it has a time", () => {
    expect(properties.some((property) => property.value === "VTIMEZONE")).toBe(false);
  });

  it("escapes text values and reads them back unchanged", () => {
    expect(unescapeText(get("SUMMARY")?.value ?? "")).toBe(event.summary);
    expect(unescapeText(get("LOCATION")?.value ?? "")).toBe(event.location);
    expect(get("LOCATION")?.value).toContain("\\,");
    expect(unescapeText(get("DESCRIPTION")?.value ?? "")).toBe(event.description);
    expect(get("DESCRIPTION")?.value).toContain("\\;");
    expect(get("DESCRIPTION")?.value).toContain("\\n");
    expect(get("URL")?.value).toBe(event.url);
    expect(get("GEO")?.value).toBe("42.2085;20.742");
  });
});

describe("buildIcs of an event with a start time (PRODUCT B7, issue 16)", () => {
  const timed = { ...event, startTime: "19:00" };
  const properties = parseIcs(buildIcs(timed, now));
  const get = (name: string) => inEvent(properties, name);

  it("starts at the local time in Europe/Belgrade, as the page and JSON-LD say", () => {
    expect(get("DTSTART")).toEqual({
      name: "DTSTART",
      params: { TZID: "Europe/Belgrade" },
      value: "20270806T190000",
    });
    // A festival runs through its last day.
    expect(get("DTEND")).toEqual({
      name: "DTEND",
      params: { TZID: "Europe/Belgrade" },
      value: "20270815T000000",
    });
  });

  it("carries the VTIMEZONE it refers to, with summer and winter time", () => {
    const names = properties.map((property) => `${property.name}:${property.value}`);
    expect(names).toEqual(
      expect.arrayContaining([
        "BEGIN:VTIMEZONE",
        "TZID:Europe/Belgrade",
        "BEGIN:DAYLIGHT",
        "TZOFFSETTO:+0200",
        "BEGIN:STANDARD",
        "TZOFFSETTO:+0100",
        "END:VTIMEZONE",
      ]),
    );
    expect(names.indexOf("END:VTIMEZONE")).toBeLessThan(names.indexOf("BEGIN:VEVENT"));
    expect(get("DTSTAMP")?.value).toBe("20261122T090503Z");
  });

  it("gives a one-day event no invented end time", () => {
    const single = parseIcs(buildIcs({ ...timed, endDate: undefined }, now));
    expect(inEvent(single, "DTSTART")?.value).toBe("20270806T190000");
    expect(inEvent(single, "DTEND")).toBeUndefined();
  });

  it("does not depend on the server's time zone", () => {
    // The wall time is written as given; DST in Kosovo is the VTIMEZONE's business.
    const winter = parseIcs(
      buildIcs({ ...timed, startDate: "2027-01-07", endDate: undefined }, now),
    );
    expect(inEvent(winter, "DTSTART")?.value).toBe("20270107T190000");
  });
});

describe("nextDay", () => {
  it("finds the next day across months and years", () => {
    expect(nextDay("2027-02-28")).toBe("2027-03-01");
    expect(nextDay("2028-02-28")).toBe("2028-02-29");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
  });
});

describe("buildIcs and the edition's status", () => {
  it("is TENTATIVE while the dates are expected and CONFIRMED once they are", () => {
    const status = (confirmed?: boolean) =>
      inEvent(parseIcs(buildIcs({ ...event, confirmed }, now)), "STATUS")?.value;
    expect(status(false)).toBe("TENTATIVE");
    expect(status(true)).toBe("CONFIRMED");
    expect(status(undefined)).toBeUndefined();
  });
});

describe("a calendar to subscribe to (decision 143)", () => {
  const feed = {
    name: "Explore Kosovo: events (Prizren)",
    description: "Festivals",
    url: "https://explore-kosovo.test/events",
    refreshSeconds: 43_200,
  };
  const festival = {
    uid: "event-11-2027-08-06@explore-kosovo.test",
    summary: "DokuFest",
    description: "Documentaries",
    location: "Prizren",
    startDate: "2027-08-06",
    startTime: "20:00",
    endDate: "2027-08-14",
    stamp: new Date("2026-11-20T10:00:00Z"),
  };
  const concert = {
    uid: "event-3-2026-12-31@explore-kosovo.test",
    summary: "New Year's Eve",
    description: "Concert",
    location: "Pristina",
    startDate: "2026-12-31",
    startTime: "21:00",
  };

  it("writes every event, a festival all-day over its days, a one-day event at its time", () => {
    const text = buildCalendarFeed(feed, [festival, concert], new Date("2026-12-01T00:00:00Z"));
    const properties = parseIcs(text);
    expect(properties.filter((p) => p.name === "BEGIN" && p.value === "VEVENT")).toHaveLength(2);
    expect(properties.find((p) => p.name === "X-WR-CALNAME")?.value).toBe(feed.name);
    expect(properties.find((p) => p.name === "REFRESH-INTERVAL")?.value).toBe("PT12H");
    const events = text.split("BEGIN:VEVENT").slice(1);
    expect(events[0]).toContain("DTSTART;VALUE=DATE:20270806");
    expect(events[0]).toContain("DTEND;VALUE=DATE:20270815");
    // The stored change, not the moment of writing: the file stays the same until it changes.
    expect(events[0]).toContain("DTSTAMP:20261120T100000Z");
    expect(events[1]).toContain("DTSTART;TZID=Europe/Belgrade:20261231T210000");
    expect(events[1]).not.toContain("DTEND");
    expect(events[1]).toContain("DTSTAMP:20261201T000000Z");
  });

  it("keeps the single event's file as it was: a timed festival starts at its time", () => {
    const properties = parseIcs(buildIcs(festival));
    expect(inEvent(properties, "DTSTART")).toMatchObject({
      params: { TZID: "Europe/Belgrade" },
      value: "20270806T200000",
    });
  });
});
