import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { config, loadConfig, setConfigForTests } from "../../app/config.server.ts";
import { auditEntries } from "../../app/db/audit.server.ts";
import {
  createBlogPost,
  deleteBlogPost,
  listBlogRevisions,
  publishBlogPost,
  scheduleBlogPost,
} from "../../app/db/blog.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { createEvent, scheduleEvent } from "../../app/db/events.server.ts";
import { createVideo, videoStore } from "../../app/db/featured-videos.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { getMedia, listMedia, mediaUses, withMediaCredits } from "../../app/db/media.server.ts";
import { createPlace, experienceStore, placeValues } from "../../app/db/places.server.ts";
import { recheckQueue, seedPracticalFacts } from "../../app/db/practical-facts.server.ts";
import { openProblems } from "../../app/db/problems.server.ts";
import { findExperience } from "../../app/db/queries.server.ts";
import {
  blogPosts,
  deskProblems,
  events,
  experiences,
  featuredVideos,
  newsletterSubscriptions,
  outbox,
  practicalFacts,
  staffUsers,
} from "../../app/db/schema.ts";
import { blogArticleData } from "../../app/features/blog/post-data.server.ts";
import { valuesFromRecord } from "../../app/features/desk/event-form.server.ts";
import { uploadImage } from "../../app/features/desk/media.server.ts";
import type { PickedImage } from "../../app/features/desk/media-picker.tsx";
import { acceptInvitation, invite } from "../../app/features/desk/people.server.ts";
import { savePlaceFromForm } from "../../app/features/desk/place-actions.server.ts";
import type { Staff } from "../../app/features/desk/staff.server.ts";
import { loadEventPreview } from "../../app/features/events/event-data.server.ts";
import { MEDIA_MAX_BYTES, MISSING_IMAGE } from "../../app/lib/media.ts";
import { DIGEST_KIND } from "../../app/mail/events-digest.server.ts";
import { watchForProblems } from "../../app/mail/problems.server.ts";
import * as overviewPage from "../../app/routes/desk._index.tsx";
import * as newBlogPage from "../../app/routes/desk.blog.new.tsx";
import * as editEventPage from "../../app/routes/desk.events.$id._index.tsx";
import * as newEventPage from "../../app/routes/desk.events.new.tsx";
import * as factsPage from "../../app/routes/desk.facts.tsx";
import * as mediaPage from "../../app/routes/desk.media.tsx";
import * as problemsPage from "../../app/routes/desk.problems.tsx";
import * as subscribersPage from "../../app/routes/desk.subscribers.tsx";
import * as csvExport from "../../app/routes/desk.subscribers[.csv].ts";
import { blogFields, experienceFields } from "../support/content-fields.ts";
import { signedInStaff } from "../support/desk-routes.ts";
import { testTargets } from "../support/test-databases.ts";

/**
 * The desk's operations (issue 18 items 3, 6, 8) through their route modules, as the browser
 * calls them: subscribers counted, exported and erased; images uploaded and refused; problems
 * recorded, mailed and dealt with; facts re-checked. Newsletters: desk-newsletters.test.ts.
 */

const SITE = "http://desk.test";
const PASSWORD = "plum orchard by the river";
const CSRF = "c".repeat(43);
const cli = { label: "command line" };

function post(url: string, cookie: string, body: URLSearchParams | FormData) {
  if (body instanceof URLSearchParams) body.set("csrf", CSRF);
  else body.set("csrf", CSRF);
  return new Request(new URL(url, SITE), {
    method: "POST",
    headers: { Cookie: `${cookie}; desk-csrf=${CSRF}`, Origin: SITE },
    body,
  });
}

const get = (url: string, cookie: string) =>
  new Request(new URL(url, SITE), { headers: { Cookie: cookie } });

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

const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} }) as never;

const videoInput = {
  title: "Gadime Marble Cave",
  description:
    "Down into the marble cave of Gadime, south of Pristina, where helictites grow sideways from the walls.",
  filmSlug: null,
  youtubeId: "dQw4w9WgXcQ",
  thumbnail: "/artwork/videos/a-day-in-pristina.svg",
  imageAlt: "The lit passages of a marble cave with white crystal formations",
  scene: { landscape: "hills", landmark: "none", time: "day", season: "summer" } as const,
  position: 4,
};

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

describe.each(testTargets())("the desk's operations on $name", (target) => {
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let editor = "";
  let editorStaff: Staff;
  const db = () => connection.db;

  async function member(email: string, role: "admin" | "editor") {
    const { link } = await invite(db(), { email, role }, cli);
    await acceptInvitation(db(), new URL(link).searchParams.get("token") ?? "", {
      name: email.split("@")[0] ?? "someone",
      password: PASSWORD,
    });
  }

  beforeAll(async () => {
    setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
    const created = await target.create();
    drop = created.drop;
    connection = await initDatabase({ ...created.options, seed: false });
    editor = await signedInStaff(db(), "editor@example.org", "editor");
    await member("admin@example.org", "admin");
    const [user] = await db()
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, "editor@example.org"));
    const id = user?.id ?? "";
    editorStaff = {
      id,
      email: "editor@example.org",
      name: "editor",
      role: "editor",
      twoFactorEnabled: true,
      sessionId: "test",
    };
    await db()
      .insert(newsletterSubscriptions)
      .values([
        { email: "ana@example.org", locale: "sq", status: "confirmed" },
        { email: "ben@example.org", locale: "de", status: "pending" },
        { email: "=cmd@example.org", locale: "en", status: "confirmed" },
        { email: "gone@example.org", locale: "it", status: "unsubscribed" },
      ]);
  }, 120_000);
  afterAll(async () => {
    await closeDatabase();
    await drop?.();
    rmSync(path.dirname(config().mediaDir), { recursive: true, force: true });
    setConfigForTests(undefined);
  });

  describe("subscribers (item 8)", () => {
    it("counts them per language and state", async () => {
      const page = await subscribersPage.loader(args(get("/desk/subscribers", editor)));
      const row = (locale: string) => page.table.find((entry) => entry.locale === locale);
      // Columns: pending, confirmed, unsubscribed.
      expect(row("sq")?.cells).toEqual([0, 1, 0]);
      expect(row("de")?.cells).toEqual([1, 0, 0]);
      expect(row("it")?.cells).toEqual([0, 0, 1]);
      expect(page.totals).toEqual([1, 2, 1]);
      expect(page.total).toBe(4);
    });

    it("exports them as CSV, formulas neutralised, and records the export", async () => {
      const response = (await csvExport.loader(
        args(get("/desk/subscribers.csv", editor)),
      )) as Response;
      expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("Content-Disposition")).toMatch(
        /attachment; filename="subscribers-all-/,
      );
      const lines = (await response.text()).trim().split("\r\n");
      expect(lines[0]).toBe("email,language,state,signed_up,confirmed,unsubscribed");
      expect(lines).toHaveLength(5);
      expect(lines.some((line) => line.startsWith("ana@example.org,sq,confirmed,"))).toBe(true);
      // Moments in Kosovo time, with their offset: unambiguous for a spreadsheet.
      expect(lines[1]?.split(",")[3]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[12]:00$/);
      expect(lines.some((line) => line.startsWith("'=cmd@example.org,en,confirmed,"))).toBe(true);
      const confirmed = (await csvExport.loader(
        args(get("/desk/subscribers.csv?state=confirmed", editor)),
      )) as Response;
      expect((await confirmed.text()).trim().split("\r\n")).toHaveLength(3);
      const [entry] = await auditEntries(db(), { limit: 1 });
      expect(entry).toMatchObject({ action: "subscribers.exported", actor: "editor@example.org" });
      expect(entry?.details).toEqual({ rows: 2 });
    });

    it("erases one address on request, with its mail, and the audit log does not name it", async () => {
      await db().insert(outbox).values({
        recipient: "ben@example.org",
        kind: "newsletter-confirm",
        subject: "Confirm",
        body: "Hello ben@example.org",
      });
      const refused = await subscribersPage.action(
        args(
          post("/desk/subscribers", editor, new URLSearchParams({ email: "nobody@example.org" })),
        ),
      );
      expect(refused).toMatchObject({ erased: null, email: "nobody@example.org" });
      expect(refused.error).toMatch(/No subscriber has this address/);
      const invalid = await subscribersPage.action(
        args(post("/desk/subscribers", editor, new URLSearchParams({ email: "not an address" }))),
      );
      expect(invalid.error).toMatch(/Enter the e-mail address/);

      const erased = await subscribersPage.action(
        args(
          post("/desk/subscribers", editor, new URLSearchParams({ email: " Ben@Example.org " })),
        ),
      );
      expect(erased).toMatchObject({ erased: "Ben@Example.org", error: undefined });
      const left = await db().select().from(newsletterSubscriptions);
      expect(left.map((row) => row.email).sort()).toEqual([
        "=cmd@example.org",
        "ana@example.org",
        "gone@example.org",
      ]);
      expect(
        await db().select().from(outbox).where(eq(outbox.recipient, "ben@example.org")),
      ).toEqual([]);
      const [entry] = await auditEntries(db(), { limit: 1 });
      expect(entry).toMatchObject({ action: "subscriber.erased", entityType: "subscriber" });
      expect(entry?.details).toMatchObject({ locale: "de", state: "pending", mailsDeleted: 1 });
      expect(JSON.stringify(entry)).not.toMatch(/ben@/i);
    });
  });

  describe("media (item 3)", () => {
    const upload = (file: File, fields: Record<string, string>) => {
      const body = new FormData();
      body.set("file", file);
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return mediaPage.action(args(post("/desk/media", editor, body)));
    };
    const post_ = (url: string, body: URLSearchParams | FormData) => post(url, editor, body);
    const good = { alt_en: "A red square", alt_de: "Ein rotes Quadrat", credit: "Photo: Test" };

    it("stores a real image at the site's widths and lists it in the library", async () => {
      const png = await photo(1500, 1000);
      const result = await upload(
        new File([new Uint8Array(png)], "square.png", { type: "image/png" }),
        good,
      );
      expect(result).toMatchObject({ uploaded: "square.png", errors: {}, values: {} });
      const [row] = await listMedia(db());
      expect(row).toMatchObject({
        status: "ready",
        sourceFormat: "png",
        width: 1500,
        height: 1000,
        alt: { en: "A red square", de: "Ein rotes Quadrat" },
        credit: "Photo: Test",
        uploadedBy: "editor@example.org",
      });
      expect(readdirSync(path.join(config().mediaDir, row?.key ?? "")).sort()).toEqual(
        [
          "1200.avif",
          "1200.jpg",
          "1200.webp",
          "400.avif",
          "400.webp",
          "800.avif",
          "800.webp",
        ].sort(),
      );
      const library = await mediaPage.loader(args(get("/desk/media", editor)));
      expect(library.items[0]).toMatchObject({
        name: "square.png",
        main: `/media/${row?.key}/1200.webp`,
      });
    });

    it("refuses a text file named .jpg, an oversized file, and missing alt text and credit", async () => {
      const text = new File(["just some words"], "holiday.jpg", { type: "image/jpeg" });
      const refused = await upload(text, { alt_en: "", credit: "" });
      expect(refused).toMatchObject({
        uploaded: null,
        errors: {
          file: "This file is not an image (JPEG, PNG, WebP or AVIF)",
          alt_en: "Describe the image for people who cannot see it",
          credit: "Say who took or owns the image (the credit)",
        },
      });
      const huge = new File([new Uint8Array(MEDIA_MAX_BYTES + 1)], "huge.png");
      const tooLarge = await upload(huge, good);
      expect(tooLarge.errors).toMatchObject({ file: expect.stringMatching(/larger than 15 MB/) });
      expect(tooLarge.values).toMatchObject({ alt_en: "A red square", credit: "Photo: Test" });
      expect(await listMedia(db())).toHaveLength(1);
    });

    it("the event form picks an uploaded image instead of a typed path", async () => {
      const [ready] = await listMedia(db(), { readyOnly: true });
      const chosen = `/media/${ready?.key}/1200.webp`;
      const form = await newEventPage.loader(args(get("/desk/events/new", editor)));
      expect(form.media).toEqual([{ path: chosen, label: "A red square (Photo: Test)" }]);
      const fields = new URLSearchParams({
        intent: "create",
        name: "Picture Test Evening",
        slug: "",
        description: "An evening to check that a picked image reaches the event it was picked for.",
        details: "",
        image: "/artwork/events/hardh-fest.svg",
        imageAlt: "",
        mediaImage: chosen,
        startTime: "20:00",
        location: "Germia Park, Prishtina",
        address: "Germia Park, Prishtina, Kosovo",
        town: "Prishtina",
        category: "Culture",
        latitude: "42.6629",
        longitude: "21.1655",
        dateNote: "",
        website: "",
        recurrence: "one-off",
        month: "",
        monthDay: "",
        nth: "",
        weekday: "",
        rrule: "",
        rruleStart: "",
        durationDays: "1",
        editionStart: "2027-09-10",
        editionEnd: "",
      });
      const created = (await outcome(() =>
        newEventPage.action(args(post("/desk/events/new", editor, fields))),
      )) as { redirect?: string };
      const id = Number(/\/desk\/events\/(\d+)/.exec(created.redirect ?? "")?.[1]);
      const [event] = await db().select().from(events).where(eq(events.id, id));
      expect([event?.image, event?.imageAlt]).toEqual([chosen, "A red square"]);
      // The page shows it with its credit; an upload no longer in the library is never a broken image.
      const page = await loadEventPreview(id, "en");
      expect(page?.event).toMatchObject({ image: chosen, imageCredit: "Photo: Test" });
      const gone = "/media/ffffffffffffffffffffffff/1200.webp";
      expect(await withMediaCredits(db(), [{ image: gone, imageAlt: "Gone" }], "image")).toEqual([
        { image: MISSING_IMAGE, imageAlt: "" },
      ]);
    });

    it("the blog form picks one too; the article shows it with its credit", async () => {
      const [ready] = await listMedia(db(), { readyOnly: true });
      const chosen = `/media/${ready?.key}/1200.webp`;
      const form = await newBlogPage.loader(args(get("/desk/blog/new", editor)));
      expect(form.media).toEqual([{ path: chosen, label: "A red square (Photo: Test)" }]);
      const fields = new URLSearchParams({
        ...blogFields,
        title: "Red squares of Prishtina",
        slug: "",
        tags: blogFields.tags.join(", "),
        mediaImage: chosen,
      });
      const created = (await outcome(() =>
        newBlogPage.action(args(post("/desk/blog/new", editor, fields))),
      )) as { redirect?: string };
      const id = Number(/\/desk\/blog\/(\d+)/.exec(created.redirect ?? "")?.[1]);
      const [row] = await db().select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(row?.imageUrl).toBe(chosen);
      await publishBlogPost(db(), id, { author: "editor@example.org" });
      const page = await blogArticleData(id, "en");
      expect(page?.post).toMatchObject({ imageUrl: chosen, imageCredit: "Photo: Test" });
      await deleteBlogPost(db(), id, { author: "editor@example.org" });
    });

    it("deletes an image only after confirmation and while nothing uses it; the files go with it", async () => {
      const [ready] = await listMedia(db(), { readyOnly: true });
      const id = String(ready?.id);
      const chosen = `/media/${ready?.key}/1200.webp`;
      const folder = path.join(config().mediaDir, ready?.key ?? "");
      const post = await createBlogPost(
        db(),
        { ...blogFields, title: "Prizren by night, in pictures", authorAvatarUrl: chosen },
        { author: "editor@example.org" },
      );
      const remove = (fields: Record<string, string>) =>
        outcome(() =>
          mediaPage.action(
            args(post_("/desk/media", new URLSearchParams({ intent: "delete", id, ...fields }))),
          ),
        );
      const confirmation = await mediaPage.loader(args(get(`/desk/media?delete=${id}`, editor)));
      expect(confirmation.confirm).toEqual({
        id: ready?.id,
        name: "square.png",
        uses: [
          {
            what: "Event",
            name: "Picture Test Evening",
            link: expect.stringMatching(/^\/desk\/events\/\d+$/),
          },
          { what: "Blog post", name: "Prizren by night, in pictures", link: `/desk/blog/${post}` },
        ],
      });
      expect(await remove({})).toMatchObject({
        refused: "Confirm the deletion with the button on the confirmation.",
      });
      const refused = (await remove({ confirm: "yes" })) as { refused: string; uses: unknown[] };
      expect(refused.refused).toBe(
        "“square.png” is not deleted: it is still used by these 2 items. Choose another image there first.",
      );
      expect(refused.uses).toHaveLength(2);
      expect(readdirSync(folder)).toContain("1200.webp");

      await db().update(events).set({ image: "/artwork/events/hardh-fest.svg" });
      await deleteBlogPost(db(), post, { author: "editor@example.org" });
      expect(await remove({ confirm: "yes" })).toEqual({ redirect: "/desk/media?done=deleted" });
      expect((await listMedia(db())).map((row) => row.id)).not.toContain(ready?.id);
      expect(existsSync(folder)).toBe(false);
      const [entry] = await auditEntries(db(), { entity: { type: "media", id } });
      expect(entry).toMatchObject({ action: "media.deleted", actor: "editor@example.org" });
      expect(entry?.before).toMatchObject({ key: ready?.key, originalName: "square.png" });
      expect(await remove({ confirm: "yes" })).toMatchObject({
        refused: "This image is not in the library any more.",
      });
    });

    it("an image that cannot be processed is a problem on the desk, mailed to its uploader", async () => {
      const form = new FormData();
      form.set("file", new File([new Uint8Array(await photo(800, 600))], "odd.png"));
      for (const [name, value] of Object.entries(good)) form.set(name, value);
      const result = await uploadImage(db(), editorStaff, form, {
        process: async () => {
          throw new Error("VipsForeignLoad: out of memory");
        },
      });
      expect(result).toMatchObject({
        ok: false,
        errors: { file: expect.stringMatching(/could not be processed/) },
      });
      const [problem] = await openProblems(db());
      expect(problem).toMatchObject({ kind: "image", owner: "editor@example.org" });
      expect(problem?.message).toContain("VipsForeignLoad: out of memory");
      const mails = await db().select().from(outbox).where(eq(outbox.kind, "desk-problem"));
      expect(mails.map((mail) => mail.recipient)).toEqual(["editor@example.org"]);
      expect((await listMedia(db()))[0]).toMatchObject({
        status: "failed",
        originalName: "odd.png",
        error: "VipsForeignLoad: out of memory",
      });
    });

    it("picking a picture fills it and its description, keeps a description the editor wrote, and works without scripts (issue 29 item 5)", async () => {
      const png = new Uint8Array(await photo(1200, 800));
      for (const [name, alt, credit] of [
        ["field.png", "A green field at dawn", "Photo: Field"],
        ["lake.png", "A blue lake under grey cliffs", "Photo: Lake"],
      ]) {
        await upload(new File([png], String(name), { type: "image/png" }), {
          alt_en: String(alt),
          credit: String(credit),
        });
      }
      const pathOf = async (name: string) => {
        const row = (await listMedia(db(), { readyOnly: true })).find(
          (media) => media.originalName === name,
        );
        return `/media/${row?.key}/1200.webp`;
      };
      const field = await pathOf("field.png");
      const lake = await pathOf("lake.png");

      // An existing event: its saved description went with its saved picture.
      const created = await createEvent(
        db(),
        {
          name: "Lake Picture Evening",
          description:
            "An evening by the lake to check that picking a picture also fills its description.",
          details: ["Concerts by the water."],
          image: "/artwork/events/hardh-fest.svg",
          imageAlt: "Wine glasses on a long table in a vineyard",
          startTime: "20:00",
          location: "Lake Batllava",
          address: "Lake Batllava, Podujeva, Kosovo",
          town: "Podujeva",
          category: "Music",
          latitude: 42.83,
          longitude: 21.3,
          occurrences: [{ startDate: "2027-07-02", endDate: null, confirmed: false }],
        },
        { author: "editor@example.org" },
      );
      const [event] = await db().select().from(events).where(eq(events.id, created));
      if (!event) throw new Error("the event of the picker test is missing");
      const id = String(event.id);
      const stored = {
        ...valuesFromRecord(event),
        intent: "save",
        expectedVersion: String(event.version),
      };
      const edit = (fields: Record<string, string>) =>
        editEventPage.action(
          args(post(`/desk/events/${id}`, editor, new URLSearchParams(fields)), { id }),
        ) as unknown as Promise<{
          ok: boolean;
          values: Record<string, string>;
          picked?: PickedImage;
        }>;
      const pick = (fields: Record<string, string>) => edit({ ...fields, pickImage: "yes" });

      // "Use this picture": the form comes back with the picture and its description, unsaved.
      const first = await pick({
        ...stored,
        name: "Picture Test Evening, renamed",
        mediaImage: field,
      });
      expect(first).toMatchObject({
        ok: false,
        values: {
          image: field,
          imageAlt: "A green field at dawn",
          name: "Picture Test Evening, renamed",
        },
        picked: { message: expect.stringMatching(/^The picture and its description/) },
      });
      const [unchanged] = await db().select().from(events).where(eq(events.id, event.id));
      expect(unchanged).toMatchObject({
        image: event.image,
        imageAlt: event.imageAlt,
        version: event.version,
      });
      // Picked again: the library's description of the first picture gives way to the second's.
      const second = await pick({
        ...first.values,
        intent: "save",
        expectedVersion: stored.expectedVersion,
        mediaImage: lake,
      });
      expect(second.values).toMatchObject({
        image: lake,
        imageAlt: "A blue lake under grey cliffs",
      });
      // A description the editor wrote is kept, and they are asked to check it.
      const own = await pick({
        ...second.values,
        intent: "save",
        expectedVersion: stored.expectedVersion,
        imageAlt: "Our stage on the shore at dusk",
        mediaImage: field,
      });
      expect(own).toMatchObject({
        values: { image: field, imageAlt: "Our stage on the shore at dusk" },
        picked: { message: expect.stringMatching(/the description you wrote is kept/) },
      });
      // Nothing chosen: said beside the list, the form kept.
      const none = await pick({ ...stored, name: "Kept name" });
      expect(none).toMatchObject({
        values: { name: "Kept name", image: event.image },
        picked: { error: "Choose a picture in the list first" },
      });
      // Saved with a choice left in the list (no "Use this picture"): the saved description of
      // the old picture is replaced too.
      const saved = await edit({ ...stored, mediaImage: lake });
      expect(saved).toMatchObject({ ok: true });
      const [after] = await db().select().from(events).where(eq(events.id, event.id));
      expect([after?.image, after?.imageAlt]).toEqual([lake, "A blue lake under grey cliffs"]);

      // A new blog post: an empty description takes the library's; a typed one stays.
      const blog = (fields: Record<string, string>) =>
        newBlogPage.action(
          args(
            post(
              "/desk/blog/new",
              editor,
              new URLSearchParams({
                ...blogFields,
                tags: blogFields.tags.join(", "),
                ...fields,
                pickImage: "yes",
              }),
            ),
          ),
        ) as Promise<{ values: Record<string, string>; picked?: PickedImage }>;
      expect((await blog({ imageAlt: "", mediaImage: field })).values).toMatchObject({
        imageUrl: field,
        imageAlt: "A green field at dawn",
      });
      expect((await blog({ mediaImage: field })).values).toMatchObject({
        imageUrl: field,
        imageAlt: blogFields.imageAlt,
      });
      expect(await db().select().from(blogPosts).where(eq(blogPosts.imageUrl, field))).toEqual([]);

      // An existing experience (the place desk): its saved description gives way as well.
      const walk = await createPlace(
        db(),
        "experience",
        {
          ...experienceFields,
          name: "Picture walk in Prizren",
          slug: "picture-walk-in-prizren",
          destinationId: "",
        },
        { author: "editor@example.org" },
      );
      const [place] = await db().select().from(experiences).where(eq(experiences.id, walk));
      if (!place) throw new Error("the experience is missing");
      const placeForm = new FormData();
      for (const [name, value] of Object.entries(placeValues("experience", place)))
        placeForm.set(name, value);
      placeForm.set("mediaImage", lake);
      placeForm.set("pickImage", "yes");
      const shown = await savePlaceFromForm(db(), editorStaff, "experience", walk, placeForm);
      expect(shown).toMatchObject({
        ok: false,
        values: { image: lake, imageAlt: "A blue lake under grey cliffs" },
        picked: { message: expect.stringMatching(/^The picture and its description/) },
      });

      await db().delete(events).where(eq(events.id, event.id));
      await db().delete(experiences).where(eq(experiences.id, walk));
    });

    it("an image's focal point is set by numbers or a click, audited, and the pages crop around it (issue 29 item 5)", async () => {
      const [field] = (await listMedia(db(), { readyOnly: true })).filter(
        (row) => row.originalName === "field.png",
      );
      if (!field) throw new Error("field.png is missing");
      const path_ = `/media/${field.key}/1200.webp`;
      const focal = (fields: Record<string, string>) =>
        outcome(() =>
          mediaPage.action(
            args(
              post_(
                `/desk/media?focus=${field.id}`,
                new URLSearchParams({ intent: "focal", id: String(field.id), ...fields }),
              ),
            ),
          ),
        );
      // A new image is cropped around its centre: no class on the pages.
      expect(field).toMatchObject({ focalX: 50, focalY: 50 });
      expect(
        (await withMediaCredits(db(), [{ image: path_, imageAlt: "Field" }], "image"))[0],
      ).toEqual({ image: path_, imageAlt: "Field", imageCredit: "Photo: Field" });
      // Bad numbers: a message each, what was typed kept, nothing changed.
      expect(await focal({ focalX: "120", focalY: "top" })).toMatchObject({
        focalErrors: {
          focalX: "Give a whole number from 0 (left edge) to 100 (right edge)",
          focalY: "Give a whole number from 0 (top edge) to 100 (bottom edge)",
        },
        focalValues: { focalX: "120", focalY: "top" },
      });
      expect((await getMedia(db(), field.id))?.focalX).toBe(50);
      // Numbers.
      expect(await focal({ focalX: "30", focalY: "72" })).toEqual({
        redirect: `/desk/media?focus=${field.id}&done=focal`,
      });
      expect(await getMedia(db(), field.id)).toMatchObject({ focalX: 30, focalY: 72 });
      const [entry] = await auditEntries(db(), {
        entity: { type: "media", id: field.id },
        limit: 1,
      });
      expect(entry).toMatchObject({
        action: "media.focal-point",
        before: { focalX: 50, focalY: 50 },
        after: { focalX: 30, focalY: 72 },
      });
      // The pages get the classes that keep the point in view.
      expect(
        (await withMediaCredits(db(), [{ image: path_, imageAlt: "Field" }], "image"))[0],
      ).toMatchObject({ imageFocus: "focal-x-30 focal-y-70" });
      // A click on the 300 × 200 picture: its position wins over the numbers posted with it.
      await focal({ "point.x": "240", "point.y": "50", focalX: "1", focalY: "1" });
      expect(await getMedia(db(), field.id)).toMatchObject({ focalX: 80, focalY: 25 });
      // The focal page shows the point and its crops.
      const page = await mediaPage.loader(args(get(`/desk/media?focus=${field.id}`, editor)));
      expect(page.focus).toMatchObject({
        id: field.id,
        name: "field.png",
        focalX: 80,
        focalY: 25,
        focus: "focal-x-80 focal-y-25",
        main: path_,
      });
    });
  });

  describe("problems (item 6)", () => {
    /** Runs `check` while the database refuses to publish anything in `table` ("disk full"). */
    async function whilePublishingFails(
      table: "events" | "blog_posts" | "experiences",
      check: () => Promise<void>,
    ) {
      await db().execute(sql`
        create function refuse_publish() returns trigger language plpgsql as $$
        begin
          if new.status = 'published' then raise exception 'disk full'; end if;
          return new;
        end $$`);
      await db().execute(
        sql`create trigger refuse_publish before update on ${sql.identifier(table)} for each row execute function refuse_publish()`,
      );
      try {
        await check();
      } finally {
        await db().execute(sql`drop trigger refuse_publish on ${sql.identifier(table)}`);
        await db().execute(sql`drop function refuse_publish()`);
      }
    }

    const eventInput = {
      name: "Lantern Night",
      description: "Lanterns float down the Lumbardhi river on a summer night in Prizren.",
      image: "/artwork/events/hardh-fest.svg",
      imageAlt: "Paper lanterns on a river at night",
      startTime: "21:00",
      location: "Stone bridge, Prizren",
      address: "Ura e Gurit, Prizren, Kosovo",
      town: "Prizren",
      latitude: 42.2139,
      longitude: 20.7397,
      category: "Culture" as const,
      occurrences: [{ startDate: "2027-08-07" }],
    };

    it("publishes a scheduled event whose moment came; one that cannot be published is a problem for who scheduled it", async () => {
      const past = new Date(Date.now() - 60 * 60 * 1000);
      const first = await createEvent(db(), { ...eventInput }, { author: "editor@example.org" });
      await scheduleEvent(db(), first, new Date(past.getTime() + 60_000), {
        author: "editor@example.org",
        now: past,
      });
      const first_result = await watchForProblems(db());
      expect(first_result).toEqual({ published: [{ entity: "event", id: first }], problems: 0 });
      const [published] = await db().select().from(events).where(eq(events.id, first));
      expect(published?.status).toBe("published");

      const second = await createEvent(
        db(),
        { ...eventInput, name: "Lantern Night Two" },
        { author: "editor@example.org" },
      );
      await scheduleEvent(db(), second, new Date(past.getTime() + 60_000), {
        author: "editor@example.org",
        now: past,
      });
      // The database refuses the publication, as a broken constraint or a lost disk would.
      await whilePublishingFails("events", async () => {
        expect(await watchForProblems(db())).toEqual({ published: [], problems: 1 });
        // Noticed again a minute later: still one problem, one e-mail.
        expect(await watchForProblems(db())).toEqual({ published: [], problems: 0 });
      });
      const problems = await db()
        .select()
        .from(deskProblems)
        .where(eq(deskProblems.kind, "scheduled-publish"));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({
        owner: "editor@example.org",
        entityId: String(second),
        link: `/desk/events/${second}`,
      });
      expect(problems[0]?.message).toMatch(/"Lantern Night Two" was scheduled .* disk full/);
      const mails = await db().select().from(outbox).where(eq(outbox.kind, "desk-problem"));
      expect(mails.filter((mail) => mail.body.includes("Lantern Night Two"))).toHaveLength(1);
    });

    it("publishes a scheduled blog post and featured video whose moment came; one that cannot be published is a problem, mailed once to who scheduled it", async () => {
      const past = new Date(Date.now() - 60 * 60 * 1000);
      const as = { author: "editor@example.org" };
      const post = await createBlogPost(db(), blogFields, as);
      await scheduleBlogPost(db(), post, new Date(past.getTime() + 60_000), { ...as, now: past });
      const video = await createVideo(db(), videoInput, as);
      await videoStore.schedule(db(), video, new Date(past.getTime() + 60_000), {
        ...as,
        now: past,
      });
      // Not yet due: nothing happens.
      const later = await createBlogPost(
        db(),
        { ...blogFields, title: "A story for next week" },
        as,
      );
      await scheduleBlogPost(db(), later, new Date(Date.now() + 7 * 86_400_000), as);
      const first = await watchForProblems(db());
      // (The event the database refused above goes out now too: it is tried every minute.)
      expect(first.published.filter((item) => item.entity !== "event")).toEqual([
        { entity: "blog-post", id: post },
        { entity: "featured-video", id: video },
      ]);
      expect(first.problems).toBe(0);
      const [postRow] = await db().select().from(blogPosts).where(eq(blogPosts.id, post));
      const [videoRow] = await db()
        .select()
        .from(featuredVideos)
        .where(eq(featuredVideos.id, video));
      expect([postRow?.status, videoRow?.status]).toEqual(["published", "published"]);
      expect((await listBlogRevisions(db(), post))[0]).toMatchObject({
        action: "publish",
        author: "schedule",
      });
      const [laterRow] = await db().select().from(blogPosts).where(eq(blogPosts.id, later));
      expect(laterRow?.status).toBe("scheduled");

      const refused = await createBlogPost(
        db(),
        { ...blogFields, title: "Winter in Brezovica, slope by slope" },
        { author: "admin@example.org" },
      );
      await scheduleBlogPost(db(), refused, new Date(past.getTime() + 60_000), {
        author: "admin@example.org",
        now: past,
      });
      await whilePublishingFails("blog_posts", async () => {
        expect(await watchForProblems(db())).toEqual({ published: [], problems: 1 });
        expect(await watchForProblems(db())).toEqual({ published: [], problems: 0 });
      });
      const [problem] = await db()
        .select()
        .from(deskProblems)
        .where(eq(deskProblems.entityType, "blog-post"));
      expect(problem).toMatchObject({
        kind: "scheduled-publish",
        owner: "admin@example.org",
        entityId: String(refused),
        link: `/desk/blog/${refused}`,
      });
      expect(problem?.message).toMatch(
        /The blog post "Winter in Brezovica, slope by slope" was scheduled .* disk full/,
      );
      const mails = await db().select().from(outbox).where(eq(outbox.kind, "desk-problem"));
      expect(
        mails
          .filter((mail) => mail.body.includes("Winter in Brezovica"))
          .map((mail) => mail.recipient),
      ).toEqual(["admin@example.org"]);
      // Once the database lets it, the next minute publishes it.
      expect(await watchForProblems(db())).toMatchObject({
        published: [{ entity: "blog-post", id: refused }],
      });
    });

    it("a digest the mail server refused for good is a problem for the admins", async () => {
      await db().insert(outbox).values({
        recipient: "editor@example.org",
        kind: DIGEST_KIND,
        subject: "Needs confirming",
        body: "…",
        status: "failed",
        lastError: "550 mailbox unavailable",
      });
      expect(await watchForProblems(db())).toMatchObject({ problems: 1 });
      const [problem] = await db()
        .select()
        .from(deskProblems)
        .where(eq(deskProblems.kind, "digest"));
      expect(problem?.message).toContain("550 mailbox unavailable");
      const mails = await db().select().from(outbox).where(eq(outbox.kind, "desk-problem"));
      expect(mails.some((mail) => mail.recipient === "admin@example.org")).toBe(true);
    });

    it("the overview's Problems panel lists them; marking one dealt with takes it off", async () => {
      const page = await overviewPage.loader(args(get("/desk", editor)));
      expect(page.operations?.problems.map((problem) => problem.kind).sort()).toEqual([
        "digest",
        "image",
        "scheduled-publish",
        "scheduled-publish",
      ]);
      const target = page.operations?.problems.find((problem) => problem.kind === "image");
      expect(
        await outcome(() =>
          problemsPage.action(
            args(post("/desk/problems", editor, new URLSearchParams({ id: String(target?.id) }))),
          ),
        ),
      ).toEqual({ redirect: "/desk?done=problem" });
      const after = await overviewPage.loader(args(get("/desk", editor)));
      expect(after.operations?.problems.map((problem) => problem.kind).sort()).toEqual([
        "digest",
        "scheduled-publish",
        "scheduled-publish",
      ]);
      const [entry] = await auditEntries(db(), { limit: 1 });
      expect(entry).toMatchObject({ action: "problem.resolved", actor: "editor@example.org" });
    });
    it("publishes a scheduled experience whose moment came; one that cannot be is a problem linked to its desk page, mailed once", async () => {
      const past = new Date(Date.now() - 60 * 60 * 1000);
      const as = { author: "editor@example.org" };
      const place = { ...experienceFields, destinationId: "" };
      const due = await createPlace(db(), "experience", place, as);
      await experienceStore.schedule(db(), due, new Date(past.getTime() + 60_000), {
        ...as,
        now: past,
      });
      const statusOf = async (id: number) =>
        (await db().select().from(experiences).where(eq(experiences.id, id)))[0]?.status;
      expect(await statusOf(due)).toBe("scheduled");
      expect(await watchForProblems(db())).toEqual({
        published: [{ entity: "experience", id: due }],
        problems: 0,
      });
      expect(await statusOf(due)).toBe("published");
      expect((await findExperience(db(), due))?.name).toBe("Morning walk in Prizren");
      expect((await experienceStore.listRevisions(db(), due))[0]).toMatchObject({
        action: "publish",
        author: "schedule",
      });

      const refused = await createPlace(
        db(),
        "experience",
        { ...place, name: "Sunset over the Sharr", slug: "sunset-over-the-sharr" },
        { author: "admin@example.org" },
      );
      await experienceStore.schedule(db(), refused, new Date(past.getTime() + 60_000), {
        author: "admin@example.org",
        now: past,
      });
      await whilePublishingFails("experiences", async () => {
        expect(await watchForProblems(db())).toEqual({ published: [], problems: 1 });
        expect(await watchForProblems(db())).toEqual({ published: [], problems: 0 });
      });
      const [problem] = await db()
        .select()
        .from(deskProblems)
        .where(eq(deskProblems.entityType, "experience"));
      expect(problem).toMatchObject({
        kind: "scheduled-publish",
        owner: "admin@example.org",
        entityId: String(refused),
        link: `/desk/experiences/${refused}`,
      });
      expect(problem?.message).toMatch(
        /The experience "Sunset over the Sharr" was scheduled .* disk full/,
      );
      const mails = await db().select().from(outbox).where(eq(outbox.kind, "desk-problem"));
      expect(
        mails.filter((mail) => mail.body.includes("Sunset over the Sharr")).map((m) => m.recipient),
      ).toEqual(["admin@example.org"]);
      expect(await watchForProblems(db())).toMatchObject({
        published: [{ entity: "experience", id: refused }],
      });

      // An image the experience shows is "still used by" it, linked to its desk page.
      const key = "a".repeat(24);
      await db()
        .update(experiences)
        .set({ image: `/media/${key}/1200.webp` })
        .where(eq(experiences.id, due));
      expect(await mediaUses(db(), key)).toEqual([
        { what: "Experience", name: "Morning walk in Prizren", link: `/desk/experiences/${due}` },
      ]);
    });
  });

  describe("practical facts (item 6)", () => {
    it("are seeded from the content's last-checked dates and queued once six months old", async () => {
      await seedPracticalFacts(db());
      const facts = await db().select().from(practicalFacts);
      expect(facts.map((fact) => fact.key)).toEqual(
        expect.arrayContaining(["travel-guide:visa", "page:transport", "page:emergency"]),
      );
      expect(new Set(facts.map((fact) => fact.lastChecked))).toEqual(new Set(["2026-11-26"]));
      expect(await recheckQueue(db(), "2027-05-26")).toEqual([]);
      expect(await recheckQueue(db(), "2027-05-27")).toHaveLength(facts.length);
    });

    it("an editor marks one re-checked (a note or source required) and assigns an owner", async () => {
      const call = (body: Record<string, string>) =>
        outcome(() =>
          factsPage.action(args(post("/desk/facts", editor, new URLSearchParams(body)))),
        );
      expect(
        await call({ intent: "checked", key: "page:emergency", note: "", sourceUrl: "" }),
      ).toMatchObject({
        key: "page:emergency",
        errors: { note: "Say what you compared it with: a note or a source" },
      });
      expect(
        await call({ intent: "checked", key: "page:emergency", note: "", sourceUrl: "ftp://x" }),
      ).toMatchObject({ errors: { sourceUrl: expect.stringMatching(/https:\/\//) } });
      await db()
        .update(practicalFacts)
        .set({ lastChecked: "2025-01-10" })
        .where(eq(practicalFacts.key, "page:emergency"));
      const before = await factsPage.loader(args(get("/desk/facts", editor)));
      expect(before.facts.find((fact) => fact.key === "page:emergency")?.due).toBe(true);

      expect(
        await call({
          intent: "checked",
          key: "page:emergency",
          note: "112 and 192–194 as on the agency's page",
          sourceUrl: "https://ame.rks-gov.net/",
        }),
      ).toEqual({ redirect: "/desk/facts?done=checked" });
      const after = await factsPage.loader(args(get("/desk/facts", editor)));
      const fact = after.facts.find((entry) => entry.key === "page:emergency");
      expect(fact).toMatchObject({
        due: false,
        checkedBy: "editor@example.org",
        sourceUrl: "https://ame.rks-gov.net/",
      });
      expect(fact?.lastChecked).not.toBe("2025-01-10");

      expect(
        await call({ intent: "owner", key: "page:emergency", owner: "stranger@example.org" }),
      ).toMatchObject({
        errors: { owner: "Choose an editor or admin of the desk" },
      });
      expect(
        await call({ intent: "owner", key: "page:emergency", owner: "admin@example.org" }),
      ).toEqual({
        redirect: "/desk/facts?done=owner",
      });
      const [owned] = await db()
        .select()
        .from(practicalFacts)
        .where(eq(practicalFacts.key, "page:emergency"));
      expect(owned?.owner).toBe("admin@example.org");
      const [entry] = await auditEntries(db(), { limit: 1 });
      expect(entry).toMatchObject({
        action: "fact.owner-assigned",
        after: { owner: "admin@example.org" },
      });
    });
  });
});
