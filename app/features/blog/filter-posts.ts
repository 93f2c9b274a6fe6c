import type { BlogArticle as BlogPost } from "../../content/blog.ts";

/**
 * What the list needs of a post; the body is left out of list data (SPEC 3). `likes` and
 * `comments` keep the spec's names and count what the site has stored (PRODUCT B11).
 */
export type BlogPostSummary = Omit<BlogPost, "content"> & { likes: number; comments: number };

type Filterable = Pick<BlogPost, "title" | "excerpt" | "tags" | "category" | "author">;

export interface BlogFilterState {
  /** "all" (or nothing) shows every category. */
  category?: string;
  query?: string;
  /** The author box's "View all articles": an exact author name. */
  author?: string;
}

/** True when the search text occurs in the title, the excerpt or a tag, ignoring case. */
export function matchesQuery(post: Filterable, query: string | undefined): boolean {
  const needle = query?.trim().toLowerCase() ?? "";
  if (needle === "") return true;
  return [post.title, post.excerpt, ...post.tags].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** SPEC 5: the category must match and the search text must occur in title, excerpt or tags. */
export function filterPosts<T extends Filterable>(
  posts: readonly T[],
  filter: BlogFilterState,
): T[] {
  const category = filter.category && filter.category !== "all" ? filter.category : undefined;
  const author = filter.author?.trim().toLowerCase() || undefined;
  return posts.filter(
    (post) =>
      (category === undefined || post.category === category) &&
      (author === undefined || post.author.name.toLowerCase() === author) &&
      matchesQuery(post, filter.query),
  );
}

/** True when a filter narrows the list (then "Show All Articles" resets it). */
export function isFiltered(filter: BlogFilterState): boolean {
  return Boolean(
    (filter.category && filter.category !== "all") || filter.query?.trim() || filter.author?.trim(),
  );
}

export const RELATED_POSTS_LIMIT = 3;

/**
 * SPEC 5: the other posts sharing at least one tag, most shared tags first (ties keep the list's
 * order, newest first), at most three.
 */
export function relatedPosts<T extends Pick<BlogPost, "id" | "tags">>(
  post: Pick<BlogPost, "id" | "tags">,
  posts: readonly T[],
  limit = RELATED_POSTS_LIMIT,
): T[] {
  const tags = new Set(post.tags.map((tag) => tag.toLowerCase()));
  return posts
    .filter((other) => other.id !== post.id)
    .map((other, index) => ({
      other,
      index,
      shared: other.tags.filter((tag) => tags.has(tag.toLowerCase())).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The query parameters `parseBlogFilter` reads (the route declares them, app/lib/route-handle.ts). */
export const BLOG_FILTER_QUERY = ["q", "category", "author"] as const;

/** Reads `?q=&category=&author=`; an unknown category means all. */
export function parseBlogFilter(
  search: URLSearchParams,
  categoryIds: readonly string[],
): BlogFilterState {
  const category = search.get("category") ?? "all";
  return {
    category: categoryIds.includes(category) ? category : "all",
    query: search.get("q")?.trim() ?? "",
    author: search.get("author")?.trim() ?? "",
  };
}
