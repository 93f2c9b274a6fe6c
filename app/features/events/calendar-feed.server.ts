import { eventStartIso } from "../../api/shapes.ts";
import type { Database } from "../../db/client.server.ts";
import { type EventRow, listEventEditions, listEvents } from "../../db/queries.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { defaultLocale, type Locale } from "../../i18n/locales.ts";
import { todayInKosovo } from "../../lib/dates.ts";
import { buildCalendarFeed, type CalendarEvent } from "../../lib/ics.ts";
import { paths } from "../../lib/paths.ts";
import { addDays } from "../../lib/recurrence.ts";
import { publicOrigin, publicPageUrl } from "../../seo/origin.server.ts";
import { type CalendarFilter, filterSlug } from "./calendar-links.ts";

/**
 * `/events/calendar.ics` (issue 33 item 2, docs/decisions/143): every edition of the public
 * events, from a year back to two years ahead, in the page's language; `?town=` and
 * `?category=` narrow it to one town or category (their slugs, as the events page's links write
 * them). Editions the rule only expects are TENTATIVE and say so, as the pages do.
 */

/** How far back and ahead the calendar reaches, in days. */
export const CALENDAR_DAYS_BACK = 365;
export const CALENDAR_DAYS_AHEAD = 2 * 365;

export interface CalendarChoice {
  value: string;
  label: string;
}

export interface CalendarChoices {
  towns: CalendarChoice[];
  categories: CalendarChoice[];
}

/** The towns and categories of the public events, with their labels in `locale`. */
export async function calendarChoices(
  db: Database,
  locale: Locale,
  now: Date = new Date(),
): Promise<CalendarChoices> {
  const [english, local] = await Promise.all([
    listEvents(db, defaultLocale, now),
    listEvents(db, locale, now),
  ]);
  const localTown = new Map(local.map((row) => [row.id, row.town]));
  const towns = new Map<string, string>();
  const categories = new Map<string, string>();
  for (const row of english) {
    towns.set(filterSlug(row.town), localTown.get(row.id) ?? row.town);
    categories.set(
      filterSlug(row.category),
      translate(locale, `events.categories.${row.category}`),
    );
  }
  const sorted = (entries: Map<string, string>) =>
    [...entries]
      .map(([value, label]) => ({ value, label }))
      .sort((a, b) => a.label.localeCompare(b.label, locale));
  return { towns: sorted(towns), categories: sorted(categories) };
}

/** Why a filter cannot be answered (an unknown town or category), or undefined. */
export function unknownFilter(filter: CalendarFilter, choices: CalendarChoices) {
  if (filter.town && !choices.towns.some((town) => town.value === filter.town)) {
    return { name: "town" as const, value: filter.town, known: choices.towns };
  }
  if (filter.category && !choices.categories.some((c) => c.value === filter.category)) {
    return { name: "category" as const, value: filter.category, known: choices.categories };
  }
  return undefined;
}

function description(row: EventRow, locale: Locale, url: string): string {
  return [
    row.description,
    row.datesConfirmed ? undefined : translate(locale, "events.calendar.toBeConfirmed"),
    row.datesConfirmed ? undefined : row.dateNote,
    row.startTime ? translate(locale, "events.calendar.startsAround", { time: row.startTime }) : "",
    url,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The calendar for a filter, or undefined when the filter names no town or category we have. */
export async function calendarFeed(
  db: Database,
  locale: Locale,
  filter: CalendarFilter,
  now: Date = new Date(),
): Promise<{ body: string } | { unknown: NonNullable<ReturnType<typeof unknownFilter>> }> {
  const choices = await calendarChoices(db, locale, now);
  const unknown = unknownFilter(filter, choices);
  if (unknown) return { unknown };
  const today = todayInKosovo(now);
  const from = addDays(today, -CALENDAR_DAYS_BACK);
  const to = addDays(today, CALENDAR_DAYS_AHEAD);
  const [english, local] = await Promise.all([
    listEventEditions(db, from, to, defaultLocale, now),
    listEventEditions(db, from, to, locale, now),
  ]);
  // The filters match the English town and category (one slug in every language).
  const englishOf = new Map(english.map((row) => [row.id, row]));
  const wanted = local.filter((row) => {
    const source = englishOf.get(row.id) ?? row;
    return (
      (!filter.town || filterSlug(source.town) === filter.town) &&
      (!filter.category || filterSlug(source.category) === filter.category)
    );
  });
  const host = new URL(publicOrigin()).hostname;
  const events: CalendarEvent[] = wanted.map((row) => {
    const url = publicPageUrl(locale, paths.event(row.id));
    return {
      uid: `event-${row.id}-${eventStartIso(row).slice(0, 10)}@${host}`,
      summary: row.name,
      description: description(row, locale, url),
      location: row.address,
      startDate: row.startDate,
      startTime: row.startTime || undefined,
      endDate: row.endDate ?? undefined,
      url,
      geo: { lat: row.latitude, lng: row.longitude },
      confirmed: row.datesConfirmed,
      stamp: row.updatedAt,
      categories: [translate(locale, `events.categories.${row.category}`)],
    };
  });
  const labels = [
    filter.town && choices.towns.find((town) => town.value === filter.town)?.label,
    filter.category && choices.categories.find((c) => c.value === filter.category)?.label,
  ].filter((label): label is string => Boolean(label));
  const name =
    labels.length > 0
      ? translate(locale, "events.feeds.calendarNameFiltered", { filter: labels.join(", ") })
      : translate(locale, "events.feeds.calendarName");
  const body = buildCalendarFeed(
    {
      name,
      description: translate(locale, "events.feeds.calendarDescription"),
      url: publicPageUrl(locale, paths.events()),
      refreshSeconds: 12 * 60 * 60,
    },
    events,
    now,
  );
  return { body };
}
