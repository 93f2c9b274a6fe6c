import { problem } from "../api/v1/http.ts";
import { getDatabase } from "../db/instance.server.ts";
import { ApiReferenceView } from "../features/open-data/api-reference.tsx";
import { loadApiReference } from "../features/open-data/reference-data.server.ts";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/api._index";

/** /api: the open data API's reference, in the site's layout and every language (decision 140). */
export async function loader({ params }: Route.LoaderArgs) {
  return { reference: await loadApiReference(await getDatabase(), pageLocale(params)) };
}

/** Nothing is sent to /api (nor to `/api/`, which React Router reads as the same path): a problem. */
export const action = () =>
  problem(405, "Only GET and HEAD are answered here.", { headers: { Allow: "GET, HEAD" } });

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("info.openData.metaTitle"),
    description: site.t("info.openData.metaDescription"),
    path: paths.openData(),
  });
};

export default function OpenDataApi({ loaderData }: Route.ComponentProps) {
  return <ApiReferenceView reference={loaderData.reference} />;
}
