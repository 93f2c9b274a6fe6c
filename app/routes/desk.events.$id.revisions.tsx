import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { TableHead } from "../components/ui/table-head.tsx";
import { compareEventRevisions, listEventRevisions } from "../db/events.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { restoreFromForm } from "../features/desk/event-actions.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, DeskForm, deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
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
      <BackLink to={`/desk/events/${id}`}>Back to the event</BackLink>
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
            <DataTable
              caption="Versions, newest first"
              pad="p-3"
              head={["Version", "What", "Who", "When (UTC)", "Compare from", "Compare to"]}
              rows={revisions.map((revision) => ({
                key: String(revision.version),
                heading: revision.version,
                cells: [
                  revision.action,
                  revision.author,
                  <time key="at" dateTime={revision.at}>
                    {revision.at.slice(0, 16).replace("T", " ")}
                  </time>,
                  <CompareRadio
                    key="from"
                    end="from"
                    version={revision.version}
                    compare={compare}
                  />,
                  <CompareRadio key="to" end="to" version={revision.version} compare={compare} />,
                ],
              }))}
            />
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
              <DataTable
                caption={`Fields that differ between version ${compare.from} and version ${compare.to}`}
                pad="p-2"
                className="text-sm"
                rowClassName="align-top"
                headingClassName="font-mono"
                head={["Field", `Version ${compare.from}`, `Version ${compare.to}`]}
                rows={changes.map((change) => ({
                  key: change.field,
                  heading: change.field,
                  cells: [change.before, change.after],
                }))}
              />
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

/** A table with a hidden caption, one row of column headings and a heading cell per row. */
function DataTable({
  caption,
  pad,
  head,
  rows,
  className = "",
  rowClassName = "",
  headingClassName = "",
}: {
  caption: string;
  pad: "p-2" | "p-3";
  head: string[];
  rows: { key: string; heading: ReactNode; cells: ReactNode[] }[];
  className?: string;
  rowClassName?: string;
  headingClassName?: string;
}) {
  const join = (...classes: string[]) => classes.filter(Boolean).join(" ");
  return (
    <table className={join("w-full border-collapse bg-white text-left", className)}>
      <caption className="sr-only">{caption}</caption>
      <TableHead
        rowClassName="border-b border-slate-300"
        columns={head.map((label) => ({ label, className: pad }))}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={join("border-b border-slate-200", rowClassName)}>
            <th scope="row" className={join(pad, headingClassName)}>
              {row.heading}
            </th>
            {row.cells.map((cell, index) => (
              // The columns are fixed: a cell's place is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
              <td key={index} className={pad}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The radio button that picks a version as one end of the comparison. */
function CompareRadio({
  end,
  version,
  compare,
}: {
  end: "from" | "to";
  version: number;
  compare: { from: number; to: number } | null | undefined;
}) {
  return (
    <input
      type="radio"
      name={end}
      value={version}
      defaultChecked={compare?.[end] === version}
      aria-label={`Compare ${end} version ${version}`}
    />
  );
}

export { DeskErrorBoundary as ErrorBoundary };
