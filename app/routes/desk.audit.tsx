import { Link } from "react-router";
import { TableHead } from "../components/ui/table-head.tsx";
import { auditEntries } from "../db/audit.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.audit";

const route = deskRoute("/desk/audit");
const PAGE = 50;

/** Admins only (registry.ts): the record of every change and sign-in, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  const entries = await auditEntries(await getDatabase(), { limit: PAGE + 1, beforeId: before });
  return {
    entries: entries.slice(0, PAGE).map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      when: formatKosovoDateTime(entry.at, { seconds: true }),
      actor: entry.actor,
      action: entry.action,
      entity: `${entry.entityType} ${entry.entityId}`,
      before: entry.before === null ? null : JSON.stringify(entry.before, null, 2),
      after: entry.after === null ? null : JSON.stringify(entry.after, null, 2),
      details: Object.keys(entry.details).length ? JSON.stringify(entry.details) : null,
    })),
    older: entries.length > PAGE ? entries[PAGE - 1]?.id : undefined,
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Audit log");

export default function DeskAudit({ loaderData }: Route.ComponentProps) {
  const { entries, older } = loaderData;
  return (
    <>
      <PageTitle intro="Who did what, and when: invitations, role changes, removals, sign-ins and failed sign-ins, with the version before each change.">
        Audit log
      </PageTitle>
      {entries.length === 0 ? (
        <p className="text-slate-700">Nothing recorded yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-left text-sm">
            <caption className="sr-only">Audit log, newest first</caption>
            <TableHead
              rowClassName="border-b border-slate-300"
              columns={[
                { label: "When", className: "p-2" },
                { label: "Who", className: "p-2" },
                { label: "What", className: "p-2" },
                { label: "Which", className: "p-2" },
                { label: "Before and after", className: "p-2" },
              ]}
            />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-200 align-top">
                  <td className="p-2 whitespace-nowrap">
                    <time dateTime={entry.at}>{entry.when}</time>
                  </td>
                  <td className="p-2">{entry.actor}</td>
                  <td className="p-2 font-mono">{entry.action}</td>
                  <td className="p-2">{entry.entity}</td>
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
                        {entry.details ? (
                          <p className="mt-2 font-mono break-all">{entry.details}</p>
                        ) : null}
                      </details>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {older ? (
        <p className="mt-4">
          <Link to={`/desk/audit?before=${older}`} className="text-brand-700 underline">
            Older entries
          </Link>
        </p>
      ) : null}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
