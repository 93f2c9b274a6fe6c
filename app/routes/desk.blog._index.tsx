import { Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { blogCategories } from "../content/blog.ts";
import { type DeskBlogFilter, listDeskBlogPosts } from "../db/blog.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  DataTable,
  FilterChoice,
  ListFilters,
  StatusCell,
  TranslationList,
} from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import {
  EVENT_STATUSES as statuses,
  TRANSLATION_CODES as translationLocales,
} from "../features/desk/event-form-shared.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.blog._index";

const route = deskRoute("/desk/blog");

const categories = blogCategories.filter((category) => category.id !== "all");

function parseFilter(query: URLSearchParams): DeskBlogFilter & { q: string } {
  const status = query.get("status") ?? "";
  const language = query.get("needsTranslation") ?? "";
  const category = query.get("category") ?? "";
  return {
    q: query.get("q")?.slice(0, 100) ?? "",
    search: query.get("q")?.slice(0, 100) || undefined,
    status: (statuses as readonly string[]).includes(status)
      ? (status as DeskBlogFilter["status"])
      : undefined,
    category: categories.some((known) => known.id === category) ? category : undefined,
    needsTranslation:
      language === "any" || (translationLocales as readonly string[]).includes(language)
        ? (language as DeskBlogFilter["needsTranslation"])
        : undefined,
  };
}

/** Editors and admins (registry.ts): every post, drafts too, with search and filters. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const query = new URL(request.url).searchParams;
  const filter = parseFilter(query);
  const posts = await listDeskBlogPosts(await getDatabase(), filter);
  return {
    deleted: query.get("done") === "deleted",
    filter: {
      q: filter.q,
      status: filter.status ?? "",
      category: filter.category ?? "",
      needsTranslation: filter.needsTranslation ?? "",
    },
    categories: categories.map((category) => ({ value: category.id, label: category.name })),
    posts: posts.map((post) => ({
      id: post.id,
      title: post.title,
      author: post.authorName,
      category: categories.find((known) => known.id === post.category)?.name ?? post.category,
      publishDate: post.publishDate,
      status: post.status,
      publishAt: post.publishAt ? formatKosovoDateTime(post.publishAt) : null,
      translations: post.translations,
    })),
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Blog");

export default function DeskBlog({ loaderData }: Route.ComponentProps) {
  const { filter, posts, deleted } = loaderData;
  return (
    <>
      <PageTitle intro="Every blog post, drafts included. Open one to edit its text, translations and history.">
        Blog
      </PageTitle>
      {deleted ? (
        <div className="mb-6">
          <Notice tone="success">
            The blog post is deleted. Its versions are kept: it can be restored from its history.
          </Notice>
        </div>
      ) : null}
      <p className="mb-6">
        <Link to="/desk/blog/new" className={buttonClass()}>
          New blog post
        </Link>
      </p>
      <ListFilters prefix="blog" filter={filter} submitLabel="Show posts">
        <FilterChoice
          id="blog-category"
          label="Category"
          name="category"
          value={filter.category}
          options={[{ value: "", label: "Any" }, ...loaderData.categories]}
        />
      </ListFilters>
      <p role="status" className="mb-3 text-slate-700">
        {posts.length === 1 ? "1 blog post" : `${posts.length} blog posts`}
      </p>
      {posts.length > 0 ? (
        <div className="overflow-x-auto">
          <DataTable
            caption="Blog posts"
            pad="p-3"
            rowClassName="align-top"
            head={["Post", "Status", "Published as", "Translations"]}
            rows={posts.map((post) => ({
              key: String(post.id),
              heading: (
                <>
                  <Link
                    to={`/desk/blog/${post.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {post.title}
                  </Link>
                  <br />
                  <span className="font-normal text-slate-700">
                    {post.category} · {post.author}
                  </span>
                </>
              ),
              cells: [
                <StatusCell key="status" status={post.status} publishAt={post.publishAt} />,
                post.publishDate,
                <TranslationList key="translations" states={post.translations} />,
              ],
            }))}
          />
        </div>
      ) : (
        <p className="text-slate-700">No blog post matches these filters.</p>
      )}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
