import { z } from "zod";
import { apiError, readLimitedText, withApiErrors } from "../../api/http.server.ts";
import { config } from "../../config.server.ts";
import { contentIn } from "../../content/localized.server.ts";
import type { Database } from "../../db/client.server.ts";
import { publishContentChange } from "../../db/content-changes.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { likeCounts, likedBy, setLike } from "../../db/likes.server.ts";
import { sharedRateLimiter } from "../../db/rate-limits.server.ts";
import { defaultLocale } from "../../i18n/locales.ts";
import { log } from "../../lib/log.server.ts";
import { clientAddress, type RateLimiter } from "../../lib/rate-limit.server.ts";
import { BROWSER_ID_PATTERN, blogTag } from "./like-shared.ts";

/**
 * /api/blog/likes (issue 19 item 4). GET `?posts=1,2&browser=…` answers each post's stored count
 * and whether this browser likes it; POST `{ post, browser, liked }` likes or unlikes, counted
 * once per browser, rate-limited per client. A change drops the cached pages that show the post's
 * count (docs/decisions/094-blog-likes.md).
 */

const MAX_BODY_BYTES = 1024;
const MAX_POSTS = 50;

const browserId = z.string().regex(BROWSER_ID_PATTERN);
const likeSchema = z.object({
  post: z.number().int().positive(),
  browser: browserId,
  liked: z.boolean(),
});

function knownPostIds(): Set<number> {
  return new Set(contentIn(defaultLocale).blog.blogPosts.map((post) => post.id));
}

let sharedLimiter: RateLimiter | undefined;
function defaultLimiter(): RateLimiter {
  sharedLimiter ??= sharedRateLimiter("blog-likes", config().LIKE_RATE_LIMIT, {
    redisUrl: config().REDIS_URL,
  });
  return sharedLimiter;
}

export interface LikeHandlerOptions {
  limiter?: RateLimiter;
  database?: () => Promise<Database>;
  /** Drops the cached pages of a post (publishContentChange; tests pass their own). */
  changed?: (tags: string[]) => Promise<unknown>;
}

const privateJson = (data: unknown) => {
  const response = Response.json(data);
  // Personal (it says what this browser likes): never kept by the page cache or a CDN.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
};

export function handleLikesRequest(request: Request, options: LikeHandlerOptions = {}) {
  return withApiErrors(async () => {
    const database = options.database ?? getDatabase;
    if (request.method === "GET" || request.method === "HEAD") {
      const params = new URL(request.url).searchParams;
      const browser = browserId.safeParse(params.get("browser") ?? "");
      const known = knownPostIds();
      const ids = [
        ...new Set((params.get("posts") ?? "").split(",").map((value) => Number(value))),
      ].filter((id) => known.has(id));
      if (ids.length === 0 || ids.length > MAX_POSTS) {
        return apiError(400, "posts must list 1 to 50 blog post ids, separated by commas.");
      }
      const db = await database();
      const counts = await likeCounts(db, ids);
      const liked = browser.success ? await likedBy(db, browser.data, ids) : new Set<number>();
      return privateJson({
        posts: ids.map((id) => ({ id, likes: counts.get(id) ?? 0, liked: liked.has(id) })),
      });
    }
    if (request.method !== "POST") return apiError(405, "Use GET or POST.", { Allow: "GET, POST" });

    const limit = await (options.limiter ?? defaultLimiter()).check(
      clientAddress(request, config().TRUST_PROXY),
    );
    if (!limit.allowed) {
      return apiError(429, `Too many likes. Try again in ${limit.retryAfterSeconds} seconds.`, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return apiError(415, "Send JSON.");
    const text = await readLimitedText(request, MAX_BODY_BYTES);
    if (text === null) return apiError(413, "The request is too large.");
    let input: unknown;
    try {
      input = JSON.parse(text);
    } catch {
      return apiError(400, "The body is not JSON.");
    }
    const parsed = likeSchema.safeParse(input);
    if (!parsed.success || !knownPostIds().has(parsed.data.post)) {
      return apiError(
        400,
        "Send { post: a blog post id, browser: your browser id, liked: true or false }.",
      );
    }
    const { post, browser, liked } = parsed.data;
    const result = await setLike(await database(), { postId: post, browserId: browser, liked });
    if (result.changed) {
      await (options.changed ?? publishContentChange)([blogTag(post)]).catch((error: unknown) => {
        // The like is stored; a cached page shows the old count until the next change.
        log().error("blog like: cached pages not dropped", { error });
      });
    }
    return privateJson({ id: post, likes: result.likes, liked });
  });
}
