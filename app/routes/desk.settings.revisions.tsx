import { getDatabase } from "../db/instance.server.ts";
import { SETTINGS_ID, settingsStore } from "../db/site-settings.server.ts";
import { loadRevisions, RevisionsView } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { restoreSettingsFromForm } from "../features/desk/settings-actions.server.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.settings.revisions";

const route = deskRoute("/desk/settings/revisions");

const ACTIONS: Record<string, string> = { update: "Changed", restore: "Restored" };

/** The settings' history (issue 18 item 7): versions, two compared, restore. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const db = await getDatabase();
  return loadRevisions(
    new URL(request.url).searchParams,
    await settingsStore.listRevisions(db, SETTINGS_ID),
    (from, to) => settingsStore.compareRevisions(db, SETTINGS_ID, from, to),
    ACTIONS,
  );
}

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const form = await verifiedForm(request);
  return restoreSettingsFromForm(await getDatabase(), staff, form);
}

export const meta: Route.MetaFunction = deskPageMeta("Settings history");

export default function SettingsRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <BackLink to="/desk/settings">Back to the site settings</BackLink>
      <PageTitle intro="Every saved version of the site settings. Restoring brings back a version as a new version.">
        Settings history
      </PageTitle>
      <RevisionsView data={loaderData} outcome={actionData} />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
