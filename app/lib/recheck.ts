/**
 * The "something here has changed" form on a place (issue 19 item 8): what it carries and its
 * checks, shared by the form and the server.
 */

export const RECHECK_REASONS = ["closed", "prices", "hours", "other"] as const;
export type RecheckReasonValue = (typeof RECHECK_REASONS)[number];
export const RECHECK_ENTITIES = ["attraction", "destination"] as const;
export type RecheckEntity = (typeof RECHECK_ENTITIES)[number];

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

export function checkRecheck(values: RecheckValues):
  | {
      ok: true;
      report: {
        entityType: RecheckEntity;
        entityId: number;
        reason: RecheckReasonValue;
        note: string | null;
      };
    }
  | { ok: false; errors: RecheckErrors; badTarget?: true } {
  const entityId = Number(values.entityId);
  const entityType = values.entityType as RecheckEntity;
  if (
    !RECHECK_ENTITIES.includes(entityType) ||
    !Number.isInteger(entityId) ||
    entityId < 1 ||
    entityId > 1_000_000
  ) {
    return { ok: false, errors: {}, badTarget: true };
  }
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
  return { ok: true, report: { entityType, entityId, reason, note: note || null } };
}
