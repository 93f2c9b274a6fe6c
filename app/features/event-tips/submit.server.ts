import { randomBytes } from "node:crypto";
import { data, redirect } from "react-router";
import type { Database } from "../../db/client.server.ts";
import { confirmTip, submitTip } from "../../db/event-tips.server.ts";
import { getDatabase, reportDatabaseError } from "../../db/instance.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import { todayInKosovo } from "../../lib/dates.ts";
import { paths } from "../../lib/paths.ts";
import { tipConfirmationMail } from "../../mail/event-tip-mails.server.tsx";
import { maskEmail } from "../../mail/mask.ts";
import { wakeMailService } from "../../mail/service.server.ts";
import { type GuardOptions, readGuardedForm, withinLimits } from "./guard.server.ts";
import { checkTip, type TipErrors, type TipValues, tipValues } from "./tip-form.ts";

/**
 * POST /events/submit (issue 19 item 3): checks the form, stores the tip unconfirmed and queues
 * its confirmation e-mail, then sends the browser to "check your e-mail". A refused form comes
 * back with what was typed and a message per field; a filled honeypot looks like success and
 * stores nothing.
 */

export type TipFormState = {
  values: TipValues;
  errors: TipErrors;
  /** A problem of the whole form (rate limit, database): a `contribute.tip.errors` key. */
  problem?: string;
};

export interface SubmitOptions extends GuardOptions {
  database?: () => Promise<Database>;
  today?: string;
}

/** 24 random bytes in base64url: the tokens of the organisers' links. */
export const newTipToken = () => randomBytes(24).toString("base64url");

export async function submitTipFromForm(
  request: Request,
  locale: Locale,
  options: SubmitOptions = {},
) {
  const sent = () => redirect(`${localizePath(locale, paths.eventSubmit())}?sent=1`, 303);
  const read = await readGuardedForm(request);
  if (!read.ok) throw data(null, { status: read.status });
  const values = tipValues(read.fields);
  if (read.trapped) return sent();
  const checked = checkTip(values, options.today ?? todayInKosovo());
  if (!checked.ok) return { values, errors: checked.errors } satisfies TipFormState;
  // Only tips that would be stored count: a visitor correcting typos is not held back.
  if (!(await withinLimits(request, checked.tip.organiserEmail, options))) {
    return { values, errors: {}, problem: "rateLimited" } satisfies TipFormState;
  }
  const token = newTipToken();
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
    return { values, errors: {}, problem: "notStored" } satisfies TipFormState;
  }
  wakeMailService();
  return sent();
}

/** The confirmation link: confirms once, within 7 days; the page says which. */
export async function confirmTipFromLink(request: Request, options: SubmitOptions = {}) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return "invalid" as const;
  const outcome = await confirmTip(await (options.database ?? getDatabase)(), token);
  return outcome.state;
}
