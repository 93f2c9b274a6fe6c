import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { auditEntries } from "../../app/db/audit.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { getDeskPlace, placeValues } from "../../app/db/places.server.ts";
import {
  findDestination,
  findExperience,
  listDestinations,
  listExperiences,
} from "../../app/db/queries.server.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import { loadSearchIndex } from "../../app/features/search/search-index.server.ts";
import * as root from "../../app/root.tsx";
import * as destinationList from "../../app/routes/desk.destinations._index.tsx";
import * as destinationEdit from "../../app/routes/desk.destinations.$id._index.tsx";
import * as experienceEdit from "../../app/routes/desk.experiences.$id._index.tsx";
import * as experiencePreview from "../../app/routes/desk.experiences.$id.preview.tsx";
import * as experienceRevisions from "../../app/routes/desk.experiences.$id.revisions.tsx";
import * as experienceTranslation from "../../app/routes/desk.experiences.$id.translations.$locale.tsx";
import * as experienceNew from "../../app/routes/desk.experiences.new.tsx";
import * as destinationPage from "../../app/routes/destinations.$id.tsx";
import { experienceFields } from "../support/content-fields.ts";
import { DESK_SITE, deskGet, deskPost, outcomeOf, signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * The desk's destinations and experiences through their route modules (issue 18 items 3, 4, 7,
 * 9; decision 100), and the public reads that follow them.
 */

const good = experienceFields;
const paragraph = good.details.split("\n\n")[0] ?? "";

describe.each(testTargets())("the desk's destinations and experiences on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let editor = "";
  const db = () => connection.db;
  const call = <T>(run: () => unknown) => outcomeOf(run as () => Promise<unknown>) as Promise<T>;

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: DESK_SITE, DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: false });
    editor = await signedInStaff(db(), "editor@example.org", "editor");
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
    setConfigForTests(undefined);
  });

  it("the content files seed published places with current translations; an edit survives the next seed", async () => {
    await seedDatabase(db());
    expect((await listDestinations(db())).length).toBe(25);
    const prizren = await getDeskPlace(db(), "destination", 2);
    expect(prizren?.status).toBe("published");
    expect(prizren?.translations).toEqual({ sq: "current", de: "current", it: "current" });
    const record = prizren?.record;
    if (!record) throw new Error("no destination 2");
    const saved = await call<Record<string, unknown>>(() =>
      destinationEdit.action({
        request: deskPost("/desk/destinations/2", editor, {
          ...placeValues("destination", record),
          name: "Prizren, the old capital",
          expectedVersion: String(record.version),
        }),
        params: { id: "2" },
        context: {},
      } as never),
    );
    expect(saved).toMatchObject({ intent: "save", ok: true, version: 2 });
    await seedDatabase(db());
    expect((await findDestination(db(), 2))?.name).toBe("Prizren, the old capital");
    expect((await getDeskPlace(db(), "destination", 2))?.translations.de).toBe("needs-update");
    // The German page keeps its German name: only the English changed.
    expect((await findDestination(db(), 2, "de"))?.untranslated).toBe(false);
  }, 60_000);

  it("an experience: refused fields, draft, publish, translate with the diff, unpublish, restore, delete", async () => {
    const create = (fields: Record<string, string>) =>
      call<Record<string, unknown>>(() =>
        experienceNew.action({
          request: deskPost("/desk/experiences/new", editor, fields),
          params: {},
          context: {},
        } as never),
      );
    const refused = await create({
      ...good,
      description: "Too short",
      latitude: "50",
      slug: "prizren-old-town-and-fortress",
    });
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        description: "Give a card text of 80 to 220 characters",
        latitude: "Give the latitude as a number from 41.85 to 43.27",
      },
    });
    expect((refused.values as typeof good).name).toBe(good.name);
    const taken = await create({ ...good, slug: "prizren-old-town-and-fortress" });
    expect(taken).toMatchObject({
      ok: false,
      errors: { slug: "Another experience has this web address name" },
    });

    const created = await create(good);
    const id = Number(
      /\/desk\/experiences\/(\d+)\?done=created$/.exec(String(created.redirect))?.[1],
    );
    expect(id).toBeGreaterThan(0);
    expect(await findExperience(db(), id)).toBeUndefined();
    const listed = (await destinationList.loader({
      request: deskGet("/desk/destinations?q=old+capital&region=southern", editor),
      params: {},
      context: {},
    } as never)) as { items: { id: number }[] };
    expect(listed.items.map((item) => item.id)).toEqual([2]);

    const edit = (fields: Record<string, string>) =>
      call<Record<string, unknown>>(() =>
        experienceEdit.action({
          request: deskPost(`/desk/experiences/${id}`, editor, fields),
          params: { id: String(id) },
          context: {},
        } as never),
      );
    expect(await edit({ intent: "publish", expectedVersion: "1" })).toMatchObject({
      ok: true,
      version: 2,
    });
    const german = await findExperience(db(), id, "de");
    expect(german).toMatchObject({ name: good.name, untranslated: true });
    expect((await listExperiences(db())).some((row) => row.id === id)).toBe(true);

    const translate = (fields: Record<string, string>) =>
      call<Record<string, unknown>>(() =>
        experienceTranslation.action({
          request: deskPost(`/desk/experiences/${id}/translations/de`, editor, fields),
          params: { id: String(id), locale: "de" },
          context: {},
        } as never),
      );
    const germanTexts = {
      name: "Morgenspaziergang in Prizren",
      description:
        "Ein leichter geführter Spaziergang durch die Altstadt von Prizren bei Sonnenaufgang, mit Kaffee am Fluss Bistrica.",
      imageAlt: "Die alte Steinbrücke von Prizren im Morgenlicht",
      location: "Prizren",
      details:
        "Ein langsamer Morgenspaziergang durch die steinernen Gassen, mit einem Halt an der alten Brücke.\n\nDanach geht es sanft hinauf zu den Mauern der Festung, mit Blick über die ganze Stadt.",
      duration: "Zwei Stunden",
      season: "Das ganze Jahr; am schönsten von April bis Oktober.",
      whatToBring: "Wanderschuhe\nWasser\nEine leichte Jacke",
    };
    expect(await translate({ ...germanTexts, duration: "", expectedVersion: "2" })).toMatchObject({
      ok: false,
      errors: { duration: "Give duration in 3 to 40 characters" },
    });
    expect(await translate({ ...germanTexts, expectedVersion: "2" })).toMatchObject({
      ok: true,
      version: 3,
    });
    expect(await findExperience(db(), id, "de")).toMatchObject({
      name: "Morgenspaziergang in Prizren",
      untranslated: false,
      details: { whatToBring: ["Wanderschuhe", "Wasser", "Eine leichte Jacke"] },
    });

    const changed = good.details.replace("before the heat", "before the day gets hot");
    expect(await edit({ ...good, details: changed, expectedVersion: "3" })).toMatchObject({
      ok: true,
      version: 4,
    });
    const page = (await experienceTranslation.loader({
      request: deskGet(`/desk/experiences/${id}/translations/de`, editor),
      params: { id: String(id), locale: "de" },
      context: {},
    } as never)) as { state: string; changes: { field: string; changes: unknown[] }[] };
    expect(page.state).toBe("needs-update");
    expect(page.changes).toEqual([
      {
        field: "details.details",
        changes: [
          { type: "removed", text: paragraph },
          { type: "added", text: paragraph.replace("before the heat", "before the day gets hot") },
        ],
      },
    ]);

    const preview = (await experiencePreview.loader({
      request: deskGet(`/desk/experiences/${id}/preview?lang=de`, editor),
      params: { id: String(id) },
      context: {},
    } as never)) as { html: string };
    // The public page itself, in German, rendered for the desk.
    expect(preview.html).toMatch(/<h1[^>]*>Morgenspaziergang in Prizren<\/h1>/);
    expect(preview.html).toContain("Wanderschuhe");

    expect(await edit({ intent: "unpublish", expectedVersion: "4" })).toMatchObject({ ok: true });
    expect(await findExperience(db(), id)).toBeUndefined();

    const restored = (await experienceRevisions.action({
      request: deskPost(`/desk/experiences/${id}/revisions`, editor, { version: "3" }),
      params: { id: String(id) },
      context: {},
    } as never)) as { ok: boolean; message: string };
    expect(restored.message).toMatch(/^Version 3 is restored as version 6\./);
    expect((await getDeskPlace(db(), "experience", id))?.record.details).toMatchObject({
      details: good.details.split("\n\n"),
    });

    // A destination with experiences is not deleted; its experiences keep their reviews' ids.
    const refusedDelete = await call<Record<string, unknown>>(() =>
      destinationEdit.action({
        request: deskPost("/desk/destinations/2", editor, { intent: "delete", confirm: "yes" }),
        params: { id: "2" },
        context: {},
      } as never),
    );
    expect(refusedDelete).toMatchObject({ ok: false });
    expect(String(refusedDelete.message)).toContain(
      "cannot be deleted while experiences belong to it",
    );

    expect(await edit({ intent: "delete", confirm: "yes", expectedVersion: "6" })).toEqual({
      redirect: "/desk/experiences?done=deleted",
    });
    const actions = (await auditEntries(db(), { entity: { type: "experience", id } })).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(
      [
        "experience.created",
        "experience.published",
        "experience.translated",
        "experience.updated",
        "experience.unpublished",
        "experience.restored",
        "experience.deleted",
      ].sort(),
    );
  }, 60_000);

  it("an unpublished destination leaves the public lists and its page answers 404", async () => {
    const record = (await getDeskPlace(db(), "destination", 5))?.record;
    const outcome = await call<Record<string, unknown>>(() =>
      destinationEdit.action({
        request: deskPost("/desk/destinations/5", editor, {
          intent: "unpublish",
          expectedVersion: String(record?.version),
        }),
        params: { id: "5" },
        context: {},
      } as never),
    );
    expect(outcome).toMatchObject({ ok: true });
    expect(await findDestination(db(), 5)).toBeUndefined();
    expect((await listDestinations(db())).some((row) => row.id === 5)).toBe(false);
    const search = async () =>
      (await loadSearchIndex("en")).index.entries.map((entry) => entry.href);
    expect(await search()).not.toContain("/destinations/5");
    expect(await search()).toContain("/destinations/4");

    // The header's menu and old slug links follow the public set too (decision 101).
    const menuLinks = async (lang?: string) => {
      const data = await root.loader({ params: { lang }, context: {} } as never);
      const menu = data.menus.find((candidate) => candidate.id === "destinations");
      return (menu?.groups ?? []).map((group) => group.items.map((item) => item.href));
    };
    const western = (await menuLinks("de"))[2];
    expect(western).toContain("/destinations/3");
    expect(western).not.toContain("/destinations/5");
    expect((await menuLinks()).flat()).toHaveLength(24);
    const oldLink = (slug: string) =>
      call<Record<string, unknown>>(() =>
        destinationPage.loader({ params: { id: slug }, context: {} } as never),
      ).catch((error: { init?: { status?: number } }) => ({ status: error.init?.status }));
    expect(await oldLink("pristina")).toEqual({ redirect: "/destinations/1" });
    expect(await oldLink("rugova-gorge")).toEqual({ status: 404 });

    // Scheduled: public from its moment on, decided per request.
    const scheduled = await call<Record<string, unknown>>(() =>
      destinationEdit.action({
        request: deskPost("/desk/destinations/5", editor, {
          intent: "schedule",
          publishAt: "2099-01-01T10:00",
        }),
        params: { id: "5" },
        context: {},
      } as never),
    );
    expect(scheduled).toMatchObject({ ok: true });
    expect(await findDestination(db(), 5)).toBeUndefined();
    expect(await findDestination(db(), 5, "en", new Date("2099-01-01T12:00:00Z"))).toBeDefined();

    // Published again: back in its place in the menu, its old link redirects again.
    const version = (await getDeskPlace(db(), "destination", 5))?.record.version;
    const republished = await call<Record<string, unknown>>(() =>
      destinationEdit.action({
        request: deskPost("/desk/destinations/5", editor, {
          intent: "publish",
          expectedVersion: String(version),
        }),
        params: { id: "5" },
        context: {},
      } as never),
    );
    expect(republished).toMatchObject({ ok: true });
    expect((await menuLinks("sq"))[2]?.slice(0, 2)).toEqual(["/destinations/3", "/destinations/5"]);
    expect(await oldLink("rugova-gorge")).toEqual({ redirect: "/destinations/5" });
  });
});
