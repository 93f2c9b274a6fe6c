import type { BlogPost } from "../../content/blog.ts";
import { contentIn } from "../../content/localized.server.ts";
import { defaultLocale, type Locale, localizeHtmlLinks } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { publicOrigin, publicPageUrl } from "../../seo/origin.server.ts";
import { blogPostingJsonLd } from "./blog-posting.ts";
import { type BlogPostSummary, filterPosts, relatedPosts } from "./filter-posts.ts";

/**
 * The blog's data for the pages. It stays on the server so the article bodies never ship in the
 * list page's JavaScript; list data carries no body (SPEC 3).
 */

/**
 * Likes and comments are counted from what visitors stored. Nothing stores them yet (liking is
 * local to a page view, SPEC 4; comments come with PRODUCT B14), so both counts are 0: never a
 * number that nobody gave.
 */
const storedEngagement = { likes: 0, comments: 0 } as const;

export function summarize({ content: _content, ...post }: BlogPost): BlogPostSummary {
  return { ...post, ...storedEngagement };
}

export function blogListData(locale: Locale) {
  const { blogPosts, blogCategories, popularTopics } = contentIn(locale).blog;
  const posts = blogPosts.map(summarize);
  return {
    posts,
    categories: blogCategories,
    topics: popularTopics.map((topic) => ({
      ...topic,
      count: filterPosts(posts, { category: topic.category, query: topic.query }).length,
    })),
  };
}

export function blogArticleData(id: number, locale: Locale) {
  const { blogPosts, blogCategories } = contentIn(locale).blog;
  const found = blogPosts.find((candidate) => candidate.id === id);
  if (!found) return undefined;
  const post = {
    ...found,
    ...storedEngagement,
    content: localizeHtmlLinks(locale, found.content),
  };
  const categoryName = blogCategories.find((category) => category.id === post.category)?.name;
  const origin = publicOrigin();
  // Related articles share English tags: the same choice in every language.
  const english = contentIn(defaultLocale).blog.blogPosts;
  const relatedIds = relatedPosts(english.find((p) => p.id === id) ?? found, english).map(
    (p) => p.id,
  );
  return {
    url: publicPageUrl(locale, paths.blogPost(id)),
    post,
    jsonLd: blogPostingJsonLd(post, { origin, locale }),
    categoryName: categoryName ?? post.category,
    related: relatedIds
      .map((relatedId) => blogPosts.find((p) => p.id === relatedId))
      .filter((p) => p !== undefined)
      .map(summarize),
  };
}
