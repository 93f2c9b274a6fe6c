import { Card, CardBadge } from "../../components/card.tsx";
import { Link } from "../../components/link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { usePageUrl } from "../../seo/meta.ts";
import { LikeButton, ShareMenu } from "./article-actions.tsx";
import type { BlogPostSummary } from "./filter-posts.ts";
import { likeCount, StaticLikes, useLike } from "./like.tsx";
import { AuthorAvatar, PostDates } from "./post-dates.tsx";

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
  const pageUrl = usePageUrl();
  return (
    <Card
      image={post.imageUrl}
      imageAlt={post.imageAlt}
      imageCredit={post.imageCredit}
      priority={priority}
      className="h-full hover:-translate-y-0.5"
      badge={categoryName && <CardBadge>{categoryName}</CardBadge>}
      eyebrow={
        <PostDates
          post={post}
          className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600"
          readTimeKey="blog.card.minRead"
        />
      }
      heading={
        <Link to={paths.blogPost(post.id)} className="hover:text-brand-700 hover:underline">
          {post.title}
        </Link>
      }
      headingLevel={headingLevel}
      headingClassName="mt-2 text-lg font-semibold"
    >
      <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
      <div className="mt-4 flex items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <AuthorAvatar src={post.author.avatarUrl} className="size-8" lazy />
          {post.author.name}
        </p>
        {badges && <CardBadges post={post} url={pageUrl(paths.blogPost(post.id))} />}
      </div>
    </Card>
  );
}

/** The like and share badges of a list card: they act exactly as on the article. */
function CardBadges({ post, url }: { post: BlogPostSummary; url: string }) {
  const t = useT();
  const like = useLike(post.id, post.likes);
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
