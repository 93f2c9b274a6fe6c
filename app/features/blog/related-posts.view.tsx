import { useT } from "../../i18n/i18n.tsx";
import type { BlogPostSummary } from "./filter-posts.ts";
import { PostCard } from "./post-card.tsx";

/** "Related posts" under an article (SPEC 2.19). */
export function RelatedPosts({ related }: { related: BlogPostSummary[] }) {
  const t = useT();
  return (
    <section aria-labelledby="related-title" className="mx-auto mt-16 max-w-7xl px-4">
      <h2 id="related-title" className="text-2xl font-bold">
        {t("blog.article.related")}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((other) => (
          <li key={other.id}>
            <PostCard post={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}
