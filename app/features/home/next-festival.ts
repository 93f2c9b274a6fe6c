import { eventBadge } from "./event-date-parts.ts";

/**
 * The hero's "Next Festival" card (SPEC 2.3; issue 29 item 8, decision 135): of the festivals
 * still to come or under way, the one whose edition starts first. A festival is what the site
 * calls one: a name with "Festival" (the badge of the home page's event cards) or a film event
 * (the card SPEC describes is a film festival; DokuFest's name does not say "Festival"). Read
 * from the English rows, which the names are tested on.
 */

interface Edition {
  id: number;
  name: string;
  category: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate?: string | null;
}

export function isFestival(event: Pick<Edition, "name" | "category">): boolean {
  return eventBadge(event.name) === "Festival" || event.category === "Film";
}

/** The festival whose current edition starts first and is not over on `today` (Kosovo). */
export function nextFestival<Row extends Edition>(
  rows: readonly Row[],
  today: string,
): Row | undefined {
  return rows
    .filter((row) => isFestival(row) && (row.endDate ?? row.startDate) >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id)[0];
}
