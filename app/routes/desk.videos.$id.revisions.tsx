import { compareVideoRevisions, listVideoRevisions } from "../db/featured-videos.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { CONTENT_ACTIONS, loadRevisions, RevisionsView } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import { restoreVideoFromForm } from "../features/desk/video-actions.server.ts";
import { requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.videos.$id.revisions";

const route = deskRoute("/desk/videos/:id/revisions");

/**
 * A featured video's history (issue 18 item 7): every version with who saved it, two versions
 * compared field by field, and restoring a version (the audit log records it).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const db = await getDatabase();
  const history = await loadRevisions(
    new URL(request.url).searchParams,
    await listVideoRevisions(db, id),
    (from, to) => compareVideoRevisions(db, id, from, to),
    CONTENT_ACTIONS,
  );
  return { id, ...history };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const form = await verifiedForm(request);
  return restoreVideoFromForm(await getDatabase(), staff, id, form);
}

export const meta: Route.MetaFunction = deskPageMeta("History");

export default function VideoRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to={`/desk/videos/${loaderData.id}`}>Back to the featured video</BackLink>
      <PageTitle intro="Every saved version of this featured video. Restoring brings back a version's content as a new version; the video keeps its publication status.">
        History
      </PageTitle>
      <RevisionsView data={loaderData} outcome={actionData} />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
