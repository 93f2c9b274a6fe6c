import { contentIn } from "../content/localized.server.ts";
import { InfoHeader } from "../features/about/info-header.tsx";
import {
  Economy,
  ElectoralSystem,
  GovernmentStructure,
  InternationalRelations,
} from "../features/about/state-info-sections.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { pick } from "../lib/pick.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/about.state-info";

export function loader({ params }: Route.LoaderArgs) {
  const info = contentIn(pageLocale(params))["state-info"];
  return {
    meta: info.stateInfoMeta,
    data: pick(info, [
      "agreementStatusLabels",
      "economy",
      "electoralSystem",
      "governmentStructure",
      "internationalRelations",
      "membershipStatusLabels",
      "officialSources",
    ]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("info.stateInfo.metaTitle"),
    description: loaderData?.meta.description ?? "",
    path: paths.stateInfo(),
  });
};

/** SPEC 2.9: government and politics. */
export default function StateInfo({ loaderData }: Route.ComponentProps) {
  const { meta, data } = loaderData;
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
        <GovernmentStructure data={data} />
        <ElectoralSystem data={data} />
        <InternationalRelations data={data} />
        <Economy data={data} />
      </div>
    </div>
  );
}
