import { getDatabase } from "../db/instance.server.ts";
import { listAttractionCards } from "../features/attractions/attraction-data.server.ts";
import { AttractionFilters } from "../features/attractions/attraction-filters.tsx";
import { AttractionResults } from "../features/attractions/attraction-results.tsx";
import { AttractionsExtras } from "../features/attractions/attractions-extras-on-view.tsx";
import { FeaturedCarousel } from "../features/attractions/featured-carousel.tsx";
import { ATTRACTION_FILTER_QUERY } from "../features/attractions/filter-attractions.ts";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/attractions._index";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...ATTRACTION_FILTER_QUERY] } satisfies RouteHandle;

/** Built-in data with ratings from published reviews: every attraction's card. Filtering happens on the URL's state, in the page. */
export async function loader({ params }: Route.LoaderArgs) {
  return { attractions: await listAttractionCards(await getDatabase(), pageLocale(params)) };
}

/** The filters only change the query string; the list itself never changes. */
export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("attractions.list.metaTitle"),
    description: site.t("attractions.list.metaDescription"),
    path: paths.attractions(),
  });
};

export default function Attractions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { attractions } = loaderData;
  return (
    <>
      <div className="bg-cream">
        <div className="mx-auto max-w-7xl px-4 pt-10 pb-8 sm:pt-14">
          <p className="font-semibold text-brand-700">{t("attractions.list.eyebrow")}</p>
          <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{t("attractions.list.title")}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("attractions.list.intro")}</p>
          <div className="mt-8">
            <AttractionFilters />
          </div>
        </div>
      </div>
      <FeaturedCarousel attractions={attractions.filter((attraction) => attraction.featured)} />
      <AttractionResults attractions={attractions} />
      <AttractionsExtras />
    </>
  );
}
