import { KeptPacks } from "../components/page/keep-offline.tsx";
import { SavedList } from "../features/saved/saved-list.tsx";
import { useT } from "../i18n/i18n.tsx";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/saved";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("saved.page.metaTitle"),
    description: site.t("saved.page.metaDescription"),
    path: paths.saved(),
    noindex: true,
  });
};

/** PRODUCT B2: the saved list (kept in this browser only). */
export default function SavedPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 print:py-0">
      <h1 id="saved-title" tabIndex={-1} className="text-4xl font-bold outline-none">
        <span className="print:hidden">{t("saved.page.title")}</span>
        <span className="hidden print:inline">{t("saved.page.printTitle")}</span>
      </h1>
      <p className="mt-3 max-w-prose text-lg text-slate-700 print:hidden">
        {t("saved.page.intro")}
      </p>
      <SavedList />
      <KeptPacks />
    </div>
  );
}
