import { redirect } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import {
  assignFactOwner,
  FactProblem,
  listPracticalFacts,
  markFactChecked,
  RECHECK_MONTHS,
  recheckCutoff,
} from "../db/practical-facts.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { listPeople } from "../features/desk/people.server.ts";
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
 * Editors and admins (registry.ts): practical facts (entry rules, fares, opening hours,
 * emergency numbers) with their owner and last check; those older than six months first.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const db = await getDatabase();
  const today = todayInKosovo();
  const cutoff = recheckCutoff(today);
  const [facts, people] = await Promise.all([listPracticalFacts(db), listPeople(db)]);
  return {
    months: RECHECK_MONTHS,
    cutoff,
    facts: facts.map((fact) => ({ ...fact, updatedAt: undefined, due: fact.lastChecked < cutoff })),
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
};

export default function DeskFacts({ loaderData, actionData }: Route.ComponentProps) {
  const { facts, owners, cutoff, done, months } = loaderData;
  const due = facts.filter((fact) => fact.due);
  return (
    <>
      <PageTitle
        intro={`Entry rules, fares, opening hours and emergency numbers change. Each has an owner, and those last checked more than ${months} months ago (before ${cutoff}) are listed first: compare them with their source, correct the page if needed, and mark them re-checked.`}
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
          : `${due.length} ${due.length === 1 ? "fact is" : "facts are"} due for a re-check.`}
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
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
