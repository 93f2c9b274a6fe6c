import { type Event, events } from "../../app/content/events.ts";
import { currentOccurrence, durationOf } from "../../app/lib/recurrence.ts";

/**
 * The seeded events as visitors see them on `today` (issue 18): each with the dates of its
 * current edition, from its one known edition and its rule, computed by the same function as
 * the site. The e2e tests compare the pages with this rather than with fixed dates.
 */
export function eventsAsSeen(today: string): Event[] {
  return events.map((event) => {
    const known = {
      startDate: event.startDate,
      endDate: event.endDate ?? null,
      confirmed: event.datesConfirmed,
    };
    const edition = currentOccurrence(
      {
        rrule: event.recurrence?.rrule ?? null,
        rruleStart: event.recurrence ? event.startDate : null,
        rruleFixed: event.recurrence?.fixed ?? false,
        durationDays: durationOf(known),
      },
      [known],
      today,
    );
    if (!edition) throw new Error(`${event.slug} has no date`);
    const { endDate: _end, ...rest } = event;
    return {
      ...rest,
      startDate: edition.startDate,
      ...(edition.endDate ? { endDate: edition.endDate } : {}),
      datesConfirmed: edition.confirmed,
    };
  });
}
