import { KOSOVO_TIME_ZONE } from "./dates.ts";

/**
 * The desk's one clock (decision 135): every moment it shows is Kosovo time with the zone named,
 * "2 Dec 2026, 14:05 (Kosovo time, CET)", and every moment it takes (a `datetime-local` field) is
 * read as Kosovo time, including the hour that does not exist in spring and the one that happens
 * twice in autumn. Month names are our own and the digits come from `Intl`, so the text is the
 * same on every server whatever its ICU data.
 */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Built on first use, then kept: constructing an Intl formatter costs far more than using one.
let wallClock: Intl.DateTimeFormat | undefined;

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The clock on a wall in Kosovo at `at`. */
function wallOf(at: Date): Wall {
  wallClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: KOSOVO_TIME_ZONE,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  });
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(at)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The wall clock as if it were UTC, in ms: comparable with `Date.UTC` of typed digits. */
const wallMs = (wall: Wall) =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

/** Kosovo's offset from UTC at `at`, in minutes (60 in winter, 120 in summer). */
function offsetMinutes(at: Date): number {
  const instant = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((wallMs(wallOf(new Date(instant))) - instant) / MINUTE);
}

/** "CET" or "CEST" (any other offset as "UTC+h"). */
function zoneName(minutes: number): string {
  if (minutes === 60) return "CET";
  if (minutes === 120) return "CEST";
  const sign = minutes < 0 ? "-" : "+";
  const hours = Math.abs(minutes) / 60;
  return `UTC${sign}${Number.isInteger(hours) ? hours : hours.toFixed(1)}`;
}

/** "+01:00" from 60. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const pad = (value: number) => String(value).padStart(2, "0");

type Moment = Date | string | number;
const toDate = (at: Moment) => (at instanceof Date ? at : new Date(at));

/** "CET" or "CEST": the name of Kosovo's time at that moment. */
export function kosovoZone(at: Moment): string {
  return zoneName(offsetMinutes(toDate(at)));
}

/** "2 Dec 2026, 14:05 (Kosovo time, CET)"; with `seconds`, "14:05:09". */
export function formatKosovoDateTime(at: Moment, options: { seconds?: boolean } = {}): string {
  const date = toDate(at);
  const wall = wallOf(date);
  const clock = `${pad(wall.hour)}:${pad(wall.minute)}${options.seconds ? `:${pad(wall.second)}` : ""}`;
  return `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year}, ${clock} (Kosovo time, ${kosovoZone(date)})`;
}

/** "14:05:09 (Kosovo time, CET)": a moment of today, to the second. */
export function formatKosovoClock(at: Moment): string {
  const date = toDate(at);
  const wall = wallOf(date);
  return `${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)} (Kosovo time, ${kosovoZone(date)})`;
}

/** "2026-12-02T14:05" in Kosovo: what a `datetime-local` field shows for the moment. */
export function kosovoInputValue(at: Moment): string {
  const wall = wallOf(toDate(at));
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** "2026-12-02T14:05:09+01:00": ISO 8601 in Kosovo time with its offset (exports, e-mails). */
export function kosovoIso(at: Moment): string {
  const date = toDate(at);
  const wall = wallOf(date);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${offsetText(offsetMinutes(date))}`;
}

/** One of the two moments an autumn wall-clock time names. */
export interface KosovoChoice {
  at: Date;
  /** "+02:00": what the form sends back to choose it. */
  offset: string;
  /** "CEST". */
  zone: string;
}

export type KosovoMoment =
  | { ok: true; at: Date }
  | { ok: false; problem: "unreadable" }
  /** The spring hour that does not exist: the clocks jump from 02:00 to 03:00. */
  | { ok: false; problem: "skipped"; local: string }
  /** The autumn hour that happens twice: the clocks go back from 03:00 to 02:00. */
  | { ok: false; problem: "ambiguous"; local: string; choices: [KosovoChoice, KosovoChoice] };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A `datetime-local` value ("2027-03-28T02:30") read as Kosovo time. A time the clocks skip is
 * refused; a time they pass twice is refused too unless `offset` ("+02:00" or "+01:00", from the
 * choice the desk offers then) says which of the two is meant.
 */
export function parseKosovoLocal(value: string, offset?: string): KosovoMoment {
  const match = LOCAL.exec(value.trim());
  if (!match) return { ok: false, problem: "unreadable" };
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wall: Wall = { year, month, day, hour, minute, second };
  const typed = wallMs(wall);
  const check = new Date(typed);
  if (
    check.getUTCFullYear() !== wall.year ||
    check.getUTCMonth() + 1 !== wall.month ||
    check.getUTCDate() !== wall.day ||
    check.getUTCHours() !== wall.hour ||
    check.getUTCMinutes() !== wall.minute
  ) {
    return { ok: false, problem: "unreadable" };
  }
  // The offsets in force a day either side cover any change of the clocks in between.
  const offsets = [
    ...new Set([offsetMinutes(new Date(typed - DAY)), offsetMinutes(new Date(typed + DAY))]),
  ];
  const candidates = offsets
    .map((minutes) => ({ minutes, at: new Date(typed - minutes * MINUTE) }))
    .filter((candidate) => wallMs(wallOf(candidate.at)) === typed)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const local = formatLocal(wall);
  const [earlier, later] = candidates;
  if (!earlier) return { ok: false, problem: "skipped", local };
  if (!later) return { ok: true, at: earlier.at };
  const chosen = candidates.find((candidate) => offsetText(candidate.minutes) === offset);
  if (chosen) return { ok: true, at: chosen.at };
  const choice = ({ minutes, at }: { minutes: number; at: Date }): KosovoChoice => ({
    at,
    offset: offsetText(minutes),
    zone: zoneName(minutes),
  });
  return { ok: false, problem: "ambiguous", local, choices: [choice(earlier), choice(later)] };
}

/** "28 Mar 2027, 02:30", a typed wall-clock time (that may not exist). */
function formatLocal(wall: Wall): string {
  return `${wall.day} ${MONTHS[wall.month - 1]} ${wall.year}, ${pad(wall.hour)}:${pad(wall.minute)}`;
}

/** What the desk says about a moment it could not take, beside the field. */
export function kosovoMomentProblem(moment: Exclude<KosovoMoment, { ok: true }>): string {
  if (moment.problem === "skipped") {
    return `${moment.local} does not exist in Kosovo: that night the clocks go forward an hour, from 02:00 CET to 03:00 CEST. Choose another time.`;
  }
  if (moment.problem === "ambiguous") {
    return `${moment.local} happens twice in Kosovo: that night the clocks go back an hour, from 03:00 CEST to 02:00 CET. Choose which one with the buttons below, or another time.`;
  }
  return "Choose a date and a time (Kosovo time)";
}
