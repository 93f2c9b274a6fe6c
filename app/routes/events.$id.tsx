import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { loadEvent } from "../features/events/event-data.server.ts";
import { EventPage } from "../features/events/event-page.tsx";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { paths } from "../lib/paths.ts";
import { breadcrumbJsonLd } from "../seo/json-ld.ts";
import { seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/events.$id";

export function loader({ params }: Route.LoaderArgs) {
  return loadEvent(params.id, pageLocale(params));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: site.t("events.notFound.metaTitle") }];
  const { event } = loaderData;
  const path = paths.event(event.id);
  // The Event data itself is in the page (EventPage).
  return seoMeta(site, {
    title: site.t("events.detail.metaTitle", { name: event.name }),
    description: event.description,
    path,
    jsonLd: breadcrumbJsonLd(site, [
      { name: site.t("layout.bottomBar.home"), path: paths.home() },
      { name: site.t("layout.nav.events"), path: paths.events() },
      { name: event.name, path },
    ]),
  });
};

export default function EventRoute({ loaderData }: Route.ComponentProps) {
  return <EventPage data={loaderData} />;
}

function EventNotFound() {
  const t = useT();
  return (
    <EntityNotFound
      title={t("events.notFound.title")}
      text={t("events.notFound.text")}
      backHref={paths.events()}
      backLabel={t("events.notFound.back")}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <EventNotFound /> }} />;
}
