import type { ReactNode } from "react";
import { BackLink } from "../../components/back-link.tsx";
import { HeroImage } from "../../components/hero-image.tsx";
import { MessageCircle } from "../../components/icons.tsx";
import { PhotoCredit } from "../../components/responsive-picture.tsx";
import type { BlogArticle as BlogPost } from "../../content/blog.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import { LikeButton, ShareMenu } from "./article-actions.tsx";
import { AuthorBox } from "./author-box.tsx";
import type { BlogPostSummary } from "./filter-posts.ts";
import { likeCount, StaticLikes, useLike } from "./like.tsx";
import { AuthorAvatar, PostDates } from "./post-dates.tsx";
import { RelatedPosts } from "./related-posts-on-view.tsx";
import { ShareRow } from "./share-menu.tsx";

/** Typography for the article's HTML (h2, h3, p, lists, quotes, links: all the body may hold). */
const bodyStyles =
  "text-lg leading-relaxed text-slate-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800 [&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold-400 [&_blockquote]:pl-5 [&_blockquote]:italic [&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-5 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";

/** SPEC 2.19: one article with its like, share and comment actions, author and related posts. */
export function ArticleView({
  post,
  categoryName,
  related,
  url,
  commentSection,
}: {
  post: BlogPost & { likes: number; comments: number };
  categoryName: string;
  related: BlogPostSummary[];
  url: string;
  /** The comments and their form, from the route (the contributions kit's section). */
  commentSection?: ReactNode;
}) {
  const { t } = useI18n();
  const like = useLike(post.id, post.likes);
  const action =
    "inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700";
  return (
    <article className="pb-16">
      <div className="mx-auto max-w-3xl px-4 pt-8">
        <BackLink to={paths.blog()}>{t("blog.article.back")}</BackLink>
        <ul aria-label={t("blog.article.tags")} className="mt-6 flex flex-wrap gap-2">
          {!post.tags.includes(categoryName) && (
            <li className="rounded-full bg-gold-400 px-3 py-1 text-xs font-semibold text-slate-900">
              {categoryName}
            </li>
          )}
          {post.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
            >
              {tag}
            </li>
          ))}
        </ul>
        <h1 className="mt-4 text-3xl font-bold sm:text-5xl">{post.title}</h1>
        {post.untranslated ? (
          <p
            role="note"
            className="mt-4 rounded-2xl border border-slate-300 bg-slate-100 p-4 text-slate-800"
          >
            {t("blog.article.untranslated")}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <AuthorAvatar src={post.author.avatarUrl} className="size-12" />
            <div>
              <p className="font-semibold text-slate-900">
                <span className="sr-only">{t("blog.article.by")} </span>
                {post.author.name}
              </p>
              <PostDates
                post={post}
                className="flex flex-wrap gap-x-4 text-sm text-slate-600"
                readTimeKey="blog.article.readTime"
                labelled
              />
            </div>
          </div>
          <div className="flex items-center gap-2">
            <LikeButton
              id="article-like"
              like={like}
              className="grid size-11 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700"
            />
            <ShareMenu
              id="article-share"
              url={url}
              title={post.title}
              className="grid size-11 place-items-center rounded-full border border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-700"
            />
          </div>
        </div>
      </div>

      <HeroImage
        src={post.imageUrl}
        alt={post.imageAlt}
        sizes="(min-width: 1024px) 1024px, 100vw"
        className="mx-auto mt-8 aspect-[3/2] w-full max-w-5xl bg-slate-100 object-cover sm:rounded-2xl"
      />
      <PhotoCredit
        credit={post.imageCredit}
        className="mx-auto max-w-5xl px-4 pt-2 text-right text-xs text-slate-600"
      />

      <div className="mx-auto max-w-3xl px-4">
        <div
          className={`mt-6 ${bodyStyles}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised on the server (app/lib/markdown.server.ts): a small tag whitelist, links with an href only
          dangerouslySetInnerHTML={{ __html: post.content }}
        />

        <div className="mt-12 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-5">
          <div className="flex flex-wrap gap-2">
            <LikeButton
              id="article-like-count"
              like={like}
              label={`${t(like.liked ? "blog.like.unlike" : "blog.like.like")} (${likeCount(t, like.count)})`}
              className={action}
            >
              <span aria-hidden="true">{likeCount(t, like.count)}</span>
            </LikeButton>
            <StaticLikes count={post.likes} className="text-slate-700" />
            <a href="#comments" className={action}>
              <MessageCircle aria-hidden="true" className="size-5" />
              {post.comments === 1
                ? t("blog.comments.countOne")
                : t("blog.comments.count", { count: post.comments })}
            </a>
          </div>
          <ShareRow url={url} title={post.title} />
        </div>

        <AuthorBox author={post.author} />
        {commentSection}
      </div>

      {related.length > 0 && <RelatedPosts related={related} />}
    </article>
  );
}
