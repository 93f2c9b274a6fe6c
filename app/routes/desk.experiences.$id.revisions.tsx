import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { placeHistoryLoader, placeRestoreAction } from "../features/desk/place-pages.server.ts";
import { PlaceHistoryPage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.experiences.$id.revisions";

const route = deskRoute("/desk/experiences/:id/revisions");

/** A experience's history (issue 18 item 7): versions, compare, restore (the audit log records it). */
export const loader = (args: Route.LoaderArgs) => placeHistoryLoader("experience", route, args);

export const action = (args: Route.ActionArgs) => placeRestoreAction("experience", route, args);

export const meta: Route.MetaFunction = deskPageMeta("History");

export default function ExperienceRevisions({ loaderData, actionData }: Route.ComponentProps) {
  return <PlaceHistoryPage type="experience" data={loaderData} outcome={actionData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
