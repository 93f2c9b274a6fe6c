import { data } from "react-router";
import { translate } from "../i18n/catalogue.server.ts";
import { defaultLocale, localeFromParam, localizePath } from "../i18n/locales.ts";
import { webAppManifest } from "../lib/web-app-manifest.ts";
import type { Route } from "./+types/manifest[.webmanifest]";

/**
 * The web app manifest in each language (issue 21, decision 080): `/manifest.webmanifest` is
 * English, `/de/manifest.webmanifest` German…; each page links the one of its language, so the
 * installed app opens in the language it was installed from.
 */
export function loader({ params }: Route.LoaderArgs) {
  const locale = params.lang === undefined ? defaultLocale : localeFromParam(params.lang);
  if (!locale) throw data(null, { status: 404 });
  const manifest = webAppManifest({
    name: translate(locale, "layout.siteName"),
    description: translate(locale, "layout.description"),
    lang: locale,
    startUrl: localizePath(locale, "/"),
  });
  return new Response(JSON.stringify(manifest), {
    headers: {
      "Content-Type": "application/manifest+json; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
