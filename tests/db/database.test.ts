import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { destinations } from "../../app/content/destinations.ts";
import { events } from "../../app/content/events.ts";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import {
  findDestination,
  findExperience,
  forgetReads,
  listDestinations,
  listEvents,
  listExperiences,
  listPublishedReviews,
  listTravelGuides,
  listUpcomingEvents,
  reviewSummaries,
} from "../../app/db/queries.server.ts";
import * as schema from "../../app/db/schema.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import { testTargets } from "../support/test-databases.ts";

const targets = testTargets();

describe.each(targets)("database on $name", (target) => {
  let connection: DatabaseConnection;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const created = await target.create();
    connection = await openDatabase(created.options);
    await seedDatabase(connection.db);
    cleanup = async () => {
      await connection.close();
      await created.drop();
    };
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it("is migrated and seeded on first open", async () => {
    const rows = await listDestinations(connection.db);
    expect(rows.map((row) => row.id)).toEqual(destinations.map((d) => d.id));
    expect(rows[1]?.name).toBe("Prizren");
    expect((await listExperiences(connection.db)).length).toBeGreaterThanOrEqual(8);
    expect((await listEvents(connection.db)).length).toBe(events.length);
    expect((await listTravelGuides(connection.db)).map((g) => g.type)).toEqual([
      "visa",
      "transportation",
      "accommodation",
      "seasonal",
      "culture",
      "itineraries",
    ]);
  });

  it("seeding twice changes nothing", async () => {
    await seedDatabase(connection.db);
    expect((await listDestinations(connection.db)).length).toBe(25);
    expect((await listEvents(connection.db)).length).toBe(events.length);
  });

  it("computes upcoming events at request time in Kosovo's time zone", async () => {
    const all = await listEvents(connection.db);
    // Eid al-Fitr follows the lunar calendar: no rule, so once its one edition ends it is past.
    const pivot = all.find((event) => event.slug === "eid-al-fitr");
    expect(pivot?.rrule).toBeNull();
    const day = pivot?.endDate ?? pivot?.startDate ?? "";
    // 23:30 UTC is already the next day in Kosovo: an event that ended "yesterday" is past.
    const lateEvening = new Date(`${day}T23:30:00Z`);
    const upcoming = await listUpcomingEvents(connection.db, "en", lateEvening);
    expect(upcoming.some((event) => event.id === pivot?.id)).toBe(false);
    const morning = new Date(`${day}T06:00:00Z`);
    const upcomingMorning = await listUpcomingEvents(connection.db, "en", morning);
    expect(upcomingMorning.some((event) => event.id === pivot?.id)).toBe(true);
    // A recurring event rolls on to its next edition instead (DokuFest: the first Friday of August).
    const dokufest = all.find((event) => event.slug === "dokufest");
    const afterDokufest = new Date(`${dokufest?.endDate}T23:30:00Z`);
    const next = (await listUpcomingEvents(connection.db, "en", afterDokufest)).find(
      (event) => event.id === dokufest?.id,
    );
    expect(next?.startDate).toBe("2028-08-04");
    expect(next?.datesConfirmed).toBe(false);
    const starts = upcomingMorning.map((event) => event.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it("starts with no reviews: no experience has a rating (PRODUCT B11)", async () => {
    for (const row of await listExperiences(connection.db)) {
      expect(row.reviews).toMatchObject({ average: null, count: 0 });
    }
    expect((await reviewSummaries(connection.db, "attraction")).size).toBe(0);
  });

  it("computes ratings from published reviews only", async () => {
    const review = (entityType: string, entityId: number, rating: number, status: string) => ({
      entityType,
      entityId,
      rating,
      status,
      title: "A title",
      text: "What the visitor wrote.",
      displayName: "A visitor",
      language: "en",
      visitMonth: "2026-06",
    });
    await connection.db
      .insert(schema.reviews)
      .values([
        review("experience", 1, 5, "published"),
        review("experience", 1, 4, "published"),
        review("experience", 1, 1, "pending"),
        review("experience", 1, 1, "rejected"),
        review("attraction", 3, 3, "published"),
      ]);
    forgetReads(connection.db);
    try {
      const walk = (await listExperiences(connection.db)).find((row) => row.id === 1);
      expect(walk?.reviews).toMatchObject({ average: 4.5, count: 2 });
      expect(walk?.reviews.breakdown.map((row) => row.count)).toEqual([1, 1, 0, 0, 0]);
      expect((await findExperience(connection.db, 2))?.reviews.count).toBe(0);
      const attractions = await reviewSummaries(connection.db, "attraction");
      expect(attractions.get(3)).toMatchObject({ average: 3, count: 1 });
      const listed = await listPublishedReviews(connection.db, "experience", 1);
      expect(listed.map((row) => row.rating).sort()).toEqual([4, 5]);
    } finally {
      await connection.db.delete(schema.reviews);
      forgetReads(connection.db);
    }
  });

  it("rejects a rating outside 1–5, an unknown status and a malformed visit month", async () => {
    const insert = (rating: number, status: string, visitMonth: string) =>
      connection.db.execute(
        sql`insert into reviews (entity_type, entity_id, rating, title, text, display_name, language, status, visit_month)
            values ('attraction', 1, ${rating}, 't', 't', 'n', 'en', ${status}, ${visitMonth})`,
      );
    await expect(insert(6, "pending", "2026-06")).rejects.toThrow();
    await expect(insert(0, "pending", "2026-06")).rejects.toThrow();
    await expect(insert(5, "approved", "2026-06")).rejects.toThrow();
    await expect(insert(5, "pending", "June 2026")).rejects.toThrow();
  });

  it("holds each row's translations and answers in the asked language", async () => {
    const german = await listDestinations(connection.db, "de");
    const albanian = await listDestinations(connection.db, "sq");
    const english = await listDestinations(connection.db);
    expect(german.map((row) => row.id)).toEqual(english.map((row) => row.id));
    const rugova = (rows: typeof english) => rows.find((row) => row.id === 5);
    expect(rugova(english)?.name).toBe("Rugova Gorge");
    expect(rugova(german)?.name).toBe("Rugova-Schlucht");
    expect(rugova(albanian)?.name).toBe("Gryka e Rugovës");
    // Data that is not text is the same in every language.
    expect(rugova(german)?.latitude).toBe(rugova(english)?.latitude);
    expect(rugova(german)?.image).toBe(rugova(english)?.image);
    const [englishEvent] = await listEvents(connection.db);
    const [italianEvent] = await listEvents(connection.db, "it");
    expect(italianEvent?.id).toBe(englishEvent?.id);
    expect(italianEvent?.startDate).toBe(englishEvent?.startDate);
    expect(italianEvent?.description).not.toBe(englishEvent?.description);
  });

  it("keeps what it read until the tables are seeded again", async () => {
    const before = await findDestination(connection.db, 1);
    await connection.db.execute(sql`update destinations set name = 'Renamed' where id = 1`);
    // Kept: the page views of the next half minute cost no query.
    expect((await findDestination(connection.db, 1))?.name).toBe(before?.name);
    // Seeding writes the content back and drops what was kept, so readers see the tables again.
    await connection.db.execute(sql`update destinations set name = 'Renamed' where id = 1`);
    await seedDatabase(connection.db);
    expect((await listDestinations(connection.db))[0]?.name).toBe(before?.name);
    const [rowNow] = await connection.db
      .select({ name: schema.destinations.name })
      .from(schema.destinations)
      .where(eq(schema.destinations.id, 1));
    expect(rowNow?.name).toBe(before?.name);
  });

  it("shares one query among concurrent readers and never keeps a failure", async () => {
    let queries = 0;
    let fail = true;
    const flaky = new Proxy(connection.db, {
      get(target, key, receiver) {
        if (key !== "select") return Reflect.get(target, key, receiver);
        return (...args: unknown[]) => {
          queries += 1;
          if (fail) throw new Error("connection refused");
          return (target.select as (...a: unknown[]) => unknown)(...args);
        };
      },
    });
    await expect(listDestinations(flaky)).rejects.toThrow("connection refused");
    fail = false;
    const [english, german] = await Promise.all([
      listDestinations(flaky),
      listDestinations(flaky, "de"),
    ]);
    expect(english).toHaveLength(25);
    expect(german[4]?.name).toBe("Rugova-Schlucht");
    expect(queries).toBe(2);
  });

  it("answers health pings", async () => {
    await expect(connection.ping()).resolves.toBeUndefined();
  });
});
