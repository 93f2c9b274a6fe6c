import { Hash } from "../../components/icons.tsx";
import { Link } from "../../components/link.tsx";
import { PageSection } from "../../components/page-section.tsx";
import type { PopularTopic } from "../../content/blog.ts";
import { useT } from "../../i18n/i18n.tsx";
import { blogHref } from "./use-blog-filter.ts";

/** SPEC 2.18: twelve topics with their article counts; a click filters the list (B2). */
export function PopularTopics({ topics }: { topics: (PopularTopic & { count: number })[] }) {
  const t = useT();
  return (
    <PageSection
      id="topics-title"
      title={t("blog.topics.title")}
      intro={t("blog.topics.intro")}
      cream
    >
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {topics.map((topic) => (
          <li key={topic.name}>
            <Link
              to={blogHref({ query: topic.query, category: topic.category }, "latest")}
              preventScrollReset
              className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-slate-800 shadow-sm hover:border-brand-600 hover:text-brand-700"
            >
              <span className="flex items-center gap-2">
                <Hash aria-hidden="true" className="size-4 text-brand-600" />
                {topic.name}
              </span>
              <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-medium text-brand-800">
                {topic.count === 1
                  ? t("blog.topics.countOne")
                  : t("blog.topics.count", { count: topic.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
