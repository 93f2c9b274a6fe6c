import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import { loadExperience } from "../features/experiences/experience-data.server.ts";
import { ExperiencePage } from "../features/experiences/experience-page.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { sectionBreadcrumbs } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/experiences.$id";

export async function loader({ params }: Route.LoaderArgs) {
  return requireFound(await loadExperience(requireId(params.id), pageLocale(params)));
}

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

export default function ExperienceRoute({ loaderData }: Route.ComponentProps) {
  return <ExperiencePage data={loaderData} />;
}

export const ErrorBoundary = entityNotFoundBoundary("experiences");
