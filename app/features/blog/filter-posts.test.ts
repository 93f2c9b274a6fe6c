import { describe, expect, it } from "vitest";
import { blogPosts } from "../../content/blog.ts";
import { filterPosts, isFiltered, parseBlogFilter, relatedPosts } from "./filter-posts.ts";

const ids = (posts: { id: number }[]) => posts.map((post) => post.id);

type Post = Parameters<typeof filterPosts>[0][number] & { id: number };
const post = (id: number, fields: Partial<Post>): Post => ({
  id,
  title: `Title ${id}`,
  excerpt: `Excerpt ${id}`,
  tags: [],
  category: "culture",
  author: { name: "Ardit Shala", avatarUrl: "/artwork/authors/a.svg", bio: "" },
  ...fields,
});

describe("filterPosts", () => {
  const posts = [
    post(1, { title: "The Stone Bridge of PRIZREN", category: "culture" }),
    post(2, { excerpt: "Flija baked under embers in prizren", category: "food" }),
    post(3, { tags: ["Prizren", "Hiking"], category: "adventure" }),
    post(4, { title: "Skiing", tags: ["Winter"], category: "nature" }),
    post(5, {
      title: "Coffee",
      category: "food",
      author: { name: "Drita Morina" } as Post["author"],
    }),
  ];

  it("shows everything for All and an empty search", () => {
    expect(ids(filterPosts(posts, {}))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(filterPosts(posts, { category: "all", query: "  " }))).toEqual([1, 2, 3, 4, 5]);
  });

  it("filters by category", () => {
    expect(ids(filterPosts(posts, { category: "food" }))).toEqual([2, 5]);
    expect(ids(filterPosts(posts, { category: "events" }))).toEqual([]);
  });

  it("searches title, excerpt and tags, ignoring case", () => {
    expect(ids(filterPosts(posts, { query: "prizren" }))).toEqual([1, 2, 3]);
    expect(ids(filterPosts(posts, { query: "stone bridge" }))).toEqual([1]); // title
    expect(ids(filterPosts(posts, { query: "EMBERS" }))).toEqual([2]); // excerpt
    expect(ids(filterPosts(posts, { query: "hik" }))).toEqual([3]); // tag, substring
    expect(ids(filterPosts(posts, { query: "culture" }))).toEqual([]); // the category is not searched
  });

  it("combines category and search", () => {
    expect(ids(filterPosts(posts, { category: "food", query: "Prizren" }))).toEqual([2]);
    expect(ids(filterPosts(posts, { category: "nature", query: "prizren" }))).toEqual([]);
    expect(ids(filterPosts(posts, { category: "adventure", query: "HIKING" }))).toEqual([3]);
  });

  it("filters by author name", () => {
    expect(ids(filterPosts(posts, { author: "drita morina" }))).toEqual([5]);
  });

  it("works on the real articles", () => {
    expect(ids(filterPosts(blogPosts, { category: "food" }))).toEqual([2, 8]);
    expect(ids(filterPosts(blogPosts, { category: "culture", query: "prizren" }))).toEqual([1, 7]);
    expect(ids(filterPosts(blogPosts, { query: "coffee" }))).toEqual([8]);
  });

  it("tells whether the list is filtered", () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ category: "all", query: " " })).toBe(false);
    expect(isFiltered({ category: "food" })).toBe(true);
    expect(isFiltered({ query: "wine" })).toBe(true);
    expect(isFiltered({ author: "Ardit Shala" })).toBe(true);
  });
});

describe("relatedPosts", () => {
  it("ranks other posts by the number of shared tags and keeps list order between ties", () => {
    const posts = [
      { id: 1, tags: ["A", "B", "C"] },
      { id: 2, tags: ["A"] },
      { id: 3, tags: ["b", "c"] },
      { id: 4, tags: ["D"] },
      { id: 5, tags: ["C"] },
      { id: 6, tags: ["A", "B", "C"] },
    ];
    expect(ids(relatedPosts({ id: 1, tags: ["A", "B", "C"] }, posts))).toEqual([6, 3, 2]);
  });

  it("never lists the post itself or posts without a shared tag, and returns at most 3", () => {
    const posts = [
      { id: 1, tags: ["A"] },
      { id: 2, tags: ["B"] },
      { id: 3, tags: ["A"] },
      { id: 4, tags: ["A"] },
      { id: 5, tags: ["A"] },
      { id: 6, tags: ["A"] },
    ];
    const [first] = posts;
    if (!first) throw new Error("no posts");
    expect(ids(relatedPosts(first, posts))).toEqual([3, 4, 5]);
    expect(ids(relatedPosts({ id: 2, tags: ["B"] }, posts))).toEqual([]);
    expect(relatedPosts(first, posts, 10)).toHaveLength(4);
  });

  it("works on the real articles", () => {
    const byId = (id: number) => {
      const found = blogPosts.find((candidate) => candidate.id === id);
      if (!found) throw new Error(`no post ${id}`);
      return found;
    };
    expect(ids(relatedPosts(byId(1), blogPosts))).toEqual([7, 2, 4]);
    expect(ids(relatedPosts(byId(3), blogPosts))).toEqual([6, 7]);
    for (const current of blogPosts) {
      expect(relatedPosts(current, blogPosts).length).toBeLessThanOrEqual(3);
    }
  });
});

describe("parseBlogFilter", () => {
  const categoryIds = ["all", "culture", "food"];
  it("reads search, category and author from the query string", () => {
    expect(
      parseBlogFilter(
        new URLSearchParams("q=+wine+&category=food&author=Drita%20Morina"),
        categoryIds,
      ),
    ).toEqual({ category: "food", query: "wine", author: "Drita Morina" });
  });

  it("falls back to all categories and no search", () => {
    expect(parseBlogFilter(new URLSearchParams("category=sports"), categoryIds)).toEqual({
      category: "all",
      query: "",
      author: "",
    });
  });
});
