import { eventCalendarResponse } from "../features/events/event-data.server.ts";
import { pageLocale } from "../i18n/locales.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import type { Route } from "./+types/events.$id.calendar[.ics]";

/** GET /events/:id/calendar.ics — "Add to calendar" (PRODUCT B7). */
export async function loader({ params }: Route.LoaderArgs) {
  return requireFound(await eventCalendarResponse(requireId(params.id), pageLocale(params)));
}
