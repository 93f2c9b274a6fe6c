import { Form, Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { compareEventRevisions, listEventRevisions } from "../db/events.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { restoreFromForm } from "../features/desk/event-actions.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { DeskForm, deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
import { requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.events.$id.revisions";

const route = deskRoute("/desk/events/:id/revisions");

const ACTIONS: Record<string, string> = {
  create: "Created",
  update: "English text or dates changed",
  translate: "Translation saved",
  occurrences: "Editions changed",
  publish: "Published",
  unpublish: "Unpublished",
  schedule: "Scheduled",
  restore: "Restored",
  delete: "Deleted",
};

const show = (value: unknown) =>
  value === undefined || value === null
    ? "—"
    : typeof value === "string"
      ? value
      : JSON.stringify(value, null, 1);

/**
 * An event's history (issue 18 item 7): every version with who saved it, two versions compared
 * field by field, and restoring a version (the audit log records it).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const db = await getDatabase();
  const revisions = await listEventRevisions(db, id);
  const query = new URL(request.url).searchParams;
  const newest = revisions[0]?.version;
  const to = Number(query.get("to")) || newest;
  const from = Number(query.get("from")) || revisions[1]?.version;
  const changes =
    from && to && from !== to ? await compareEventRevisions(db, id, from, to) : undefined;
  return {
    id,
    revisions: revisions.map((revision) => ({
      version: revision.version,
      action: ACTIONS[revision.action] ?? revision.action,
      author: revision.author ?? "the content files",
      at: revision.createdAt.toISOString(),
    })),
    compare: from && to ? { from, to } : null,
    changes: changes?.map((change) => ({
      field: change.field,
      before: show(change.before),
      after: show(change.after),
    })),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const form = await verifiedForm(request);
  return restoreFromForm(await getDatabase(), staff, id, form);
}

export const meta: Route.MetaFunction = deskPageMeta("History");

export default function EventRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { id, revisions, compare, changes } = loaderData;
  return (
    <>
      <p className="mb-3">
        <Link to={`/desk/events/${id}`} className="text-brand-700 underline">
          Back to the event
        </Link>
      </p>
      <PageTitle intro="Every saved version of this event. Restoring brings back a version's content as a new version; the event keeps its publication status.">
        History
      </PageTitle>
      <div className="mb-6" aria-live="polite">
        {actionData ? (
          <Notice tone={actionData.ok ? "success" : "problem"}>{actionData.message}</Notice>
        ) : null}
      </div>
      {revisions.length > 1 ? (
        <DeskForm intent="restore-previous" className="mb-8">
          <button type="submit" className={buttonClass()}>
            Restore the previous version
          </button>
        </DeskForm>
      ) : null}
      {revisions.length === 0 ? (
        <p>No versions recorded.</p>
      ) : (
        <Form method="get">
          <div className="overflow-x-auto">
            <table className="w-full border-collapse bg-white text-left">
              <caption className="sr-only">Versions, newest first</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="p-3">
                    Version
                  </th>
                  <th scope="col" className="p-3">
                    What
                  </th>
                  <th scope="col" className="p-3">
                    Who
                  </th>
                  <th scope="col" className="p-3">
                    When (UTC)
                  </th>
                  <th scope="col" className="p-3">
                    Compare from
                  </th>
                  <th scope="col" className="p-3">
                    Compare to
                  </th>
                </tr>
              </thead>
              <tbody>
                {revisions.map((revision) => (
                  <tr key={revision.version} className="border-b border-slate-200">
                    <th scope="row" className="p-3">
                      {revision.version}
                    </th>
                    <td className="p-3">{revision.action}</td>
                    <td className="p-3">{revision.author}</td>
                    <td className="p-3">
                      <time dateTime={revision.at}>
                        {revision.at.slice(0, 16).replace("T", " ")}
                      </time>
                    </td>
                    <td className="p-3">
                      <input
                        type="radio"
                        name="from"
                        value={revision.version}
                        defaultChecked={compare?.from === revision.version}
                        aria-label={`Compare from version ${revision.version}`}
                      />
                    </td>
                    <td className="p-3">
                      <input
                        type="radio"
                        name="to"
                        value={revision.version}
                        defaultChecked={compare?.to === revision.version}
                        aria-label={`Compare to version ${revision.version}`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="submit" className={`mt-4 ${buttonClass({ variant: "outline" })}`}>
            Compare
          </button>
        </Form>
      )}
      {compare && changes ? (
        <section aria-labelledby="comparison" className="mt-8">
          <h2 id="comparison" className="text-xl font-bold">
            Version {compare.from} compared with version {compare.to}
          </h2>
          {changes.length === 0 ? (
            <p className="mt-2">No field differs.</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse bg-white text-left text-sm">
                <caption className="sr-only">
                  Fields that differ between version {compare.from} and version {compare.to}
                </caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="p-2">
                      Field
                    </th>
                    <th scope="col" className="p-2">
                      Version {compare.from}
                    </th>
                    <th scope="col" className="p-2">
                      Version {compare.to}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {changes.map((change) => (
                    <tr key={change.field} className="border-b border-slate-200 align-top">
                      <th scope="row" className="p-2 font-mono">
                        {change.field}
                      </th>
                      <td className="p-2">{change.before}</td>
                      <td className="p-2">{change.after}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <DeskForm intent="restore" className="mt-4">
            <input type="hidden" name="version" value={compare.from} />
            <button type="submit" className={buttonClass({ variant: "outline" })}>
              Restore version {compare.from}
            </button>
          </DeskForm>
        </section>
      ) : null}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
