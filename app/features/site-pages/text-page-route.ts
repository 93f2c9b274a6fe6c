import type { MetaDescriptor } from "react-router";
import type { TextPage } from "../../content/legal.ts";
import { type SeoInput, seoMeta, siteFromMatches } from "../../seo/meta.ts";

type MetaArgs = { matches: Parameters<typeof siteFromMatches>[0]; loaderData?: { page: TextPage } };

/** The meta tags of /privacy-policy, /terms and /faq: the page's own title and description. */
export function textPageMeta(path: SeoInput["path"]) {
  return ({ matches, loaderData }: MetaArgs): MetaDescriptor[] => {
    const site = siteFromMatches(matches);
    const page = loaderData?.page;
    return seoMeta(site, {
      title: site.t("info.text.metaTitle", { title: page?.title ?? "" }),
      description: page?.description ?? "",
      path,
    });
  };
}
