import { contentIn } from "../content/localized.server.ts";
import { audit } from "../db/audit.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { listDestinations } from "../db/queries.server.ts";
import { openRecheckReports, resolveRecheckReport } from "../db/recheck-reports.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { guardAction } from "../features/desk/guard.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { cardClass, DeskForm, deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
import { paths } from "../lib/paths.ts";
import type { Route } from "./+types/desk.recheck-reports";

const route = deskRoute("/desk/recheck-reports");

const REASONS: Record<string, string> = {
  closed: "Closed (for now or for good)",
  prices: "Prices changed",
  hours: "Opening hours changed",
  other: "Something else",
};

/** Editors: visitors' "something here has changed" flags, oldest first (issue 19 item 8). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const db = await getDatabase();
  const reports = await openRecheckReports(db);
  const attractions = new Map(
    contentIn("en").attractions.attractions.map((item) => [item.id, item.name]),
  );
  const destinations = new Map((await listDestinations(db)).map((item) => [item.id, item.name]));
  return {
    reports: reports.map((report) => ({
      id: report.id,
      place:
        (report.entityType === "attraction" ? attractions : destinations).get(report.entityId) ??
        `${report.entityType} ${report.entityId} (gone)`,
      href:
        report.entityType === "attraction"
          ? paths.attraction(report.entityId)
          : paths.destination(report.entityId),
      reason: REASONS[report.reason] ?? report.reason,
      note: report.note,
      language: report.language,
      at: report.createdAt.toISOString().slice(0, 16).replace("T", " "),
    })),
  };
}

/** "Checked": the editor looked at the page's facts; the flag leaves the list (audited). */
export async function action({ request }: Route.ActionArgs) {
  const { staff, form } = await guardAction(request, route);
  const db = await getDatabase();
  const id = Number(form.get("id"));
  const row = Number.isInteger(id) ? await resolveRecheckReport(db, id, staff.email) : undefined;
  if (!row) return { ok: false, message: "That report was marked checked already." };
  await audit(db, {
    actor: { id: staff.id, label: staff.email },
    action: "recheck-report.checked",
    entity: { type: row.entityType, id: row.entityId },
    details: { report: row.id, reason: row.reason },
  });
  return { ok: true, message: "Marked as checked." };
}

export const meta: Route.MetaFunction = deskPageMeta("Re-check reports");

export default function RecheckReports({ loaderData, actionData }: Route.ComponentProps) {
  const { reports } = loaderData;
  return (
    <>
      <PageTitle intro="Visitors flag facts on a place's page that may have changed. Check the page (and its sources), correct it where needed, then mark the report as checked.">
        Re-check reports
      </PageTitle>
      {actionData ? (
        <div className="mb-6" aria-live="polite">
          <Notice tone={actionData.ok ? "success" : "problem"}>{actionData.message}</Notice>
        </div>
      ) : null}
      {reports.length === 0 ? (
        <p className="text-slate-700">Nothing to re-check.</p>
      ) : (
        <ol className="space-y-4">
          {reports.map((report) => (
            <li key={report.id} className={cardClass}>
              <h2 className="text-lg font-bold">
                <a href={report.href} className="text-brand-700 underline">
                  {report.place}
                </a>
                : {report.reason}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {report.at} UTC · page in {report.language}
              </p>
              {report.note ? (
                <p className="mt-2 whitespace-pre-line text-slate-800">“{report.note}”</p>
              ) : null}
              <DeskForm className="mt-3">
                <input type="hidden" name="id" value={report.id} />
                <button
                  type="submit"
                  className="min-h-11 rounded-md border border-slate-300 bg-white px-3 font-medium hover:bg-slate-100"
                >
                  Mark as checked<span className="sr-only"> ({report.place})</span>
                </button>
              </DeskForm>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
