import { NewsletterForm } from "../components/page/newsletter-form.tsx";
import { BlogHero } from "../features/blog/blog-hero.tsx";
import { FeaturedPost } from "../features/blog/featured-post.tsx";
import { BLOG_FILTER_QUERY } from "../features/blog/filter-posts.ts";
import { LatestArticles } from "../features/blog/latest-articles.tsx";
import { PopularTopics } from "../features/blog/popular-topics.tsx";
import { blogListData } from "../features/blog/post-data.server.ts";
import { useBlogFilter } from "../features/blog/use-blog-filter.ts";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { pageUrl, seoMeta, siteFromMatches, usePageUrl } from "../seo/meta.ts";
import type { Route } from "./+types/blog._index";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...BLOG_FILTER_QUERY, "newsletter"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [
    ...seoMeta(site, {
      title: site.t("blog.meta.title"),
      description: site.t("blog.meta.description"),
      path: paths.blog(),
    }),
    // The Atom feed of new articles (docs/decisions/144).
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: site.t("blog.feed.title"),
      href: pageUrl(site, paths.blogFeed()),
    },
  ];
};

export async function loader({ params }: Route.LoaderArgs) {
  return blogListData(pageLocale(params));
}

/** Search and category only change `?q=&category=`: the list is filtered in the page. */
export const shouldRevalidate = revalidateOnNewPath;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const absolute = usePageUrl();
  const { posts, categories, topics } = loaderData;
  const filter = useBlogFilter(categories.map((category) => category.id));
  const [featured] = posts;
  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name;
  return (
    <>
      <BlogHero filter={filter} />
      {featured && <FeaturedPost post={featured} categoryName={categoryName(featured.category)} />}
      <LatestArticles posts={posts} categories={categories} filter={filter} />
      <p className="mx-auto max-w-7xl px-4 pb-12">
        <a
          href={absolute(paths.blogFeed())}
          type="application/atom+xml"
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800"
        >
          {t("blog.feed.link")}
        </a>
      </p>
      <PopularTopics topics={topics} />
      <section aria-labelledby="blog-newsletter-title" className="bg-brand-900">
        <div className="mx-auto max-w-3xl px-4 py-16 text-center">
          <h2 id="blog-newsletter-title" className="text-3xl font-bold text-white">
            {t("blog.newsletter.title")}
          </h2>
          <p className="mt-3 text-slate-100">{t("blog.newsletter.text")}</p>
          <NewsletterForm tone="dark" className="mt-8 text-left" />
        </div>
      </section>
    </>
  );
}
