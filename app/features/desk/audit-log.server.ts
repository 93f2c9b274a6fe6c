import { type AuditFilter, auditActions, auditActors, searchAudit } from "../../db/audit.server.ts";
import { auditTargets } from "../../db/audit-targets.server.ts";
import type { Database } from "../../db/client.server.ts";
import { kosovoOffset } from "../../lib/dates.ts";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";

/**
 * The audit log's page (issue 29 item 7): filtered by person, action and the days from–to
 * (Kosovo time), all in the address so the plain GET form works without JavaScript; staff shown
 * by name; each entry linked to the item it concerns while that still exists; 50 a page.
 */

export const AUDIT_PAGE_SIZE = 50;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` moved by `days`, or undefined when it is not a calendar date. */
function shiftDay(day: string, days: number): string | undefined {
  const match = DAY.exec(day);
  if (!match) return undefined;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, date));
  if (at.toISOString().slice(0, 10) !== day) return undefined;
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/**
 * The moment a day starts in Kosovo. Clocks change at 02:00 or 03:00, so midnight has the
 * previous day's offset (`kosovoOffset` tells a day's offset at noon).
 */
function kosovoMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${kosovoOffset(shiftDay(day, -1) ?? day)}`);
}

/** "26 November 2026 at 10:02:15", Kosovo time. */
function kosovoSecond(at: Date): string {
  return formatKosovoDateTime(at, { seconds: true });
}

const WRITE_DATE = "Write the date as YYYY-MM-DD, e.g. 2026-11-26";

export async function auditLogPage(db: Database, url: URL) {
  const search = url.searchParams;
  const typed = {
    who: search.get("who") ?? "",
    action: search.get("action") ?? "",
    from: (search.get("from") ?? "").trim(),
    to: (search.get("to") ?? "").trim(),
  };
  const [actors, actions] = await Promise.all([auditActors(db), auditActions(db)]);
  const kinds = [...new Set(actions.map((action) => action.split(".")[0] ?? action))];
  const errors: Partial<Record<keyof typeof typed, string>> = {};
  const filter: AuditFilter = {};
  if (typed.who) {
    if (actors.some((actor) => actor.value === typed.who)) filter.who = typed.who;
    else errors.who = "Nobody by that name is in the log: choose a person from the list";
  }
  if (typed.action) {
    const known = typed.action.endsWith(".*")
      ? kinds.includes(typed.action.slice(0, -2))
      : actions.includes(typed.action);
    if (known) filter.action = typed.action;
    else errors.action = "That action is not in the log: choose one from the list";
  }
  const fromDay = typed.from ? shiftDay(typed.from, 0) : undefined;
  const toNext = typed.to ? shiftDay(typed.to, 1) : undefined;
  if (typed.from && !fromDay) errors.from = WRITE_DATE;
  if (typed.to && !toNext) errors.to = WRITE_DATE;
  if (fromDay && toNext && typed.to < typed.from) {
    errors.to = "The end date is before the start date";
  } else {
    if (fromDay) filter.from = kosovoMidnight(fromDay);
    if (toNext) filter.until = kosovoMidnight(toNext);
  }

  const asked = Math.max(1, Math.trunc(Number(search.get("page"))) || 1);
  let found = await searchAudit(db, filter, { page: asked, perPage: AUDIT_PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(found.total / AUDIT_PAGE_SIZE));
  const page = Math.min(asked, pages);
  if (page !== asked) found = await searchAudit(db, filter, { page, perPage: AUDIT_PAGE_SIZE });
  const target = await auditTargets(
    db,
    found.entries.map((entry) => ({ type: entry.entityType, id: entry.entityId })),
  );

  const query = new URLSearchParams();
  for (const key of ["who", "action", "from", "to"] as const) {
    if (typed[key] && !errors[key]) query.set(key, typed[key]);
  }
  return {
    filter: typed,
    errors,
    query: query.toString(),
    people: actors.map((actor) => ({
      value: actor.value,
      label: actor.name
        ? `${actor.name} (${actor.label})`
        : actor.value === actor.label
          ? actor.label
          : `${actor.label} (no longer on the staff)`,
    })),
    actions: kinds.map((kind) => ({
      kind,
      actions: actions.filter((action) => action.split(".")[0] === kind),
    })),
    page,
    pages,
    total: found.total,
    entries: found.entries.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      when: kosovoSecond(entry.at),
      who: { name: entry.actorName, label: entry.actor },
      action: entry.action,
      entity: `${entry.entityType} ${entry.entityId}`,
      target: target(entry.entityType, entry.entityId) ?? null,
      before: entry.before === null ? null : JSON.stringify(entry.before, null, 2),
      after: entry.after === null ? null : JSON.stringify(entry.after, null, 2),
      details: Object.keys(entry.details).length ? JSON.stringify(entry.details) : null,
    })),
  };
}
