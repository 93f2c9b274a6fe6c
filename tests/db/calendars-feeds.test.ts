import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import {
  forgetReads,
  listBlogPosts,
  listDestinations,
  listEvents,
} from "../../app/db/queries.server.ts";
import * as schema from "../../app/db/schema.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import { calendarFeed } from "../../app/features/events/calendar-feed.server.ts";
import { blogFeed, eventsFeed } from "../../app/features/feeds/feeds.server.ts";
import { placesGeoJson } from "../../app/features/open-data/places-geojson.server.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * The open-data files on the seeded database (issue 33 item 2, decisions 143 and 144): the
 * GeoJSON of places, the calendars to subscribe to and the Atom feeds, each parsed back.
 */

/** A winter morning in Kosovo: DokuFest 2026 is over, 2027's and 2028's are ahead. */
const NOW = new Date("2026-11-26T09:00:00Z");
const ORIGIN = "https://explore-kosovo.test";
/** Kosovo's bounding box, generously rounded (about 20.0–21.8 E, 41.8–43.3 N). */
const KOSOVO = { west: 19.9, east: 21.9, south: 41.8, north: 43.3 };

interface IcsEvent {
  [name: string]: { params: string; value: string } | undefined;
}

/** A small RFC 5545 reader: unfolds lines, splits the VEVENTs, keeps each property once. */
function parseIcs(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  const lines = text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  expect(lines.at(-1)).toBe("END:VCALENDAR");
  const calendar: Record<string, string> = {};
  const events: IcsEvent[] = [];
  const stack: string[] = [];
  let current: IcsEvent | undefined;
  for (const line of lines) {
    const colon = line.indexOf(":");
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name = "", ...params] = head.split(";");
    if (name === "BEGIN") {
      stack.push(value);
      if (value === "VEVENT") current = {};
      continue;
    }
    if (name === "END") {
      expect(stack.pop()).toBe(value);
      if (value === "VEVENT" && current) events.push(current);
      if (value === "VEVENT") current = undefined;
      continue;
    }
    if (current) current[name] = { params: params.join(";"), value };
    else if (stack.length === 1) calendar[name] = value;
  }
  expect(stack).toEqual([]);
  return { calendar, events, text };
}

const unescapeText = (value: string) => value.replace(/\\n/gi, "\n").replace(/\\([,;\\])/g, "$1");

/** The event id in a UID `event-<id>-<start>@host`. */
const idOf = (event: IcsEvent) => Number(/^event-(\d+)-/.exec(event.UID?.value ?? "")?.[1]);

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  isArray: (name) => ["entry", "link", "category"].includes(name),
});

function parseAtom(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  const feed = xml.parse(text).feed;
  expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
  return feed as {
    "@xml:lang": string;
    id: string;
    title: { "#text": string };
    updated: string;
    author: { name: string };
    link: { "@rel": string; "@href": string; "@type": string }[];
    entry?: {
      id: string;
      title: { "#text": string } | string;
      updated: string;
      published?: string;
      summary: { "#text": string };
      link: { "@rel": string; "@href": string }[];
    }[];
  };
}

const textOf = (value: { "#text": string } | string) =>
  typeof value === "string" ? value : String(value["#text"]);

describe.each(testTargets())("calendars, feeds and GeoJSON on $name", (target) => {
  let connection: DatabaseConnection;
  let cleanup: () => Promise<void>;
  const db = () => connection.db;

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: ORIGIN }));
    const created = await target.create();
    connection = await openDatabase(created.options);
    cleanup = async () => {
      await connection.close();
      await created.drop();
      setConfigForTests(undefined);
    };
  }, 120_000);
  afterAll(async () => {
    await cleanup?.();
  });
  beforeEach(async () => {
    await db().delete(schema.contentRevisions);
    await db().delete(schema.events);
    await db().delete(schema.blogPosts);
    await seedDatabase(db());
    forgetReads(db());
  });

  const eventBySlug = async (slug: string) => {
    const row = (await listEvents(db(), "en", NOW)).find((event) => event.slug === slug);
    if (!row) throw new Error(`no event ${slug}`);
    return row;
  };

  describe("GeoJSON of places", () => {
    it("is a FeatureCollection of every kind, in Kosovo, lon/lat, each with its page and licence", async () => {
      const collection = JSON.parse(JSON.stringify(await placesGeoJson(db(), "en")));
      expect(collection.type).toBe("FeatureCollection");
      const kinds = new Set(
        collection.features.map((f: { properties: { kind: string } }) => f.properties.kind),
      );
      expect([...kinds].sort()).toEqual([
        "attraction",
        "city",
        "destination",
        "experience",
        "place",
      ]);
      const ids = collection.features.map((feature: { id: string }) => feature.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const feature of collection.features) {
        expect(feature.type).toBe("Feature");
        expect(feature.geometry.type).toBe("Point");
        const [lon, lat] = feature.geometry.coordinates;
        // Longitude first (RFC 7946): Kosovo's longitudes are about 20–22, its latitudes 42–43.
        expect(lon).toBeGreaterThan(KOSOVO.west);
        expect(lon).toBeLessThan(KOSOVO.east);
        expect(lat).toBeGreaterThan(KOSOVO.south);
        expect(lat).toBeLessThan(KOSOVO.north);
        expect(feature.properties.url).toMatch(new RegExp(`^${ORIGIN}/[a-z]`));
        expect(feature.properties.name.length).toBeGreaterThan(1);
        expect(feature.properties).toMatchObject({
          licence: "CC BY 4.0",
          attribution: "Explore Kosovo",
        });
      }
      // The destinations are the public ones the pages list, at their coordinates.
      const destinations = await listDestinations(db(), "en");
      const first = destinations[0];
      if (!first) throw new Error("no destination");
      const feature = collection.features.find(
        (f: { id: string }) => f.id === `destination:${first.id}`,
      );
      expect(feature.geometry.coordinates).toEqual([first.longitude, first.latitude]);
      expect(feature.properties.url).toBe(`${ORIGIN}/destinations/${first.id}`);
    });

    it("leaves out a destination that is no longer public, and speaks German under de", async () => {
      const [first] = await listDestinations(db(), "en");
      if (!first) throw new Error("no destination");
      await db()
        .update(schema.destinations)
        .set({ status: "draft" })
        .where(eq(schema.destinations.id, first.id));
      forgetReads(db());
      const german = await placesGeoJson(db(), "de");
      expect(german.features.some((f) => f.id === `destination:${first.id}`)).toBe(false);
      expect(german.language).toBe("de");
      for (const feature of german.features) {
        expect(feature.properties.url.startsWith(`${ORIGIN}/de/`)).toBe(true);
      }
    });
  });

  describe("the calendar to subscribe to", () => {
    it("has every edition, festivals all-day across their days, timed events in Europe/Belgrade", async () => {
      const result = await calendarFeed(db(), "en", {}, NOW);
      if (!("body" in result)) throw new Error("refused");
      const { calendar, events, text } = parseIcs(result.body);
      expect(calendar["X-WR-CALNAME"]).toBe("Explore Kosovo: events");
      expect(text).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Belgrade");
      const uids = events.map((event) => event.UID?.value);
      expect(new Set(uids).size).toBe(uids.length);

      // DokuFest: a yearly festival of nine days (first Friday of August), each edition from
      // its first, 2027, to the last within two years ahead.
      const dokufest = await eventBySlug("dokufest");
      const editions = events.filter((event) => idOf(event) === dokufest.id);
      expect(editions.map((event) => event.DTSTART?.value)).toEqual(["20270806", "20280804"]);
      const edition2027 = editions.find((event) => event.DTSTART?.value === "20270806");
      // All-day over its days: DTEND is the day after the last (14 August).
      expect(edition2027?.DTSTART?.params).toBe("VALUE=DATE");
      expect(edition2027?.DTEND).toEqual({ params: "VALUE=DATE", value: "20270815" });
      expect(edition2027?.STATUS?.value).toBe("TENTATIVE");
      expect(unescapeText(edition2027?.DESCRIPTION?.value ?? "")).toContain(
        `${ORIGIN}/events/${dokufest.id}`,
      );

      // The marathon is one morning: it starts at 09:00 Kosovo time, with no end.
      const marathon = await eventBySlug("prishtina-marathon");
      const race = events.find(
        (event) => idOf(event) === marathon.id && event.DTSTART?.value.startsWith("20270926"),
      );
      expect(race?.DTSTART).toEqual({ params: "TZID=Europe/Belgrade", value: "20270926T090000" });
      expect(race?.DTEND).toBeUndefined();

      // Every public event is in it.
      const ids = new Set(events.map(idOf));
      for (const event of await listEvents(db(), "en", NOW)) expect(ids.has(event.id)).toBe(true);
    });

    it("per town and per category holds only those events; an unknown value is refused", async () => {
      const all = await listEvents(db(), "en", NOW);
      const prizren = new Set(all.filter((e) => e.town === "Prizren").map((e) => e.id));
      expect(prizren.size).toBeGreaterThan(1);
      const byTown = await calendarFeed(db(), "en", { town: "prizren" }, NOW);
      if (!("body" in byTown)) throw new Error("refused");
      const townEvents = parseIcs(byTown.body);
      expect(new Set(townEvents.events.map(idOf))).toEqual(prizren);
      expect(townEvents.calendar["X-WR-CALNAME"]).toBe("Explore Kosovo: events (Prizren)");

      const food = new Set(all.filter((e) => e.category === "Food & Wine").map((e) => e.id));
      expect(food.size).toBeGreaterThan(0);
      const byCategory = await calendarFeed(db(), "en", { category: "food-wine" }, NOW);
      if (!("body" in byCategory)) throw new Error("refused");
      expect(new Set(parseIcs(byCategory.body).events.map(idOf))).toEqual(food);

      const both = await calendarFeed(db(), "en", { town: "prizren", category: "film" }, NOW);
      if (!("body" in both)) throw new Error("refused");
      const films = all
        .filter((e) => e.town === "Prizren" && e.category === "Film")
        .map((e) => e.id);
      expect(new Set(parseIcs(both.body).events.map(idOf))).toEqual(new Set(films));

      const unknown = await calendarFeed(db(), "en", { town: "atlantis" }, NOW);
      expect(unknown).toMatchObject({ unknown: { name: "town", value: "atlantis" } });
      const unknownCategory = await calendarFeed(db(), "en", { category: "opera" }, NOW);
      expect(unknownCategory).toMatchObject({ unknown: { name: "category", value: "opera" } });
    });

    it("is in German under de, with the same town value", async () => {
      const result = await calendarFeed(db(), "de", { town: "pristina" }, NOW);
      if (!("body" in result)) throw new Error("refused");
      const { calendar, events } = parseIcs(result.body);
      expect(calendar["X-WR-CALNAME"]).toMatch(/^Explore Kosovo: Veranstaltungen \(/);
      const german = await listEvents(db(), "de", NOW);
      const names = new Set(german.map((event) => event.name));
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(names.has(unescapeText(event.SUMMARY?.value ?? ""))).toBe(true);
        expect(unescapeText(event.DESCRIPTION?.value ?? "")).toContain(`${ORIGIN}/de/events/`);
      }
    });
  });

  describe("Atom feeds", () => {
    it("the blog's: valid Atom, newest first, unique ids, links and summaries", async () => {
      const feed = parseAtom(await blogFeed(db(), "en", NOW));
      expect(feed["@xml:lang"]).toBe("en");
      expect(feed.id).toBe(`${ORIGIN}/blog/feed.xml`);
      expect(feed.author.name).toBe("Explore Kosovo");
      expect(feed.link).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ "@rel": "self", "@href": `${ORIGIN}/blog/feed.xml` }),
          expect.objectContaining({ "@rel": "alternate", "@href": `${ORIGIN}/blog` }),
        ]),
      );
      const posts = await listBlogPosts(db(), "en", NOW);
      const entries = feed.entry ?? [];
      expect(entries.length).toBe(posts.length);
      expect(entries.map((entry) => entry.id)).toEqual(posts.map((p) => `${ORIGIN}/blog/${p.id}`));
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
      const published = entries.map((entry) => entry.published ?? "");
      expect(published).toEqual([...published].sort().reverse());
      expect(feed.updated).toBe([...entries.map((e) => e.updated)].sort().at(-1));
      for (const entry of entries) {
        expect(entry.updated >= (entry.published ?? "")).toBe(true);
        expect(textOf(entry.summary).length).toBeGreaterThan(20);
      }
    });

    it("escapes what it writes and speaks German under de", async () => {
      const [newest] = await listBlogPosts(db(), "en", NOW);
      if (!newest) throw new Error("no post");
      await db()
        .update(schema.blogPosts)
        .set({ title: `Rakia & "Flija" <at home>` })
        .where(eq(schema.blogPosts.id, newest.id));
      forgetReads(db());
      const english = parseAtom(await blogFeed(db(), "en", NOW));
      expect(textOf(english.entry?.[0]?.title ?? "")).toBe(`Rakia & "Flija" <at home>`);

      const german = parseAtom(await blogFeed(db(), "de", NOW));
      expect(german["@xml:lang"]).toBe("de");
      expect(textOf(german.title)).toBe("Explore Kosovo: Blog");
      const germanPosts = await listBlogPosts(db(), "de", NOW);
      expect((german.entry ?? []).map((entry) => textOf(entry.title))).toEqual(
        germanPosts.map((post) => post.title),
      );
      // The seed has German translations: some titles differ from the English ones.
      const englishTitles = new Set((await listBlogPosts(db(), "en", NOW)).map((p) => p.title));
      expect(germanPosts.some((post) => !englishTitles.has(post.title))).toBe(true);
      expect(german.entry?.[0]?.id).toMatch(new RegExp(`^${ORIGIN}/de/blog/\\d+$`));
    });

    it("the events': valid Atom, newest change first, each event once with its dates", async () => {
      const marathon = await eventBySlug("prishtina-marathon");
      await db()
        .update(schema.events)
        .set({ updatedAt: new Date("2026-11-25T12:00:00Z") })
        .where(eq(schema.events.id, marathon.id));
      forgetReads(db());
      const feed = parseAtom(await eventsFeed(db(), "de", NOW));
      expect(feed["@xml:lang"]).toBe("de");
      expect(textOf(feed.title)).toBe("Explore Kosovo: Veranstaltungen");
      const entries = feed.entry ?? [];
      const events = await listEvents(db(), "de", NOW);
      expect(entries.length).toBe(events.length);
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
      const updated = entries.map((entry) => entry.updated);
      expect(updated).toEqual([...updated].sort().reverse());
      const race = entries.find((entry) => entry.id === `${ORIGIN}/de/events/${marathon.id}`);
      expect(race?.updated).toBe("2026-11-25T12:00:00Z");
      const germanMarathon = events.find((event) => event.id === marathon.id);
      expect(textOf(race?.title ?? "")).toBe(germanMarathon?.name);
      expect(textOf(race?.summary ?? { "#text": "" })).toContain("2027");
    });
  });
});
