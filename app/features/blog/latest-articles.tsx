import { SearchX, X } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import type { BlogFilter } from "../../content/blog.ts";
import { useT } from "../../i18n/i18n.tsx";
import {
  type BlogFilterState,
  type BlogPostSummary,
  filterPosts,
  isFiltered,
} from "./filter-posts.ts";
import { PostCard } from "./post-card.tsx";
import { blogHref } from "./use-blog-filter.ts";

/** SPEC 2.18: "Latest Articles" with the category buttons, the results and the empty state. */
export function LatestArticles({
  posts,
  categories,
  filter,
}: {
  posts: BlogPostSummary[];
  categories: BlogFilter[];
  filter: BlogFilterState;
}) {
  const t = useT();
  const shown = filterPosts(posts, filter);
  const categoryName = (id: string) => categories.find((category) => category.id === id)?.name;
  const selected = filter.category ?? "all";
  return (
    <section
      id="latest"
      aria-labelledby="latest-title"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16"
    >
      <h2 id="latest-title" className="text-3xl font-bold">
        {t("blog.latest.title")}
      </h2>
      <ul aria-label={t("blog.latest.categoriesLabel")} className="mt-6 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={blogHref({ ...filter, category: category.id })}
              replace
              preventScrollReset
              aria-current={selected === category.id ? "true" : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700 aria-[current]:border-brand-600 aria-[current]:bg-brand-600 aria-[current]:text-white"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
      {filter.author && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-slate-800">
          {t("blog.latest.byAuthor", { author: filter.author })}
          <Link
            to={blogHref({ ...filter, author: "" })}
            replace
            preventScrollReset
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
          >
            <X aria-hidden="true" className="size-4" />
            {t("blog.latest.allAuthors")}
          </Link>
        </p>
      )}
      <p role="status" className="mt-4 text-sm text-slate-600">
        {t("blog.latest.showing", { count: shown.length, total: posts.length })}
      </p>
      {shown.length > 0 ? (
        <>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post, index) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  categoryName={categoryName(post.category)}
                  badges
                  priority={index === 0}
                />
              </li>
            ))}
          </ul>
          {isFiltered(filter) && (
            <div className="mt-10 text-center">
              <Link
                to={blogHref({}, "latest")}
                preventScrollReset
                className="inline-flex min-h-11 items-center rounded-lg border border-brand-600 bg-white px-5 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t("blog.latest.showAll")}
              </Link>
            </div>
          )}
        </>
      ) : (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-cream p-10 text-center">
          <SearchX aria-hidden="true" className="mx-auto size-10 text-slate-500" />
          <h3 className="mt-4 text-xl font-semibold">{t("blog.empty.title")}</h3>
          <p className="mt-2 text-slate-700">{t("blog.empty.text")}</p>
          <Link
            to={blogHref({}, "latest")}
            preventScrollReset
            className={buttonClass({ className: "mt-6" })}
          >
            {t("blog.empty.reset")}
          </Link>
        </div>
      )}
    </section>
  );
}
