import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import { ArticleView } from "../features/blog/article-view.tsx";
import { blogArticleData } from "../features/blog/post-data.server.ts";
import { submitCommentFromForm } from "../features/contributions/comment.server.ts";
import { CommentSection } from "../features/contributions/comment-section-on-view.tsx";
import { COMMENT_QUERY } from "../features/contributions/query.ts";
import { pageLocale } from "../i18n/locales.ts";
import { commentValues } from "../lib/blog-comment.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { sectionBreadcrumbs } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/blog.$id";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...COMMENT_QUERY] } satisfies RouteHandle;

export async function loader({ params, request }: Route.LoaderArgs) {
  const article = await blogArticleData(requireId(params.id), pageLocale(params));
  // SPEC 8: the internal message for a missing article.
  const found = requireFound(article, "Blog post not found");
  const query = new URL(request.url).searchParams;
  const reported = Number(query.get("reported"));
  return {
    ...found,
    commentSent: query.get("comment") === "sent",
    reported: Number.isSafeInteger(reported) && reported > 0 ? reported : undefined,
  };
}

/** A comment sent from the form under the post, or "Report" on one (issue 19 items 4–5). */
export async function action({ params, request }: Route.ActionArgs) {
  const locale = pageLocale(params);
  const id = requireId(params.id);
  requireFound(await blogArticleData(id, locale), "Blog post not found");
  return submitCommentFromForm(request, id, locale);
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

export default function BlogArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { post, related, categoryName, url, comments, commentSent, reported } = loaderData;
  const refused = actionData && "values" in actionData ? actionData : undefined;
  const report = actionData && "report" in actionData ? actionData : undefined;
  return (
    <ArticleView
      post={post}
      categoryName={categoryName}
      related={related}
      url={url}
      commentSection={
        <CommentSection
          comments={comments}
          sent={commentSent && !refused}
          values={refused?.values ?? commentValues({})}
          errors={refused?.errors ?? {}}
          problem={refused?.problem}
          answer={actionData}
          reported={reported}
          report={report}
        />
      }
    />
  );
}

export const ErrorBoundary = entityNotFoundBoundary("blog");
