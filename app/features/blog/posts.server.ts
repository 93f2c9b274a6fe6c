import type { BlogPost } from "../../content/blog.ts";
import { contentIn } from "../../content/localized.server.ts";
import { defaultLocale, type Locale, localizeHtmlLinks } from "../../i18n/locales.ts";
import { blogPostingJsonLd } from "./blog-posting.ts";
import { type BlogPostSummary, filterPosts, relatedPosts } from "./filter-posts.ts";

/**
 * The blog's data for the pages. It stays on the server so the article bodies never ship in the
 * list page's JavaScript; list data carries no body (SPEC 3).
 */

export function summarize({ content: _content, ...post }: BlogPost): BlogPostSummary {
  return post;
}

/** The site's public address for share links and structured data. */
export function siteOrigin(request: Request): string {
  const configured = process.env.SITE_URL;
  if (configured && /^https?:\/\/[^/\s]+\/?$/.test(configured))
    return configured.replace(/\/$/, "");
  return new URL(request.url).origin;
}

export function blogListData(request: Request, locale: Locale) {
  const { blogPosts, blogCategories, popularTopics } = contentIn(locale).blog;
  const posts = blogPosts.map(summarize);
  return {
    origin: siteOrigin(request),
    posts,
    categories: blogCategories,
    topics: popularTopics.map((topic) => ({
      ...topic,
      count: filterPosts(posts, { category: topic.category, query: topic.query }).length,
    })),
  };
}

export function blogArticleData(id: number, request: Request, locale: Locale) {
  const { blogPosts, blogCategories } = contentIn(locale).blog;
  const found = blogPosts.find((candidate) => candidate.id === id);
  if (!found) return undefined;
  const post = { ...found, content: localizeHtmlLinks(locale, found.content) };
  const categoryName = blogCategories.find((category) => category.id === post.category)?.name;
  const origin = siteOrigin(request);
  // Related articles share English tags: the same choice in every language.
  const english = contentIn(defaultLocale).blog.blogPosts;
  const relatedIds = relatedPosts(english.find((p) => p.id === id) ?? found, english).map(
    (p) => p.id,
  );
  return {
    origin,
    post,
    jsonLd: blogPostingJsonLd(post, { origin, locale }),
    categoryName: categoryName ?? post.category,
    related: relatedIds
      .map((relatedId) => blogPosts.find((p) => p.id === relatedId))
      .filter((p) => p !== undefined)
      .map(summarize),
  };
}
