import { OfflineScreen } from "../features/offline/offline-screen.tsx";
import { OFFLINE_PATH } from "../lib/offline.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/offline";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: ["from"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return seoMeta(site, {
    title: site.t("offline.metaTitle"),
    description: site.t("offline.metaDescription"),
    path: OFFLINE_PATH,
    noindex: true,
  });
};

/** Issue 21: what this device has stored, and the page the worker shows for anything else. */
export default function Offline() {
  return <OfflineScreen />;
}
