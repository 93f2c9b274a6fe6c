import { LRUCache } from "lru-cache";
import {
  type BlogArticle,
  type BlogCategoryId,
  blogCategoryIds,
  readTimeFor,
} from "../../content/blog.ts";
import { contentIn } from "../../content/localized.server.ts";
import type { Database } from "../../db/client.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { type BlogPostInLocale, listBlogPosts } from "../../db/queries.server.ts";
import { defaultLocale, type Locale, localizeHtmlLinks } from "../../i18n/locales.ts";
import { renderMarkdown } from "../../lib/markdown.server.ts";
import { paths } from "../../lib/paths.ts";
import { publicOrigin, publicPageUrl } from "../../seo/origin.server.ts";
import { blogPostingJsonLd } from "./blog-posting.ts";
import { type BlogPostSummary, filterPosts, relatedPosts } from "./filter-posts.ts";

/**
 * The blog's data for the pages, read from the database (issue 18 item 3, decision 053): the
 * editors' desk writes it and the next request shows it. It stays on the server so the article
 * bodies never ship in the list page's JavaScript; list data carries no body (SPEC 3).
 */

/**
 * Likes and comments are counted from what visitors stored. Nothing stores them yet (liking is
 * local to a page view, SPEC 4; comments come with PRODUCT B14), so both counts are 0: never a
 * number that nobody gave.
 */
const storedEngagement = { likes: 0, comments: 0 } as const;

/** Rendered bodies, by their Markdown: a body is rendered once, not on every view. */
const rendered = new LRUCache<string, string>({ max: 200 });

function bodyHtml(markdown: string): string {
  let html = rendered.get(markdown);
  if (html === undefined) {
    html = renderMarkdown(markdown);
    rendered.set(markdown, html);
  }
  return html;
}

function categoryOf(value: string): BlogCategoryId {
  return (blogCategoryIds as readonly string[]).includes(value)
    ? (value as BlogCategoryId)
    : "tips";
}

/** A row as the pages show a post: its body rendered, its links in the page's language. */
export function articleOf(row: BlogPostInLocale, locale: Locale): BlogArticle {
  const content = localizeHtmlLinks(locale, bodyHtml(row.body));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    author: { name: row.authorName, avatarUrl: row.authorAvatarUrl, bio: row.authorBio },
    publishDate: row.publishDate,
    readTime: readTimeFor(content),
    category: categoryOf(row.category),
    tags: row.tags,
    untranslated: row.untranslated,
  };
}

export function summarize({ content: _content, ...post }: BlogArticle): BlogPostSummary {
  return { ...post, ...storedEngagement };
}

/** The public posts in `locale`, newest first, as the pages show them. */
export async function loadBlogArticles(locale: Locale, db?: Database): Promise<BlogArticle[]> {
  const rows = await listBlogPosts(db ?? (await getDatabase()), locale);
  return rows.map((row) => articleOf(row, locale));
}

export async function blogListData(locale: Locale) {
  const { blogCategories, popularTopics } = contentIn(locale).blog;
  const posts = (await loadBlogArticles(locale)).map(summarize);
  return {
    posts,
    categories: blogCategories,
    topics: popularTopics.map((topic) => ({
      ...topic,
      count: filterPosts(posts, { category: topic.category, query: topic.query }).length,
    })),
  };
}

export async function blogArticleData(id: number, locale: Locale) {
  const { blogCategories } = contentIn(locale).blog;
  const db = await getDatabase();
  const blogPosts = await loadBlogArticles(locale, db);
  const found = blogPosts.find((candidate) => candidate.id === id);
  if (!found) return undefined;
  return articlePageData(found, blogPosts, blogCategories, locale, db);
}

/**
 * What the article page shows of `found`; `posts` are the other public posts (related ones).
 * The desk's preview calls it with a post in any status.
 */
export async function articlePageData(
  found: BlogArticle,
  blogPosts: readonly BlogArticle[],
  blogCategories: readonly { id: string; name: string }[],
  locale: Locale,
  db: Database,
) {
  const post = { ...found, ...storedEngagement };
  const categoryName = blogCategories.find((category) => category.id === post.category)?.name;
  const origin = publicOrigin();
  // Related articles share English tags: the same choice in every language.
  const english = locale === defaultLocale ? blogPosts : await loadBlogArticles(defaultLocale, db);
  const self = english.find((p) => p.id === found.id) ?? found;
  const relatedIds = relatedPosts(self, english)
    .map((p) => p.id)
    .filter((relatedId) => relatedId !== found.id);
  return {
    url: publicPageUrl(locale, paths.blogPost(found.id)),
    post,
    jsonLd: blogPostingJsonLd(post, { origin, locale }),
    categoryName: categoryName ?? post.category,
    related: relatedIds
      .map((relatedId) => blogPosts.find((p) => p.id === relatedId))
      .filter((p) => p !== undefined)
      .map(summarize),
  };
}
