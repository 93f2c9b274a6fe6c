import { LRUCache } from "lru-cache";
import {
  type BlogArticle,
  type BlogCategoryId,
  blogCategoryIds,
  readTimeFor,
} from "../../content/blog.ts";
import { contentIn } from "../../content/localized.server.ts";
import type { Database } from "../../db/client.server.ts";
import { commentCounts, publishedComments } from "../../db/comments.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { likeCounts } from "../../db/likes.server.ts";
import { withMediaCredits } from "../../db/media.server.ts";
import { type BlogPostInLocale, listBlogPosts } from "../../db/queries.server.ts";
import { defaultLocale, type Locale, localizeHtmlLinks } from "../../i18n/locales.ts";
import { dependsOn } from "../../lib/dependencies.server.ts";
import { renderMarkdown } from "../../lib/markdown.server.ts";
import { paths } from "../../lib/paths.ts";
import { publicOrigin, publicPageUrl } from "../../seo/origin.server.ts";
import { blogPostingJsonLd } from "./blog-posting.ts";
import { type BlogPostSummary, filterPosts, relatedPosts } from "./filter-posts.ts";
import { formatPublishDate } from "./format.ts";
import { blogTag } from "./like-shared.ts";

/**
 * The blog's data for the pages, read from the database (issue 18 item 3, decision 053): the
 * editors' desk writes it and the next request shows it. It stays on the server so the article
 * bodies never ship in the list page's JavaScript; list data carries no body (SPEC 3).
 */

/**
 * Likes and comments are counted from what visitors stored (PRODUCT B11; issue 19 item 4): never a
 * number that nobody gave. The render records the posts' tags, so a new like drops the page.
 */
type Engagement = Map<number, { likes: number; comments: number }>;

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

async function storedEngagement(postIds: number[], db?: Database): Promise<Engagement> {
  for (const id of postIds) dependsOn(blogTag(id));
  const database = db ?? (await getDatabase());
  const [likes, comments] = await Promise.all([
    likeCounts(database, postIds),
    commentCounts(database, postIds),
  ]);
  return new Map(
    postIds.map((id) => [id, { likes: likes.get(id) ?? 0, comments: comments.get(id) ?? 0 }]),
  );
}

/** A post as a card shows it: no body, its stored likes and comments. */
export function summarize(engagement: Engagement) {
  return ({ content: _content, ...post }: BlogArticle): BlogPostSummary => ({
    ...post,
    ...(engagement.get(post.id) ?? { likes: 0, comments: 0 }),
  });
}

/** The public posts in `locale`, newest first, as the pages show them. */
export async function loadBlogArticles(locale: Locale, db?: Database): Promise<BlogArticle[]> {
  const database = db ?? (await getDatabase());
  const rows = await listBlogPosts(database, locale);
  return withMediaCredits(
    database,
    rows.map((row) => articleOf(row, locale)),
    "imageUrl",
  );
}

export async function blogListData(locale: Locale) {
  const { blogCategories, popularTopics } = contentIn(locale).blog;
  dependsOn("blog");
  const articles = await loadBlogArticles(locale);
  const engagement = await storedEngagement(articles.map((post) => post.id));
  const posts = articles.map(summarize(engagement));
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
  // Related articles share English tags: the same choice in every language.
  const english = locale === defaultLocale ? blogPosts : await loadBlogArticles(defaultLocale, db);
  const self = english.find((p) => p.id === found.id) ?? found;
  const relatedIds = relatedPosts(self, english)
    .map((p) => p.id)
    .filter((relatedId) => relatedId !== found.id);
  const engagement = await storedEngagement([found.id, ...relatedIds], db);
  const post = { ...found, ...(engagement.get(found.id) ?? { likes: 0, comments: 0 }) };
  const categoryName = blogCategories.find((category) => category.id === post.category)?.name;
  const origin = publicOrigin();
  return {
    url: publicPageUrl(locale, paths.blogPost(found.id)),
    post,
    jsonLd: blogPostingJsonLd(post, { origin, locale }),
    categoryName: categoryName ?? post.category,
    comments: (await publishedComments(db, found.id)).map((comment) => ({
      id: comment.id,
      displayName: comment.displayName,
      text: comment.text,
      date: formatPublishDate(comment.createdAt.toISOString().slice(0, 10), locale),
    })),
    related: relatedIds
      .map((relatedId) => blogPosts.find((p) => p.id === relatedId))
      .filter((p) => p !== undefined)
      .map(summarize(engagement)),
  };
}
