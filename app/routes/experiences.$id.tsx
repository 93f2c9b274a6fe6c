import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { ExperiencePage } from "../features/experiences/experience-page.tsx";
import { loadExperience } from "../features/experiences/experience-route.server.ts";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { breadcrumbJsonLd } from "../lib/json-ld.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/experiences.$id";

export function loader({ params, request }: Route.LoaderArgs) {
  return loadExperience(params.id, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: translate("en", "experiences.notFound.metaTitle") }];
  const { experience } = loaderData;
  const origin = originFromMatches(matches);
  const path = paths.experience(experience.id);
  return seoMeta({
    title: translate("en", "experiences.detail.metaTitle", { name: experience.name }),
    description: experience.description,
    path,
    origin,
    jsonLd: breadcrumbJsonLd(origin, [
      { name: translate("en", "layout.bottomBar.home"), path: paths.home() },
      { name: translate("en", "layout.nav.experiences"), path: paths.experiences() },
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
