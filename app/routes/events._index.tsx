import { Link } from "../components/link.tsx";
import { CALENDAR_QUERY } from "../features/events/calendar-links.ts";
import { CalendarSubscribe } from "../features/events/calendar-subscribe.tsx";
import { loadEventList } from "../features/events/event-data.server.ts";
import { EventList } from "../features/events/event-list.tsx";
import { EVENTS_QUERY } from "../features/events/filter-events.ts";
import { useT } from "../i18n/i18n.tsx";
import { pageLocale } from "../i18n/locales.ts";
import { formatMonth } from "../lib/event-dates.ts";
import { paths } from "../lib/paths.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { pageUrl, seoMeta, siteFromMatches } from "../seo/meta.ts";
import type { Route } from "./+types/events._index";

/** The query this page reads (app/lib/route-handle.ts). */
export const handle = { query: [...EVENTS_QUERY, ...CALENDAR_QUERY] } satisfies RouteHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return loadEventList(request, pageLocale(params));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteFromMatches(matches);
  const month = loaderData?.query.month;
  const name = month ? formatMonth(month, site.locale) : undefined;
  return [
    ...seoMeta(site, {
      title: name
        ? site.t("events.list.metaTitleMonth", { month: name })
        : site.t("events.list.metaTitle"),
      description: name
        ? site.t("events.list.metaDescriptionMonth", { month: name })
        : site.t("events.list.metaDescription"),
      // A month is a filter of the one events page.
      path: paths.events(),
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: site.t("events.feeds.feedTitle"),
      href: pageUrl(site, paths.eventsFeed()),
    },
    {
      tagName: "link",
      rel: "alternate",
      type: "text/calendar",
      title: site.t("events.feeds.calendarName"),
      href: pageUrl(site, paths.eventsCalendar()),
    },
  ];
};

export default function Events({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-4xl font-bold">{t("events.list.title")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">{t("events.list.intro")}</p>
      <p className="mt-3 text-slate-700">
        {t("contribute.tip.callout")}{" "}
        <Link to={paths.eventSubmit()} className="font-semibold text-brand-700 underline">
          {t("contribute.tip.calloutLink")}
        </Link>
      </p>
      <EventList data={loaderData.events} query={loaderData.query} />
      <CalendarSubscribe
        filter={loaderData.calendar.filter}
        towns={loaderData.calendar.towns}
        categories={loaderData.calendar.categories}
        query={loaderData.query}
      />
    </div>
  );
}
