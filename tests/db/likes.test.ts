import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig, setConfigForTests } from "../../app/config.server.ts";
import type { DatabaseConnection } from "../../app/db/client.server.ts";
import { closeDatabase, initDatabase } from "../../app/db/instance.server.ts";
import { blogLikes } from "../../app/db/schema.ts";
import { handleLikesRequest } from "../../app/features/blog/likes.server.ts";
import { blogArticleData, blogListData } from "../../app/features/blog/post-data.server.ts";
import { collectDependencies } from "../../app/lib/dependencies.server.ts";
import { memoryRateLimiter, type RateLimiter } from "../../app/lib/rate-limit.server.ts";

/** Blog likes (issue 19 item 4): stored, once per browser, rate-limited, shown as stored. */

const migrationsFolder = path.resolve(import.meta.dirname, "../../app/db/migrations");
const SITE = "https://explore-kosovo.test";
const BROWSER = "browser-aaaaaaaaaaaaaaaa";
const OTHER = "browser-bbbbbbbbbbbbbbbb";

let connection: DatabaseConnection;
let limiter: RateLimiter;
let changes: string[][];

function likes(request: Request) {
  return handleLikesRequest(request, {
    limiter,
    database: async () => connection.db,
    changed: async (tags) => changes.push(tags),
  });
}
const post = (body: unknown, ip = "203.0.113.7") =>
  likes(
    new Request(`${SITE}/api/blog/likes`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": "application/json", "x-client-ip": ip },
    }),
  );
const get = (query: string) => likes(new Request(`${SITE}/api/blog/likes?${query}`));

beforeAll(async () => {
  setConfigForTests(loadConfig({ SITE_URL: SITE, DATA_DIR: "memory://" }));
  connection = await initDatabase({ dataDir: "memory://", migrationsFolder });
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  setConfigForTests(undefined);
});
beforeEach(async () => {
  await connection.db.delete(blogLikes);
  limiter = memoryRateLimiter("likes", { max: 1000, windowMs: 60_000 });
  changes = [];
});

describe("blog likes", () => {
  it("count once per browser, and unliking takes the like away", async () => {
    expect(await (await post({ post: 1, browser: BROWSER, liked: true })).json()).toEqual({
      id: 1,
      likes: 1,
      liked: true,
    });
    const again = await post({ post: 1, browser: BROWSER, liked: true });
    expect((await again.json()).likes).toBe(1);
    expect(await (await post({ post: 1, browser: OTHER, liked: true })).json()).toMatchObject({
      likes: 2,
    });
    expect(await connection.db.select().from(blogLikes)).toHaveLength(2);
    // The repeated like changed nothing, so it dropped no cached page.
    expect(changes).toEqual([["blog:1"], ["blog:1"]]);

    const state = await get(`posts=1,2&browser=${BROWSER}`);
    expect(state.headers.get("cache-control")).toBe("private, no-store");
    expect(await state.json()).toEqual({
      posts: [
        { id: 1, likes: 2, liked: true },
        { id: 2, likes: 0, liked: false },
      ],
    });

    expect(await (await post({ post: 1, browser: BROWSER, liked: false })).json()).toMatchObject({
      likes: 1,
      liked: false,
    });
  });

  it("are the counts the blog's pages show, and the pages depend on the post's tag", async () => {
    await post({ post: 2, browser: BROWSER, liked: true });
    await post({ post: 2, browser: OTHER, liked: true });
    const list = await collectDependencies(() => blogListData("en"));
    expect(list.value.posts.find((p) => p.id === 2)?.likes).toBe(2);
    expect(list.value.posts.find((p) => p.id === 1)?.likes).toBe(0);
    expect(list.collected.tags).toContain("blog:2");
    const article = await collectDependencies(() => blogArticleData(2, "de"));
    expect(article.value?.post.likes).toBe(2);
    expect(article.collected.tags).toContain("blog:2");
  });

  it("refuse what is not a like, storing nothing", async () => {
    const refused = [
      { post: 999_999, browser: BROWSER, liked: true },
      { post: 1, browser: "short", liked: true },
      { post: 1, browser: "<script>alert(1)</script>aaaaaaaa", liked: true },
      { post: "1", browser: BROWSER, liked: true },
      { post: 1, browser: BROWSER, liked: "yes" },
      { post: -1, browser: BROWSER, liked: true },
      "not json",
      JSON.stringify({ post: 1, browser: BROWSER, liked: true, pad: "x".repeat(2000) }),
    ];
    for (const body of refused) {
      const response = await post(body);
      expect([400, 413]).toContain(response.status);
    }
    expect((await get("posts=abc")).status).toBe(400);
    expect(await connection.db.select().from(blogLikes)).toHaveLength(0);
  });

  it("are rate-limited per client", async () => {
    limiter = memoryRateLimiter("likes", { max: 2, windowMs: 60_000 });
    await post({ post: 1, browser: BROWSER, liked: true });
    await post({ post: 1, browser: BROWSER, liked: false });
    const third = await post({ post: 1, browser: BROWSER, liked: true });
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await connection.db.select().from(blogLikes)).toHaveLength(0);
  });
});
