import { contentIn } from "../content/localized.server.ts";
import { InfoPage, infoPageMeta } from "../features/about/info-header.tsx";
import { TransportTabs } from "../features/about/transport-tabs.tsx";
import { RECHECK_QUERY } from "../features/contributions/query.ts";
import { RecheckSection } from "../features/contributions/recheck-section-on-view.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { pick } from "../lib/pick.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/about.transport";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...RECHECK_QUERY] } satisfies RouteHandle;

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

export const meta: Route.MetaFunction = infoPageMeta("info.transport.metaTitle", paths.transport());

/** SPEC 2.11: getting here and getting around. */
export default function Transport({ loaderData }: Route.ComponentProps) {
  const { meta, data } = loaderData;
  return (
    <>
      <InfoPage meta={meta} bodyClassName="mt-10">
        <TransportTabs data={data} />
      </InfoPage>
      <RecheckSection entityType="page" entityId={paths.transport()} />
    </>
  );
}
