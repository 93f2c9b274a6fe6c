import { entityNotFoundBoundary } from "../components/entity-not-found.tsx";
import { loadEvent } from "../features/events/event-data.server.ts";
import { EventPage } from "../features/events/event-page.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import { paths } from "../lib/paths.ts";
import { sectionBreadcrumbs } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/events.$id";

export async function loader({ params }: Route.LoaderArgs) {
  return requireFound(await loadEvent(requireId(params.id), pageLocale(params)));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("events.notFound.metaTitle") }];
  const { event, jsonLd } = loaderData;
  const path = paths.event(event.id);
  return seoMeta(site, {
    title: site.t("events.detail.metaTitle", { name: event.name }),
    description: event.description,
    path,
    jsonLd: [jsonLd, sectionBreadcrumbs(site, "events", { name: event.name, path })],
  });
};

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return <EventPage data={loaderData} />;
}

export const ErrorBoundary = entityNotFoundBoundary("events");
