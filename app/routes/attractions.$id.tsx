import { data } from "react-router";
import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { JsonLd } from "../components/json-ld.tsx";
import { getDatabase } from "../db/instance.server.ts";
import { loadAttractionDetail } from "../features/attractions/attraction-data.server.ts";
import { attractionJsonLd } from "../features/attractions/attraction-json-ld.ts";
import { AttractionPage } from "../features/attractions/attraction-page.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { parseId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { revalidateOnNewPath } from "../lib/revalidate.ts";
import { breadcrumbJsonLd } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import { publicOrigin, publicPageUrl } from "../seo/origin.server.ts";
import type { Route } from "./+types/attractions.$id";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  const locale = pageLocale(params);
  const detail =
    id === undefined ? undefined : await loadAttractionDetail(await getDatabase(), id, locale);
  if (!detail) throw data(null, { status: 404 });
  const origin = publicOrigin();
  return {
    ...detail,
    url: publicPageUrl(locale, paths.attraction(detail.attraction.id)),
    jsonLd: attractionJsonLd(detail.attraction, { origin, locale }, detail.reviews.summary),
  };
}

/** `?reviews=` only pages the list of data that is already here. */
export const shouldRevalidate = revalidateOnNewPath;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("attractions.notFound.metaTitle") }];
  const { attraction } = loaderData;
  const path = paths.attraction(attraction.id);
  // The TouristAttraction data itself is in the page.
  return seoMeta(site, {
    title: site.t("attractions.detail.metaTitle", { name: attraction.name }),
    description: attraction.description,
    path,
    jsonLd: breadcrumbJsonLd(site, [
      { name: site.t("layout.bottomBar.home"), path: paths.home() },
      { name: site.t("layout.nav.attractions"), path: paths.attractions() },
      { name: attraction.name, path },
    ]),
  });
};

export default function AttractionRoute({ loaderData }: Route.ComponentProps) {
  const { jsonLd, url, ...detail } = loaderData;
  return (
    <>
      <JsonLd data={jsonLd} />
      <AttractionPage data={detail} url={url} />
    </>
  );
}

function AttractionNotFound() {
  const t = useT();
  return (
    <EntityNotFound
      title={t("attractions.notFound.title")}
      text={t("attractions.notFound.text")}
      backHref={paths.attractions()}
      backLabel={t("attractions.notFound.back")}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <AttractionNotFound /> }} />;
}
