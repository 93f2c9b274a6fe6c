import { GeneralErrorBoundary } from "../components/error-boundary.tsx";
import { EventList } from "../features/events/event-list.tsx";
import { loadEventList } from "../features/events/event-route.server.ts";
import { useT } from "../i18n/i18n.tsx";
import { translate } from "../i18n/messages.ts";
import { formatMonth } from "../lib/event-dates.ts";
import type { Route } from "./+types/events._index";

export function loader({ request }: Route.LoaderArgs) {
  return loadEventList(request);
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const month = loaderData?.query.month;
  if (month) {
    const name = formatMonth(month);
    return [
      { title: translate("en", "events.list.metaTitleMonth", { month: name }) },
      {
        name: "description",
        content: translate("en", "events.list.metaDescriptionMonth", { month: name }),
      },
    ];
  }
  return [
    { title: translate("en", "events.list.metaTitle") },
    { name: "description", content: translate("en", "events.list.metaDescription") },
  ];
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
