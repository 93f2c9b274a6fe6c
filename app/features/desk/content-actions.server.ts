import { redirect } from "react-router";
import { type AuditActor, audit } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import { relayedContentChange } from "../../db/content-changes.server.ts";
import {
  ContentError,
  type RevisionSummary,
  type WriteOptions,
} from "../../db/content-store.server.ts";
import {
  formatKosovoClock,
  formatKosovoDateTime,
  type KosovoMoment,
  kosovoMomentProblem,
  parseKosovoLocal,
} from "../../lib/kosovo-time.ts";
import { CONTENT_ACTIONS, loadRevisions, type ScheduleEntry } from "./content-ui.tsx";
import type { FieldErrors } from "./event-form-shared.ts";
import type { Staff } from "./staff.server.ts";

/**
 * What the desk does with the posted forms every content type shares (issue 18 items 3, 7;
 * docs/decisions/053): publish, unpublish, schedule, delete after confirmation, restore a
 * version. A content type names its data layer's functions in a `DeskContentKind`; each function
 * here calls them, writes the audit entry (`<auditPrefix>.<verb>`) and answers with what the page
 * shows: a success, or a message (a conflict says so).
 */

export type Editor = Pick<Staff, "id" | "email">;

export interface DeskContentKind {
  /** The audit log's entity type (the revisions' too): "blog-post". */
  entity: string;
  /** The audit actions' prefix: "blog" gives "blog.published". */
  auditPrefix: string;
  /** What editors call one: "blog post". */
  noun: string;
  publish: (db: Database, id: number, options: WriteOptions) => Promise<number>;
  unpublish: (db: Database, id: number, options: WriteOptions) => Promise<number>;
  schedule: (db: Database, id: number, at: Date, options: WriteOptions) => Promise<number>;
  remove: (db: Database, id: number, options: WriteOptions) => Promise<void>;
  listRevisions: (db: Database, id: number) => Promise<RevisionSummary[]>;
  getRevision: (
    db: Database,
    id: number,
    version: number,
  ) => Promise<{ data: unknown } | undefined>;
  restore: (db: Database, id: number, version: number, options: WriteOptions) => Promise<number>;
  /** The differences between two versions (the history's compare), when the kind has a history page. */
  compareRevisions?: (
    db: Database,
    id: number,
    from: number,
    to: number,
  ) => Promise<{ field: string; before: unknown; after: unknown }[] | undefined>;
}

export const actorOf = (staff: Editor): AuditActor => ({ id: staff.id, label: staff.email });

/** The version the form was loaded at, when it says. */
export function expectedVersion(form: FormData): number | undefined {
  const value = Number(form.get("expectedVersion"));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Whether a save made a new version (a save that changed nothing keeps the one it had). */
export function savedNewVersion(version: number, form: FormData): boolean {
  return version !== expectedVersion(form);
}

/**
 * The status line after a save (issue 29 item 2): the version it made, or that nothing changed.
 * `what` is the start of the sentence ("Your changes are saved").
 */
export function savedMessage(
  version: number,
  form: FormData,
  what = "Your changes are saved",
  after = "",
): string {
  return savedNewVersion(version, form)
    ? `${what} as version ${version}.${after}`
    : `Nothing changed: this is still version ${version}.`;
}

/** Adds `<prefix>.<action>` to the audit log for one item. */
export async function recordChange(
  db: Database,
  staff: Editor,
  kind: Pick<DeskContentKind, "entity" | "auditPrefix">,
  id: number,
  action: string,
  details: Record<string, unknown> = {},
  change: { before?: unknown; after?: unknown } = {},
) {
  await audit(db, {
    actor: actorOf(staff),
    action: `${kind.auditPrefix}.${action}`,
    entity: { type: kind.entity, id },
    details,
    ...change,
  });
}

export type SimpleOutcome =
  | { ok: true; message: string; version?: number }
  | {
      ok: false;
      message: string;
      errors?: FieldErrors;
      conflict?: boolean;
      /** A refused schedule: what was typed, and the two moments of an autumn hour to choose from. */
      schedule?: ScheduleEntry;
    };

/** A refused write as the page says it; anything but a ContentError is a real failure. */
export function refusal(error: unknown, noun: string): SimpleOutcome {
  if (!(error instanceof ContentError)) throw error;
  if (error.code === "conflict") {
    return {
      ok: false,
      conflict: true,
      message: `Someone else saved this ${noun} after you opened it, so this was not done. The page now shows their version: check it and try again.`,
    };
  }
  if (error.code === "not-found") return { ok: false, message: `This ${noun} no longer exists.` };
  const errors: FieldErrors = {};
  for (const issue of error.issues) errors[issue.path.split(".")[0] ?? "form"] ??= issue.message;
  return { ok: false, errors, message: Object.values(errors)[0] ?? error.message };
}

/** A translation refused because someone saved the item meanwhile: what the page says. */
export const translationConflict = (noun: string) =>
  `Someone else saved this ${noun} after you opened it, so your translation was not saved. What you typed is still in the form below; the English changes above are up to date.`;

/**
 * What the desk can truthfully say once a publication's change was applied: this server has
 * dropped the pages it affects; the others apply it when they hear of it (NOTIFY or Redis,
 * within milliseconds) or at their next check (at most 5 s).
 */
export async function liveMessage(intent: "publish" | "unpublish"): Promise<string> {
  const change = await relayedContentChange();
  const what = intent === "publish" ? "Published" : "Unpublished";
  if (!change) return `${what}. Visitors see the change on their next request.`;
  return `${what}: live on this server at ${formatKosovoClock(new Date())}; the other app servers follow within 5 seconds.`;
}

/** Publish, unpublish or schedule; after a publication, when it is live. */
export async function publicationFromForm(
  db: Database,
  staff: Editor,
  kind: DeskContentKind,
  id: number,
  form: FormData,
): Promise<SimpleOutcome> {
  const intent = String(form.get("intent"));
  const options = { author: staff.email, expectedVersion: expectedVersion(form) };
  try {
    if (intent === "publish" || intent === "unpublish") {
      const version = await kind[intent](db, id, options);
      await recordChange(db, staff, kind, id, `${intent}ed`, { version });
      return { ok: true, version, message: await liveMessage(intent) };
    }
    if (intent === "schedule") {
      const typed = String(form.get("publishAt") ?? "").trim();
      const moment = parseKosovoLocal(typed, String(form.get("publishAtOffset") ?? ""));
      if (!moment.ok) return scheduleRefusal(typed, moment);
      const at = moment.at;
      try {
        const version = await kind.schedule(db, id, at, options);
        await recordChange(db, staff, kind, id, "scheduled", {
          version,
          publishAt: at.toISOString(),
        });
        return {
          ok: true,
          version,
          message: `Scheduled: visitors see it from ${formatKosovoDateTime(at)}.`,
        };
      } catch (error) {
        const refused = refusal(error, kind.noun);
        return refused.ok ? refused : { ...refused, schedule: { value: typed } };
      }
    }
  } catch (error) {
    return refusal(error, kind.noun);
  }
  return { ok: false, message: "Choose what to do with the buttons on the page." };
}

/** A moment the schedule cannot take, said beside the field, with the typed value kept. */
function scheduleRefusal(
  typed: string,
  moment: Exclude<KosovoMoment, { ok: true }>,
): SimpleOutcome {
  const message = kosovoMomentProblem(moment);
  const choices =
    moment.problem === "ambiguous"
      ? moment.choices.map((choice) => ({
          offset: choice.offset,
          label: `${formatKosovoDateTime(choice.at)}${choice === moment.choices[0] ? ", the first" : ", an hour later"}`,
        }))
      : undefined;
  return {
    ok: false,
    message,
    errors: { publishAt: message },
    schedule: { value: typed, choices },
  };
}

/** Deletes after the confirmation step (its revisions stay, so it can be restored). */
export async function removalFromForm(
  db: Database,
  staff: Editor,
  kind: DeskContentKind,
  id: number,
  form: FormData,
): Promise<SimpleOutcome> {
  if (form.get("confirm") !== "yes") {
    return { ok: false, message: "Confirm the deletion with the button on the confirmation page." };
  }
  try {
    await kind.remove(db, id, { author: staff.email, expectedVersion: expectedVersion(form) });
    await recordChange(db, staff, kind, id, "deleted");
    return { ok: true, message: `The ${kind.noun} is deleted. Its history is kept.` };
  } catch (error) {
    return refusal(error, kind.noun);
  }
}

/**
 * Restores a version (or the one before the newest) as a new version, and writes the audit
 * entry with the content before and after.
 */
export async function restorationFromForm(
  db: Database,
  staff: Editor,
  kind: DeskContentKind,
  id: number,
  form: FormData,
): Promise<SimpleOutcome> {
  try {
    const revisions = await kind.listRevisions(db, id);
    const latest = revisions[0];
    const requested = Number(form.get("version"));
    const target = Number.isInteger(requested) && requested > 0 ? requested : revisions[1]?.version;
    if (!latest || !target) {
      return { ok: false, message: `This ${kind.noun} has no earlier version to restore.` };
    }
    const before = await kind.getRevision(db, id, latest.version);
    const version = await kind.restore(db, id, target, { author: staff.email });
    const after = await kind.getRevision(db, id, version);
    await recordChange(
      db,
      staff,
      kind,
      id,
      "restored",
      { version, restoredVersion: target },
      { before: before?.data ?? null, after: after?.data ?? null },
    );
    return {
      ok: true,
      version,
      message: `Version ${target} is restored as version ${version}. The ${kind.noun} keeps its publication status.`,
    };
  } catch (error) {
    return refusal(error, kind.noun);
  }
}

/** An item's history page: its versions, and the two the query names compared. */
export async function historyOf(
  db: Database,
  kind: DeskContentKind,
  id: number,
  query: URLSearchParams,
) {
  const history = await loadRevisions(
    query,
    await kind.listRevisions(db, id),
    async (from, to) => kind.compareRevisions?.(db, id, from, to),
    CONTENT_ACTIONS,
  );
  return { id, ...history };
}

/**
 * The actions of an item's edit page: delete (after confirmation; then to `listPath`),
 * publish, unpublish, schedule, or save its English form with `save`.
 */
export async function editPageAction<Saved extends object>(
  db: Database,
  staff: Editor,
  kind: DeskContentKind,
  id: number,
  form: FormData,
  listPath: string,
  save: () => Promise<Saved>,
) {
  const intent = String(form.get("intent") ?? "save");
  if (intent === "delete") {
    const outcome = await removalFromForm(db, staff, kind, id, form);
    if (outcome.ok) throw redirect(`${listPath}?done=deleted`);
    return { intent, ...outcome };
  }
  if (intent === "publish" || intent === "unpublish" || intent === "schedule") {
    return { intent, ...(await publicationFromForm(db, staff, kind, id, form)) };
  }
  return { intent: "save" as const, ...(await save()) };
}
