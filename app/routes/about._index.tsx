import { SourceList } from "../components/source-list.tsx";
import { contentIn } from "../content/localized.server.ts";
import {
  AboutTabs,
  ExploreLinks,
  QuickFacts,
  WorldHeritage,
} from "../features/about/about-sections.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/about._index";

export function loader({ params }: Route.LoaderArgs) {
  const { aboutMeta, aboutTabs, quickFacts, worldHeritage } = contentIn(pageLocale(params)).about;
  return { aboutMeta, aboutTabs, quickFacts, worldHeritage };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("about.page.metaTitle"),
    description: loaderData?.aboutMeta.description ?? "",
    path: paths.about(),
  });
};

export default function About({ loaderData }: Route.ComponentProps) {
  const { aboutMeta, aboutTabs, quickFacts, worldHeritage } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{aboutMeta.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{aboutMeta.intro}</p>
      <div className="mt-10">
        <QuickFacts quickFacts={quickFacts} />
      </div>
      <div className="mt-14">
        <AboutTabs tabs={aboutTabs} />
      </div>
      <div className="mt-14">
        <WorldHeritage worldHeritage={worldHeritage} />
      </div>
      <div className="mt-14">
        <ExploreLinks />
      </div>
      <SourceList sources={aboutMeta.sources} />
    </div>
  );
}
