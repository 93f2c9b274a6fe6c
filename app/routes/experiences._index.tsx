import { experienceJson } from "../api/shapes.ts";
import { getDatabase } from "../db/instance.server.ts";
import { withMediaCredits } from "../db/media.server.ts";
import { listExperiences } from "../db/queries.server.ts";
import { ExperienceList } from "../features/experiences/experience-card.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/experiences._index";

export async function loader({ params }: Route.LoaderArgs) {
  const db = await getDatabase();
  return {
    experiences: listExperiences(db, pageLocale(params)).then((rows) =>
      withMediaCredits(db, rows.map(experienceJson), "image"),
    ),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("experiences.list.metaTitle"),
    description: site.t("experiences.list.metaDescription"),
    path: paths.experiences(),
  });
};

export default function Experiences({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("experiences.list.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("experiences.list.intro")}</p>
      <div className="mt-10">
        <ExperienceList experiences={loaderData.experiences} />
      </div>
    </div>
  );
}
