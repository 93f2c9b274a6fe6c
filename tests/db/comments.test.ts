import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { blogComments, contributions, outbox } from "../../app/db/schema.ts";
import { blogArticleData, blogListData } from "../../app/features/blog/post-data.server.ts";
import {
  commentOfLink,
  deleteCommentOfLink,
  submitCommentFromForm,
} from "../../app/features/contributions/comment.server.ts";
import { approve, confirmFromLink } from "../../app/features/contributions/moderation.server.ts";
import { memoryRateLimiter } from "../../app/lib/rate-limit.server.ts";

/**
 * Blog comments (issue 19 item 4) through the contributions kit against a real database: held
 * until confirmed and approved, then shown under the post and counted; refused forms store
 * nothing; the writer's private link deletes it.
 */

const migrationsFolder = path.resolve(import.meta.dirname, "../../app/db/migrations");
const SITE = "https://explore-kosovo.test";
let connection: DatabaseConnection;
const database = async () => connection.db;
const options = () => ({
  database,
  limits: {
    client: memoryRateLimiter("c", { max: 1000, windowMs: 60_000 }),
    plain: memoryRateLimiter("p", { max: 1000, windowMs: 60_000 }),
    email: memoryRateLimiter("e", { max: 1000, windowMs: 60_000 }),
  },
});
const moderator = { id: "mod-1", label: "moderator@explore-kosovo.test" };

const form = (fields: Record<string, string>) =>
  new Request(`${SITE}/blog/1`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-client-ip": "203.0.113.5" },
    body: new URLSearchParams(fields),
  });

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});

describe("blog comments", () => {
  it("refuse what is wrong, naming each field, and store nothing", async () => {
    const answer = await submitCommentFromForm(
      form({ name: "A", email: "nope", text: "short" }),
      1,
      "en",
      options(),
    );
    expect(answer).toMatchObject({
      errors: { name: "name", email: "email", text: "text" },
      values: { name: "A", email: "nope", text: "short" },
    });
    const links = await submitCommentFromForm(
      form({
        name: "Link Spammer",
        email: "spam@example.com",
        text: "Buy now https://a.example https://b.example https://c.example",
      }),
      1,
      "en",
      options(),
    );
    expect(links).toMatchObject({ errors: { text: "links" } });
    const trapped = await submitCommentFromForm(
      form({
        name: "Robot",
        email: "r@example.com",
        text: "A lovely article indeed.",
        website: "x",
      }),
      1,
      "en",
      options(),
    );
    expect((trapped as Response).status).toBe(303);
    expect(await connection.db.select().from(blogComments)).toHaveLength(0);
  });

  it("show under the post once confirmed and approved, and count", async () => {
    const text = "We followed this walk in May: <b>the fortress</b> at sunset is worth the climb.";
    const sent = await submitCommentFromForm(
      form({ name: "Lena", email: "lena@example.com", text }),
      1,
      "de",
      options(),
    );
    expect((sent as Response).headers.get("location")).toBe("/de/blog/1?comment=sent#comments");
    const before = await blogArticleData(1, "de");
    expect(before?.comments).toEqual([]);
    expect(before?.post.comments).toBe(0);

    const [mail] = await connection.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, "lena@example.com"));
    const token = new URL(mail?.link ?? "").searchParams.get("token") ?? "";
    expect(await confirmFromLink(connection.db, token)).toBeTruthy();
    const [row] = await connection.db.select().from(contributions);
    expect(row?.status).toBe("waiting");
    expect((await blogArticleData(1, "de"))?.comments).toEqual([]);

    await approve(connection.db, row?.id ?? 0, moderator);
    const after = await blogArticleData(1, "de");
    expect(after?.comments).toMatchObject([{ displayName: "Lena", text }]);
    expect(after?.post.comments).toBe(1);
    expect((await blogListData("en")).posts.find((post) => post.id === 1)?.comments).toBe(1);
    // The writer's "published" e-mail links to the comment on the German page.
    const [comment] = await connection.db.select().from(blogComments);
    const [published] = await connection.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "contribution-published"));
    expect(published?.link).toMatch(new RegExp(`/de/blog/1#comment-${comment?.id}$`));

    // The private link from the confirmation e-mail deletes it.
    const manage = mail?.body.match(/https:\/\/\S+\/blog\/comments\/manage\?token=[\w-]+/)?.[0];
    expect(manage).toBeDefined();
    expect((await commentOfLink(new Request(manage ?? ""), database))?.comment.text).toBe(text);
    expect(await deleteCommentOfLink(new Request(manage ?? ""), database)).toBe(true);
    expect((await blogArticleData(1, "de"))?.post.comments).toBe(0);
  });
});
