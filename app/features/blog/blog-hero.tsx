import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { Search, X } from "../../components/icons.tsx";
import { Form, Link } from "../../components/link.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { paths } from "../../lib/paths.ts";
import type { BlogFilterState } from "./filter-posts.ts";
import { blogHref } from "./use-blog-filter.ts";

const SEARCH_DELAY_MS = 250;

/**
 * SPEC 2.18: the hero's search box. A GET form, so Enter works without scripts; with scripts the
 * list follows the text as it is typed (the URL is updated after a short pause).
 */
export function BlogHero({ filter }: { filter: BlogFilterState }) {
  const t = useT();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const query = filter.query ?? "";

  // A topic, a reset or the back button changed the search: show it, unless the visitor is typing.
  useEffect(() => {
    const element = input.current;
    if (element && element !== document.activeElement && element.value.trim() !== query) {
      element.value = query;
    }
  }, [query]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onInput = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const value = input.current?.value.trim() ?? "";
      if (value === query) return;
      navigate(blogHref({ ...filter, query: value }), { replace: true, preventScrollReset: true });
    }, SEARCH_DELAY_MS);
  };

  return (
    <section aria-labelledby="blog-title" className="bg-brand-900 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
        <p className="font-semibold tracking-wide text-gold-300 uppercase">
          {t("blog.hero.eyebrow")}
        </p>
        <h1 id="blog-title" className="mt-3 text-4xl font-bold text-white sm:text-5xl">
          {t("blog.hero.title")}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-100">{t("blog.hero.text")}</p>
        <Form
          method="get"
          action={paths.blog()}
          role="search"
          preventScrollReset
          replace
          className="mx-auto mt-8 flex max-w-2xl gap-2"
        >
          {filter.category && filter.category !== "all" && (
            <input type="hidden" name="category" value={filter.category} />
          )}
          {filter.author && <input type="hidden" name="author" value={filter.author} />}
          <div className="relative flex-1">
            <label htmlFor="blog-search" className="sr-only">
              {t("blog.hero.searchLabel")}
            </label>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
            />
            <input
              ref={input}
              id="blog-search"
              name="q"
              type="search"
              defaultValue={query}
              onInput={onInput}
              placeholder={t("blog.hero.placeholder")}
              className="h-12 w-full rounded-lg border border-slate-300 bg-white pr-12 pl-11 text-slate-900 placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
            />
            {query && (
              <Link
                to={blogHref({ ...filter, query: "" })}
                replace
                preventScrollReset
                onClick={() => {
                  if (input.current) input.current.value = "";
                  input.current?.focus();
                }}
                aria-label={t("blog.hero.clear")}
                className="absolute top-1/2 right-1 grid size-10 -translate-y-1/2 place-items-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-5" />
              </Link>
            )}
          </div>
          <button
            type="submit"
            className="h-12 shrink-0 rounded-lg bg-gold-400 px-5 font-semibold text-slate-900 hover:bg-gold-300"
          >
            {t("blog.hero.submit")}
          </button>
        </Form>
      </div>
    </section>
  );
}
