import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { aboutMeta, aboutTabs } from "../content/about.ts";
import {
  AboutTabs,
  ExploreLinks,
  QuickFacts,
  WorldHeritage,
} from "../features/about/about-sections.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about._index";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "about.page.metaTitle"),
    description: aboutMeta.description,
    path: paths.about(),
    origin: originFromMatches(matches),
  });

export default function About() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{aboutMeta.heading}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{aboutMeta.intro}</p>
      <div className="mt-10">
        <QuickFacts />
      </div>
      <div className="mt-14">
        <AboutTabs tabs={aboutTabs} />
      </div>
      <div className="mt-14">
        <WorldHeritage />
      </div>
      <div className="mt-14">
        <ExploreLinks />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
