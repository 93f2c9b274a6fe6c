import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { stateInfoMeta } from "../content/state-info.ts";
import { InfoHeader } from "../features/info/info-header.tsx";
import {
  Economy,
  ElectoralSystem,
  GovernmentStructure,
  InternationalRelations,
} from "../features/info/state-info-sections.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about.state-info";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "info.stateInfo.metaTitle"),
    description: stateInfoMeta.description,
    path: paths.stateInfo(),
    origin: originFromMatches(matches),
  });

/** SPEC 2.9: government and politics. */
export default function StateInfo() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <InfoHeader
        backHref={stateInfoMeta.backLink.href}
        backLabel={stateInfoMeta.backLink.label}
        title={stateInfoMeta.heading}
        intro={stateInfoMeta.intro}
      />
      <div className="mt-12 grid gap-16">
        <GovernmentStructure />
        <ElectoralSystem />
        <InternationalRelations />
        <Economy />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
