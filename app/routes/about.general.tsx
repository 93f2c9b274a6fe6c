import { contentIn } from "../content/localized.server.ts";
import {
  FaqAccordion,
  HealthAndSafety,
  InfoSectionBlock,
  LanguageAndCommunication,
  QuickReference,
} from "../features/about/general-info-sections.tsx";
import { InfoPage, infoPageMeta } from "../features/about/info-header.tsx";
import { RECHECK_QUERY } from "../features/contributions/query.ts";
import { RecheckSection } from "../features/contributions/recheck-section-on-view.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/about.general";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...RECHECK_QUERY] } satisfies RouteHandle;

export function loader({ params }: Route.LoaderArgs) {
  const info = contentIn(pageLocale(params))["general-info"];
  return {
    meta: info.generalInfoMeta,
    quickReference: info.quickReference,
    languageSection: info.languageSection,
    moneySection: info.moneySection,
    healthSection: info.healthSection,
    simSection: info.simSection,
    faq: info.faq,
  };
}

export const meta: Route.MetaFunction = infoPageMeta("info.general.metaTitle", paths.generalInfo());

/** SPEC 2.10: essential visitor information. */
export default function GeneralInfo({ loaderData }: Route.ComponentProps) {
  const { meta, quickReference, languageSection, moneySection, healthSection, simSection, faq } =
    loaderData;
  return (
    <>
      <InfoPage meta={meta}>
        <QuickReference quickReference={quickReference} />
        <LanguageAndCommunication section={languageSection} />
        <InfoSectionBlock section={moneySection} />
        <HealthAndSafety healthSection={healthSection} />
        <InfoSectionBlock section={simSection} />
        <FaqAccordion items={faq} />
      </InfoPage>
      <RecheckSection entityType="page" entityId={paths.generalInfo()} />
    </>
  );
}
