import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { auditEntries } from "../../app/db/audit.server.ts";
import { getDeskBlogPost } from "../../app/db/blog.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { findBlogPost } from "../../app/db/queries.server.ts";
import { blogArticleData } from "../../app/features/blog/post-data.server.ts";
import * as listPage from "../../app/routes/desk.blog._index.tsx";
import * as editPage from "../../app/routes/desk.blog.$id._index.tsx";
import * as previewPage from "../../app/routes/desk.blog.$id.preview.tsx";
import * as revisionsPage from "../../app/routes/desk.blog.$id.revisions.tsx";
import * as translationPage from "../../app/routes/desk.blog.$id.translations.$locale.tsx";
import * as newPage from "../../app/routes/desk.blog.new.tsx";
import { signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * The desk's Blog section through its route modules (issue 18 items 3, 4, 7, 9), as the browser
 * would call them: a signed-in editor's cookie, the CSRF token, the form fields.
 */

const SITE = "http://desk.test";
const CSRF = "c".repeat(43);

const good = {
  title: "Autumn colours in the Rugova valley",
  slug: "",
  excerpt: "Where to walk in October when the beech forests above Peja turn gold and red.",
  body: "## Where to start\n\nTake the bus to Peja. The gorge starts at the monastery.\n\nWalk up to Drelaj for lunch, see [the plan](/plan).",
  category: "nature",
  tags: "Rugova, Autumn",
  publishDate: "2026-10-20",
  imageUrl: "/artwork/blog/hiking-the-rugova-gorge.svg",
  imageAlt: "Beech forest in autumn colours above a river",
  authorName: "Luan Berisha",
  authorAvatarUrl: "/artwork/authors/luan-berisha.svg",
  authorBio: "Luan is a mountain leader from Peja who has walked every stage of the trail.",
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

async function outcome(run: () => Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    return (await run()) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) {
      return { redirect: error.headers.get("Location") };
    }
    throw error;
  }
}

describe.each(testTargets())("the desk's blog on $name", (target) => {
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

  it("create, preview the Markdown, edit with a conflict, publish, translate, restore, delete", async () => {
    const create = (fields: Record<string, string>) =>
      outcome(() =>
        newPage.action({
          request: post("/desk/blog/new", editor, fields),
          params: {},
          context: {},
        } as never),
      );
    // Bad input: a message per field, what was typed comes back, nothing saved.
    const refused = await create({ ...good, excerpt: "Too short", tags: "", imageUrl: "x.png" });
    expect(refused.ok).toBe(false);
    expect(refused.errors).toEqual({
      excerpt: "Give a summary of 40 to 240 characters",
      tags: "Give 1 to 5 tags of 2 to 24 characters, separated by commas",
      imageUrl: "Give the path of a picture on this site, e.g. /artwork/blog/….svg",
    });
    expect((refused.values as typeof good).title).toBe(good.title);

    // "Preview the article": the Markdown rendered and sanitised, nothing saved.
    const preview = await create({
      ...good,
      intent: "preview-body",
      body: `${good.body}\n\n<script>alert(1)</script>`,
    });
    expect(preview.preview).toContain("<h2>Where to start</h2>");
    expect(preview.preview).toContain('<a href="/plan">the plan</a>');
    expect(preview.preview).not.toContain("<script");

    const created = await create(good);
    const id = Number(/\/desk\/blog\/(\d+)\?done=created$/.exec(String(created.redirect))?.[1]);
    expect(id).toBeGreaterThan(0);
    expect((await getDeskBlogPost(db(), id))?.record).toMatchObject({
      slug: "autumn-colours-in-the-rugova-valley",
      status: "draft",
      tags: ["Rugova", "Autumn"],
      version: 1,
    });
    expect(await blogArticleData(id, "en")).toBeUndefined();

    const listed = (await listPage.loader({
      request: get("/desk/blog?q=rugova&status=draft&needsTranslation=de", editor),
      params: {},
      context: {},
    } as never)) as { posts: { id: number }[] };
    expect(listed.posts.map((row) => row.id)).toEqual([id]);

    const edit = (fields: Record<string, string>) =>
      outcome(() =>
        editPage.action({
          request: post(`/desk/blog/${id}`, editor, fields),
          params: { id: String(id) },
          context: {},
        } as never),
      );
    expect(
      await edit({ ...good, expectedVersion: "1", title: "Autumn colours above Peja" }),
    ).toMatchObject({ intent: "save", ok: true, version: 2 });
    const stale = await edit({ ...good, expectedVersion: "1", title: "Rugova in October" });
    expect(String(stale.conflict)).toMatch(/Someone else saved this blog post/);
    expect((stale.values as typeof good).title).toBe("Rugova in October");

    const published = await edit({ intent: "publish", expectedVersion: "2" });
    expect(published).toMatchObject({ ok: true, version: 3 });
    const article = await blogArticleData(id, "en");
    expect(article?.post.title).toBe("Autumn colours above Peja");
    expect(article?.post.content).toContain("<h2>Where to start</h2>");
    // German falls back to English and says so; its links are German.
    const fallback = await blogArticleData(id, "de");
    expect(fallback?.post.untranslated).toBe(true);
    expect(fallback?.post.content).toContain('href="/de/plan"');

    const translate = (fields: Record<string, string>) =>
      translationPage.action({
        request: post(`/desk/blog/${id}/translations/de`, editor, fields),
        params: { id: String(id), locale: "de" },
        context: {},
      } as never) as Promise<Record<string, unknown>>;
    const german = {
      title: "Herbstfarben über Peja",
      excerpt: "Wo Sie im Oktober wandern, wenn die Buchenwälder über Peja golden und rot werden.",
      body: "## Wo beginnen\n\nNehmen Sie den Bus nach Peja. Die Schlucht beginnt am Kloster.",
      imageAlt: "Buchenwald in Herbstfarben über einem Fluss",
      tags: "Rugova, Herbst",
      authorBio: "Luan ist Bergwanderführer aus Peja und kennt jede Etappe des Weges.",
    };
    expect(await translate({ ...german, title: "Kurz", expectedVersion: "3" })).toMatchObject({
      ok: false,
      errors: { title: "Give a title of 10 to 100 characters" },
    });
    expect(await translate({ ...german, expectedVersion: "3" })).toMatchObject({
      ok: true,
      version: 4,
    });
    expect((await findBlogPost(db(), id, "de"))?.title).toBe("Herbstfarben über Peja");

    // The English body changes: the German page lists the changed sentences.
    await edit({
      ...good,
      title: "Autumn colours above Peja",
      body: good.body.replace("Take the bus to Peja.", "Take the early bus to Peja."),
      expectedVersion: "4",
    });
    const translation = (await translationPage.loader({
      request: get(`/desk/blog/${id}/translations/de`, editor),
      params: { id: String(id), locale: "de" },
      context: {},
    } as never)) as { state: string; changes: { field: string; changes: unknown[] }[] };
    expect(translation.state).toBe("needs-update");
    expect(translation.changes).toEqual([
      {
        field: "body",
        changes: [
          { type: "removed", text: "Take the bus to Peja." },
          { type: "added", text: "Take the early bus to Peja." },
        ],
      },
    ]);

    // The preview renders the article in any status and language.
    const shown = (await previewPage.loader({
      request: get(`/desk/blog/${id}/preview?lang=de`, editor),
      params: { id: String(id) },
      context: {},
    } as never)) as { page: { post: { title: string } } };
    expect(shown.page.post.title).toBe("Herbstfarben über Peja");

    // Restore the previous version: the English body is back; the audit log has both sides.
    const restored = (await revisionsPage.action({
      request: post(`/desk/blog/${id}/revisions`, editor, { intent: "restore-previous" }),
      params: { id: String(id) },
      context: {},
    } as never)) as { ok: boolean; message: string };
    expect(restored.message).toMatch(/^Version 4 is restored as version 6\./);
    expect((await getDeskBlogPost(db(), id))?.record.body).toBe(good.body);
    const [entry] = await auditEntries(db(), { entity: { type: "blog-post", id }, limit: 1 });
    expect(entry).toMatchObject({ actor: "editor@example.org", action: "blog.restored" });
    expect(JSON.stringify(entry?.before)).toContain("Take the early bus to Peja.");

    // Delete: only after the confirmation; then gone for visitors, listed in the audit log.
    expect(await edit({ intent: "delete", expectedVersion: "6" })).toMatchObject({ ok: false });
    expect(await edit({ intent: "delete", confirm: "yes", expectedVersion: "6" })).toEqual({
      redirect: "/desk/blog?done=deleted",
    });
    expect(await blogArticleData(id, "en")).toBeUndefined();
    const actions = (await auditEntries(db(), { entity: { type: "blog-post", id } })).map(
      (row) => row.action,
    );
    expect(actions.sort()).toEqual(
      [
        "blog.created",
        "blog.updated",
        "blog.published",
        "blog.translated",
        "blog.updated",
        "blog.restored",
        "blog.deleted",
      ].sort(),
    );
  });
});
