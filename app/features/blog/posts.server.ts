import {
  type BlogPost,
  blogCategories,
  blogPosts,
  getBlogPost,
  popularTopics,
} from "../../content/blog.ts";
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

export function blogListData(request: Request) {
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

export function blogArticleData(id: number, request: Request) {
  const post = getBlogPost(id);
  if (!post) return undefined;
  const categoryName = blogCategories.find((category) => category.id === post.category)?.name;
  const origin = siteOrigin(request);
  return {
    origin,
    post,
    jsonLd: blogPostingJsonLd(post, origin),
    categoryName: categoryName ?? post.category,
    related: relatedPosts(post, blogPosts).map(summarize),
  };
}
