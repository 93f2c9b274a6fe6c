import { getDatabase } from "../db/instance.server.ts";
import { historyOf } from "../features/desk/content-actions.server.ts";
import { HistoryPage } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { restoreVideoFromForm, VIDEO_KIND } from "../features/desk/video-actions.server.ts";
import { requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.videos.$id.revisions";

const route = deskRoute("/desk/videos/:id/revisions");

/**
 * A featured video's history (issue 18 item 7): every version with who saved it, two versions
 * compared field by field, and restoring a version (the audit log records it).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const query = new URL(request.url).searchParams;
  return historyOf(await getDatabase(), VIDEO_KIND, requireId(params.id), query);
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
    <HistoryPage
      noun="featured video"
      back={`/desk/videos/${loaderData.id}`}
      data={loaderData}
      outcome={actionData}
    />
  );
}

export { DeskErrorBoundary as ErrorBoundary };
