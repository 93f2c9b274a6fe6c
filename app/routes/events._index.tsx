import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { EventList } from "../features/events/event-list.tsx";
import { loadEventList } from "../features/events/event-route.server.ts";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { formatMonth } from "../lib/event-dates.ts";
import { paths } from "../lib/paths.ts";
import { originFromMatches, seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/events._index";

export function loader({ request }: Route.LoaderArgs) {
  return loadEventList(request);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const month = loaderData?.query.month;
  const name = month ? formatMonth(month) : undefined;
  return seoMeta({
    title: name
      ? translate("en", "events.list.metaTitleMonth", { month: name })
      : translate("en", "events.list.metaTitle"),
    description: name
      ? translate("en", "events.list.metaDescriptionMonth", { month: name })
      : translate("en", "events.list.metaDescription"),
    // A month is a filter of the one events page.
    path: paths.events(),
    origin: originFromMatches(matches),
  });
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("events.list.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("events.list.intro")}</p>
      <EventList data={loaderData.events} query={loaderData.query} />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
