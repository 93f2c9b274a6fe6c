import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { auditEntries } from "../../app/db/audit.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { getDeskVideo } from "../../app/db/featured-videos.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { findFeaturedVideo, listFeaturedVideos } from "../../app/db/queries.server.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import * as listPage from "../../app/routes/desk.videos._index.tsx";
import * as editPage from "../../app/routes/desk.videos.$id._index.tsx";
import * as previewPage from "../../app/routes/desk.videos.$id.preview.tsx";
import * as revisionsPage from "../../app/routes/desk.videos.$id.revisions.tsx";
import * as translationPage from "../../app/routes/desk.videos.$id.translations.$locale.tsx";
import * as newPage from "../../app/routes/desk.videos.new.tsx";
import * as trackRoute from "../../app/routes/videos.$id.descriptions[.vtt].ts";
import { DESK_SITE, deskGet, deskPost, outcomeOf, signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * The desk's featured videos through their route modules (issue 18 items 3, 4, 7, 9;
 * decision 055), and the home page's reads that follow them.
 */

const good = {
  title: "Gadime Marble Cave",
  description:
    "Down into the marble cave of Gadime, south of Pristina, where helictites grow sideways from the walls.",
  filmSlug: "",
  youtubeId: "dQw4w9WgXcQ",
  thumbnail: "/artwork/videos/a-day-in-pristina.svg",
  imageAlt: "The lit passages of a marble cave with white crystal formations",
  position: "4",
  landscape: "hills",
  landmark: "none",
  time: "day",
  season: "summer",
};

describe.each(testTargets())("the desk's featured videos on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let editor = "";
  const db = () => connection.db;

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

  it("the content file seeds the videos once; an editor's change survives the next seed", async () => {
    await seedDatabase(db());
    const english = await listFeaturedVideos(db(), "en");
    expect(english.map((video) => video.title)).toEqual([
      "Prizren: Old Town and Fortress",
      "Into the Rugova Gorge",
      "A Day in Pristina",
    ]);
    expect((await listFeaturedVideos(db(), "de"))[0]).toMatchObject({
      title: "Prizren: Altstadt und Festung",
      untranslated: false,
      film: { slug: "prizren-old-town-and-fortress" },
    });
    expect((await getDeskVideo(db(), 1))?.translations).toEqual({
      sq: "current",
      de: "current",
      it: "current",
    });

    const { record } = (await getDeskVideo(db(), 2)) ?? {};
    const saved = await outcomeOf(() =>
      editPage.action({
        request: deskPost("/desk/videos/2", editor, {
          title: "The Rugova Gorge on foot",
          description: record?.description ?? "",
          filmSlug: record?.filmSlug ?? "",
          youtubeId: "",
          thumbnail: record?.thumbnail ?? "",
          imageAlt: record?.imageAlt ?? "",
          position: "2",
          ...record?.scene,
          expectedVersion: String(record?.version),
        }),
        params: { id: "2" },
        context: {},
      } as never),
    );
    expect(saved).toMatchObject({ intent: "save", ok: true });
    await seedDatabase(db());
    expect((await findFeaturedVideo(db(), 2, "en"))?.title).toBe("The Rugova Gorge on foot");
    // The English changed: the translations need an update, and the home page still shows them.
    expect((await getDeskVideo(db(), 2))?.translations.de).toBe("needs-update");
    // The film's text track follows the database.
    const track = (await trackRoute.loader({ params: { id: "2" } } as never)) as Response;
    expect(await track.text()).toContain("The Rugova Gorge on foot");
  }, 60_000);

  it("create, refuse bad fields, publish, translate with the sentence diff, restore, delete", async () => {
    const create = (fields: Record<string, string>) =>
      outcomeOf(() =>
        newPage.action({
          request: deskPost("/desk/videos/new", editor, fields),
          params: {},
          context: {},
        } as never),
      );
    const refused = await create({ ...good, filmSlug: "gadime-cave", description: "Short" });
    expect(refused).toMatchObject({
      ok: false,
      errors: {
        description: "Give a description of 40 to 240 characters",
        source: "Give our film's name or a YouTube id, exactly one of them",
      },
    });
    expect((refused.values as typeof good).title).toBe(good.title);

    const created = await create(good);
    const id = Number(/\/desk\/videos\/(\d+)\?done=created$/.exec(String(created.redirect))?.[1]);
    expect(id).toBeGreaterThan(0);
    expect((await getDeskVideo(db(), id))?.status).toBe("draft");
    expect(await findFeaturedVideo(db(), id)).toBeUndefined();

    const listed = (await listPage.loader({
      request: deskGet("/desk/videos?q=marble&source=youtube&status=draft", editor),
      params: {},
      context: {},
    } as never)) as { videos: { id: number }[] };
    expect(listed.videos.map((row) => row.id)).toEqual([id]);

    const edit = (fields: Record<string, string>) =>
      outcomeOf(() =>
        editPage.action({
          request: deskPost(`/desk/videos/${id}`, editor, fields),
          params: { id: String(id) },
          context: {},
        } as never),
      );
    expect(await edit({ intent: "publish", expectedVersion: "1" })).toMatchObject({
      ok: true,
      version: 2,
    });
    const home = await listFeaturedVideos(db(), "de");
    expect(home.at(-1)).toMatchObject({ id, youtubeId: "dQw4w9WgXcQ", untranslated: true });

    const translate = (fields: Record<string, string>) =>
      translationPage.action({
        request: deskPost(`/desk/videos/${id}/translations/de`, editor, fields),
        params: { id: String(id), locale: "de" },
        context: {},
      } as never) as Promise<Record<string, unknown>>;
    const german = {
      title: "Die Marmorhöhle Gadime",
      description:
        "Hinab in die Marmorhöhle von Gadime südlich von Pristina. Dort wachsen Helictiten seitlich aus den Wänden.",
      imageAlt: "Die beleuchteten Gänge einer Marmorhöhle mit weißen Kristallen",
    };
    expect(await translate({ ...german, title: "Kurz", expectedVersion: "2" })).toMatchObject({
      ok: false,
      errors: { title: "Give a title of 5 to 80 characters" },
    });
    expect(await translate({ ...german, expectedVersion: "2" })).toMatchObject({
      ok: true,
      version: 3,
    });
    expect(await findFeaturedVideo(db(), id, "de")).toMatchObject({
      title: "Die Marmorhöhle Gadime",
      untranslated: false,
    });

    await edit({
      ...good,
      description: good.description.replace("south of Pristina", "south-east of Pristina"),
      expectedVersion: "3",
    });
    const translation = (await translationPage.loader({
      request: deskGet(`/desk/videos/${id}/translations/de`, editor),
      params: { id: String(id), locale: "de" },
      context: {},
    } as never)) as { state: string; changes: { field: string; changes: unknown[] }[] };
    expect(translation.state).toBe("needs-update");
    expect(translation.changes).toEqual([
      {
        field: "description",
        changes: [
          { type: "removed", text: good.description },
          { type: "added", text: good.description.replace("south of", "south-east of") },
        ],
      },
    ]);

    const shown = (await previewPage.loader({
      request: deskGet(`/desk/videos/${id}/preview?lang=de`, editor),
      params: { id: String(id) },
      context: {},
    } as never)) as { video: { title: string } };
    expect(shown.video.title).toBe("Die Marmorhöhle Gadime");

    const restored = (await revisionsPage.action({
      request: deskPost(`/desk/videos/${id}/revisions`, editor, { intent: "restore-previous" }),
      params: { id: String(id) },
      context: {},
    } as never)) as { ok: boolean; message: string };
    expect(restored.message).toMatch(/^Version 3 is restored as version 5\./);
    expect((await findFeaturedVideo(db(), id, "en"))?.description).toBe(good.description);

    expect(await edit({ intent: "delete", expectedVersion: "5" })).toMatchObject({ ok: false });
    expect(await edit({ intent: "delete", confirm: "yes", expectedVersion: "5" })).toEqual({
      redirect: "/desk/videos?done=deleted",
    });
    expect(await findFeaturedVideo(db(), id)).toBeUndefined();
    const actions = (await auditEntries(db(), { entity: { type: "featured-video", id } })).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(
      [
        "video.created",
        "video.published",
        "video.translated",
        "video.updated",
        "video.restored",
        "video.deleted",
      ].sort(),
    );
  }, 60_000);
});
