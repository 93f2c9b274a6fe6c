import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import { config } from "../config.server.ts";
import { REVIEW_QUERY } from "../features/contributions/query.ts";
import { handleReviewAction } from "../features/contributions/review-actions.server.ts";
import { ReviewSection } from "../features/contributions/review-section-on-view.tsx";
import { loadExperience } from "../features/experiences/experience-data.server.ts";
import { ExperiencePage } from "../features/experiences/experience-page.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { revalidateAfterActionOrNewPath } from "../lib/revalidate.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { sectionBreadcrumbs } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/experiences.$id";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...REVIEW_QUERY] } satisfies RouteHandle;

export async function loader({ params }: Route.LoaderArgs) {
  const data = requireFound(await loadExperience(requireId(params.id), pageLocale(params)));
  return { ...data, maxLinks: config().CONTRIBUTION_MAX_LINKS };
}

/** The review section's forms post here (issue 19): write, "Helpful", "Report". */
export function action({ request, params }: Route.ActionArgs) {
  return handleReviewAction(
    request,
    { type: "experience", id: requireId(params.id) },
    pageLocale(params),
  );
}

/** A new page, or an action (new counts), loads again; `?reviews=` only pages the list. */
export const shouldRevalidate = revalidateAfterActionOrNewPath;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("experiences.notFound.metaTitle") }];
  const { experience } = loaderData;
  const path = paths.experience(experience.id);
  return seoMeta(site, {
    title: site.t("experiences.detail.metaTitle", { name: experience.name }),
    description: experience.description,
    path,
    jsonLd: sectionBreadcrumbs(site, "experiences", { name: experience.name, path }),
  });
};

export default function ExperienceRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { maxLinks, ...data } = loaderData;
  return (
    <ExperiencePage
      data={data}
      reviewSection={
        <ReviewSection
          name={data.experience.name}
          summary={data.reviews.summary}
          reviews={data.reviews.list}
          actionData={actionData}
          maxLinks={maxLinks}
        />
      }
    />
  );
}

export const ErrorBoundary = entityNotFoundBoundary("experiences");
