import { Form, Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { TableHead } from "../components/ui/table-head.tsx";
import { getDatabase } from "../db/instance.server.ts";
import { auditLogPage } from "../features/desk/audit-log.server.ts";
import { controlClass } from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { PageLinks } from "../features/desk/page-links.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { Described, deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.audit";

const route = deskRoute("/desk/audit");

/** Admins only (registry.ts): the record of every change and sign-in, newest first, filtered. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  return auditLogPage(await getDatabase(), new URL(request.url));
}

export const meta: Route.MetaFunction = deskPageMeta("Audit log");

type Data = Route.ComponentProps["loaderData"];

export default function DeskAudit({ loaderData }: Route.ComponentProps) {
  const { entries, errors, query, page, pages, total } = loaderData;
  const pager = (where: string) => (
    <PageLinks
      label={`Audit log pages (${where})`}
      path="/desk/audit"
      {...{ query, page, pages, total }}
      noun={{ one: "entry", many: "entries" }}
    />
  );
  const problems = Object.keys(errors).length;
  return (
    <>
      <PageTitle intro="Who did what, and when: invitations, role changes, removals, sign-ins and failed sign-ins, content and newsletters, with the version before each change.">
        Audit log
      </PageTitle>
      {problems ? (
        <div className="mb-4" aria-live="polite">
          <Notice tone="problem">
            {problems === 1
              ? "One filter needs correcting; it is marked below and was left out."
              : `${problems} filters need correcting; they are marked below and were left out.`}
          </Notice>
        </div>
      ) : null}
      <AuditFilters data={loaderData} />
      {pager("top")}
      {entries.length === 0 ? (
        <p className="text-slate-700">{query ? "No entry matches." : "Nothing recorded yet."}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Audit log, newest first</caption>
            <TableHead
              rowClassName="border-b border-slate-300"
              columns={[
                { label: "When (Kosovo time)", className: "p-2" },
                { label: "Who", className: "p-2" },
                { label: "What", className: "p-2" },
                { label: "Which", className: "p-2" },
                { label: "Before and after", className: "p-2" },
              ]}
            />
            <tbody>
              {entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? pager("bottom") : null}
    </>
  );
}

function AuditFilters({ data }: { data: Data }) {
  const { filter, errors, people, actions } = data;
  return (
    <search>
      <Form
        key={JSON.stringify(filter)}
        method="get"
        className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <Described label="Person" error={errors.who}>
          {(props) => (
            <select {...props} name="who" defaultValue={filter.who} className={controlClass}>
              <option value="">Anyone</option>
              {people.map((person) => (
                <option key={person.value} value={person.value}>
                  {person.label}
                </option>
              ))}
            </select>
          )}
        </Described>
        <Described label="Action" error={errors.action}>
          {(props) => (
            <select {...props} name="action" defaultValue={filter.action} className={controlClass}>
              <option value="">Any action</option>
              {actions.map((group) => (
                <optgroup key={group.kind} label={group.kind}>
                  <option value={`${group.kind}.*`}>Any {group.kind} action</option>
                  {group.actions.map((action) => (
                    <option key={action} value={action}>
                      {action}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Described>
        {(["from", "to"] as const).map((name) => (
          <Described
            key={name}
            label={name === "from" ? "From (day)" : "To (day, included)"}
            hint="YYYY-MM-DD, Kosovo time"
            error={errors[name]}
          >
            {(props) => (
              <input
                {...props}
                name={name}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                defaultValue={filter[name]}
                className={controlClass}
              />
            )}
          </Described>
        ))}
        <div className="flex flex-col justify-end gap-2">
          <button type="submit" className={buttonClass({ variant: "outline" })}>
            Show entries
          </button>
          <Link to="/desk/audit" className="text-brand-700 underline">
            Clear the filters
          </Link>
        </div>
      </Form>
    </search>
  );
}

function AuditRow({ entry }: { entry: Data["entries"][number] }) {
  return (
    <tr className="border-b border-slate-200 align-top">
      <td className="p-2">
        <time dateTime={entry.at}>{entry.when}</time>
      </td>
      <td className="p-2">
        {entry.who.name ? (
          <>
            <span className="font-semibold">{entry.who.name}</span>
            <span className="block text-slate-600">{entry.who.label}</span>
          </>
        ) : (
          entry.who.label
        )}
      </td>
      <td className="p-2 font-mono">{entry.action}</td>
      <td className="p-2">
        {entry.target ? (
          <Link to={entry.target.link} className="text-brand-700 underline">
            {entry.target.what}: {entry.target.name}
          </Link>
        ) : null}
        <span className={entry.target ? "block text-slate-600" : undefined}>{entry.entity}</span>
      </td>
      <td className="p-2">
        {entry.before || entry.after || entry.details ? (
          <details>
            <summary className="cursor-pointer text-brand-700 underline">Show</summary>
            {entry.before ? (
              <>
                <p className="mt-2 font-semibold">Before</p>
                <pre className="overflow-x-auto bg-slate-100 p-2">{entry.before}</pre>
              </>
            ) : null}
            {entry.after ? (
              <>
                <p className="mt-2 font-semibold">After</p>
                <pre className="overflow-x-auto bg-slate-100 p-2">{entry.after}</pre>
              </>
            ) : null}
            {entry.details ? <p className="mt-2 font-mono break-all">{entry.details}</p> : null}
          </details>
        ) : null}
      </td>
    </tr>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
