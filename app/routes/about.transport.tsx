import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { transportMeta } from "../content/transport.ts";
import { InfoHeader } from "../features/info/info-header.tsx";
import { TransportTabs } from "../features/info/transport-tabs.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about.transport";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "info.transport.metaTitle"),
    description: transportMeta.description,
    path: paths.transport(),
    origin: originFromMatches(matches),
  });

/** SPEC 2.11: getting here and getting around. */
export default function Transport() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <InfoHeader
        backHref={transportMeta.backLink.href}
        backLabel={transportMeta.backLink.label}
        title={transportMeta.heading}
        intro={transportMeta.intro}
      />
      <div className="mt-10">
        <TransportTabs />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
