import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { GalleryGrid, parseGalleryCategory } from "../features/info/gallery-grid.tsx";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/gallery";

export function loader({ request }: Route.LoaderArgs) {
  return { category: parseGalleryCategory(new URL(request.url).searchParams.get("category")) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = loaderData?.category;
  const title = translate("en", "info.gallery.metaTitle");
  return seoMeta({
    title: category ? `${translate("en", `info.gallery.${category}`)} · ${title}` : title,
    description: translate("en", "info.gallery.metaDescription"),
    // Category views are filters of the one gallery page.
    path: paths.gallery(),
    origin: originFromMatches(matches),
  });
};

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("info.gallery.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("info.gallery.intro")}</p>
      <GalleryGrid category={loaderData.category} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
