import { data, Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { messagesFor } from "../i18n/catalogue.server.ts";
import { localeFromParam } from "../i18n/locales.ts";
import { sectionNamespaces, sectionOf } from "../i18n/namespaces.ts";
import { requestedPage } from "../lib/requested-page.server.ts";
import { sameSitePath } from "../lib/same-site-path.ts";
import { type SectionData, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/locale";

/**
 * Every page lives under an optional language prefix (docs/decisions/005-i18n.md): none is
 * English, `/sq`, `/de` and `/it` the others. `/en/…` goes to the English URL; any other first
 * segment that reached here is not a page. The layout hands the page the UI texts of its
 * section (the root has sent the frame's).
 */
export function loader({ params, request }: Route.LoaderArgs): SectionData {
  const page = requestedPage(request);
  if (params.lang === "en") {
    // `/en//evil.example` would be `//evil.example`, another site: those go home.
    const english = `${page.pathname.replace(/^\/en(?=\/|$)/, "") || "/"}${page.search}`;
    throw redirect(sameSitePath(english, "/"), 301);
  }
  const locale = localeFromParam(params.lang);
  if (!locale) throw data(null, { status: 404 });
  return { messages: messagesFor(locale, sectionNamespaces(sectionOf(page.pathname))) };
}

/** A first segment that is no language: the not-found page's title (pages give their own). */
export const meta: Route.MetaFunction = ({ matches, error }) =>
  error ? [{ title: siteFromMatches(matches).t("layout.notFound.metaTitle") }] : [];

/** Texts change with the language or the section; nothing else needs the server again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
}: ShouldRevalidateFunctionArgs) {
  return (
    currentParams.lang !== nextParams.lang ||
    sectionOf(currentUrl.pathname) !== sectionOf(nextUrl.pathname)
  );
}

export default function LocaleLayout() {
  return <Outlet />;
}
