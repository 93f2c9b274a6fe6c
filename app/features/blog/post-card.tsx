import { CalendarDays, Clock } from "lucide-react";
import { Link } from "../../components/link.tsx";
import { useI18n, useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { usePageUrl } from "../../seo/meta.ts";
import { LikeButton, ShareMenu } from "./article-actions.tsx";
import type { BlogPostSummary } from "./filter-posts.ts";
import { formatPublishDate } from "./format.ts";
import { likeCount, StaticLikes, useLike } from "./like.tsx";

/** A post in a grid: picture, category, title, excerpt, author, date, read time. */
export function PostCard({
  post,
  categoryName,
  badges = false,
  headingLevel = 3,
  priority = false,
}: {
  post: BlogPostSummary;
  categoryName?: string;
  /** The like and share badges of the blog's list (SPEC 2.18). */
  badges?: boolean;
  headingLevel?: 3 | 4;
  /** The first card of a list, likely the largest thing on a phone screen: load it at once. */
  priority?: boolean;
}) {
  const { t, locale } = useI18n();
  const pageUrl = usePageUrl();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="relative">
        <img
          src={post.imageUrl}
          alt={post.imageAlt}
          width={1200}
          height={800}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding={priority ? undefined : "async"}
          className="aspect-[3/2] w-full bg-slate-100 object-cover"
        />
        {categoryName && (
          <span className="absolute top-3 left-3 rounded-full bg-gold-400 px-3 py-1 text-xs font-semibold text-slate-900">
            {categoryName}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate, locale)}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {t("blog.card.minRead", { minutes: post.readTime })}
          </span>
        </p>
        <Heading className="mt-2 text-lg font-semibold">
          <Link to={paths.blogPost(post.id)} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <div className="mt-4 flex items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <img
              src={post.author.avatarUrl}
              alt=""
              width={200}
              height={200}
              loading="lazy"
              decoding="async"
              className="size-8 rounded-full bg-slate-100"
            />
            {post.author.name}
          </p>
          {badges && <CardBadges post={post} url={pageUrl(paths.blogPost(post.id))} />}
        </div>
      </div>
    </article>
  );
}

/** The like and share badges of a list card: they act exactly as on the article. */
function CardBadges({ post, url }: { post: BlogPostSummary; url: string }) {
  const t = useT();
  const like = useLike(post.likes);
  const badge =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-slate-200 px-3 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-700";
  return (
    <div className="flex items-center gap-2">
      <LikeButton
        id={`like-${post.id}`}
        like={like}
        label={`${t(like.liked ? "blog.like.unlikeCard" : "blog.like.likeCard", { title: post.title })} (${likeCount(t, like.count)})`}
        className={badge}
      >
        <span aria-hidden="true">{like.count}</span>
      </LikeButton>
      <StaticLikes count={post.likes} className="text-sm text-slate-600" />
      <ShareMenu
        id={`share-${post.id}`}
        url={url}
        title={post.title}
        label={t("blog.share.buttonCard", { title: post.title })}
        className={badge}
      />
    </div>
  );
}
