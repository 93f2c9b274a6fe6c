import {
  and,
  asc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
} from "drizzle-orm";
import { hashToken } from "../lib/token-hash.server.ts";
import type { Database } from "./client.server.ts";
import { ERASED } from "./erasure.server.ts";
import { createEvent, deleteEvent, type EventCreateInput } from "./events.server.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.server.ts";
import { destinations, eventOccurrences, events, eventTipProposals, eventTips } from "./schema.ts";

/**
 * Event tips from organisers (issue 19 items 3 and 8): stored unconfirmed with the hash of a
 * confirmation token; confirming makes a draft event an editor checks, translates and publishes
 * (or declines, with a reason the organiser receives). A published tip's organiser holds a
 * private link to propose changes, which the desk applies after seeing them as a difference.
 * Every e-mail is queued in the same transaction as the change it reports.
 */

export type EventTip = typeof eventTips.$inferSelect;
export type EventTipProposal = typeof eventTipProposals.$inferSelect;

/** Confirmation links work this long. */
export const TIP_CONFIRM_DAYS = 7;
/** How long a declined tip is kept after the decision (with its reason, for questions). */
export const DECLINED_TIP_KEEP_DAYS = 30;
/** How long after its event's last day a published tip keeps the organiser's name and address. */
export const PUBLISHED_TIP_KEEP_DAYS = 365;

export interface NewTip {
  name: string;
  startDate: string;
  endDate: string | null;
  startTime: string;
  town: string;
  venue: string | null;
  description: string;
  link: string | null;
  organiserName: string;
  organiserEmail: string;
  locale: string;
}

/** Stores an unconfirmed tip and queues its confirmation e-mail, in one transaction. */
export async function submitTip(
  db: Database,
  tip: NewTip,
  confirmToken: string,
  mail: (tip: EventTip) => Promise<OutgoingMail>,
): Promise<EventTip> {
  const rendered = await mail({ ...placeholderRow(tip) });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(eventTips)
      .values({ ...tipColumns(tip), confirmTokenHash: hashToken(confirmToken) })
      .returning();
    if (!row) throw new Error("the tip was not stored");
    await enqueueMail(tx, rendered);
    return row;
  });
}

/** The columns of a new tip. */
function tipColumns(tip: NewTip) {
  return {
    name: tip.name,
    startDate: tip.startDate,
    endDate: tip.endDate,
    town: tip.town,
    description: tip.description,
    link: tip.link,
    organiserName: tip.organiserName,
    organiserEmail: tip.organiserEmail,
    locale: tip.locale,
    venue: tip.venue,
    startTime: tip.startTime,
  };
}

function placeholderRow(tip: NewTip): EventTip {
  return {
    ...tipColumns(tip),
    id: 0,
    status: "unconfirmed",
    confirmTokenHash: null,
    manageTokenHash: null,
    eventId: null,
    declineReason: null,
    createdAt: new Date(),
    confirmedAt: null,
    decidedAt: null,
  };
}

export type ConfirmOutcome =
  | { state: "confirmed"; tip: EventTip; eventId: number }
  | { state: "expired" | "invalid" };

/**
 * What `confirmTip` would do with `token`, changing nothing (decision 131): `ask` when it would
 * confirm, `expired` for a link past TIP_CONFIRM_DAYS, `invalid` otherwise.
 */
export async function tipConfirmation(
  db: Database,
  token: string,
  now = new Date(),
): Promise<"ask" | "expired" | "invalid"> {
  const oldest = new Date(now.getTime() - TIP_CONFIRM_DAYS * 86_400_000);
  const [tip] = await db
    .select({ status: eventTips.status, createdAt: eventTips.createdAt })
    .from(eventTips)
    .where(eq(eventTips.confirmTokenHash, hashToken(token)))
    .limit(1);
  if (!tip) return "invalid";
  if (tip.status !== "unconfirmed" || tip.createdAt <= oldest) return "expired";
  return "ask";
}

/**
 * Confirms the tip whose link carries `token`: claims it (a second click finds nothing), then
 * writes the draft event. Links older than TIP_CONFIRM_DAYS are refused.
 */
export async function confirmTip(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const oldest = new Date(now.getTime() - TIP_CONFIRM_DAYS * 86_400_000);
  const [claimed] = await db
    .update(eventTips)
    .set({ status: "confirmed", confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(eventTips.confirmTokenHash, hashToken(token)),
        eq(eventTips.status, "unconfirmed"),
        gt(eventTips.createdAt, oldest),
      ),
    )
    .returning();
  if (!claimed) {
    const [stale] = await db
      .select({ id: eventTips.id })
      .from(eventTips)
      .where(eq(eventTips.confirmTokenHash, hashToken(token)));
    return { state: stale ? "expired" : "invalid" };
  }
  try {
    const eventId = await createEvent(db, await draftFromTip(db, claimed), {
      author: `visitor tip ${claimed.id}`,
      now,
    });
    await db.update(eventTips).set({ eventId }).where(eq(eventTips.id, claimed.id));
    return { state: "confirmed", tip: { ...claimed, eventId }, eventId };
  } catch (error) {
    // The draft could not be written: the link works again once the fault is gone.
    await db
      .update(eventTips)
      .set({ status: "unconfirmed", confirmedAt: null, confirmTokenHash: hashToken(token) })
      .where(eq(eventTips.id, claimed.id));
    throw error;
  }
}

/** Where an unknown town is placed until the editor sets it: the middle of Kosovo. */
const KOSOVO_CENTRE = { latitude: 42.6, longitude: 20.9 };

/**
 * The draft event of a tip. What the organiser did not give (picture, category, map position of
 * an unknown town, street address) gets a neutral stand-in the desk points out; the draft is not
 * public until an editor has checked it.
 */
async function draftFromTip(db: Database, tip: EventTip): Promise<EventCreateInput> {
  const [place] = await db
    .select({ latitude: destinations.latitude, longitude: destinations.longitude })
    .from(destinations)
    .where(ilike(destinations.name, tip.town.replace(/[%_\\]/g, "")))
    .limit(1);
  const short =
    tip.description.length <= 240 ? tip.description : `${tip.description.slice(0, 237).trimEnd()}…`;
  const slugBase = `${tip.name}-${tip.startDate.slice(0, 4)}-tip-${tip.id}`;
  return {
    slug: slugBase
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(-80)
      .replace(/^-+/, ""),
    name: tip.name.padEnd(3, "."),
    description: short.length >= 20 ? short : tip.description.padEnd(20, "."),
    details: tip.description.split(/\n{2,}/).slice(0, 10),
    image: "/artwork/site/og-default.svg",
    imageAlt: `${tip.name}, ${tip.town}`.slice(0, 200),
    startTime: tip.startTime,
    location: (tip.venue ?? tip.town).padEnd(3, "."),
    address: `${tip.venue ? `${tip.venue}, ` : ""}${tip.town}, Kosovo`.slice(0, 160),
    town: tip.town,
    category: "Culture",
    latitude: place?.latitude ?? KOSOVO_CENTRE.latitude,
    longitude: place?.longitude ?? KOSOVO_CENTRE.longitude,
    website: tip.link,
    occurrences: [{ startDate: tip.startDate, endDate: tip.endDate, confirmed: true }],
  };
}

/** The tip an event was made from, if any. */
export async function tipForEvent(db: Database, eventId: number): Promise<EventTip | undefined> {
  const [tip] = await db.select().from(eventTips).where(eq(eventTips.eventId, eventId));
  return tip;
}

/** The ids of events that came from tips, for marking them in the desk's list. */
export async function eventsFromTips(db: Database, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .select({ eventId: eventTips.eventId })
    .from(eventTips)
    .where(inArray(eventTips.eventId, eventIds));
  return new Set(rows.map((row) => row.eventId).filter((id) => id !== null));
}

/**
 * After the editor published a tip's event: marks it published, gives its organiser a private
 * link and queues the "published" e-mail, once (a second publish sends nothing).
 */
export async function tipPublished(
  db: Database,
  eventId: number,
  manageToken: string,
  mail: (tip: EventTip) => Promise<OutgoingMail>,
  options: { now?: Date; notBefore?: Date } = {},
): Promise<EventTip | undefined> {
  const tip = await tipForEvent(db, eventId);
  if (tip?.status !== "confirmed") return undefined;
  // An erased address gets no mail (decision 111).
  const rendered = tip.organiserEmail ? await mail(tip) : undefined;
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventTips)
      .set({ status: "published", decidedAt: now, manageTokenHash: hashToken(manageToken) })
      .where(and(eq(eventTips.id, tip.id), eq(eventTips.status, "confirmed")))
      .returning();
    // A scheduled publication's mail leaves when the event goes public.
    if (row && rendered) await enqueueMail(tx, rendered, options.notBefore);
    return row;
  });
}

/**
 * Declines a confirmed tip: its draft event is deleted (its history stays), the reason is kept
 * and the organiser receives it by e-mail.
 */
export async function declineTip(
  db: Database,
  eventId: number,
  reason: string,
  mail: (tip: EventTip) => Promise<OutgoingMail>,
  options: { author?: string; now?: Date } = {},
): Promise<EventTip | undefined> {
  const tip = await tipForEvent(db, eventId);
  if (tip?.status !== "confirmed") return undefined;
  const [event] = await db
    .select({ status: events.status })
    .from(events)
    .where(eq(events.id, eventId));
  if (event && event.status !== "draft") return undefined;
  const rendered = tip.organiserEmail ? await mail({ ...tip, declineReason: reason }) : undefined;
  const declined = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventTips)
      .set({ status: "declined", declineReason: reason, decidedAt: options.now ?? new Date() })
      .where(and(eq(eventTips.id, tip.id), eq(eventTips.status, "confirmed")))
      .returning();
    if (row && rendered) await enqueueMail(tx, rendered);
    return row;
  });
  if (declined && event) await deleteEvent(db, eventId, { author: options.author ?? null });
  return declined;
}

/** The published tip a private link belongs to. */
export async function tipByManageToken(db: Database, token: string): Promise<EventTip | undefined> {
  const [tip] = await db
    .select()
    .from(eventTips)
    .where(and(eq(eventTips.manageTokenHash, hashToken(token)), eq(eventTips.status, "published")));
  return tip?.eventId ? tip : undefined;
}

export type ProposalKind = "update" | "cancel" | "reconfirm";

/** Stores what an organiser proposes for their event, for an editor to see and decide. */
export async function proposeChange(
  db: Database,
  tip: EventTip,
  proposal: { kind: ProposalKind; changes: Record<string, string>; note: string | null },
): Promise<EventTipProposal> {
  if (!tip.eventId) throw new Error("the tip has no event");
  const [row] = await db
    .insert(eventTipProposals)
    .values({ tipId: tip.id, eventId: tip.eventId, ...proposal })
    .returning();
  if (!row) throw new Error("the proposal was not stored");
  return row;
}

/** An event's proposals waiting for an editor, oldest first. */
export function pendingProposals(db: Database, eventId: number): Promise<EventTipProposal[]> {
  return db
    .select()
    .from(eventTipProposals)
    .where(and(eq(eventTipProposals.eventId, eventId), eq(eventTipProposals.status, "pending")))
    .orderBy(asc(eventTipProposals.createdAt));
}

/** Marks a proposal applied or dismissed; false when someone decided it already. */
export async function decideProposal(
  db: Database,
  id: number,
  status: "applied" | "dismissed",
  by: string,
): Promise<EventTipProposal | undefined> {
  const [row] = await db
    .update(eventTipProposals)
    .set({ status, decidedAt: new Date(), decidedBy: by })
    .where(and(eq(eventTipProposals.id, id), eq(eventTipProposals.status, "pending")))
    .returning();
  return row;
}

/** Unconfirmed tips older than the link's life are deleted (PRODUCT B14: kept 7 days). */
export async function deleteStaleTips(db: Database, now = new Date()): Promise<number> {
  const oldest = new Date(now.getTime() - TIP_CONFIRM_DAYS * 86_400_000);
  const rows = await db
    .delete(eventTips)
    .where(and(eq(eventTips.status, "unconfirmed"), lt(eventTips.createdAt, oldest)))
    .returning({ id: eventTips.id });
  return rows.length;
}

/**
 * The tips' retention (run by the daily purge): a declined tip is deleted 30 days after the
 * decision (its proposals with it); a published one keeps the organiser's name and address, and
 * so the private link, while its event recurs by a rule or until a year after its last edition
 * (30 days after the decision if the event is gone), then they are erased, the link ends and its decided proposals
 * are deleted. The event itself stays as the editors keep it. Returns how many tips changed.
 */
export async function forgetOldTips(db: Database, now = new Date()): Promise<number> {
  const declinedBefore = new Date(now.getTime() - DECLINED_TIP_KEEP_DAYS * 86_400_000);
  const lastDayBefore = new Date(now.getTime() - PUBLISHED_TIP_KEEP_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return db.transaction(async (tx) => {
    const declined = await tx
      .delete(eventTips)
      .where(and(eq(eventTips.status, "declined"), lt(eventTips.decidedAt, declinedBefore)))
      .returning({ id: eventTips.id });
    // The event still has an edition within the year, or a rule that makes more of them.
    const stillOn = tx
      .select({ one: sql`1` })
      .from(events)
      .where(
        and(
          eq(events.id, eventTips.eventId),
          or(
            isNotNull(events.rrule),
            sql`exists (select 1 from ${eventOccurrences} where ${eventOccurrences.eventId} = ${events.id} and coalesce(${eventOccurrences.endDate}, ${eventOccurrences.startDate}) >= ${lastDayBefore})`,
          ),
        ),
      );
    const forgotten = await tx
      .update(eventTips)
      .set({ organiserName: ERASED, organiserEmail: null, manageTokenHash: null })
      .where(
        and(
          eq(eventTips.status, "published"),
          sql`${eventTips.organiserName} <> ${ERASED}`,
          or(
            and(isNull(eventTips.eventId), lt(eventTips.decidedAt, declinedBefore)),
            and(isNotNull(eventTips.eventId), notExists(stillOn)),
          ),
        ),
      )
      .returning({ id: eventTips.id });
    if (forgotten.length > 0) {
      await tx.delete(eventTipProposals).where(
        and(
          inArray(
            eventTipProposals.tipId,
            forgotten.map((row) => row.id),
          ),
          ne(eventTipProposals.status, "pending"),
        ),
      );
    }
    return declined.length + forgotten.length;
  });
}
