/** What the like button and the likes API agree on (issue 19 item 4). */

/** A browser id: 16 to 64 URL-safe characters, made at random by the browser. */
export const BROWSER_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The page-cache tag of one post's pages (the list pages carry `blog`, which it touches). */
export const blogTag = (postId: number) => `blog:${postId}`;

export const LIKES_API = "/api/blog/likes";
