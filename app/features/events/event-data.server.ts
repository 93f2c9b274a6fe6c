import { data } from "react-router";
import { eventJson, eventStartIso } from "../../api/shapes.ts";
import { getDatabase } from "../../db/instance.server.ts";
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
import { eventJsonLd } from "./event-json-ld.ts";
import { filterEvents, parseEventsQuery } from "./filter-events.ts";

const MORE_EVENTS = 3;

/** /events: the list, filtered by the query (month, past) on the server. */
export async function loadEventList(request: Request, locale: Locale) {
  const query = parseEventsQuery(new URL(request.url).searchParams);
  const today = todayInKosovo();
  const db = await getDatabase();
  return {
    query,
    events: listEvents(db, locale).then((rows) => filterEvents(rows.map(eventJson), query, today)),
  };
}

async function findEventParam(param: string, locale: Locale): Promise<EventRow> {
  if (!/^[1-9]\d{0,5}$/.test(param)) throw data(null, { status: 404 });
  const row = await findEvent(await getDatabase(), Number(param), locale);
  if (!row) throw data(null, { status: 404 });
  return row;
}

/** /events/:id — past events stay reachable and say so (PRODUCT B7). */
export async function loadEvent(param: string, locale: Locale) {
  const row = await findEventParam(param, locale);
  const origin = publicOrigin();
  const upcoming = await listUpcomingEvents(await getDatabase(), locale);
  const event = eventJson(row);
  return {
    event: {
      ...event,
      startTime: row.startTime,
      address: row.address,
      town: row.town,
      category: row.category,
      lat: row.latitude,
      lng: row.longitude,
      datesConfirmed: row.datesConfirmed,
      dateNote: row.dateNote ?? undefined,
      website: row.website ?? undefined,
      details: eventDetails(row),
      past: isPastEvent(event, todayInKosovo()),
    },
    jsonLd: eventJsonLd(row, { origin, locale }),
    more: upcoming
      .filter((other) => other.id !== row.id)
      .slice(0, MORE_EVENTS)
      .map(eventJson),
    url: publicPageUrl(locale, paths.event(row.id)),
  };
}

function eventDetails(row: EventRow): string[] {
  const details = (row.details as { details?: unknown }).details;
  return Array.isArray(details) ? details.filter((p): p is string => typeof p === "string") : [];
}

/** /events/:id/calendar.ics — an all-day iCalendar event to download. */
export async function eventCalendarResponse(param: string, locale: Locale): Promise<Response> {
  const row = await findEventParam(param, locale);
  const url = publicPageUrl(locale, paths.event(row.id));
  const description = [
    row.description,
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
export type EventPageData = Awaited<ReturnType<typeof loadEvent>>;
