import type { ReactNode } from "react";
import { CalendarDays, Clock } from "../../components/icons.tsx";
import { ResponsivePicture } from "../../components/responsive-picture.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import { mediaSources } from "../../lib/media.ts";
import type { BlogPostSummary } from "./filter-posts.ts";
import { formatPublishDate } from "./format.ts";

/** A post's publication day and reading time, each with its icon (card, featured post, article). */
export function PostDates({
  post,
  className,
  readTimeKey,
  labelled = false,
  children,
}: {
  post: Pick<BlogPostSummary, "publishDate" | "readTime">;
  className: string;
  /** "5 min read" on cards, the article's own wording on the article. */
  readTimeKey: string;
  /** Say "Published" before the day, for screen readers (the article's byline). */
  labelled?: boolean;
  /** Before the dates in the same line (the featured post's author). */
  children?: ReactNode;
}) {
  const { t, locale } = useI18n();
  return (
    <p className={className}>
      {children}
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        {labelled && <span className="sr-only">{t("blog.article.published")} </span>}
        <time dateTime={post.publishDate}>{formatPublishDate(post.publishDate, locale)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {t(readTimeKey, { minutes: post.readTime })}
      </span>
    </p>
  );
}

/** The author's round picture beside the name (decoration: the name is written next to it). */
export function AuthorAvatar({
  src,
  className,
  lazy = false,
}: {
  src: string;
  className: string;
  lazy?: boolean;
}) {
  // A photo uploaded in the desk: its smallest width is plenty for a face this size.
  if (mediaSources(src)) {
    return (
      <ResponsivePicture
        src={src}
        alt=""
        sizes="48px"
        className={`${className} rounded-full bg-slate-100 object-cover`}
      />
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={200}
      height={200}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      className={`${className} rounded-full bg-slate-100`}
    />
  );
}
