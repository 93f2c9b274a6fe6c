import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { auditEntries } from "../../app/db/audit.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { getDeskEvent, listEventRevisions } from "../../app/db/events.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { listEvents } from "../../app/db/queries.server.ts";
import { events } from "../../app/db/schema.ts";
import {
  pickerFromRule,
  ruleFromPicker,
  valuesFromRecord,
} from "../../app/features/desk/event-form.server.ts";
import * as listPage from "../../app/routes/desk.events._index.tsx";
import * as editPage from "../../app/routes/desk.events.$id._index.tsx";
import * as revisionsPage from "../../app/routes/desk.events.$id.revisions.tsx";
import * as translationPage from "../../app/routes/desk.events.$id.translations.$locale.tsx";
import * as newPage from "../../app/routes/desk.events.new.tsx";
import { signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * The desk's Events section through its route modules (issue 18 items 2–7), as the browser
 * would call them: a signed-in editor's cookie, the CSRF token, the form fields. Bad input comes
 * back with the typed values and a message per field; conflicts are reported; every change is in
 * the revisions and the audit log.
 */

const SITE = "http://desk.test";
const CSRF = "c".repeat(43);

const good = {
  name: "Prizren Lantern Night",
  slug: "",
  description: "Lanterns float down the Lumbardhi river on a summer night in Prizren's old town.",
  details: "The walk starts at the stone bridge.\n\nBring a lantern or buy one there.",
  image: "/artwork/events/hardh-fest.svg",
  imageAlt: "Paper lanterns on a river at night",
  startTime: "21:00",
  location: "Stone bridge, Prizren",
  address: "Ura e Gurit, Prizren, Kosovo",
  town: "Prizren",
  category: "Culture",
  latitude: "42.2139",
  longitude: "20.7397",
  dateNote: "",
  website: "",
  recurrence: "yearly-weekday",
  month: "8",
  monthDay: "",
  nth: "1",
  weekday: "SA",
  rrule: "",
  rruleStart: "2027-08-07",
  durationDays: "1",
  editionStart: "",
  editionEnd: "",
};

function post(url: string, cookie: string, fields: Record<string, string>) {
  return new Request(new URL(url, SITE), {
    method: "POST",
    headers: { Cookie: `${cookie}; desk-csrf=${CSRF}`, Origin: SITE },
    body: new URLSearchParams({ csrf: CSRF, ...fields }),
  });
}

function get(url: string, cookie: string) {
  return new Request(new URL(url, SITE), { headers: { Cookie: cookie } });
}

/** The redirect a route threw, or the value it returned. */
async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      return { redirect: error.headers.get("Location") };
    }
    throw error;
  }
}

describe.each(testTargets())("the desk's events on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let editor = "";
  const db = () => connection.db;

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: false });
    editor = await signedInStaff(db(), "editor@example.org", "editor", "Erion");
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
    setConfigForTests(undefined);
  });

  it("the recurrence picker makes the RRULE, and a stored rule shows in the picker again", () => {
    const base = { ...good, editionConfirmed: "", rruleFixed: "" };
    expect(ruleFromPicker(base).rrule).toBe("FREQ=YEARLY;BYMONTH=8;BYDAY=1SA");
    expect(
      ruleFromPicker({ ...base, recurrence: "yearly-date", month: "12", monthDay: "31" }).rrule,
    ).toBe("FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=31");
    expect(ruleFromPicker({ ...base, nth: "-1" }).rrule).toBe("FREQ=YEARLY;BYMONTH=8;BYDAY=-1SA");
    expect(ruleFromPicker({ ...base, recurrence: "one-off" }).rrule).toBeNull();
    expect(ruleFromPicker({ ...base, nth: "" }).errors).toEqual({
      nth: "Choose which week: first to fourth, or last",
    });
    expect(pickerFromRule("FREQ=YEARLY;BYMONTH=9;BYDAY=4SU")).toMatchObject({
      recurrence: "yearly-weekday",
      month: "9",
      nth: "4",
      weekday: "SU",
    });
    expect(pickerFromRule("FREQ=YEARLY;BYMONTH=8;BYMONTHDAY=15")).toMatchObject({
      recurrence: "yearly-date",
      monthDay: "15",
    });
    expect(pickerFromRule("FREQ=WEEKLY;BYDAY=SA")).toMatchObject({
      recurrence: "custom",
      rrule: "FREQ=WEEKLY;BYDAY=SA",
    });
    expect(pickerFromRule(null).recurrence).toBe("one-off");
  });

  it("create, refuse bad input, edit with a conflict, publish, schedule, translate, restore, delete", async () => {
    const before = await db().select().from(events);

    // Bad input: a message per field, what was typed comes back, nothing is saved.
    const refused = (await newPage.action({
      request: post("/desk/events/new", editor, {
        ...good,
        intent: "create",
        description: "Too short",
        latitude: "north",
        nth: "",
      }),
      params: {},
      context: {},
    } as never)) as { ok: boolean; values: typeof good; errors: Record<string, string> };
    expect(refused.ok).toBe(false);
    expect(refused.errors).toEqual({
      description: "Give a summary of 20 to 240 characters",
      latitude: "Give a latitude between -90 and 90, e.g. 42.2139",
      nth: "Choose which week: first to fourth, or last",
    });
    expect(refused.values.description).toBe("Too short");
    expect(refused.values.name).toBe(good.name);
    expect(await db().select().from(events)).toHaveLength(before.length);

    // A one-off event needs its date.
    const dateless = (await newPage.action({
      request: post("/desk/events/new", editor, {
        ...good,
        intent: "create",
        recurrence: "one-off",
      }),
      params: {},
      context: {},
    } as never)) as { errors: Record<string, string> };
    expect(dateless.errors.editionStart).toMatch(/one-off event needs its date/);

    // Created as a draft with the rule from the picker.
    const created = (await outcome(() =>
      newPage.action({
        request: post("/desk/events/new", editor, { ...good, intent: "create" }),
        params: {},
        context: {},
      } as never),
    )) as { redirect: string };
    const id = Number(/\/desk\/events\/(\d+)\?done=created$/.exec(created.redirect)?.[1]);
    expect(id).toBeGreaterThan(0);
    const draft = await getDeskEvent(db(), id);
    expect(draft?.record).toMatchObject({
      slug: "prizren-lantern-night",
      rrule: "FREQ=YEARLY;BYMONTH=8;BYDAY=1SA",
      rruleStart: "2027-08-07",
      status: "draft",
      version: 1,
    });
    expect(draft?.record.details).toEqual({
      details: ["The walk starts at the stone bridge.", "Bring a lantern or buy one there."],
    });
    expect((await listEvents(db())).some((row) => row.id === id)).toBe(false);

    // The list finds it by search and by "needs translation".
    const listed = (await listPage.loader({
      request: get("/desk/events?q=lantern&status=draft&needsTranslation=de", editor),
      params: {},
      context: {},
    } as never)) as { events: { id: number; translations: Record<string, string> }[] };
    expect(listed.events.map((event) => event.id)).toEqual([id]);
    expect(listed.events[0]?.translations).toEqual({
      sq: "missing",
      de: "missing",
      it: "missing",
    });

    const edit = (fields: Record<string, string>) =>
      outcome(() =>
        editPage.action({
          request: post(`/desk/events/${id}`, editor, fields),
          params: { id: String(id) },
          context: {},
        } as never),
      ) as Promise<Record<string, unknown>>;

    // Saved on version 1.
    if (!draft) throw new Error("the new event is not there");
    const values = { ...valuesFromRecord(draft.record) };
    const saved = await edit({
      ...values,
      intent: "save",
      expectedVersion: "1",
      name: "Prizren Lantern Festival",
    });
    expect(saved).toMatchObject({ intent: "save", ok: true, version: 2 });
    // A second editor's form, still on version 1: a conflict, their text kept, nothing saved.
    const stale = await edit({
      ...values,
      intent: "save",
      expectedVersion: "1",
      name: "Lantern Night in Prizren",
    });
    expect(stale.ok).toBe(false);
    expect(String(stale.conflict)).toMatch(/Someone else saved this event/);
    expect((stale.values as { name: string }).name).toBe("Lantern Night in Prizren");
    expect((await getDeskEvent(db(), id))?.record.name).toBe("Prizren Lantern Festival");

    // Published: visitors see it.
    const published = await edit({ intent: "publish", expectedVersion: "2" });
    expect(published).toMatchObject({ ok: true, version: 3 });
    expect(String(published.message)).toMatch(/^Published\./);
    expect((await listEvents(db())).some((row) => row.id === id)).toBe(true);

    // Scheduling needs a readable moment in the future, in Kosovo time.
    expect(
      await edit({ intent: "schedule", publishAt: "soon", expectedVersion: "3" }),
    ).toMatchObject({ ok: false, errors: { publishAt: "Choose a date and a time (Kosovo time)" } });
    expect(
      await edit({ intent: "schedule", publishAt: "2099-01-10T09:30", expectedVersion: "3" }),
    ).toMatchObject({ ok: true, version: 4 });
    expect((await getDeskEvent(db(), id))?.record.publishAt?.toISOString()).toBe(
      "2099-01-10T08:30:00.000Z",
    );
    await edit({ intent: "publish", expectedVersion: "4" });

    // German: missing, then saved (current), then the English changes (needs update, with the diff).
    const translate = (fields: Record<string, string>) =>
      translationPage.action({
        request: post(`/desk/events/${id}/translations/de`, editor, fields),
        params: { id: String(id), locale: "de" },
        context: {},
      } as never) as Promise<Record<string, unknown>>;
    const german = {
      name: "Laternenfest in Prizren",
      description: "Laternen treiben in einer Sommernacht auf dem Fluss Lumbardhi durch Prizren.",
      details: "Der Weg beginnt an der Steinbrücke.\n\nBringen Sie eine Laterne mit.",
      imageAlt: "Papierlaternen auf einem Fluss bei Nacht",
      location: "Steinbrücke, Prizren",
      address: "Ura e Gurit, Prizren, Kosovo",
      town: "Prizren",
      dateNote: "",
    };
    const shortName = await translate({ ...german, name: "L", expectedVersion: "5" });
    expect(shortName).toMatchObject({
      ok: false,
      errors: { name: "Give a name of 3 to 80 characters" },
    });
    expect((shortName.values as { description: string }).description).toBe(german.description);
    expect(await translate({ ...german, expectedVersion: "5" })).toMatchObject({
      ok: true,
      version: 6,
    });
    await edit({
      ...values,
      name: "Prizren Lantern Festival",
      details: "The walk starts at the stone bridge.\n\nLanterns are sold at the bridge.",
      intent: "save",
      expectedVersion: "6",
    });
    const diff = (await translationPage.loader({
      request: get(`/desk/events/${id}/translations/de`, editor),
      params: { id: String(id), locale: "de" },
      context: {},
    } as never)) as { state: string; changes: { field: string; changes: unknown[] }[] };
    expect(diff.state).toBe("needs-update");
    expect(diff.changes).toEqual([
      {
        field: "details",
        changes: [
          { type: "removed", text: "Bring a lantern or buy one there." },
          { type: "added", text: "Lanterns are sold at the bridge." },
        ],
      },
    ]);

    // History: compare, then restore the previous version, recorded in the audit log.
    const history = (await revisionsPage.loader({
      request: get(`/desk/events/${id}/revisions?from=6&to=7`, editor),
      params: { id: String(id) },
      context: {},
    } as never)) as { changes: { field: string }[] };
    expect(history.changes.map((change) => change.field)).toEqual(["details"]);
    const restored = (await revisionsPage.action({
      request: post(`/desk/events/${id}/revisions`, editor, { intent: "restore-previous" }),
      params: { id: String(id) },
      context: {},
    } as never)) as { ok: boolean; version: number; message: string };
    expect(restored).toMatchObject({ ok: true, version: 8 });
    expect((await getDeskEvent(db(), id))?.record.details).toEqual({
      details: ["The walk starts at the stone bridge.", "Bring a lantern or buy one there."],
    });
    const [entry] = await auditEntries(db(), { entity: { type: "event", id }, limit: 1 });
    expect(entry).toMatchObject({
      actor: "editor@example.org",
      action: "event.restored",
      details: { version: 8, restoredVersion: 6 },
    });
    expect(JSON.stringify(entry?.before)).toContain("Lanterns are sold at the bridge.");
    expect(JSON.stringify(entry?.after)).toContain("Bring a lantern or buy one there.");
    expect((await listEventRevisions(db(), id)).map((revision) => revision.author)).toContain(
      "editor@example.org",
    );

    // Editions: the rule's 2027 edition confirmed with other dates, then removed again.
    const confirmed = await edit({
      intent: "edition-save",
      expectedVersion: "8",
      replaces: "2027-08-07",
      startDate: "2027-08-06",
      endDate: "2027-08-07",
      confirmed: "on",
    });
    expect(confirmed).toMatchObject({ ok: true, version: 9 });
    expect((await getDeskEvent(db(), id))?.occurrences).toMatchObject([
      { startDate: "2027-08-06", endDate: "2027-08-07", confirmed: true },
    ]);
    expect(
      await edit({
        intent: "edition-save",
        expectedVersion: "9",
        startDate: "2027-08-09",
        endDate: "2027-08-01",
      }),
    ).toMatchObject({ ok: false, message: "The end date must not be before the start date" });
    expect(
      await edit({ intent: "edition-remove", expectedVersion: "9", startDate: "2027-08-06" }),
    ).toMatchObject({ ok: true, version: 10 });
    expect((await getDeskEvent(db(), id))?.occurrences).toEqual([]);

    // Delete: only after the confirmation step.
    expect(await edit({ intent: "delete", expectedVersion: "10" })).toMatchObject({ ok: false });
    expect(await getDeskEvent(db(), id)).toBeDefined();
    expect(await edit({ intent: "delete", confirm: "yes", expectedVersion: "10" })).toEqual({
      redirect: "/desk/events?done=deleted",
    });
    expect(await db().select().from(events).where(eq(events.id, id))).toHaveLength(0);
    const actions = (await auditEntries(db(), { entity: { type: "event", id } })).map(
      (row) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        "event.created",
        "event.updated",
        "event.published",
        "event.scheduled",
        "event.translated",
        "event.restored",
        "event.deleted",
      ]),
    );
  });

  it("schedules in Kosovo time: the field, the page and the list say the same, and a change of the clocks is handled", async () => {
    const created = (await outcome(() =>
      newPage.action({
        request: post("/desk/events/new", editor, {
          ...good,
          intent: "create",
          name: "Clock Change Concert",
          slug: "clock-change-concert",
        }),
        params: {},
        context: {},
      } as never),
    )) as { redirect?: string };
    const id = Number(/\/desk\/events\/(\d+)/.exec(created.redirect ?? "")?.[1]);
    const edit = (fields: Record<string, string>) =>
      editPage.action({
        request: post(`/desk/events/${id}`, editor, { intent: "schedule", ...fields }),
        params: { id: String(id) },
        context: {},
      } as never) as Promise<Record<string, unknown>>;
    const load = async () =>
      (await editPage.loader({
        request: get(`/desk/events/${id}`, editor),
        params: { id: String(id) },
        context: {},
      } as never)) as { publishAt: string | null; publishAtInput: string | null; version: number };

    // 02:30 on the last Sunday of March does not exist in Kosovo: refused, the typed value kept.
    const skipped = await edit({ publishAt: "2027-03-28T02:30", expectedVersion: "1" });
    expect(skipped).toMatchObject({
      ok: false,
      schedule: { value: "2027-03-28T02:30" },
      errors: {
        publishAt:
          "28 Mar 2027, 02:30 does not exist in Kosovo: that night the clocks go forward an hour, from 02:00 CET to 03:00 CEST. Choose another time.",
      },
    });
    // 02:30 on the last Sunday of October happens twice: the desk asks which one.
    const twice = await edit({ publishAt: "2099-10-25T02:30", expectedVersion: "1" });
    expect(twice).toMatchObject({
      ok: false,
      errors: { publishAt: expect.stringMatching(/^25 Oct 2099, 02:30 happens twice in Kosovo/) },
      schedule: {
        value: "2099-10-25T02:30",
        choices: [
          { offset: "+02:00", label: "25 Oct 2099, 02:30 (Kosovo time, CEST), the first" },
          { offset: "+01:00", label: "25 Oct 2099, 02:30 (Kosovo time, CET), an hour later" },
        ],
      },
    });
    expect((await load()).publishAt).toBeNull();
    // The second of the two, chosen with its button.
    const chosen = await edit({
      publishAt: "2099-10-25T02:30",
      publishAtOffset: "+01:00",
      expectedVersion: "1",
    });
    expect(chosen).toMatchObject({
      ok: true,
      version: 2,
      message: "Scheduled: visitors see it from 25 Oct 2099, 02:30 (Kosovo time, CET).",
    });
    expect((await getDeskEvent(db(), id))?.record.publishAt?.toISOString()).toBe(
      "2099-10-25T01:30:00.000Z",
    );
    // The page, its field and the list agree.
    expect(await load()).toMatchObject({
      publishAt: "25 Oct 2099, 02:30 (Kosovo time, CET)",
      publishAtInput: "2099-10-25T02:30",
    });
    const listed = (await listPage.loader({
      request: get("/desk/events?q=clock", editor),
      params: {},
      context: {},
    } as never)) as { events: { id: number; publishAt: string | null }[] };
    expect(listed.events).toEqual([
      expect.objectContaining({ id, publishAt: "25 Oct 2099, 02:30 (Kosovo time, CET)" }),
    ]);
    // The spring morning of 2099, an hour after the gap, is summer time.
    expect(await edit({ publishAt: "2099-03-29T03:30", expectedVersion: "2" })).toMatchObject({
      ok: true,
      message: "Scheduled: visitors see it from 29 Mar 2099, 03:30 (Kosovo time, CEST).",
    });
    expect((await getDeskEvent(db(), id))?.record.publishAt?.toISOString()).toBe(
      "2099-03-29T01:30:00.000Z",
    );
    // A moment in the past is refused with what was typed.
    expect(await edit({ publishAt: "2020-01-10T09:30", expectedVersion: "3" })).toMatchObject({
      ok: false,
      schedule: { value: "2020-01-10T09:30" },
      errors: { publishAt: "Choose a moment in the future" },
    });
    // History and audit say Kosovo time too.
    const history = (await revisionsPage.loader({
      request: get(`/desk/events/${id}/revisions`, editor),
      params: { id: String(id) },
      context: {},
    } as never)) as { revisions: { when: string }[] };
    expect(history.revisions[0]?.when).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d \(Kosovo time, CES?T\)$/,
    );
  });
});
