import { compareBlogRevisions, listBlogRevisions } from "../db/blog.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { restoreBlogFromForm } from "../features/desk/blog-actions.server.ts";
import { CONTENT_ACTIONS, loadRevisions, RevisionsView } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import { requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.blog.$id.revisions";

const route = deskRoute("/desk/blog/:id/revisions");

/**
 * A blog post's history (issue 18 item 7): every version with who saved it, two versions
 * compared field by field, and restoring a version (the audit log records it).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const db = await getDatabase();
  const history = await loadRevisions(
    new URL(request.url).searchParams,
    await listBlogRevisions(db, id),
    (from, to) => compareBlogRevisions(db, id, from, to),
    CONTENT_ACTIONS,
  );
  return { id, ...history };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const form = await verifiedForm(request);
  return restoreBlogFromForm(await getDatabase(), staff, id, form);
}

export const meta: Route.MetaFunction = deskPageMeta("History");

export default function BlogRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to={`/desk/blog/${loaderData.id}`}>Back to the blog post</BackLink>
      <PageTitle intro="Every saved version of this blog post. Restoring brings back a version's content as a new version; the post keeps its publication status.">
        History
      </PageTitle>
      <RevisionsView data={loaderData} outcome={actionData} />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
