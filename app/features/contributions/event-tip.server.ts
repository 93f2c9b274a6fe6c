import { data, redirect } from "react-router";
import type { Database } from "../../db/client.server.ts";
import { confirmTip, submitTip } from "../../db/event-tips.server.ts";
import { getDatabase, reportDatabaseError } from "../../db/instance.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import { todayInKosovo } from "../../lib/dates.ts";
import { checkTip, type TipErrors, type TipValues, tipValues } from "../../lib/event-tip.ts";
import { paths } from "../../lib/paths.ts";
import { tipConfirmationMail } from "../../mail/event-tip-mails.server.tsx";
import { maskEmail } from "../../mail/mask.ts";
import { wakeMailService } from "../../mail/service.server.ts";
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
  const screen = await screenSubmission(request, read.fields, options);
  if (screen.outcome === "quiet") return sent();
  if (screen.outcome === "rate-limited") return refuse("rateLimited");
  if (screen.outcome === "proof") return refuse("proof");
  const checked = checkTip(values, options.today ?? todayInKosovo());
  if (!checked.ok) return refuse(undefined, checked.errors);
  if (tooManyLinks(checked.tip.description)) {
    return refuse(undefined, { description: "descriptionLinks" });
  }
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
    console.error(
      `Event tip not stored for ${maskEmail(checked.tip.organiserEmail)}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return refuse("notStored");
  }
  wakeMailService();
  return sent();
}

/** The confirmation link: confirms once, within 7 days; the page says which. */
export async function confirmTipFromLink(request: Request, database = getDatabase) {
  const token = readLinkToken(new URL(request.url).searchParams.get("token"));
  if (!token) return "invalid" as const;
  return (await confirmTip(await database(), token)).state;
}
