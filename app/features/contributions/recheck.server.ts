import { data, redirect } from "react-router";
import { contentIn } from "../../content/localized.server.ts";
import type { Database } from "../../db/client.server.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { findDestination } from "../../db/queries.server.ts";
import { addRecheckReport } from "../../db/recheck-reports.server.ts";
import { translate } from "../../i18n/catalogue.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import {
  checkRecheck,
  type RecheckErrors,
  type RecheckTarget,
  type RecheckValues,
  recheckTarget,
  recheckValues,
} from "../../lib/recheck.ts";
import { HONEYPOT_FIELD } from "./fields.ts";
import {
  readSubmission,
  type ScreenOptions,
  screenSubmission,
  tooManyLinks,
} from "./screen.server.ts";

/**
 * POST /recheck (issue 19 item 8; decision 097): a visitor flags that a fact on a place may have
 * changed. Screened by the kit (size, honeypot, blocks, limits, proof of work); no e-mail is
 * asked, nothing on the page changes: the flag waits in the desk's re-check queue (/desk/facts,
 * decision 113), with the practical facts of its page. Sent, the visitor goes back to the page; refused, the form comes back on its own page with what was typed.
 */

export type RecheckFormState = {
  values: RecheckValues;
  errors: RecheckErrors;
  place: { name: string; path: string };
  problem?: "rateLimited" | "proof";
};

async function placeOf(target: RecheckTarget, locale: Locale, database: () => Promise<Database>) {
  if (target.entityType === "page") {
    return { name: translate(locale, "contribute.recheck.backToPage"), path: target.pagePath };
  }
  const id = target.entityId;
  if (target.entityType === "attraction") {
    const found = contentIn(locale).attractions.attractions.find((item) => item.id === id);
    return found ? { name: found.name, path: paths.attraction(id) } : undefined;
  }
  const found = await findDestination(await database(), id, locale);
  return found ? { name: found.name, path: paths.destination(id) } : undefined;
}

export async function submitRecheckFromForm(
  request: Request,
  locale: Locale,
  options: ScreenOptions = {},
): Promise<RecheckFormState | Response> {
  const read = await readSubmission(request);
  if (!read.ok) throw data(null, { status: read.status });
  const values = recheckValues(read.fields);
  const checked = checkRecheck(values);
  const target = checked.ok ? checked.report : recheckTarget(values);
  const database = options.database ?? getDatabase;
  const place = target ? await placeOf(target, locale, database) : undefined;
  if (!place) throw data(null, { status: 400 });
  const back = () => redirect(`${localizePath(locale, place.path)}?recheck=sent#recheck`, 303);
  // The fields first: mistakes come back and the proof stays unused (decision 090).
  const trapped = (read.fields[HONEYPOT_FIELD] ?? "").trim() !== "";
  if (!trapped && !checked.ok) return { values, errors: checked.errors, place };
  if (!trapped && checked.ok && checked.report.note && tooManyLinks(checked.report.note)) {
    return { values, errors: { note: "links" }, place };
  }
  const screen = await screenSubmission(request, read.fields, options);
  if (screen.outcome === "quiet" || !checked.ok) return back();
  if (screen.outcome === "rate-limited") {
    return { values, errors: {}, place, problem: "rateLimited" };
  }
  if (screen.outcome === "proof") return { values, errors: {}, place, problem: "proof" };
  const { report } = checked;
  await addRecheckReport(await database(), {
    entityType: report.entityType,
    entityId: report.entityType === "page" ? null : report.entityId,
    pagePath: place.path,
    reason: report.reason,
    note: report.note,
    language: locale,
  });
  return back();
}
