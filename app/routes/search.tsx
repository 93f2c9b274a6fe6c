import { Search } from "../components/icons.tsx";
import { Form } from "../components/link.tsx";
import { groupHits, search } from "../features/search/search-engine.ts";
import { entriesFor, loadSearchIndex } from "../features/search/search-index.server.ts";
import { GroupedResults, ResultList } from "../features/search/search-results.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/search";

const MAX_QUERY = 100;

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["q"] } satisfies RouteHandle;

/** PRODUCT B5: the same search as the dialog, rendered on the server (works without JavaScript). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY);
  const { index, prepared } = await loadSearchIndex(pageLocale(params));
  const hits = query ? search(prepared, query, 100) : [];
  return {
    query,
    total: hits.length,
    groups: groupHits(hits, 20).map(({ group, hits: list }) => ({
      group,
      entries: list.map((hit) => hit.entry),
    })),
    popular: hits.length === 0 ? entriesFor(index, index.popular) : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const query = loaderData?.query ?? "";
  return seoMeta(site, {
    title: query
      ? site.t("search.page.metaTitleQuery", { query })
      : site.t("search.page.metaTitle"),
    description: site.t("search.page.metaDescription"),
    path: paths.search(),
    // Result pages are for visitors, not for search engines.
    noindex: Boolean(query),
  });
};

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { query, total, groups, popular } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("search.page.title")}</h1>
      <Form method="get" action={paths.search()} role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-input" className="sr-only">
          {t("search.page.label")}
        </label>
        <input
          // The key resets the field when another search is opened (back/forward).
          key={query}
          id="search-page-input"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY}
          placeholder={t("search.page.placeholder")}
          className="min-h-12 min-w-0 flex-1 rounded-lg border border-slate-400 px-4 text-lg"
        />
        <button
          type="submit"
          className="flex min-h-12 items-center gap-2 rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          <Search aria-hidden="true" className="size-5" />
          {t("search.page.submit")}
        </button>
      </Form>

      {query && total > 0 && (
        <section aria-labelledby="results-title" className="mt-10">
          <h2 id="results-title" className="text-2xl font-bold">
            {t("search.page.resultsFor", { query })}
          </h2>
          <p className="mt-1 text-slate-600" role="status">
            {total === 1 ? t("search.page.countOne") : t("search.page.count", { count: total })}
          </p>
          <GroupedResults groups={groups} />
        </section>
      )}

      {total === 0 && (
        <section aria-labelledby="empty-title" className="mt-10">
          <h2 id="empty-title" className="text-2xl font-bold">
            {query ? t("search.page.noResultsTitle", { query }) : t("search.page.emptyTitle")}
          </h2>
          <p className="mt-2 text-slate-700" role={query ? "status" : undefined}>
            {query ? t("search.page.noResultsText") : t("search.page.emptyText")}
          </p>
          <h3 className="mt-8 text-xl font-bold">{t("search.page.popular")}</h3>
          <ResultList entries={popular} />
        </section>
      )}
    </div>
  );
}
