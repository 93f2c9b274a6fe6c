import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { loadExperience } from "../features/experiences/experience-data.server.ts";
import { ExperiencePage } from "../features/experiences/experience-page.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { breadcrumbJsonLd } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/experiences.$id";

export function loader({ params }: Route.LoaderArgs) {
  return loadExperience(params.id, pageLocale(params));
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
    jsonLd: breadcrumbJsonLd(site, [
      { name: site.t("layout.bottomBar.home"), path: paths.home() },
      { name: site.t("layout.nav.experiences"), path: paths.experiences() },
      { name: experience.name, path },
    ]),
  });
};

export default function ExperienceRoute({ loaderData }: Route.ComponentProps) {
  return <ExperiencePage data={loaderData} />;
}

function ExperienceNotFound() {
  const t = useT();
  return (
    <EntityNotFound
      title={t("experiences.notFound.title")}
      text={t("experiences.notFound.text")}
      backHref={paths.experiences()}
      backLabel={t("experiences.notFound.back")}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ExperienceNotFound /> }} />;
}
