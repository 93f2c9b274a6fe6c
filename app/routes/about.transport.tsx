import { contentIn } from "../content/localized.server.ts";
import { InfoHeader } from "../features/about/info-header.tsx";
import { TransportTabs } from "../features/about/transport-tabs.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { pick } from "../lib/pick.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/about.transport";

export function loader({ params }: Route.LoaderArgs) {
  const transport = contentIn(pageLocale(params)).transport;
  return {
    meta: transport.transportMeta,
    data: pick(transport, [
      "arriving",
      "borderCrossings",
      "borderCrossingsIntro",
      "busStations",
      "defaultTransportTab",
      "gettingAround",
      "officialRequirementsLabel",
      "officialRequirementsUrl",
      "transportTabs",
      "travelTimes",
      "travelTimesNote",
    ]),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("info.transport.metaTitle"),
    description: loaderData?.meta.description ?? "",
    path: paths.transport(),
  });
};

/** SPEC 2.11: getting here and getting around. */
export default function Transport({ loaderData }: Route.ComponentProps) {
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
      <div className="mt-10">
        <TransportTabs data={data} />
      </div>
    </div>
  );
}
