import { contentIn } from "../content/localized.server.ts";
import { getDeskBlogPost, previewBlogPost } from "../db/blog.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { withMediaCredits } from "../db/media.server.ts";
import { ArticleView } from "../features/blog/article-view.tsx";
import { articleOf, articlePageData, loadBlogArticles } from "../features/blog/post-data.server.ts";
import { PreviewBar } from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { messagesFor } from "../i18n/catalogue.server.ts";
import { I18nProvider } from "../i18n/i18n.tsx";
import { defaultLocale, localeFromParam } from "../i18n/locales.ts";
import { FRAME_NAMESPACES, sectionNamespaces } from "../i18n/namespaces.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.blog.$id.preview";

const route = deskRoute("/desk/blog/:id/preview");

/**
 * The article as a visitor would read it, in any language, whatever its status: staff only (the
 * desk's answers are never cached by shared caches). Drafts stay invisible on the public site.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const locale =
    localeFromParam(new URL(request.url).searchParams.get("lang") ?? undefined) ?? defaultLocale;
  const db = await getDatabase();
  const post = requireFound(await getDeskBlogPost(db, id));
  const row = requireFound(await previewBlogPost(db, id, locale));
  const [article] = await withMediaCredits(db, [articleOf(row, locale)], "imageUrl");
  const page = await articlePageData(
    requireFound(article),
    await loadBlogArticles(locale, db),
    contentIn(locale).blog.blogCategories,
    locale,
    db,
  );
  return {
    id,
    locale,
    status: post.status,
    page,
    catalogue: messagesFor(locale, [...FRAME_NAMESPACES, ...sectionNamespaces("blog")]),
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Preview");

export default function PreviewBlogPost({ loaderData }: Route.ComponentProps) {
  const { id, locale, status, page, catalogue } = loaderData;
  return (
    <>
      <PreviewBar what="blog post" base={`/desk/blog/${id}`} locale={locale} status={status} />
      <div lang={locale} className="mt-6 rounded-xl border border-slate-200 bg-white">
        <I18nProvider locale={locale} catalogue={catalogue}>
          <ArticleView
            post={page.post}
            categoryName={page.categoryName}
            related={page.related}
            url={page.url}
          />
        </I18nProvider>
      </div>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
