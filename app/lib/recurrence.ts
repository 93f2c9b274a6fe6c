import * as rruleModule from "rrule";

/**
 * An event's editions (issue 18 item 5): the ones stored with their dates, confirmed or expected,
 * and the ones its RFC 5545 rule adds, which are expected (or confirmed when the rule itself fixes
 * the date, a holiday set by law). All dates are Kosovo calendar dates, "YYYY-MM-DD"; "today"
 * comes from `todayInKosovo()`, so an edition that has ended gives way to the next one by itself.
 *
 * A stored edition replaces the rule's edition nearest to it (like RFC 5545's RECURRENCE-ID,
 * without storing which one): confirming or moving this year's dates never leaves a second,
 * generated edition beside them.
 */

// rrule ships CommonJS for Node and ES modules for bundlers: take its exports from either.
const { RRule } = ((rruleModule as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;

export interface StoredOccurrence {
  startDate: string;
  endDate: string | null;
  confirmed: boolean;
}

export interface Recurrence {
  /** RFC 5545 RECUR value, e.g. "FREQ=YEARLY;BYMONTH=8;BYDAY=1FR". */
  rrule: string | null;
  /** The rule's DTSTART. */
  rruleStart: string | null;
  /** The rule's editions count as confirmed. */
  rruleFixed: boolean;
  /** Days each edition of the rule lasts. */
  durationDays: number;
}

export interface Occurrence {
  startDate: string;
  /** Null for a single day. */
  endDate: string | null;
  confirmed: boolean;
  /** Stored (an editor or the seed wrote it) or added by the rule. */
  source: "stored" | "rule";
}

/** The frequencies an editor may use: a rule that fires daily is not an event calendar. */
const ALLOWED_FREQ = /^FREQ=(YEARLY|MONTHLY|WEEKLY)(;|$)/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/** How far ahead a rule is searched for a next edition. */
const HORIZON_YEARS = 6;

function toDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  return toIso(new Date(toDate(iso).getTime() + days * DAY_MS));
}

function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

/** The last day of an edition. */
export function lastDay(occurrence: Pick<Occurrence, "startDate" | "endDate">): string {
  return occurrence.endDate ?? occurrence.startDate;
}

/**
 * Why a rule cannot be used, or undefined when it is fine. The rule is parsed by the rrule
 * library; COUNT and UNTIL are allowed, DTSTART belongs in its own field.
 */
export function ruleProblem(rrule: string, start: string | null): string | undefined {
  if (!ALLOWED_FREQ.test(rrule)) {
    return "The rule must start with FREQ=YEARLY, FREQ=MONTHLY or FREQ=WEEKLY.";
  }
  if (/DTSTART|RRULE:/i.test(rrule)) return "Give the rule without RRULE: or DTSTART.";
  if (!start || !ISO_DATE.test(start)) return "A rule needs its first date (YYYY-MM-DD).";
  try {
    const rule = parseRule(rrule, start);
    if (!rule.after(toDate(start), true)) return "The rule gives no date at all.";
  } catch (error) {
    return `The rule cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  return undefined;
}

const parsed = new Map<string, InstanceType<typeof RRule>>();

function parseRule(rrule: string, start: string) {
  const key = `${start}|${rrule}`;
  let rule = parsed.get(key);
  if (!rule) {
    rule = new RRule({ ...RRule.parseString(rrule), dtstart: toDate(start) });
    // A handful of events: a small cache that is simply emptied when it grows.
    if (parsed.size > 500) parsed.clear();
    parsed.set(key, rule);
  }
  return rule;
}

function ruleOf(recurrence: Recurrence) {
  const { rrule, rruleStart } = recurrence;
  if (!rrule || !rruleStart || ruleProblem(rrule, rruleStart)) return undefined;
  return parseRule(rrule, rruleStart);
}

/** The rule's edition nearest to `date` (ties go to the earlier one). */
function nearestInstance(rule: InstanceType<typeof RRule>, date: string): string | undefined {
  const at = toDate(date);
  const before = rule.before(at, true);
  const after = rule.after(at, true);
  if (!before) return after ? toIso(after) : undefined;
  if (!after) return toIso(before);
  return at.getTime() - before.getTime() <= after.getTime() - at.getTime()
    ? toIso(before)
    : toIso(after);
}

/**
 * Every edition that overlaps `from`…`to` (inclusive), earliest first: the stored ones, and the
 * rule's that no stored edition replaces.
 */
export function occurrencesBetween(
  recurrence: Recurrence,
  stored: readonly StoredOccurrence[],
  from: string,
  to: string,
): Occurrence[] {
  const result: Occurrence[] = stored
    .filter((occurrence) => occurrence.startDate <= to && lastDay(occurrence) >= from)
    .map(({ startDate, endDate, confirmed }) => ({
      startDate,
      endDate,
      confirmed,
      source: "stored" as const,
    }));
  const rule = ruleOf(recurrence);
  if (rule) {
    const length = Math.max(1, recurrence.durationDays);
    const replaced = new Set(
      stored.map((occurrence) => nearestInstance(rule, occurrence.startDate)),
    );
    for (const instance of rule.between(toDate(addDays(from, 1 - length)), toDate(to), true)) {
      const startDate = toIso(instance);
      if (replaced.has(startDate)) continue;
      result.push({
        startDate,
        endDate: length > 1 ? addDays(startDate, length - 1) : null,
        confirmed: recurrence.rruleFixed,
        source: "rule",
      });
    }
  }
  return result.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/**
 * The edition a visitor should see on `today`: the one under way or the next to come; when
 * there is none (a one-off event that is over), the last one, which pages show as past.
 * Undefined only for an event with no date at all.
 */
export function currentOccurrence(
  recurrence: Recurrence,
  stored: readonly StoredOccurrence[],
  today: string,
): Occurrence | undefined {
  const horizon = addDays(today, HORIZON_YEARS * 366);
  const [next] = occurrencesBetween(recurrence, stored, today, horizon);
  if (next) return next;
  const last = [...stored].sort((a, b) => lastDay(a).localeCompare(lastDay(b))).at(-1);
  if (last) {
    return {
      startDate: last.startDate,
      endDate: last.endDate,
      confirmed: last.confirmed,
      source: "stored",
    };
  }
  const rule = ruleOf(recurrence);
  const previous = rule?.before(toDate(today), true);
  if (!previous) return undefined;
  const startDate = toIso(previous);
  const length = Math.max(1, recurrence.durationDays);
  return {
    startDate,
    endDate: length > 1 ? addDays(startDate, length - 1) : null,
    confirmed: recurrence.rruleFixed,
    source: "rule",
  };
}

/** Days an edition lasts, counting both ends (a single day is 1). */
export function durationOf(occurrence: Pick<Occurrence, "startDate" | "endDate">): number {
  return daysBetween(occurrence.startDate, lastDay(occurrence)) + 1;
}
