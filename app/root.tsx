import { type ReactNode, useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appStyles from "./app.css?url";
import { BottomBar } from "./components/chrome/bottom-bar.tsx";
import { LanguageOffer } from "./components/chrome/language-offer.tsx";
import { OfflineSupport, SavedOnNotice } from "./components/chrome/offline.tsx";
import { PullToRefresh } from "./components/chrome/pull-to-refresh.tsx";
import { SiteFooter } from "./components/chrome/site-footer-on-view.tsx";
import { SiteHeader } from "./components/chrome/site-header.tsx";
import { GeneralErrorBoundary } from "./components/error-boundary.tsx";
import { Toaster } from "./components/ui/toast.tsx";
import { contentIn } from "./content/localized.server.ts";
import { getDatabase } from "./db/instance.server.ts";
import { getSiteSettings, listDestinations } from "./db/queries.server.ts";
import { withPublicDestinations } from "./features/destinations/header-menu.server.ts";
import { SiteSearch } from "./features/search/site-search.tsx";
import { messagesFor } from "./i18n/catalogue.server.ts";
import { I18nProvider, useT } from "./i18n/i18n.tsx";
import { defaultLocale, type Locale, localeFromParam, localizePath } from "./i18n/locales.ts";
import { combineCatalogues } from "./i18n/messages.ts";
import { FRAME_NAMESPACES } from "./i18n/namespaces.ts";
import { todayInKosovo } from "./lib/dates.ts";
import { dependsUntil } from "./lib/dependencies.server.ts";
import { THEME_COLOR } from "./lib/web-app-manifest.ts";
import { type RootData, SECTION_ROUTE_ID, type SectionData, siteFromMatches } from "./seo/meta.ts";
import { publicOrigin } from "./seo/origin.server.ts";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The site origin for canonical URLs and social tags, the page's language and the UI texts of
 * the site's frame (the language layout adds the section's: i18n/namespaces.ts); meta functions
 * read them with `siteFromMatches`.
 */
export async function loader({ params }: Route.LoaderArgs): Promise<RootData> {
  const locale = localeFromParam(params.lang) ?? defaultLocale;
  // The footer's copyright year: a cached page is stale from midnight on New Year's Day in
  // Kosovo (1 January 00:00 CET is 31 December 23:00 UTC).
  const year = Number(todayInKosovo(new Date()).slice(0, 4));
  dependsUntil(Date.UTC(year + 1, 0, 1) - 3_600_000);
  return {
    origin: publicOrigin(),
    locale,
    catalogue: messagesFor(locale, FRAME_NAMESPACES),
    menus: await headerMenusOf(locale),
    settings: await siteSettingsOrNone(),
  };
}

/**
 * The header's menus in `locale`, the destinations menu listing the database's public
 * destinations (decision 101); while the database cannot be reached, the content files' menus.
 */
async function headerMenusOf(locale: Locale): Promise<RootData["menus"]> {
  const menus = contentIn(locale).navigation.headerMenus;
  try {
    return withPublicDestinations(menus, await listDestinations(await getDatabase(), locale));
  } catch {
    return menus;
  }
}

/** The desk's site settings; while the database cannot be reached, none (the links hide). */
async function siteSettingsOrNone(): Promise<RootData["settings"]> {
  try {
    return await getSiteSettings(await getDatabase());
  } catch {
    return undefined;
  }
}

/**
 * The title of an error page the root's boundary shows (an unknown language prefix, a failure
 * before any page rendered); pages give their own titles, error or not.
 */
export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const { t } = siteFromMatches(matches);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [{ title: t(notFound ? "layout.notFound.metaTitle" : "layout.error.metaTitle") }];
};

/** Only a change of language needs the server again: the origin never changes. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

declare global {
  interface Window {
    /** Names Inter once it has been fetched (lib/fonts.server.ts). */
    ekFonts?: () => void;
  }
}

const EMPTY_CATALOGUE = {};
const DESK_ROUTE_ID = "routes/desk";

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const section = useRouteLoaderData<SectionData | null>(SECTION_ROUTE_ID);
  const locale = root?.locale ?? defaultLocale;
  const catalogue = combineCatalogues(root?.catalogue ?? EMPTY_CATALOGUE, section?.messages);
  // The editors' desk brings its own frame (app/features/desk/desk-shell.tsx).
  const desk = useMatches().some((match) => match.id === DESK_ROUTE_ID);
  // Scripts come after the first paint (lib/scripts-after-paint.server.ts): say when the page
  // has become interactive (end-to-end tests wait for it before they click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // Inter, fetched after a visitor's first page, is named at the next (lib/fonts.server.ts).
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) window.ekFonts?.();
  }, [pathname]);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* Installable in the page's language (issue 21): its start URL is this language's. */}
        <link rel="manifest" href={localizePath(locale, "/manifest.webmanifest")} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale} catalogue={catalogue}>
          {desk ? children : <Chrome>{children}</Chrome>}
        </I18nProvider>
        {/* Inline scripts are allowed by their hashes (entry.server, lib/security.ts): only the
            router's after this mark, by their shape (decision 138). */}
        <template data-router-scripts="" />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Chrome({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("layout.skipToContent")}
      </a>
      <SiteHeader />
      <PullToRefresh />
      <main id="main" tabIndex={-1} className="min-h-[60vh] pt-16 outline-none">
        <LanguageOffer />
        <SavedOnNotice />
        {children}
      </main>
      <SiteFooter />
      <BottomBar />
      <SiteSearch />
      <Toaster />
      <OfflineSupport />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
