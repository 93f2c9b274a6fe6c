import { EntityNotFound } from "../components/entity-not-found.tsx";
import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { EventPage } from "../features/events/event-page.tsx";
import { loadEvent } from "../features/events/event-route.server.ts";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { breadcrumbJsonLd } from "../lib/json-ld.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/events.$id";

export function loader({ params, request }: Route.LoaderArgs) {
  return loadEvent(params.id, request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: translate("en", "events.notFound.metaTitle") }];
  const { event } = loaderData;
  const origin = originFromMatches(matches);
  const path = paths.event(event.id);
  // The Event data itself is in the page (EventPage).
  return seoMeta({
    title: translate("en", "events.detail.metaTitle", { name: event.name }),
    description: event.description,
    path,
    origin,
    jsonLd: breadcrumbJsonLd(origin, [
      { name: translate("en", "layout.bottomBar.home"), path: paths.home() },
      { name: translate("en", "layout.nav.events"), path: paths.events() },
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
