import { data, redirect } from "react-router";
import {
  confirmTip,
  pendingProposals,
  proposeChange,
  submitTip,
  tipByManageToken,
  tipConfirmation,
} from "../../db/event-tips.server.ts";
import { getDeskEvent } from "../../db/events.server.ts";
import { getDatabase, reportDatabaseError } from "../../db/instance.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import { todayInKosovo } from "../../lib/dates.ts";
import { checkTip, type TipErrors, type TipValues, tipValues } from "../../lib/event-tip.ts";
import { log } from "../../lib/log.server.ts";
import { maskEmail } from "../../lib/mask.ts";
import { paths } from "../../lib/paths.ts";
import { tipConfirmationMail } from "../../mail/event-tip-mails.server.tsx";
import { wakeMailService } from "../../mail/service.server.ts";
import { HONEYPOT_FIELD } from "./fields.ts";
import { newToken, readLinkToken } from "./hash.server.ts";
import {
  readSubmission,
  type ScreenOptions,
  screenEmail,
  screenSubmission,
  tooManyLinks,
} from "./screen.server.ts";

/**
 * POST /events/submit (issue 19 item 3; docs/decisions/095-event-tips.md). The kit screens the
 * post (size, honeypot, blocks, per-client limit, proof of work, per-address limit, links); then
 * the tip is stored unconfirmed and its confirmation e-mail queued, and the browser goes to
 * "check your e-mail". A refused form comes back with what was typed and a message per field; a
 * quietly dropped one (honeypot, blocked) gets the same "check your e-mail" as a stored one.
 * Tips skip the moderation queue: confirmed, they become draft events for the editors.
 */

export type TipFormState = {
  values: TipValues;
  errors: TipErrors;
  /** A problem of the whole form: a `contribute.tip.errors` key. */
  problem?: "rateLimited" | "proof" | "notStored";
};

export interface SubmitOptions extends ScreenOptions {
  today?: string;
}

export async function submitTipFromForm(
  request: Request,
  locale: Locale,
  options: SubmitOptions = {},
) {
  const sent = () => redirect(`${localizePath(locale, paths.eventSubmit())}?sent=1`, 303);
  const read = await readSubmission(request);
  if (!read.ok) throw data(null, { status: read.status });
  const values = tipValues(read.fields);
  const refuse = (problem: TipFormState["problem"], errors: TipErrors = {}): TipFormState => ({
    values,
    errors,
    problem,
  });
  // The fields first: a form with mistakes comes back with them and its proof stays unused
  // (decision 090); a filled honeypot gets the same answer as a success whatever it holds.
  const trapped = (read.fields[HONEYPOT_FIELD] ?? "").trim() !== "";
  const checked = checkTip(values, options.today ?? todayInKosovo());
  if (!trapped && !checked.ok) return refuse(undefined, checked.errors);
  if (!trapped && checked.ok && tooManyLinks(checked.tip.description)) {
    return refuse(undefined, { description: "descriptionLinks" });
  }
  const screen = await screenSubmission(request, read.fields, options);
  if (screen.outcome === "quiet" || !checked.ok) return sent();
  if (screen.outcome === "rate-limited") return refuse("rateLimited");
  if (screen.outcome === "proof") return refuse("proof");
  const address = await screenEmail(checked.tip.organiserEmail, options);
  if (address.outcome === "quiet") return sent();
  if (address.outcome === "rate-limited") return refuse("rateLimited");
  const token = newToken();
  try {
    await submitTip(
      await (options.database ?? getDatabase)(),
      { ...checked.tip, locale },
      token,
      (tip) => tipConfirmationMail(tip, token),
    );
  } catch (error) {
    reportDatabaseError(error);
    log().error("event tip not stored", {
      organiser: maskEmail(checked.tip.organiserEmail),
      error: String(error),
    });
    return refuse("notStored");
  }
  wakeMailService();
  return sent();
}

/**
 * The confirmation link, opened: its page asks, and changes nothing (mail scanners open links
 * too, decision 131); `ask` when its button will confirm.
 */
export async function tipLinkState(request: Request, database = getDatabase) {
  const token = readLinkToken(new URL(request.url).searchParams.get("token"));
  if (!token) return "invalid" as const;
  return tipConfirmation(await database(), token);
}

/** The button of the confirmation link's page: confirms once, within 7 days; the page says which. */
export async function confirmTipFromLink(request: Request, database = getDatabase) {
  const token = readLinkToken(new URL(request.url).searchParams.get("token"));
  if (!token) return "invalid" as const;
  return (await confirmTip(await database(), token)).state;
}

// --- the organiser's private link (issue 19 item 8) ----------------------------------------

const PROPOSED_FIELDS = [
  "name",
  "description",
  "startDate",
  "endDate",
  "startTime",
  "town",
  "venue",
  "link",
] as const;
const KINDS = ["update", "cancel", "reconfirm"] as const;

/** The published tip a private link opens, and its live event's values for the form. */
export async function manageLink(request: Request, database = getDatabase) {
  const url = new URL(request.url);
  const token = readLinkToken(url.searchParams.get("token"));
  if (!token) return undefined;
  const db = await database();
  const tip = await tipByManageToken(db, token);
  const event = tip?.eventId ? await getDeskEvent(db, tip.eventId) : undefined;
  if (!tip || !event) return undefined;
  const { record, current } = event;
  const live: TipValues = {
    ...tipValues({}),
    name: record.name,
    description: record.description,
    startDate: current?.startDate ?? "",
    endDate: current?.endDate ?? "",
    startTime: record.startTime,
    town: record.town,
    venue: record.location === record.town ? "" : record.location,
    link: record.website ?? "",
  };
  return { db, tip, live, pending: (await pendingProposals(db, event.record.id)).length };
}

export type ManageFormState = {
  values: TipValues;
  kind: string;
  note: string;
  errors: TipErrors & { kind?: string; note?: string };
  problem?: "rateLimited" | "proof" | "nothing";
};

/**
 * A proposal from the private link: screened by the kit like every submission, checked like a
 * tip, and stored with only what differs from the live event (an update) or the new dates (a
 * re-confirmation) for the editor to see as a difference. Nothing changes on the site until an
 * editor applies it.
 */
export async function proposeFromForm(
  request: Request,
  link: NonNullable<Awaited<ReturnType<typeof manageLink>>>,
  options: SubmitOptions = {},
): Promise<ManageFormState | { sent: true }> {
  const read = await readSubmission(request);
  if (!read.ok) throw data(null, { status: read.status });
  const values = { ...link.live };
  for (const field of PROPOSED_FIELDS) {
    const sent = read.fields[field];
    if (sent !== undefined) values[field] = sent.slice(0, 4000);
  }
  const kind = read.fields.kind ?? "";
  const note = (read.fields.note ?? "").trim();
  const state = (extra: Partial<ManageFormState>): ManageFormState => ({
    values,
    kind,
    note,
    errors: {},
    ...extra,
  });
  const trapped = (read.fields[HONEYPOT_FIELD] ?? "").trim() !== "";
  const errors: ManageFormState["errors"] = {};
  if (!(KINDS as readonly string[]).includes(kind)) errors.kind = "kind";
  if (note.length > 1000 || tooManyLinks(note)) errors.note = "note";
  let changes: Record<string, string> = {};
  if (kind === "update" || kind === "reconfirm") {
    const checked = checkTip(
      {
        ...values,
        organiserName: link.tip.organiserName,
        // An erased address also ended the private link (decision 111): never empty here.
        organiserEmail: link.tip.organiserEmail ?? "",
        consent: "yes",
      },
      options.today ?? todayInKosovo(),
    );
    if (!checked.ok) Object.assign(errors, checked.errors);
    else {
      const proposed: Record<string, string> = {
        ...checked.tip,
        endDate: checked.tip.endDate ?? "",
        venue: checked.tip.venue ?? "",
        link: checked.tip.link ?? "",
      };
      const fields = kind === "reconfirm" ? (["startDate", "endDate"] as const) : PROPOSED_FIELDS;
      changes = Object.fromEntries(
        fields
          .filter((field) => proposed[field] !== (link.live[field] ?? ""))
          .map((field) => [field, proposed[field] ?? ""]),
      );
    }
  }
  if (trapped) return { sent: true };
  if (Object.keys(errors).length > 0) return state({ errors });
  if (kind === "update" && Object.keys(changes).length === 0 && !note) {
    return state({ problem: "nothing" });
  }
  const screen = await screenSubmission(request, read.fields, options);
  if (screen.outcome === "quiet") return { sent: true };
  if (screen.outcome === "rate-limited") return state({ problem: "rateLimited" });
  if (screen.outcome === "proof") return state({ problem: "proof" });
  const address = await screenEmail(link.tip.organiserEmail ?? "", options);
  if (address.outcome === "rate-limited") return state({ problem: "rateLimited" });
  if (address.outcome === "quiet") return { sent: true };
  await proposeChange(link.db, link.tip, {
    kind: kind as (typeof KINDS)[number],
    changes,
    note: note || null,
  });
  return { sent: true };
}
