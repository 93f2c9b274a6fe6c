import { contentIn } from "../content/localized.server.ts";
import { InfoPage, infoPageMeta } from "../features/about/info-header.tsx";
import {
  Economy,
  ElectoralSystem,
  GovernmentStructure,
  InternationalRelations,
} from "../features/about/state-info-sections.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { pick } from "../lib/pick.ts";
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

export const meta: Route.MetaFunction = infoPageMeta("info.stateInfo.metaTitle", paths.stateInfo());

/** SPEC 2.9: government and politics. */
export default function StateInfo({ loaderData }: Route.ComponentProps) {
  const { meta, data } = loaderData;
  return (
    <InfoPage meta={meta}>
      <GovernmentStructure data={data} />
      <ElectoralSystem data={data} />
      <InternationalRelations data={data} />
      <Economy data={data} />
    </InfoPage>
  );
}
