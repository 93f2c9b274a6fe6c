import { asc, eq, lt, sql } from "drizzle-orm";
import { generalInfoMeta } from "../content/general-info.ts";
import { planMeta } from "../content/plan.ts";
import type { Source } from "../content/schema.ts";
import { transportMeta } from "../content/transport.ts";
import { travelGuides } from "../content/travel-guides.ts";
import { paths } from "../lib/paths.ts";
import { type AuditActor, audit } from "./audit.server.ts";
import type { Database } from "./client.server.ts";
import { resolveReportsOfPages } from "./recheck-reports.server.ts";
import { practicalFacts } from "./schema.ts";

/**
 * Practical facts (issue 18 item 6): entry rules, fares and prices, opening hours, emergency
 * numbers. Each has an owner and the day it was last compared with its source; the desk's
 * re-check queue lists those checked more than six months ago. The seed takes the first dates
 * from the content's own "last checked" and sources (issue 16) and never overwrites a check
 * made in the desk.
 */

export type PracticalFact = typeof practicalFacts.$inferSelect;

/** A fact is due for a re-check this many months after it was last checked. */
export const RECHECK_MONTHS = 6;

const newest = (sources: readonly Source[]) =>
  sources.reduce((latest, source) => (source.checked > latest ? source.checked : latest), "");

/** The facts the content states, with the dates and sources it gives for them. */
export function contentFacts(): (typeof practicalFacts.$inferInsert)[] {
  const guide = (type: string, title: string) => {
    const found = travelGuides.find((entry) => entry.type === type);
    if (!found) throw new Error(`no travel guide ${type}`);
    return {
      key: `travel-guide:${type}`,
      title,
      path: paths.plan(type),
      lastChecked: newest(found.sources),
      sourceUrl: found.sources[0]?.url ?? null,
    };
  };
  const emergencySource = generalInfoMeta.sources.find((source) =>
    /emergency/i.test(source.title ?? source.url),
  );
  return [
    guide("visa", "Entry rules and visas"),
    guide("transportation", "Getting here: flights, buses and fares"),
    guide("accommodation", "Accommodation prices"),
    {
      key: "page:transport",
      title: "Transport: bus fares, taxis, border crossings",
      path: paths.transport(),
      lastChecked: transportMeta.lastChecked,
      sourceUrl: transportMeta.sources[0]?.url ?? null,
    },
    {
      key: "page:emergency",
      title: "Emergency numbers",
      path: paths.emergency(),
      lastChecked: emergencySource?.checked ?? generalInfoMeta.lastChecked,
      sourceUrl: emergencySource?.url ?? null,
    },
    {
      key: "page:general",
      title: "Money, health, safety and SIM cards",
      path: paths.generalInfo(),
      lastChecked: generalInfoMeta.lastChecked,
      sourceUrl: generalInfoMeta.sources[0]?.url ?? null,
    },
    {
      key: "page:plan-costs",
      title: "Trip costs: nights, meals, bus rides, entry tickets",
      path: paths.plan(),
      lastChecked: planMeta.lastChecked,
      sourceUrl: planMeta.sources[0]?.url ?? null,
    },
  ];
}

type Writer = Pick<Database, "insert">;

/** Adds the content's facts that the database does not have yet. */
export async function seedPracticalFacts(db: Writer): Promise<void> {
  await db.insert(practicalFacts).values(contentFacts()).onConflictDoNothing();
}

/** The day six months before `today` (both `YYYY-MM-DD`). */
export function recheckCutoff(today: string): string {
  const [year = 1970, month = 1, day = 1] = today.split("-").map(Number);
  const cutoff = new Date(Date.UTC(year, month - 1 - RECHECK_MONTHS, 1));
  const last = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0));
  cutoff.setUTCDate(Math.min(day, last.getUTCDate()));
  return cutoff.toISOString().slice(0, 10);
}

export function listPracticalFacts(db: Database): Promise<PracticalFact[]> {
  return db
    .select()
    .from(practicalFacts)
    .orderBy(asc(practicalFacts.lastChecked), asc(practicalFacts.key));
}

/** The re-check queue: last checked more than six months before `today`, oldest first. */
export function recheckQueue(db: Database, today: string): Promise<PracticalFact[]> {
  return db
    .select()
    .from(practicalFacts)
    .where(lt(practicalFacts.lastChecked, recheckCutoff(today)))
    .orderBy(asc(practicalFacts.lastChecked), asc(practicalFacts.key));
}

export class FactProblem extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string>) {
    super(message);
    this.name = "FactProblem";
    this.fields = fields;
  }
}

/** The public page a fact is stated on (its path without the section): what flags point at. */
export const factPage = (fact: Pick<PracticalFact, "path">) => fact.path.split("#")[0] ?? fact.path;

/**
 * Marks a fact re-checked today: a note or a source is required (what was compared), and the
 * audit log keeps the entry before and after. With `closeReports`, the visitors' open flags
 * about the fact's page are closed with it (decision 113), and the audit entry counts them.
 */
export async function markFactChecked(
  db: Database,
  key: string,
  input: { note: string; sourceUrl: string; today: string; closeReports?: boolean },
  actor: AuditActor,
): Promise<PracticalFact> {
  const note = input.note.trim();
  const sourceUrl = input.sourceUrl.trim();
  const fields: Record<string, string> = {};
  if (sourceUrl && !/^https?:\/\/\S+$/.test(sourceUrl)) {
    fields.sourceUrl = "Give the source as a web address starting with https://";
  }
  if (!note && !sourceUrl) fields.note = "Say what you compared it with: a note or a source";
  if (note.length > 1000) fields.note = "Keep the note under 1,000 characters";
  if (Object.keys(fields).length) throw new FactProblem("Some fields need correcting", fields);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(practicalFacts)
      .where(eq(practicalFacts.key, key))
      .for("update");
    if (!before) throw new FactProblem("There is no such fact.", {});
    const [after] = await tx
      .update(practicalFacts)
      .set({
        lastChecked: input.today,
        note: note || null,
        sourceUrl: sourceUrl || before.sourceUrl,
        checkedBy: actor.label,
        updatedAt: sql`now()`,
      })
      .where(eq(practicalFacts.key, key))
      .returning();
    if (!after) throw new Error("the fact vanished");
    const closed = input.closeReports
      ? await resolveReportsOfPages(tx, [factPage(after)], actor.label)
      : [];
    await audit(tx, {
      actor,
      action: "fact.checked",
      entity: { type: "fact", id: key },
      before,
      after,
      details: closed.length ? { reportsClosed: closed.map((report) => report.id) } : undefined,
    });
    return after;
  });
}

/** Gives a fact an owner (a desk admin or editor's address), or none with "". */
export async function assignFactOwner(
  db: Database,
  key: string,
  owner: string,
  actor: AuditActor,
): Promise<PracticalFact> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(practicalFacts)
      .where(eq(practicalFacts.key, key))
      .for("update");
    if (!before) throw new FactProblem("There is no such fact.", {});
    const [after] = await tx
      .update(practicalFacts)
      .set({ owner: owner || null, updatedAt: sql`now()` })
      .where(eq(practicalFacts.key, key))
      .returning();
    if (!after) throw new Error("the fact vanished");
    await audit(tx, {
      actor,
      action: "fact.owner-assigned",
      entity: { type: "fact", id: key },
      before: { owner: before.owner },
      after: { owner: after.owner },
    });
    return after;
  });
}
