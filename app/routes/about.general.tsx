import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { faq, generalInfoMeta } from "../content/general-info.ts";
import {
  FaqAccordion,
  HealthAndSafety,
  LanguageAndCommunication,
  MoneyAndPayments,
  QuickReference,
  SimCards,
} from "../features/info/general-info-sections.tsx";
import { InfoHeader } from "../features/info/info-header.tsx";
import { translate } from "../i18n/messages.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about.general";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    title: translate("en", "info.general.metaTitle"),
    description: generalInfoMeta.description,
    path: paths.generalInfo(),
    origin: originFromMatches(matches),
  });

/** SPEC 2.10: essential visitor information. */
export default function GeneralInfo() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <InfoHeader
        backHref={generalInfoMeta.backLink.href}
        backLabel={generalInfoMeta.backLink.label}
        title={generalInfoMeta.heading}
        intro={generalInfoMeta.intro}
      />
      <div className="mt-12 grid gap-16">
        <QuickReference />
        <LanguageAndCommunication />
        <MoneyAndPayments />
        <HealthAndSafety />
        <SimCards />
        <FaqAccordion items={faq} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
