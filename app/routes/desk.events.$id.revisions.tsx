import { compareEventRevisions, listEventRevisions } from "../db/events.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { loadRevisions, RevisionsView } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { restoreFromForm } from "../features/desk/event-actions.server.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
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

/**
 * An event's history (issue 18 item 7): every version with who saved it, two versions compared
 * field by field, and restoring a version (the audit log records it).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const db = await getDatabase();
  const history = await loadRevisions(
    new URL(request.url).searchParams,
    await listEventRevisions(db, id),
    (from, to) => compareEventRevisions(db, id, from, to),
    ACTIONS,
  );
  return { id, ...history };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const form = await verifiedForm(request);
  return restoreFromForm(await getDatabase(), staff, id, form);
}

export const meta: Route.MetaFunction = deskPageMeta("History");

export default function EventRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to={`/desk/events/${loaderData.id}`}>Back to the event</BackLink>
      <PageTitle intro="Every saved version of this event. Restoring brings back a version's content as a new version; the event keeps its publication status.">
        History
      </PageTitle>
      <RevisionsView data={loaderData} outcome={actionData} />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
