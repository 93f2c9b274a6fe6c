import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import { config } from "../config.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { loadAttractionDetail } from "../features/attractions/attraction-data.server.ts";
import { attractionJsonLd } from "../features/attractions/attraction-json-ld.ts";
import { AttractionPage } from "../features/attractions/attraction-page.tsx";
import { RECHECK_QUERY, REVIEW_QUERY } from "../features/contributions/query.ts";
import { RecheckSection } from "../features/contributions/recheck-section-on-view.tsx";
import { handleReviewAction } from "../features/contributions/review-actions.server.ts";
import { ReviewSection } from "../features/contributions/review-section-on-view.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { revalidateAfterActionOrNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { sectionBreadcrumbs } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import { publicOrigin, publicPageUrl } from "../seo/origin.server.ts";
import type { Route } from "./+types/attractions.$id";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...REVIEW_QUERY, ...RECHECK_QUERY] } satisfies RouteHandle;

export async function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const detail = requireFound(
    await loadAttractionDetail(await getDatabase(), requireId(params.id), locale),
  );
  return {
    ...detail,
    url: publicPageUrl(locale, paths.attraction(detail.attraction.id)),
    maxLinks: config().CONTRIBUTION_MAX_LINKS,
    jsonLd: attractionJsonLd(
      detail.attraction,
      { origin: publicOrigin(), locale },
      detail.reviews.summary,
    ),
  };
}

/** The review section's forms post here (issue 19): write, "Helpful", "Report". */
export function action({ request, params }: Route.ActionArgs) {
  return handleReviewAction(
    request,
    { type: "attraction", id: requireId(params.id) },
    pageLocale(params),
  );
}

/** `?reviews=` only pages the list of data that is already here; an action brings new counts. */
export const shouldRevalidate = revalidateAfterActionOrNewPath;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("attractions.notFound.metaTitle") }];
  const { attraction, jsonLd } = loaderData;
  const path = paths.attraction(attraction.id);
  return seoMeta(site, {
    title: site.t("attractions.detail.metaTitle", { name: attraction.name }),
    description: attraction.description,
    path,
    jsonLd: [jsonLd, sectionBreadcrumbs(site, "attractions", { name: attraction.name, path })],
  });
};

export default function AttractionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { jsonLd: _jsonLd, url, maxLinks, ...detail } = loaderData;
  return (
    <>
      <AttractionPage
        data={detail}
        url={url}
        reviewSection={
          <ReviewSection
            name={detail.attraction.name}
            summary={detail.reviews.summary}
            reviews={detail.reviews.list}
            actionData={actionData}
            maxLinks={maxLinks}
          />
        }
      />
      <RecheckSection entityType="attraction" entityId={detail.attraction.id} />
    </>
  );
}

export const ErrorBoundary = entityNotFoundBoundary("attractions");
