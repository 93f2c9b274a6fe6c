import { ArrowRight } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import {
  CREDIT_OVER_PICTURE,
  PhotoCredit,
  ResponsivePicture,
} from "../../components/responsive-picture.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { BlogPostSummary } from "./filter-posts.ts";
import { AuthorAvatar, PostDates } from "./post-dates.tsx";

/** SPEC 2.18: the first post, large. */
export function FeaturedPost({
  post,
  categoryName,
}: {
  post: BlogPostSummary;
  categoryName?: string;
}) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="featured-title" className="mx-auto max-w-7xl px-4 pt-16">
      <h2 id="featured-title" className="text-3xl font-bold">
        {t("blog.featured.title")}
      </h2>
      <article className="mt-6 grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
        <div className="relative">
          <ResponsivePicture
            src={post.imageUrl}
            alt={post.imageAlt}
            // Half of the page's width beside the text from 1024 px, the whole width below.
            sizes="(min-width: 1280px) 624px, (min-width: 1024px) calc(50vw - 16px), calc(100vw - 32px)"
            // The first thing under the blog's title: its largest picture.
            priority
            className="aspect-[3/2] size-full bg-slate-100 object-cover"
          />
          <PhotoCredit credit={post.imageCredit} className={CREDIT_OVER_PICTURE} />
        </div>
        <div className="flex flex-col justify-center p-6 sm:p-10">
          {categoryName && (
            <p className="w-fit rounded-full bg-gold-400 px-3 py-1 text-xs font-semibold text-slate-900">
              {categoryName}
            </p>
          )}
          <h3 className="mt-4 text-2xl font-bold sm:text-3xl">
            <Link to={paths.blogPost(post.id)} className="hover:text-brand-700 hover:underline">
              {post.title}
            </Link>
          </h3>
          <p className="mt-4 text-lg text-slate-700">{post.excerpt}</p>
          <PostDates
            post={post}
            className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600"
            readTimeKey="blog.card.minRead"
          >
            <span className="flex items-center gap-2 font-medium text-slate-800">
              <AuthorAvatar src={post.author.avatarUrl} className="size-9" />
              {post.author.name}
            </span>
          </PostDates>
          <Link
            to={paths.blogPost(post.id)}
            aria-label={t("blog.featured.readLabel", { title: post.title })}
            className={buttonClass({ className: "mt-8 w-fit" })}
          >
            {t("blog.featured.read")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </article>
    </section>
  );
}
