/**
 * The "something here has changed" form on a place (issue 19 item 8): what it carries and its
 * checks, shared by the form and the server.
 */

export const RECHECK_REASONS = ["closed", "prices", "hours", "other"] as const;
export type RecheckReasonValue = (typeof RECHECK_REASONS)[number];
export const RECHECK_ENTITIES = ["attraction", "destination", "page"] as const;
export type RecheckEntity = (typeof RECHECK_ENTITIES)[number];
/**
 * The pages of the practical facts (app/db/practical-facts.server.ts) that carry the form too:
 * a flag there has the entity "page" and the page's path as its id (decision 113). The emergency
 * card stays as it is: a small page kept offline and printed.
 */
export const RECHECK_PAGES = ["/plan", "/about/transport", "/about/general"] as const;

/** Where a flag points: a place by id, or a practical facts' page by path. */
export type RecheckTarget =
  | { entityType: "attraction" | "destination"; entityId: number }
  | { entityType: "page"; pagePath: string };

export interface RecheckValues {
  entityType: string;
  entityId: string;
  reason: string;
  note: string;
}
export type RecheckErrors = Partial<Record<"reason" | "note", string>>;

export const RECHECK_NOTE_MAX = 1000;

export function recheckValues(input: Record<string, unknown>): RecheckValues {
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 4000) : "");
  return {
    entityType: text(input.entityType),
    entityId: text(input.entityId),
    reason: text(input.reason),
    note: text(input.note),
  };
}

export function recheckTarget(values: Pick<RecheckValues, "entityType" | "entityId">) {
  if (values.entityType === "page") {
    const page = RECHECK_PAGES.find((path) => path === values.entityId);
    return page ? ({ entityType: "page", pagePath: page } as const) : undefined;
  }
  const entityId = Number(values.entityId);
  if (
    (values.entityType !== "attraction" && values.entityType !== "destination") ||
    !Number.isInteger(entityId) ||
    entityId < 1 ||
    entityId > 1_000_000
  ) {
    return undefined;
  }
  return { entityType: values.entityType, entityId } as const;
}

export function checkRecheck(values: RecheckValues):
  | {
      ok: true;
      report: RecheckTarget & { reason: RecheckReasonValue; note: string | null };
    }
  | { ok: false; errors: RecheckErrors; badTarget?: true } {
  const target = recheckTarget(values);
  if (!target) return { ok: false, errors: {}, badTarget: true };
  const errors: RecheckErrors = {};
  const reason = values.reason as RecheckReasonValue;
  if (!RECHECK_REASONS.includes(reason)) errors.reason = "reason";
  const note = values.note
    .replace(/\r\n?/g, "\n")
    .replace(/[^\P{Cc}\n]|\p{Cf}/gu, "")
    .trim();
  if (note.length > RECHECK_NOTE_MAX) errors.note = "note";
  if (reason === "other" && note.length < 5) errors.note = "noteNeeded";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, report: { ...target, reason, note: note || null } };
}
