import { loadSitemap } from "../features/site-pages/sitemap-data.server.ts";
import { SitemapList } from "../features/site-pages/sitemap-list.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/sitemap";

export async function loader({ params }: Route.LoaderArgs) {
  return { groups: await loadSitemap(pageLocale(params)) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("info.sitemap.metaTitle"),
    description: site.t("info.sitemap.metaDescription"),
    path: paths.sitemap(),
  });
};

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("info.sitemap.title")}</h1>
      <p className="mt-4 text-lg text-slate-700">{t("info.sitemap.intro")}</p>
      <SitemapList groups={loaderData.groups} />
    </div>
  );
}
