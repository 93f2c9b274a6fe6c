import type { BlogPost } from "../../content/blog.ts";
import { contentIn } from "../../content/localized.server.ts";
import { commentCounts, publishedComments } from "../../db/comments.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { likeCounts } from "../../db/likes.server.ts";
import { defaultLocale, type Locale, localizeHtmlLinks } from "../../i18n/locales.ts";
import { dependsOn } from "../../lib/dependencies.server.ts";
import { paths } from "../../lib/paths.ts";
import { publicOrigin, publicPageUrl } from "../../seo/origin.server.ts";
import { blogPostingJsonLd } from "./blog-posting.ts";
import { type BlogPostSummary, filterPosts, relatedPosts } from "./filter-posts.ts";
import { formatPublishDate } from "./format.ts";
import { blogTag } from "./like-shared.ts";

/**
 * The blog's data for the pages. It stays on the server so the article bodies never ship in the
 * list page's JavaScript; list data carries no body (SPEC 3).
 */

/**
 * Likes and comments are counted from what visitors stored (PRODUCT B11; issue 19 item 4): never a
 * number that nobody gave. The render records the posts' tags, so a new like drops the page.
 */
type Engagement = Map<number, { likes: number; comments: number }>;

async function storedEngagement(postIds: number[]): Promise<Engagement> {
  for (const id of postIds) dependsOn(blogTag(id));
  const db = await getDatabase();
  const [likes, comments] = await Promise.all([
    likeCounts(db, postIds),
    commentCounts(db, postIds),
  ]);
  return new Map(
    postIds.map((id) => [id, { likes: likes.get(id) ?? 0, comments: comments.get(id) ?? 0 }]),
  );
}

function summarize(engagement: Engagement) {
  return ({ content: _content, ...post }: BlogPost): BlogPostSummary => ({
    ...post,
    ...(engagement.get(post.id) ?? { likes: 0, comments: 0 }),
  });
}

export async function blogListData(locale: Locale) {
  const { blogPosts, blogCategories, popularTopics } = contentIn(locale).blog;
  dependsOn("blog");
  const engagement = await storedEngagement(blogPosts.map((post) => post.id));
  const posts = blogPosts.map(summarize(engagement));
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
  const { blogPosts, blogCategories } = contentIn(locale).blog;
  const found = blogPosts.find((candidate) => candidate.id === id);
  if (!found) return undefined;
  // Related articles share English tags: the same choice in every language.
  const english = contentIn(defaultLocale).blog.blogPosts;
  const relatedIds = relatedPosts(english.find((p) => p.id === id) ?? found, english).map(
    (p) => p.id,
  );
  const engagement = await storedEngagement([id, ...relatedIds]);
  const post = {
    ...found,
    ...(engagement.get(id) ?? { likes: 0, comments: 0 }),
    content: localizeHtmlLinks(locale, found.content),
  };
  const categoryName = blogCategories.find((category) => category.id === post.category)?.name;
  const origin = publicOrigin();
  return {
    url: publicPageUrl(locale, paths.blogPost(id)),
    post,
    jsonLd: blogPostingJsonLd(post, { origin, locale }),
    categoryName: categoryName ?? post.category,
    comments: (await publishedComments(await getDatabase(), id)).map((comment) => ({
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
