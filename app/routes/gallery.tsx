import { contentIn } from "../content/localized.server.ts";
import { GalleryGrid, parseGalleryCategory } from "../features/site-pages/gallery-grid.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/gallery";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["category"] } satisfies RouteHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  const { photos, galleryPhotos } = contentIn(pageLocale(params)).media;
  return {
    photos: [...photos, ...galleryPhotos],
    category: parseGalleryCategory(new URL(request.url).searchParams.get("category")),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const category = loaderData?.category;
  const title = site.t("info.gallery.metaTitle");
  return seoMeta(site, {
    title: category ? `${site.t(`info.gallery.${category}`)} · ${title}` : title,
    description: site.t("info.gallery.metaDescription"),
    // Category views are filters of the one gallery page.
    path: paths.gallery(),
  });
};

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("info.gallery.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("info.gallery.intro")}</p>
      <GalleryGrid photos={loaderData.photos} category={loaderData.category} />
    </div>
  );
}
