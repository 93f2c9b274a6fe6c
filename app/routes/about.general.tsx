import { contentIn } from "../content/localized.server.ts";
import {
  FaqAccordion,
  HealthAndSafety,
  InfoSectionBlock,
  LanguageAndCommunication,
  QuickReference,
} from "../features/about/general-info-sections.tsx";
import { InfoHeader } from "../features/about/info-header.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/about.general";

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

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("info.general.metaTitle"),
    description: loaderData?.meta.description ?? "",
    path: paths.generalInfo(),
  });
};

/** SPEC 2.10: essential visitor information. */
export default function GeneralInfo({ loaderData }: Route.ComponentProps) {
  const { meta, quickReference, languageSection, moneySection, healthSection, simSection, faq } =
    loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <InfoHeader
        backHref={meta.backLink.href}
        backLabel={meta.backLink.label}
        title={meta.heading}
        intro={meta.intro}
        lastChecked={meta.lastChecked}
      />
      <div className="mt-12 grid gap-16">
        <QuickReference quickReference={quickReference} />
        <LanguageAndCommunication section={languageSection} />
        <InfoSectionBlock section={moneySection} />
        <HealthAndSafety healthSection={healthSection} />
        <InfoSectionBlock section={simSection} />
        <FaqAccordion items={faq} />
      </div>
    </div>
  );
}
