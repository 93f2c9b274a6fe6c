import { ArrowRight } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import type { BlogAuthor } from "../../content/blog.ts";
import { useT } from "../../i18n/i18n.tsx";
import { AuthorAvatar } from "./post-dates.tsx";
import { blogHref } from "./use-blog-filter.ts";

/** SPEC 2.19: "About" the author; "View all articles" lists their posts on /blog (B2). */
export function AuthorBox({ author }: { author: BlogAuthor }) {
  const t = useT();
  return (
    <aside
      aria-labelledby="author-title"
      className="mt-10 flex flex-col gap-5 rounded-2xl bg-cream p-6 sm:flex-row"
    >
      <AuthorAvatar src={author.avatarUrl} className="size-20 shrink-0" lazy />
      <div>
        <h2 id="author-title" className="text-xl font-semibold">
          {t("blog.article.about", { author: author.name })}
        </h2>
        <p className="mt-2 text-slate-700">{author.bio}</p>
        <Link
          to={blogHref({ author: author.name }, "latest")}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-600 bg-white px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("blog.article.viewAll")}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </aside>
  );
}
