import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { blogPosts as contentPosts } from "../../app/content/blog.ts";
import {
  blogTranslationDiff,
  createBlogPost,
  deleteBlogPost,
  getDeskBlogPost,
  listBlogRevisions,
  listDeskBlogPosts,
  publishBlogPost,
  restoreBlogRevision,
  saveBlogTranslation,
  scheduleBlogPost,
  unpublishBlogPost,
  updateBlogPost,
} from "../../app/db/blog.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { onContentChanged } from "../../app/db/content-changed.server.ts";
import { ContentError } from "../../app/db/content-store.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { findBlogPost, listBlogPosts } from "../../app/db/queries.server.ts";
import { seedDatabase } from "../../app/db/seed.server.ts";
import { blogFields as fields } from "../support/content-fields.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * Blog posts live in the database (issue 18 items 3, 4, 7, 9; decision 053): seeded from the
 * content files, public reads follow every write at once, drafts and scheduled posts stay
 * hidden until their moment, translations need an update when the English changes (with the
 * sentence diff), every change is a revision that can be restored.
 */

describe.each(testTargets())("blog posts in the database on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  const db = () => connection.db;
  const changes: unknown[] = [];

  beforeAll(async () => {
    setConfigForTests(loadConfig({ DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: true });
    onContentChanged((change) => changes.push(change));
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
    setConfigForTests(undefined);
  });

  it("seeds the content files' posts, Markdown bodies and translations", async () => {
    const posts = await listBlogPosts(db());
    expect(posts.map((post) => post.id).sort()).toEqual(contentPosts.map((post) => post.id).sort());
    const first = posts.find((post) => post.id === 1);
    expect(first?.body).toMatch(/^Prizren is the town/);
    expect(first?.body).toContain("[transport guide](/about/transport)");
    const german = await findBlogPost(db(), 1, "de");
    expect(german?.title).toMatch(/^Ein Wochenende in Prizren/);
    expect(german?.untranslated).toBe(false);
    // Seeding again changes nothing.
    await seedDatabase(db());
    expect((await listBlogPosts(db())).length).toBe(contentPosts.length);
  });

  it("create, publish, edit, translate with a diff, schedule, restore, delete", async () => {
    const now = new Date();
    const id = await createBlogPost(db(), fields, { author: "editor@example.org" });
    expect(id).toBe(contentPosts.length + 1);
    // A draft is not public.
    expect(await findBlogPost(db(), id)).toBeUndefined();
    expect((await getDeskBlogPost(db(), id))?.status).toBe("draft");

    changes.length = 0;
    const v2 = await publishBlogPost(db(), id, {
      expectedVersion: 1,
      author: "editor@example.org",
    });
    expect(v2).toBe(2);
    expect(changes).toEqual([{ entity: "blog", remote: false, ids: [id] }]);
    expect((await findBlogPost(db(), id))?.title).toBe(fields.title);
    // A missing translation falls back to English, and says so.
    const german = await findBlogPost(db(), id, "de");
    expect(german?.title).toBe(fields.title);
    expect(german?.untranslated).toBe(true);

    // A save based on an old version is refused.
    await expect(
      updateBlogPost(db(), id, { title: "Too late for this" }, { expectedVersion: 1 }),
    ).rejects.toMatchObject({ code: "conflict" });
    // Bad input names the field.
    const invalid = await updateBlogPost(db(), id, { title: "Short" }).catch((error) => error);
    expect(invalid).toBeInstanceOf(ContentError);
    expect(invalid.issues[0].path).toBe("title");

    const v3 = await saveBlogTranslation(
      db(),
      id,
      "de",
      {
        title: "Herbstfarben im Rugova-Tal",
        excerpt:
          "Wo Sie im Oktober wandern, wenn die Buchenwälder über Peja golden und rot werden.",
        body: "## Wo beginnen\n\nNehmen Sie den Bus nach Peja. Die Schlucht beginnt am Kloster.",
        imageAlt: "Buchenwald in Herbstfarben über einem Fluss",
        tags: ["Rugova", "Herbst"],
        authorBio: "Luan ist Bergwanderführer aus Peja und kennt jede Etappe des Weges.",
      },
      { expectedVersion: v2 },
    );
    expect((await findBlogPost(db(), id, "de"))?.title).toBe("Herbstfarben im Rugova-Tal");
    expect((await getDeskBlogPost(db(), id))?.translations).toEqual({
      sq: "missing",
      de: "current",
      it: "missing",
    });

    // The English body changes: German needs an update, with the sentences that changed.
    const v4 = await updateBlogPost(
      db(),
      id,
      {
        body: fields.body.replace(
          "Walk up to Drelaj for lunch.",
          "Walk up to Drelaj for a late lunch.",
        ),
      },
      { expectedVersion: v3 },
    );
    expect((await getDeskBlogPost(db(), id))?.translations.de).toBe("needs-update");
    const diff = await blogTranslationDiff(db(), id, "de");
    expect(diff?.fields.map((field) => field.field)).toEqual(["body"]);
    expect(diff?.fields[0]?.changes).toEqual(
      expect.arrayContaining([
        { type: "removed", text: "Walk up to Drelaj for lunch." },
        { type: "added", text: "Walk up to Drelaj for a late lunch." },
      ]),
    );
    expect(await listDeskBlogPosts(db(), { needsTranslation: "de" })).toEqual([
      expect.objectContaining({ id }),
    ]);
    expect(await listDeskBlogPosts(db(), { search: "herbstfarben" })).toEqual([
      expect.objectContaining({ id }),
    ]);

    // Scheduled: hidden until its moment, then public without any job.
    const v5 = await unpublishBlogPost(db(), id, { expectedVersion: v4 });
    const at = new Date(now.getTime() + 60 * 60_000);
    await expect(scheduleBlogPost(db(), id, new Date(now.getTime() - 1000))).rejects.toMatchObject({
      code: "invalid",
    });
    const v6 = await scheduleBlogPost(db(), id, at, { expectedVersion: v5 });
    expect(await findBlogPost(db(), id, "en", now)).toBeUndefined();
    expect((await findBlogPost(db(), id, "en", new Date(at.getTime() + 1)))?.id).toBe(id);

    // Restore the version before the German translation: its text and the English are back.
    const restored = await restoreBlogRevision(db(), id, v2, { author: "editor@example.org" });
    expect(restored).toBe(v6 + 1);
    const after = await getDeskBlogPost(db(), id);
    expect(after?.record.translations).toEqual({});
    expect(after?.record.body).toBe(fields.body);
    expect(after?.status).toBe("scheduled");
    expect((await listBlogRevisions(db(), id)).map((revision) => revision.action)).toEqual([
      "restore",
      "schedule",
      "unpublish",
      "update",
      "translate",
      "publish",
      "create",
    ]);

    await deleteBlogPost(db(), id, { expectedVersion: restored });
    expect(await getDeskBlogPost(db(), id)).toBeUndefined();
    // The seed never brings back or overwrites what an editor touched.
    await updateBlogPost(db(), 2, { title: "Eating your way through Kosovo, revised" });
    await seedDatabase(db());
    expect(await getDeskBlogPost(db(), id)).toBeUndefined();
    expect((await getDeskBlogPost(db(), 2))?.record.title).toBe(
      "Eating your way through Kosovo, revised",
    );
  });
});
