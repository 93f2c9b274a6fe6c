import { redirect } from "react-router";
import { audit } from "../db/audit.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  assignFactOwner,
  FactProblem,
  factPage,
  listPracticalFacts,
  markFactChecked,
  RECHECK_MONTHS,
  recheckCutoff,
} from "../db/practical-facts.server.ts";
import { resolveReportsOfPages } from "../db/recheck-reports.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { listPeople } from "../features/desk/people.server.ts";
import { recheckReportsByPage } from "../features/desk/recheck-queue.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  cardClass,
  Described,
  DeskForm,
  deskPageMeta,
  Field,
  inputClass,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { todayInKosovo } from "../lib/dates.ts";
import type { Route } from "./+types/desk.facts";

const route = deskRoute("/desk/facts");

/**
 * Editors and admins (registry.ts): the re-check queue (decision 113). Practical facts (entry
 * rules, fares, opening hours, emergency numbers) with their owner and last check, the ones
 * visitors flagged first, then those older than six months; each with the visitors' open
 * "something here has changed" flags about its page. Then the flagged places, per place.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const db = await getDatabase();
  const today = todayInKosovo();
  const cutoff = recheckCutoff(today);
  const [facts, people] = await Promise.all([listPracticalFacts(db), listPeople(db)]);
  const flags = await recheckReportsByPage(db, facts);
  const shown = facts.map((fact) => ({
    ...fact,
    updatedAt: undefined,
    due: fact.lastChecked < cutoff,
    page: factPage(fact),
    reports: flags.forFact(fact),
  }));
  // Flagged first, then due (the list is already oldest check first).
  shown.sort((a, b) => Number(b.reports.length > 0) - Number(a.reports.length > 0));
  return {
    months: RECHECK_MONTHS,
    cutoff,
    facts: shown,
    places: flags.places,
    reportCount: flags.total,
    owners: people
      .filter((person) => person.role !== "moderator")
      .map((person) => ({ email: person.email, name: person.name })),
    done: new URL(request.url).searchParams.get("done"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const actor = { id: staff.id, label: staff.email };
  const key = String(form.get("key") ?? "");
  try {
    if (form.get("intent") === "checked") {
      await markFactChecked(
        db,
        key,
        {
          note: String(form.get("note") ?? ""),
          sourceUrl: String(form.get("sourceUrl") ?? ""),
          today: todayInKosovo(),
          closeReports: form.get("closeReports") === "on",
        },
        actor,
      );
      throw redirect("/desk/facts?done=checked");
    }
    if (form.get("intent") === "owner") {
      const owner = String(form.get("owner") ?? "");
      const people = await listPeople(db);
      if (
        owner &&
        !people.some((person) => person.email === owner && person.role !== "moderator")
      ) {
        throw new FactProblem("Some fields need correcting", {
          owner: "Choose an editor or admin of the desk",
        });
      }
      await assignFactOwner(db, key, owner, actor);
      throw redirect("/desk/facts?done=owner");
    }
    if (form.get("intent") === "place-checked") {
      const closed = await resolveReportsOfPages(db, [String(form.get("path") ?? "")], staff.email);
      if (closed.length === 0) throw redirect("/desk/facts?done=already#flagged");
      await audit(db, {
        actor,
        action: "recheck-report.checked",
        entity: { type: "page", id: String(form.get("path")) },
        details: { reports: closed.map((report) => report.id) },
      });
      throw redirect("/desk/facts?done=place#flagged");
    }
    throw new FactProblem("Choose what to do with the buttons on the page.", {});
  } catch (error) {
    if (!(error instanceof FactProblem)) throw error;
    return {
      key,
      message: error.message,
      errors: error.fields,
      values: {
        note: String(form.get("note") ?? ""),
        sourceUrl: String(form.get("sourceUrl") ?? ""),
      },
    };
  }
}

export const meta: Route.MetaFunction = deskPageMeta("Facts to re-check");

const DONE: Record<string, string> = {
  checked: "Marked as re-checked today.",
  owner: "The owner is changed.",
  place: "Marked as checked: the visitors' reports about the place are closed.",
  already: "Those reports were closed already.",
};

type Report = { id: number; reason: string; note: string | null; language: string; at: string };

/** Visitors' open flags about a page, oldest first. */
function Reports({ reports, label }: { reports: Report[]; label: string }) {
  return (
    <ol className="mt-2 space-y-2" aria-label={label}>
      {reports.map((report) => (
        <li key={report.id} className="rounded-md bg-amber-50 p-3">
          <p className="font-semibold">{report.reason}</p>
          <p className="text-sm text-slate-700">
            {report.at} · page in {report.language}
          </p>
          {report.note ? (
            <p className="mt-1 whitespace-pre-line text-slate-800">“{report.note}”</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export default function DeskFacts({ loaderData, actionData }: Route.ComponentProps) {
  const { facts, owners, cutoff, done, months, places, reportCount } = loaderData;
  const due = facts.filter((fact) => fact.due);
  return (
    <>
      <PageTitle
        intro={`Entry rules, fares, opening hours and emergency numbers change. Each has an owner; those visitors flagged as changed come first, then those last checked more than ${months} months ago (before ${cutoff}): compare them with their source, correct the page if needed, and mark them re-checked. Places visitors flagged are listed after the facts.`}
      >
        Facts to re-check
      </PageTitle>
      <div className="mb-6 space-y-3" aria-live="polite">
        {done && DONE[done] ? <Notice tone="success">{DONE[done]}</Notice> : null}
        {actionData?.message && !Object.keys(actionData.errors).length ? (
          <Notice tone="problem">{actionData.message}</Notice>
        ) : null}
      </div>
      <p className="mb-6 font-semibold" data-testid="recheck-count">
        {due.length === 0
          ? "Nothing is due: every fact was checked in the last six months."
          : `${due.length} ${due.length === 1 ? "fact is" : "facts are"} due for a re-check.`}{" "}
        {reportCount === 0
          ? "No visitor has flagged anything."
          : `${reportCount} ${reportCount === 1 ? "report from a visitor waits" : "reports from visitors wait"}.`}
      </p>
      <ul className="space-y-6">
        {facts.map((fact) => {
          const mine = actionData?.key === fact.key;
          const errors: Record<string, string> = mine ? actionData.errors : {};
          return (
            <li key={fact.key} className={cardClass}>
              <h2 className="text-lg font-bold">
                {fact.title}
                {fact.due ? (
                  <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-900">
                    due
                  </span>
                ) : null}
              </h2>
              <p className="mt-1 text-sm text-slate-700">
                On{" "}
                <a href={fact.path} className="text-brand-700 underline">
                  {fact.path}
                </a>{" "}
                · last checked {fact.lastChecked}
                {fact.checkedBy ? ` by ${fact.checkedBy}` : ""} · owner:{" "}
                {fact.owner ?? "nobody yet"}
              </p>
              {fact.sourceUrl ? (
                <p className="mt-1 text-sm break-all">
                  Source:{" "}
                  <a href={fact.sourceUrl} className="text-brand-700 underline" rel="noreferrer">
                    {fact.sourceUrl}
                  </a>
                </p>
              ) : null}
              {fact.note ? <p className="mt-1 text-sm">Note: {fact.note}</p> : null}
              {fact.reports.length > 0 ? (
                <>
                  <h3 className="mt-4 font-bold">
                    Visitors say something changed ({fact.reports.length})
                  </h3>
                  <Reports reports={fact.reports} label={`Visitors' reports about ${fact.title}`} />
                </>
              ) : null}
              <div className="mt-4 grid gap-6 lg:grid-cols-2">
                <DeskForm intent="checked" className="space-y-3" noValidate>
                  <input type="hidden" name="key" value={fact.key} />
                  <Field
                    label="What you compared it with"
                    name="note"
                    required={false}
                    defaultValue={mine ? actionData.values.note : ""}
                    error={errors.note}
                    autoComplete="off"
                  />
                  <Field
                    label="Source checked (web address)"
                    name="sourceUrl"
                    type="url"
                    required={false}
                    defaultValue={mine ? actionData.values.sourceUrl : ""}
                    error={errors.sourceUrl}
                    autoComplete="off"
                  />
                  {fact.reports.length > 0 ? (
                    <label className="flex min-h-11 items-center gap-3">
                      <input
                        type="checkbox"
                        name="closeReports"
                        defaultChecked
                        className="size-5"
                      />
                      Close the visitors' reports about {fact.page} ({fact.reports.length})
                    </label>
                  ) : null}
                  <SubmitButton>Mark re-checked today</SubmitButton>
                </DeskForm>
                <DeskForm intent="owner" className="space-y-3">
                  <input type="hidden" name="key" value={fact.key} />
                  <Described label="Owner" error={errors.owner}>
                    {(props) => (
                      <select
                        {...props}
                        name="owner"
                        defaultValue={fact.owner ?? ""}
                        className={inputClass}
                      >
                        <option value="">Nobody</option>
                        {owners.map((owner) => (
                          <option key={owner.email} value={owner.email}>
                            {owner.name} ({owner.email})
                          </option>
                        ))}
                      </select>
                    )}
                  </Described>
                  <SubmitButton variant="outline">Assign owner</SubmitButton>
                </DeskForm>
              </div>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby="flagged" className="mt-10">
        <h2 id="flagged" className="scroll-mt-24 text-xl font-bold">
          Places visitors flagged ({places.length})
        </h2>
        <p className="mt-1 text-slate-700">
          Attractions and destinations whose page may be out of date. Check the page (and its
          sources), correct it where needed, then mark the place checked: its reports close.
        </p>
        {places.length === 0 ? (
          <p className="mt-3 text-slate-700">No place is flagged.</p>
        ) : (
          <ul className="mt-4 space-y-4">
            {places.map((place) => (
              <li key={place.path} className={cardClass} data-testid="flagged-place">
                <h3 className="text-lg font-bold">
                  <a href={place.path} className="text-brand-700 underline">
                    {place.name}
                  </a>{" "}
                  ({place.reports.length})
                </h3>
                <Reports reports={place.reports} label={`Visitors' reports about ${place.name}`} />
                <DeskForm intent="place-checked" className="mt-3">
                  <input type="hidden" name="path" value={place.path} />
                  <SubmitButton variant="outline">
                    Mark as checked<span className="sr-only"> ({place.name})</span>
                  </SubmitButton>
                </DeskForm>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
