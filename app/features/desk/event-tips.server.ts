import { randomBytes } from "node:crypto";
import { audit } from "../../db/audit.server.ts";
import type { Database } from "../../db/client.server.ts";
import {
  decideProposal,
  declineTip,
  type EventTipProposal,
  pendingProposals,
  tipForEvent,
  tipPublished,
} from "../../db/event-tips.server.ts";
import {
  ContentError,
  type DeskEvent,
  getDeskEvent,
  saveEventOccurrence,
  unpublishEvent,
  updateEvent,
} from "../../db/events.server.ts";
import { formatKosovoDateTime } from "../../lib/kosovo-time.ts";
import { maskEmail } from "../../lib/mask.ts";
import { tipDeclinedMail, tipPublishedMail } from "../../mail/event-tip-mails.server.tsx";
import { wakeMailService } from "../../mail/service.server.ts";
import type { Editor } from "./event-actions.server.ts";

/**
 * The desk's side of organisers' event tips (issue 19 items 3, 8; decision 095): what the event
 * page shows of a tip and of its organiser's proposals (as a difference against the live event),
 * the mail to the organiser once the event is published, declining a tip with a reason, and
 * applying or dismissing a proposal. Every decision is in the audit log.
 */

const actorOf = (staff: Editor) => ({ id: staff.id, label: staff.email });

/** The fields an organiser can propose, with the desk's name for each. */
export const PROPOSAL_FIELDS = {
  name: "Name",
  description: "Description",
  startDate: "First day",
  endDate: "Last day",
  startTime: "Start time",
  town: "Town",
  venue: "Venue",
  link: "Website",
} as const;
export type ProposalField = keyof typeof PROPOSAL_FIELDS;

/** The live event's values of the fields an organiser can propose. */
export function liveValues(event: DeskEvent): Record<ProposalField, string> {
  const { record, current } = event;
  return {
    name: record.name,
    description: record.description,
    startDate: current?.startDate ?? "",
    endDate: current?.endDate ?? "",
    startTime: record.startTime,
    town: record.town,
    venue: record.location,
    link: record.website ?? "",
  };
}

export interface ProposalView {
  id: number;
  kind: EventTipProposal["kind"];
  note: string | null;
  createdAt: string;
  changes: { field: string; live: string; proposed: string }[];
}

function proposalView(proposal: EventTipProposal, live: Record<ProposalField, string>) {
  return {
    id: proposal.id,
    kind: proposal.kind,
    note: proposal.note,
    createdAt: formatKosovoDateTime(proposal.createdAt),
    changes: Object.entries(proposal.changes)
      .filter((entry): entry is [ProposalField, string] => entry[0] in PROPOSAL_FIELDS)
      .map(([field, proposed]) => ({
        field: PROPOSAL_FIELDS[field],
        live: live[field] || "—",
        proposed: proposed || "—",
      })),
  };
}

/** What the event page shows of a tip: the organiser, the tip as sent, the waiting proposals. */
export async function tipPanel(db: Database, event: DeskEvent) {
  const tip = await tipForEvent(db, event.record.id);
  if (!tip) return null;
  const live = liveValues(event);
  return {
    status: tip.status,
    organiserName: tip.organiserName,
    organiserEmail: tip.organiserEmail,
    locale: tip.locale,
    sentAt: formatKosovoDateTime(tip.createdAt),
    asSent: [
      `${tip.startDate}${tip.endDate ? ` to ${tip.endDate}` : ""} at ${tip.startTime}`,
      `${tip.venue ? `${tip.venue}, ` : ""}${tip.town}`,
      tip.link ?? "no website given",
      tip.description,
    ],
    proposals: (await pendingProposals(db, event.record.id)).map((p) => proposalView(p, live)),
  };
}

/**
 * After a publication (now or scheduled): a tip's organiser gets the "published" e-mail with
 * the private link, once; for a scheduled one it leaves when the event goes public.
 */
export async function afterPublication(db: Database, staff: Editor, eventId: number, at?: Date) {
  const manageToken = randomBytes(24).toString("base64url");
  const tip = await tipPublished(
    db,
    eventId,
    manageToken,
    (row) => tipPublishedMail(row, manageToken),
    { notBefore: at },
  );
  if (!tip) return;
  await audit(db, {
    actor: actorOf(staff),
    action: "event-tip.published",
    entity: { type: "event", id: eventId },
    details: {
      tip: tip.id,
      organiser: tip.organiserEmail ? maskEmail(tip.organiserEmail) : "erased",
    },
  });
  wakeMailService();
}

export type TipOutcome = { ok: true; message: string } | { ok: false; message: string };

/** "Decline tip": the reason (3–1,000 characters) is e-mailed; the draft is deleted. */
export async function declineTipFromForm(
  db: Database,
  staff: Editor,
  eventId: number,
  form: FormData,
): Promise<TipOutcome> {
  const reason = String(form.get("reason") ?? "").trim();
  if (reason.length < 3 || reason.length > 1000) {
    return { ok: false, message: "Give the organiser a reason (3 to 1,000 characters)." };
  }
  const tip = await declineTip(db, eventId, reason, tipDeclinedMail, { author: staff.email });
  if (!tip) {
    return {
      ok: false,
      message: "Only a tip whose event is still a draft can be declined: unpublish it first.",
    };
  }
  await audit(db, {
    actor: actorOf(staff),
    action: "event-tip.declined",
    entity: { type: "event", id: eventId },
    details: {
      tip: tip.id,
      reason,
      organiser: tip.organiserEmail ? maskEmail(tip.organiserEmail) : "erased",
    },
  });
  wakeMailService();
  return { ok: true, message: "Tip declined: the organiser is told why." };
}

/** Applies a proposal to the live event through the events data layer, or dismisses it. */
export async function proposalFromForm(
  db: Database,
  staff: Editor,
  eventId: number,
  form: FormData,
): Promise<TipOutcome> {
  const id = Number(form.get("proposal"));
  const apply = form.get("intent") === "proposal-apply";
  const proposal = (await pendingProposals(db, eventId)).find((p) => p.id === id);
  const event = await getDeskEvent(db, eventId);
  if (!proposal || !event) return { ok: false, message: "That proposal was decided already." };
  if (apply) {
    try {
      await applyProposal(db, staff, event, proposal);
    } catch (error) {
      if (error instanceof ContentError) {
        const detail = error.issues.map((issue) => issue.message).join("; ");
        return {
          ok: false,
          message: `Not applied: ${detail || error.message}. Edit the event instead.`,
        };
      }
      throw error;
    }
  }
  await decideProposal(db, id, apply ? "applied" : "dismissed", staff.email);
  await audit(db, {
    actor: actorOf(staff),
    action: apply ? "event-tip.proposal-applied" : "event-tip.proposal-dismissed",
    entity: { type: "event", id: eventId },
    details: { proposal: id, kind: proposal.kind, changes: proposal.changes },
  });
  return { ok: true, message: apply ? "Proposal applied to the event." : "Proposal dismissed." };
}

async function applyProposal(
  db: Database,
  staff: Editor,
  event: DeskEvent,
  proposal: EventTipProposal,
) {
  const options = { author: staff.email };
  const id = event.record.id;
  if (proposal.kind === "cancel") {
    await unpublishEvent(db, id, options);
    return;
  }
  const changes = proposal.changes;
  const dates = changes.startDate !== undefined || changes.endDate !== undefined;
  if (proposal.kind === "reconfirm" || dates) {
    const live = liveValues(event);
    await saveEventOccurrence(
      db,
      id,
      {
        startDate: changes.startDate ?? live.startDate,
        endDate: (changes.endDate ?? live.endDate) || null,
        confirmed: true,
        // An update moves the current edition; a re-confirmation adds the next one.
        ...(proposal.kind === "update" && event.current
          ? { replaces: event.current.startDate }
          : {}),
      },
      options,
    );
  }
  if (proposal.kind !== "update") return;
  const patch: Record<string, unknown> = {};
  if (changes.name !== undefined) patch.name = changes.name;
  if (changes.description !== undefined) {
    const text = changes.description;
    patch.description = text.length <= 240 ? text : `${text.slice(0, 237).trimEnd()}…`;
    patch.details = text.split(/\n{2,}/).slice(0, 10);
  }
  if (changes.startTime !== undefined) patch.startTime = changes.startTime;
  if (changes.town !== undefined) patch.town = changes.town;
  if (changes.venue !== undefined)
    patch.location = changes.venue || changes.town || event.record.town;
  if (changes.link !== undefined) patch.website = changes.link || null;
  if (Object.keys(patch).length > 0) await updateEvent(db, id, patch, options);
}
