import { withApiErrors } from "../api/http.server.ts";
import {
  openDataAction,
  openDataProblem,
  openDataResponse,
  preflight,
} from "../api/open-data.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { calendarFeed } from "../features/events/calendar-feed.server.ts";
import { CALENDAR_QUERY, parseCalendarFilter } from "../features/events/calendar-links.ts";
import { translate } from "../i18n/catalogue.server.ts";
import { pageLocale } from "../i18n/locales.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/events.calendar[.ics]";

/** The query this file reads (app/lib/route-handle.ts): the town and the category. */
export const handle = { query: [...CALENDAR_QUERY] } satisfies RouteHandle;

/**
 * GET /events/calendar.ics (and /de/events/calendar.ics?town=prizren&category=film): every
 * event's editions to subscribe to (issue 33 item 2, docs/decisions/143).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const asked = preflight(request);
  if (asked) return asked;
  const locale = pageLocale(params);
  return withApiErrors(async () => {
    const filter = parseCalendarFilter(new URL(request.url).searchParams);
    const result = await calendarFeed(await getDatabase(), locale, filter);
    if ("unknown" in result) {
      const { name, value, known } = result.unknown;
      return openDataProblem(
        404,
        translate(locale, `events.feeds.unknown.${name}`, {
          value,
          known: known.map((choice) => choice.value).join(", "),
        }),
      );
    }
    return openDataResponse(request, result.body, {
      contentType: "text/calendar; charset=utf-8",
      maxAgeSeconds: 3600,
      filename: "explore-kosovo-events.ics",
    });
  });
}

export const action = openDataAction;
