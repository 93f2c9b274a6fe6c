import { useEffect, useState } from "react";
import { formatDay } from "../../i18n/format.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { type Locale, localeNames, splitLocalePath } from "../../i18n/locales.ts";
import { PAGES_CACHE, SAVED_CACHE, TITLE_HEADER } from "../../lib/offline.ts";

interface StoredPage {
  href: string;
  title: string;
  locale: Locale;
  saved?: Date;
}

type State =
  | { status: "loading" }
  | { status: "unsupported" }
  | { status: "ready"; pages: StoredPage[] };

const SITE_SUFFIX = / · Explore Kosovo$/;

/**
 * The pages the service worker has stored (sw/sw.ts) and those kept with the saved list and the
 * last itinerary (decision 082), newest first, read from the browser.
 */
async function storedPages(): Promise<StoredPage[]> {
  const found = new Map<string, StoredPage>();
  for (const name of [PAGES_CACHE, SAVED_CACHE]) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      if (!response?.headers.has(TITLE_HEADER)) continue;
      const url = new URL(request.url);
      const href = `${url.pathname}${url.search}`;
      if (found.has(href)) continue;
      const title = decodeURIComponent(response.headers.get(TITLE_HEADER) ?? "");
      const saved = new Date(response.headers.get("Date") ?? "");
      found.set(href, {
        href,
        title: title.replace(SITE_SUFFIX, "") || href,
        locale: splitLocalePath(url.pathname).locale,
        saved: Number.isNaN(saved.getTime()) ? undefined : saved,
      });
    }
  }
  return [...found.values()].sort((a, b) => (b.saved?.getTime() ?? 0) - (a.saved?.getTime() ?? 0));
}

/**
 * What is available offline, in the visitor's language first (issue 21). Read after the page has
 * loaded: the server cannot know what this browser stored.
 */
export function StoredPages() {
  const { t, locale } = useI18n();
  const [state, setState] = useState<State>({ status: "loading" });
  useEffect(() => {
    if (typeof caches === "undefined") {
      setState({ status: "unsupported" });
      return;
    }
    let live = true;
    storedPages()
      .then((pages) => live && setState({ status: "ready", pages }))
      .catch(() => live && setState({ status: "unsupported" }));
    return () => {
      live = false;
    };
  }, []);

  if (state.status === "loading") {
    return (
      <p role="status" className="mt-8 text-slate-700">
        {t("offline.loading")}
      </p>
    );
  }
  if (state.status === "unsupported") {
    return <p className="mt-8 text-slate-700">{t("offline.unsupported")}</p>;
  }
  const own = state.pages.filter((page) => page.locale === locale);
  const others = state.pages.filter((page) => page.locale !== locale);
  if (state.pages.length === 0) return <p className="mt-8 text-slate-700">{t("offline.empty")}</p>;
  return (
    <>
      <h2 className="mt-10 text-2xl font-bold">{t("offline.listTitle")}</h2>
      {own.length > 0 ? (
        <PageList pages={own} />
      ) : (
        <p className="mt-4 text-slate-700">{t("offline.empty")}</p>
      )}
      {others.length > 0 && (
        <>
          <h2 className="mt-10 text-xl font-bold">{t("offline.otherLanguages")}</h2>
          <PageList pages={others} withLanguage />
        </>
      )}
    </>
  );
}

function PageList({
  pages,
  withLanguage = false,
}: {
  pages: StoredPage[];
  withLanguage?: boolean;
}) {
  const { t, locale } = useI18n();
  return (
    <ul className="mt-4 grid gap-2">
      {pages.map((page) => (
        <li key={page.href} className="rounded-lg border border-slate-200 bg-white p-3">
          {/* A whole-document visit: the service worker answers it from its store. */}
          <a
            href={page.href}
            lang={withLanguage ? page.locale : undefined}
            className="font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {page.title}
          </a>
          <span className="block text-sm text-slate-600">
            {withLanguage && `${localeNames[page.locale]} · `}
            {page.saved &&
              t("offline.savedOn", {
                date: formatDay(locale, {
                  year: page.saved.getFullYear(),
                  month: page.saved.getMonth() + 1,
                  day: page.saved.getDate(),
                }),
              })}
          </span>
        </li>
      ))}
    </ul>
  );
}
