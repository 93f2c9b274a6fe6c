import { Link, redirect } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { TableHead } from "../components/ui/table-head.tsx";
import { getDatabase } from "../db/instance.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import {
  changeRole,
  DeskProblem,
  invite,
  listPeople,
  pendingInvitations,
  removePerson,
  withdrawInvitation,
} from "../features/desk/people.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { ROLE_HELP, ROLE_LABELS, staffRoles } from "../features/desk/roles.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  cardClass,
  DeskForm,
  deskPageMeta,
  Field,
  Notice,
  PageTitle,
  SubmitButton,
} from "../features/desk/ui.tsx";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.people";

const route = deskRoute("/desk/people");

/** Admins only (registry.ts): who is on the desk, invitations, roles and removal. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireRoute(request, route);
  const db = await getDatabase();
  const [people, invitations] = await Promise.all([listPeople(db), pendingInvitations(db)]);
  const query = new URL(request.url).searchParams;
  const removing = people.find((person) => person.id === query.get("remove"));
  return {
    me: staff.id,
    people: people.map((person) => ({
      ...person,
      createdAt: person.createdAt.toISOString(),
      lastActive: person.lastActive ? new Date(person.lastActive).toISOString() : null,
    })),
    invitations: invitations.map((invitation) => ({
      ...invitation,
      expiresAt: invitation.expiresAt.toISOString(),
    })),
    removing: removing ? { id: removing.id, email: removing.email, name: removing.name } : null,
    done: query.get("done"),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const actor = { id: staff.id, label: staff.email };
  const intent = form.get("intent");
  try {
    if (intent === "invite") {
      const invitation = await invite(
        db,
        { email: form.get("email"), role: form.get("role") },
        actor,
      );
      return {
        invited: { email: invitation.email, link: invitation.link },
        error: undefined,
        email: "",
      };
    }
    if (intent === "change-role") {
      await changeRole(db, String(form.get("id")), form.get("role"), actor);
      throw redirect("/desk/people?done=role");
    }
    if (intent === "remove") {
      await removePerson(db, String(form.get("id")), actor);
      throw redirect("/desk/people?done=removed");
    }
    if (intent === "withdraw") {
      await withdrawInvitation(db, Number(form.get("id")), actor);
      throw redirect("/desk/people?done=withdrawn");
    }
    throw new DeskProblem("Choose what to do with the buttons on the page.");
  } catch (error) {
    if (!(error instanceof DeskProblem)) throw error;
    return { invited: undefined, error: error.message, email: String(form.get("email") ?? "") };
  }
}

export const meta: Route.MetaFunction = deskPageMeta("People");

const DONE: Record<string, string> = {
  role: "The role is changed.",
  removed: "The person is removed; their sessions have ended.",
  withdrawn: "The invitation is withdrawn; its link no longer works.",
};

export default function DeskPeople({ loaderData, actionData }: Route.ComponentProps) {
  const { people, invitations, removing, me, done } = loaderData;
  if (removing) {
    return (
      <div className={`mx-auto max-w-xl ${cardClass}`}>
        <h1 className="text-2xl font-bold">
          Remove {removing.name} ({removing.email})?
        </h1>
        <p className="mt-3 text-slate-700">
          They can no longer sign in and every session of theirs ends at once. The audit log keeps
          what they did.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <DeskForm intent="remove" action="/desk/people">
            <input type="hidden" name="id" value={removing.id} />
            <SubmitButton>Remove {removing.name}</SubmitButton>
          </DeskForm>
          <Link to="/desk/people" className={buttonClass({ variant: "outline" })}>
            Keep them
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <PageTitle intro="Everyone who can sign in to the desk. Only admins see this page.">
        People
      </PageTitle>
      <div className="space-y-3" aria-live="polite">
        {done && DONE[done] ? <Notice tone="success">{DONE[done]}</Notice> : null}
        {actionData?.invited ? (
          <Notice tone="success">
            <p>
              Invitation e-mailed to {actionData.invited.email}. The one-time link, if you want to
              pass it on yourself:
            </p>
            <p className="mt-2 font-mono break-all" data-testid="invitation-link">
              {actionData.invited.link}
            </p>
          </Notice>
        ) : null}
        {actionData?.error ? <Notice tone="problem">{actionData.error}</Notice> : null}
      </div>

      <section aria-labelledby="staff" className="mt-6">
        <h2 id="staff" className="text-xl font-bold">
          On the desk
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left">
            <caption className="sr-only">People with a desk account</caption>
            <TableHead
              rowClassName="border-b border-slate-300"
              columns={[
                { label: "Person", className: "p-3" },
                { label: "Two-factor", className: "p-3" },
                { label: "Last active", className: "p-3" },
                { label: "Role", className: "p-3" },
                { label: "Remove", className: "p-3", hidden: true },
              ]}
            />
            <tbody>
              {people.map((person) => (
                <tr key={person.id} className="border-b border-slate-200 align-top">
                  <th scope="row" className="p-3 font-normal">
                    <span className="font-semibold">{person.name}</span>
                    <br />
                    <span className="text-slate-700">{person.email}</span>
                    {person.id === me ? <span className="text-slate-700"> (you)</span> : null}
                  </th>
                  <td className="p-3">{person.twoFactorEnabled ? "On" : "Off"}</td>
                  <td className="p-3">
                    {person.lastActive ? formatKosovoDateTime(person.lastActive) : "Not signed in"}
                  </td>
                  <td className="p-3">
                    <DeskForm intent="change-role" className="flex flex-wrap items-center gap-2">
                      <input type="hidden" name="id" value={person.id} />
                      <label htmlFor={`role-${person.id}`} className="sr-only">
                        Role of {person.name}
                      </label>
                      <select
                        id={`role-${person.id}`}
                        name="role"
                        defaultValue={person.role}
                        className="min-h-11 rounded-lg border border-slate-400 bg-white px-2"
                      >
                        {staffRoles.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </select>
                      <button
                        type="submit"
                        className="min-h-11 rounded-md border border-slate-300 px-3 font-medium hover:bg-slate-100"
                      >
                        Change role<span className="sr-only"> of {person.name}</span>
                      </button>
                    </DeskForm>
                  </td>
                  <td className="p-3">
                    {person.id === me ? null : (
                      <Link
                        to={`/desk/people?remove=${encodeURIComponent(person.id)}`}
                        className="inline-flex min-h-11 items-center text-red-700 underline"
                      >
                        Remove<span className="sr-only"> {person.name}</span>
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="invite" className={`mt-8 max-w-xl ${cardClass}`}>
        <h2 id="invite" className="text-xl font-bold">
          Invite someone
        </h2>
        <DeskForm intent="invite" className="mt-4 space-y-4">
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={actionData?.email}
          />
          <fieldset>
            <legend className="font-semibold">Role</legend>
            <div className="mt-2 space-y-2">
              {staffRoles.map((role) => (
                <label key={role} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name="role"
                    value={role}
                    defaultChecked={role === "editor"}
                    className="mt-1.5"
                  />
                  <span>
                    <span className="font-medium">{ROLE_LABELS[role]}</span>: {ROLE_HELP[role]}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <SubmitButton>Send invitation</SubmitButton>
        </DeskForm>
      </section>

      <section aria-labelledby="pending" className="mt-8">
        <h2 id="pending" className="text-xl font-bold">
          Open invitations
        </h2>
        {invitations.length === 0 ? (
          <p className="mt-2 text-slate-700">None.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-3">
                <span>
                  {invitation.email} as {invitation.role}, until{" "}
                  {formatKosovoDateTime(invitation.expiresAt)}
                </span>
                <DeskForm intent="withdraw">
                  <input type="hidden" name="id" value={invitation.id} />
                  <button type="submit" className="min-h-11 text-red-700 underline">
                    Withdraw<span className="sr-only"> the invitation of {invitation.email}</span>
                  </button>
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
