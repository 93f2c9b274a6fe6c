import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventDetailJson } from "../../app/api/shapes.ts";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { type DatabaseConnection, openDatabase } from "../../app/db/client.server.ts";
import {
  ContentError,
  compareEventRevisions,
  createEvent,
  deleteEvent,
  type EventCreateInput,
  getDeskEvent,
  getEventRevision,
  listDeskEvents,
  listEventRevisions,
  listNeedsConfirming,
  previewEvent,
  publishEvent,
  removeEventOccurrence,
  restoreEventRevision,
  restorePreviousEventVersion,
  saveEventOccurrence,
  saveEventTranslation,
  scheduleEvent,
  translationDiff,
  unpublishEvent,
  updateEvent,
} from "../../app/db/events.server.ts";
import { findEvent, listEvents, listUpcomingEvents } from "../../app/db/queries.server.ts";
import * as schema from "../../app/db/schema.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import {
  deskEditorRecipients,
  digestDue,
  isoWeek,
  recipientsFromList,
  recipientsFromQuery,
  sendNeedsConfirmingDigest,
} from "../../app/mail/events-digest.server.ts";
import { testTargets } from "../support/test-databases.ts";

/** Events in the database (issue 18): recurrence, publishing, translations, revisions, digest. */

const at = (iso: string) => new Date(iso);
/** A winter morning in Kosovo, the day these tests pretend it is unless they say otherwise. */
const NOW = at("2026-11-26T09:00:00Z");

const newEvent: EventCreateInput = {
  name: "Gjakova Summer Nights",
  description: "Open-air concerts in the old bazaar of Gjakova on summer evenings, free to all.",
  details: ["The bazaar's cafés put out chairs. Bands play from nine. Bring a jacket for later."],
  image: "/artwork/events/hardh-fest.svg",
  imageAlt: "A stage at dusk in an old bazaar street",
  startTime: "21:00",
  location: "Old bazaar, Gjakova",
  address: "Old bazaar, Gjakova, Kosovo",
  town: "Gjakova",
  category: "Music",
  latitude: 42.38,
  longitude: 20.43,
  occurrences: [{ startDate: "2027-07-02", endDate: "2027-07-04", confirmed: false }],
};

describe.each(testTargets())("events on $name", (target) => {
  let connection: DatabaseConnection;
  let cleanup: () => Promise<void>;
  const db = () => connection.db;

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: "https://explore-kosovo.test" }));
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
    // Every test starts from the content files alone.
    await db().delete(schema.contentRevisions);
    await db().delete(schema.events);
    await db().delete(schema.jobRuns);
    await db().delete(schema.outbox);
    await seedDatabase(db());
  });

  const slugOf = async (slug: string) => {
    const [row] = await db().select().from(schema.events).where(eq(schema.events.slug, slug));
    if (!row) throw new Error(`no ${slug}`);
    return row;
  };

  it("shows each event's next edition, rolling forward by itself, confirmed or expected", async () => {
    const today = await listEvents(db(), "en", NOW);
    const byslug = (rows: typeof today, slug: string) => rows.find((row) => row.slug === slug);
    // The 2026 marathon (27 September) is over: the fourth Sunday of September 2027 is next.
    expect(byslug(today, "prishtina-marathon")).toMatchObject({
      startDate: "2027-09-26",
      endDate: null,
      datesConfirmed: false,
    });
    // New Year's Eve keeps its confirmed date…
    expect(byslug(today, "new-years-eve-in-pristina")).toMatchObject({
      startDate: "2026-12-31",
      datesConfirmed: true,
    });
    // …and on 1 January rolls on to the next, still confirmed: its rule fixes the date.
    const january = await listEvents(db(), "en", at("2027-01-01T10:00:00Z"));
    expect(byslug(january, "new-years-eve-in-pristina")).toMatchObject({
      startDate: "2027-12-31",
      datesConfirmed: true,
    });
    // DokuFest's expected 2027 edition until its last evening in Kosovo, then 2028's.
    const lastEvening = await listUpcomingEvents(db(), "en", at("2027-08-14T21:00:00Z"));
    expect(byslug(lastEvening, "dokufest")?.startDate).toBe("2027-08-06");
    const nextMorning = await listUpcomingEvents(db(), "en", at("2027-08-14T22:30:00Z"));
    expect(byslug(nextMorning, "dokufest")).toMatchObject({
      startDate: "2028-08-04",
      endDate: "2028-08-12",
      datesConfirmed: false,
    });
    // The list stays in date order.
    const starts = today.map((row) => row.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it("never shows the note about unannounced dates once an edition's dates are confirmed", async () => {
    const marathon = await slugOf("prishtina-marathon");
    const expected = await findEvent(db(), marathon.id, "en", NOW);
    expect(expected?.datesConfirmed).toBe(false);
    expect(expected && eventDetailJson(expected).dateNote).toMatch(/check with the Athletics/);
    await saveEventOccurrence(db(), marathon.id, {
      startDate: "2027-09-26",
      endDate: null,
      confirmed: true,
    });
    const confirmed = await findEvent(db(), marathon.id, "en", NOW);
    expect(confirmed).toMatchObject({ startDate: "2027-09-26", datesConfirmed: true });
    // The note stays stored (the next edition may need it again), but nothing shows it.
    expect(confirmed?.dateNote).toMatch(/check with the Athletics/);
    expect(confirmed && eventDetailJson(confirmed).dateNote).toBeUndefined();
    // The same in German: the translated note is not shown either.
    const german = await findEvent(db(), marathon.id, "de", NOW);
    expect(german && eventDetailJson(german).dateNote).toBeUndefined();
  });

  it("creates drafts that visitors see only once published, at once, and no longer once unpublished", async () => {
    const before = await listEvents(db(), "en", NOW); // fills the read cache
    const id = await createEvent(db(), newEvent, { author: "editor@example.test", now: NOW });
    expect(before.some((row) => row.id === id)).toBe(false);
    expect(await findEvent(db(), id, "en", NOW)).toBeUndefined();
    expect((await getDeskEvent(db(), id, NOW))?.status).toBe("draft");
    const drafts = await listDeskEvents(db(), { status: "draft" }, NOW);
    expect(drafts.map((row) => row.id)).toEqual([id]);
    // Search finds it by any word of its name or town, in any case; a translated name too.
    expect(
      (await listDeskEvents(db(), { search: "SUMMER gjakova" }, NOW)).map((r) => r.id),
    ).toEqual([id]);
    expect((await listDeskEvents(db(), { search: "Schlucht" }, NOW)).length).toBe(0);
    expect(
      (await listDeskEvents(db(), { search: "Unabhängigkeitstag" }, NOW)).map((r) => r.slug),
    ).toEqual(["independence-day"]);

    await publishEvent(db(), id, { author: "editor@example.test" });
    // Within the read cache's 30 s: the write itself made the cache forget.
    const published = await findEvent(db(), id, "en", NOW);
    expect(published).toMatchObject({
      slug: "gjakova-summer-nights",
      startDate: "2027-07-02",
      endDate: "2027-07-04",
      datesConfirmed: false,
    });

    await unpublishEvent(db(), id);
    expect(await findEvent(db(), id, "en", NOW)).toBeUndefined();
  });

  it("publishes a scheduled event at its moment, without any job", async () => {
    const id = await createEvent(db(), newEvent, { now: NOW });
    const moment = at("2026-12-01T08:00:00Z");
    await scheduleEvent(db(), id, moment, { now: NOW });
    expect(await findEvent(db(), id, "en", at("2026-12-01T07:59:59Z"))).toBeUndefined();
    expect(await findEvent(db(), id, "en", moment)).toBeDefined();
    const [summary] = await listDeskEvents(db(), { search: "gjakova summer" }, moment);
    expect(summary?.status).toBe("published");
    await expect(scheduleEvent(db(), id, at("2026-11-01T00:00:00Z"), { now: NOW })).rejects.toThrow(
      ContentError,
    );
  });

  it("rejects bad input with a message per field and a stale save with a conflict", async () => {
    const bad = await createEvent(db(), { ...newEvent, name: "x", startTime: "25:00" }).catch(
      (error: unknown) => error,
    );
    expect(bad).toBeInstanceOf(ContentError);
    expect((bad as ContentError).issues.map((issue) => issue.path)).toEqual(
      expect.arrayContaining(["name", "startTime"]),
    );
    const noDate = await createEvent(db(), { ...newEvent, occurrences: [] }).catch((e) => e);
    expect((noDate as ContentError).issues[0]?.path).toBe("occurrences");
    const badRule = await createEvent(db(), {
      ...newEvent,
      rrule: "FREQ=DAILY",
      rruleStart: "2027-07-02",
    }).catch((e) => e);
    expect((badRule as ContentError).issues[0]?.path).toBe("rrule");

    const id = await createEvent(db(), newEvent);
    await updateEvent(db(), id, { town: "Gjakovë" }, { expectedVersion: 1 });
    const stale = await updateEvent(db(), id, { town: "Gjakova" }, { expectedVersion: 1 }).catch(
      (e) => e,
    );
    expect(stale).toMatchObject({ code: "conflict" });
  });

  it("marks translations as needing an update when the English changes, with the changed sentences", async () => {
    const dokufest = await slugOf("dokufest");
    expect((await getDeskEvent(db(), dokufest.id))?.translations).toEqual({
      sq: "current",
      de: "current",
      it: "current",
    });
    const paragraphs = (dokufest.details as { details: string[] }).details;
    const [first = "", second = ""] = paragraphs;
    const changed = first.replace(
      "Each August it screens more than 200 documentaries",
      "Each August it screens about 250 documentaries",
    );
    expect(changed).not.toBe(first);
    await updateEvent(db(), dokufest.id, { details: [changed, second] });

    const desk = await getDeskEvent(db(), dokufest.id);
    expect(desk?.translations).toEqual({
      sq: "needs-update",
      de: "needs-update",
      it: "needs-update",
    });
    const needing = await listDeskEvents(db(), { needsTranslation: "de" });
    expect(needing.map((row) => row.id)).toEqual([dokufest.id]);

    const diff = await translationDiff(db(), dokufest.id, "de");
    expect(diff?.state).toBe("needs-update");
    expect(diff?.fields.map((field) => field.field)).toEqual(["details"]);
    const changes = diff?.fields[0]?.changes.filter((change) => change.type !== "same");
    expect(changes).toEqual([
      { type: "removed", text: expect.stringContaining("more than 200 documentaries") },
      { type: "added", text: expect.stringContaining("about 250 documentaries") },
    ]);

    // The German text is still shown until the translator saves a new one.
    const german = await findEvent(db(), dokufest.id, "de", NOW);
    expect(german?.untranslated).toBe(false);
    const translations = dokufest.translations as Record<
      string,
      {
        name: string;
        description: string;
        imageAlt: string;
        location: string;
        address: string;
        town: string;
        dateNote: string;
        details: { details: string[] };
      }
    >;
    const de = translations.de;
    if (!de) throw new Error("no German");
    await saveEventTranslation(db(), dokufest.id, "de", {
      ...de,
      details: ["Jeden August zeigt es rund 250 Dokumentarfilme.", de.details.details[1] ?? ""],
    });
    expect((await getDeskEvent(db(), dokufest.id))?.translations.de).toBe("current");
    expect((await translationDiff(db(), dokufest.id, "de"))?.fields).toEqual([]);
    expect((await findEvent(db(), dokufest.id, "de", NOW))?.details).toEqual({
      details: ["Jeden August zeigt es rund 250 Dokumentarfilme.", de.details.details[1]],
    });
  });

  it("falls back to English, saying so, where a translation is missing", async () => {
    const id = await createEvent(db(), newEvent);
    await publishEvent(db(), id);
    const albanian = await findEvent(db(), id, "sq", NOW);
    expect(albanian?.name).toBe(newEvent.name);
    expect(albanian?.description).toBe(newEvent.description);
    expect(albanian?.untranslated).toBe(true);
    expect((await getDeskEvent(db(), id))?.translations.sq).toBe("missing");
    // The translator sees every English sentence as new.
    const diff = await translationDiff(db(), id, "sq");
    expect(diff?.fields.find((field) => field.field === "details")?.changes).toHaveLength(3);
    const preview = await previewEvent(db(), id, "it", NOW);
    expect(preview?.untranslated).toBe(true);
  });

  it("keeps a revision of every change and restores earlier versions, also after a delete", async () => {
    const id = await createEvent(db(), newEvent, { author: "a@example.test" });
    await updateEvent(db(), id, { name: "Gjakova Bazaar Nights" }, { author: "b@example.test" });
    await saveEventOccurrence(db(), id, {
      startDate: "2027-07-02",
      endDate: "2027-07-04",
      confirmed: true,
    });
    const revisions = await listEventRevisions(db(), id);
    expect(revisions.map((r) => [r.version, r.action, r.author])).toEqual([
      [3, "occurrences", null],
      [2, "update", "b@example.test"],
      [1, "create", "a@example.test"],
    ]);
    expect(await compareEventRevisions(db(), id, 1, 2)).toEqual([
      { field: "name", before: newEvent.name, after: "Gjakova Bazaar Nights" },
    ]);
    expect(await compareEventRevisions(db(), id, 2, 3)).toEqual([
      {
        field: "occurrences",
        before: [{ startDate: "2027-07-02", endDate: "2027-07-04", confirmed: false }],
        after: [{ startDate: "2027-07-02", endDate: "2027-07-04", confirmed: true }],
      },
    ]);
    const first = await getEventRevision(db(), id, 1);
    expect(first?.data.event.name).toBe(newEvent.name);
    expect(first?.data.occurrences).toEqual([
      { startDate: "2027-07-02", endDate: "2027-07-04", confirmed: false },
    ]);

    // Undo the confirmation, then go back to the very first version.
    await restorePreviousEventVersion(db(), id, { author: "c@example.test" });
    expect((await getDeskEvent(db(), id))?.occurrences[0]?.confirmed).toBe(false);
    await restoreEventRevision(db(), id, 1);
    const restored = await getDeskEvent(db(), id);
    expect(restored?.record.name).toBe(newEvent.name);
    expect(restored?.record.version).toBe(5);

    // Restoring content leaves the publication alone.
    await publishEvent(db(), id);
    await restoreEventRevision(db(), id, 2);
    expect((await getDeskEvent(db(), id))?.status).toBe("published");
    expect((await getDeskEvent(db(), id))?.record.name).toBe("Gjakova Bazaar Nights");
    await restoreEventRevision(db(), id, 1);
    await deleteEvent(db(), id, { author: "d@example.test" });
    expect(await getDeskEvent(db(), id)).toBeUndefined();
    const [deletion] = await listEventRevisions(db(), id);
    expect(deletion).toMatchObject({ action: "delete", author: "d@example.test" });
    await restorePreviousEventVersion(db(), id);
    const back = await getDeskEvent(db(), id);
    expect(back?.record.name).toBe(newEvent.name);
    // A deleted event comes back as a draft.
    expect(back?.status).toBe("draft");
    // A new event never reuses a deleted one's id (its history belongs to it).
    await deleteEvent(db(), id);
    expect(await createEvent(db(), { ...newEvent, slug: "another-one" })).toBe(id + 1);
  });

  it("removes a stored edition: the rule's comes back expected; a one-off keeps its last date", async () => {
    const anibar = await slugOf("anibar-animation-festival");
    await saveEventOccurrence(db(), anibar.id, {
      startDate: "2027-07-19",
      endDate: "2027-07-25",
      confirmed: true,
    });
    // Saved without `replaces`, it stands beside the seeded expected edition: both are stored.
    const desk = await getDeskEvent(db(), anibar.id, NOW);
    expect(desk?.upcoming.filter((o) => o.startDate.startsWith("2027"))).toEqual([
      { startDate: "2027-07-12", endDate: "2027-07-18", confirmed: false, source: "stored" },
      { startDate: "2027-07-19", endDate: "2027-07-25", confirmed: true, source: "stored" },
    ]);
    await removeEventOccurrence(db(), anibar.id, "2027-07-12");
    await removeEventOccurrence(db(), anibar.id, "2027-07-19");
    expect((await findEvent(db(), anibar.id, "en", NOW))?.startDate).toBe("2027-07-12");
    expect((await findEvent(db(), anibar.id, "en", NOW))?.datesConfirmed).toBe(false);

    const eid = await slugOf("eid-al-fitr");
    const refused = await removeEventOccurrence(db(), eid.id, "2027-03-09").catch((e) => e);
    expect(refused).toMatchObject({ code: "invalid" });
  });

  it("never overwrites an event an editor changed when the content files seed again", async () => {
    const dokufest = await slugOf("dokufest");
    await updateEvent(db(), dokufest.id, { name: "DokuFest Prizren" });
    await seedDatabase(db());
    expect((await slugOf("dokufest")).name).toBe("DokuFest Prizren");
    const id = await createEvent(db(), newEvent);
    await seedDatabase(db());
    expect(await getDeskEvent(db(), id)).toBeDefined();
  });

  it("lists the editions of the next 120 days whose dates are not confirmed", async () => {
    // 1 June 2027, 120 days to 29 September: the Chopin festival under way, then Anibar, Sunny
    // Hill, DokuFest, Hardh Fest, PriFest, Zambaku, FemArt and the marathon (its rule's fourth
    // Sunday of September). None of them confirmed.
    const june = at("2027-06-01T08:00:00Z");
    const items = await listNeedsConfirming(db(), { now: june });
    expect(items.map((item) => item.slug)).toEqual([
      "chopin-piano-fest-prishtina",
      "anibar-animation-festival",
      "sunny-hill-festival",
      "dokufest",
      "hardh-fest",
      "prifest",
      "zambaku-i-prizrenit",
      "femart-festival",
      "prishtina-marathon",
    ]);
    const dokufest = items.find((item) => item.slug === "dokufest");
    expect(dokufest?.occurrence).toMatchObject({ startDate: "2027-08-06", confirmed: false });
    // Confirming DokuFest's (moved) dates takes it off the list.
    await saveEventOccurrence(db(), dokufest?.eventId ?? 0, {
      replaces: "2027-08-06",
      startDate: "2027-08-13",
      endDate: "2027-08-21",
      confirmed: true,
    });
    const after = await listNeedsConfirming(db(), { now: june });
    expect(after.some((item) => item.slug === "dokufest")).toBe(false);
    expect((await findEvent(db(), dokufest?.eventId ?? 0, "en", june))?.datesConfirmed).toBe(true);
    const filtered = await listDeskEvents(db(), { needsConfirming: true }, june);
    expect(filtered.map((row) => row.slug)).toEqual(
      expect.arrayContaining(["anibar-animation-festival", "prifest"]),
    );
    expect(filtered.some((row) => row.slug === "dokufest")).toBe(false);
  });

  it("queues the weekly digest once per week to the recipients it is given", async () => {
    const june = at("2027-06-07T08:00:00Z");
    const recipients = recipientsFromList(["editor@example.test", "chief@example.test"]);
    const first = await sendNeedsConfirmingDigest(db(), {
      recipients,
      now: june,
      today: "2027-06-07",
    });
    expect(first).toMatchObject({ week: "2027-W23", sent: true, queued: 2 });
    expect(first.items).toBeGreaterThan(0);
    const again = await sendNeedsConfirmingDigest(db(), {
      recipients,
      now: june,
      today: "2027-06-09",
    });
    expect(again).toMatchObject({ sent: false, queued: 0 });
    const mail = await db().select().from(schema.outbox);
    expect(mail.map((row) => row.recipient).sort()).toEqual([
      "chief@example.test",
      "editor@example.test",
    ]);
    expect(mail[0]?.subject).toMatch(/^Needs confirming: \d+ event editions in the next 120 days$/);
    expect(mail[0]?.body).toContain("DokuFest");
    expect(mail[0]?.body).toContain("https://explore-kosovo.test/events/10");
    // Recipients can come from a table, by a query (the desk's users, once they exist).
    const fromQuery = recipientsFromQuery(
      "select 'desk@example.test' as email union all select 'other@example.test'",
    );
    expect(await fromQuery(db())).toEqual(["desk@example.test", "other@example.test"]);
    // The desk's admins and editors (not moderators), with EDITOR_DIGEST_TO as extras, once each.
    await db()
      .insert(schema.staffUsers)
      .values([
        { id: "a", name: "A", email: "admin@example.test", role: "admin" },
        { id: "e", name: "E", email: "editor@example.test", role: "editor" },
        { id: "m", name: "M", email: "mod@example.test", role: "moderator" },
      ]);
    expect(await deskEditorRecipients(["Editor@example.test", "chief@example.test"])(db())).toEqual(
      ["admin@example.test", "editor@example.test", "chief@example.test"],
    );
    // Nobody to tell: the week is left for a later check, not used up.
    const nobody = await sendNeedsConfirmingDigest(db(), {
      recipients: recipientsFromList([]),
      now: june,
      today: "2027-06-14",
    });
    expect(nobody).toMatchObject({ sent: false, queued: 0 });
    const later = await sendNeedsConfirmingDigest(db(), {
      recipients: deskEditorRecipients(),
      now: june,
      today: "2027-06-15",
    });
    expect(later).toMatchObject({ week: "2027-W24", sent: true, queued: 2 });
    expect(isoWeek("2027-01-01")).toBe("2026-W53");
    // Due from Monday 08:00 in Kosovo (07:00 UTC in winter), and for the rest of the week.
    expect(digestDue(at("2026-11-30T06:59:00Z"))).toBe(false);
    expect(digestDue(at("2026-11-30T07:00:00Z"))).toBe(true);
    expect(digestDue(at("2026-12-03T03:00:00Z"))).toBe(true);
  });
});
