import { data } from "react-router";
import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { ArticleView } from "../features/blog/article-view.tsx";
import { blogArticleData } from "../features/blog/post-data.server.ts";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { parseId } from "../lib/ids.ts";
import { useNonce } from "../lib/nonce.tsx";
import { paths } from "../lib/paths.ts";
import { breadcrumbJsonLd, serializeJsonLd } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/blog.$id";

export function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const article = id === undefined ? undefined : blogArticleData(id, pageLocale(params));
  // SPEC 8: the internal message for a missing article.
  if (!article) throw data("Blog post not found", { status: 404 });
  return article;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) {
    return [{ title: site.t("blog.meta.notFoundTitle") }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  const path = paths.blogPost(post.id);
  // The BlogPosting data itself is in the page.
  return seoMeta(site, {
    title: site.t("blog.meta.articleTitle", { title: post.title }),
    description: post.excerpt,
    path,
    type: "article",
    image: { path: post.imageUrl, alt: post.imageAlt },
    jsonLd: breadcrumbJsonLd(site, [
      { name: site.t("layout.bottomBar.home"), path: paths.home() },
      { name: site.t("layout.nav.blog"), path: paths.blog() },
      { name: post.title, path },
    ]),
  });
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const nonce = useNonce();
  const { post, related, categoryName, url, jsonLd } = loaderData;
  return (
    <>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data with "<" escaped
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <ArticleView post={post} categoryName={categoryName} related={related} url={url} />
    </>
  );
}

function BlogPostNotFound() {
  const t = useT();
  return (
    <EntityNotFound
      title={t("blog.notFound.title")}
      text={t("blog.notFound.text")}
      backHref={paths.blog()}
      backLabel={t("blog.notFound.back")}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <BlogPostNotFound /> }} />;
}
