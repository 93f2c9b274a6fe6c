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

export const meta = () => [
  { title: translate("en", "info.stateInfo.metaTitle") },
  { name: "description", content: stateInfoMeta.description },
];

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
