import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { loadSitemap } from "../features/info/sitemap.server.ts";
import { SitemapList } from "../features/info/sitemap-list.tsx";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/sitemap";

export async function loader() {
  return { groups: await loadSitemap() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "info.sitemap.metaTitle"),
    description: translate("en", "info.sitemap.metaDescription"),
    path: paths.sitemap(),
    origin: originFromMatches(matches),
  });

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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
