import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import { ArticleView } from "../features/blog/article-view.tsx";
import { blogArticleData } from "../features/blog/post-data.server.ts";
import { pageLocale } from "../i18n/locales.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { sectionBreadcrumbs } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/blog.$id";

export async function loader({ params }: Route.LoaderArgs) {
  const article = await blogArticleData(requireId(params.id), pageLocale(params));
  // SPEC 8: the internal message for a missing article.
  return requireFound(article, "Blog post not found");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) {
    return [{ title: site.t("blog.meta.notFoundTitle") }, { name: "robots", content: "noindex" }];
  }
  const { post, jsonLd } = loaderData;
  const path = paths.blogPost(post.id);
  return seoMeta(site, {
    title: site.t("blog.meta.articleTitle", { title: post.title }),
    description: post.excerpt,
    path,
    type: "article",
    image: { path: post.imageUrl, alt: post.imageAlt },
    jsonLd: [jsonLd, sectionBreadcrumbs(site, "blog", { name: post.title, path })],
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { post, related, categoryName, url } = loaderData;
  return <ArticleView post={post} categoryName={categoryName} related={related} url={url} />;
}

export const ErrorBoundary = entityNotFoundBoundary("blog");
