import { eventDetailJson, eventJson, eventStartIso } from "../../api/shapes.ts";
import { previewEvent } from "../../db/events.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { withMediaCredits } from "../../db/media.server.ts";
import {
  type EventRow,
  findEvent,
  listEvents,
  listUpcomingEvents,
} from "../../db/queries.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { todayInKosovo } from "../../lib/dates.ts";
import { isPastEvent } from "../../lib/event-dates.ts";
import { buildIcs } from "../../lib/ics.ts";
import { paths } from "../../lib/paths.ts";
import { publicOrigin, publicPageUrl } from "../../seo/origin.server.ts";
import { calendarChoices } from "./calendar-feed.server.ts";
import { parseCalendarFilter } from "./calendar-links.ts";
import { eventJsonLd } from "./event-json-ld.ts";
import { filterEvents, parseEventsQuery } from "./filter-events.ts";

const MORE_EVENTS = 3;

/**
 * /events: the list, filtered by the query (month, past) on the server, and the choices of the
 * calendar to subscribe to (`town`, `category`; docs/decisions/143).
 */
export async function loadEventList(request: Request, locale: Locale) {
  const search = new URL(request.url).searchParams;
  const query = parseEventsQuery(search);
  const today = todayInKosovo();
  const db = await getDatabase();
  return {
    query,
    calendar: { filter: parseCalendarFilter(search), ...(await calendarChoices(db, locale)) },
    events: listEvents(db, locale)
      .then((rows) => withMediaCredits(db, rows.map(eventJson), "image"))
      .then((events) => filterEvents(events, query, today)),
  };
}

/** /events/:id — past events stay reachable and say so (PRODUCT B7); undefined if unknown. */
export async function loadEvent(id: number, locale: Locale) {
  const db = await getDatabase();
  const row = await findEvent(db, id, locale);
  if (!row) return undefined;
  return eventPageData(row, locale);
}

/**
 * The same page's data for an event in any state, drafts too: the desk's preview (issue 18
 * item 3), shown to staff only. Undefined for an unknown event or one without any date.
 */
export async function loadEventPreview(id: number, locale: Locale) {
  const row = await previewEvent(await getDatabase(), id, locale);
  return row ? eventPageData(row, locale) : undefined;
}

async function eventPageData(row: EventRow, locale: Locale) {
  const db = await getDatabase();
  const upcoming = await listUpcomingEvents(db, locale);
  const [event] = await withMediaCredits(db, [eventDetailJson(row)], "image");
  if (!event) return undefined;
  return {
    event: { ...event, past: isPastEvent(event, todayInKosovo()) },
    jsonLd: eventJsonLd(row, { origin: publicOrigin(), locale }),
    more: await withMediaCredits(
      db,
      upcoming
        .filter((other) => other.id !== row.id)
        .slice(0, MORE_EVENTS)
        .map(eventJson),
      "image",
    ),
    url: publicPageUrl(locale, paths.event(row.id)),
  };
}

/** /events/:id/calendar.ics — an all-day iCalendar event to download. */
export async function eventCalendarResponse(
  id: number,
  locale: Locale,
): Promise<Response | undefined> {
  const row = await findEvent(await getDatabase(), id, locale);
  if (!row) return undefined;
  const url = publicPageUrl(locale, paths.event(row.id));
  const description = [
    row.description,
    row.datesConfirmed ? undefined : translate(locale, "events.calendar.toBeConfirmed"),
    row.datesConfirmed ? undefined : row.dateNote,
    translate(locale, "events.calendar.startsAround", { time: row.startTime }),
    url,
  ]
    .filter(Boolean)
    .join("\n\n");
  const body = buildIcs({
    uid: `event-${row.id}-${eventStartIso(row).slice(0, 10)}@${new URL(publicOrigin()).hostname}`,
    summary: row.name,
    description,
    location: row.address,
    startDate: row.startDate,
    // The page and its JSON-LD show this start time, so the calendar entry does too.
    startTime: row.startTime || undefined,
    endDate: row.endDate ?? undefined,
    url,
    geo: { lat: row.latitude, lng: row.longitude },
    confirmed: row.datesConfirmed,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${row.slug}.ics"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}

export type EventListData = Awaited<ReturnType<typeof loadEventList>>;
export type EventPageData = NonNullable<Awaited<ReturnType<typeof loadEvent>>>;
