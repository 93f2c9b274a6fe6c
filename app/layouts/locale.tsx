import { data, Outlet, redirect } from "react-router";
import { localeFromParam } from "../i18n/locales.ts";
import { siteFromMatches } from "../lib/seo.ts";
import type { Route } from "./+types/locale";

/**
 * Every page lives under an optional language prefix (docs/decisions/005-i18n.md): none is
 * English, `/sq`, `/de` and `/it` the others. `/en/…` goes to the English URL; any other first
 * segment that reached here is not a page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (params.lang === "en") {
    const url = new URL(request.url);
    throw redirect(`${url.pathname.replace(/^\/en(?=\/|$)/, "") || "/"}${url.search}`, 301);
  }
  if (!localeFromParam(params.lang)) throw data(null, { status: 404 });
  return null;
}

/** A first segment that is no language: the not-found page's title (pages give their own). */
export const meta: Route.MetaFunction = ({ matches, error }) =>
  error ? [{ title: siteFromMatches(matches).t("layout.notFound.metaTitle") }] : [];

/** The prefix only changes with the language, which the root reloads anyway. */
export const shouldRevalidate = () => false;

export default function LocaleLayout() {
  return <Outlet />;
}
