import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { editPlaceAction, editPlaceLoader } from "../features/desk/place-pages.server.ts";
import { EditPlacePage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.destinations.$id._index";

const route = deskRoute("/desk/destinations/:id");

/** Editors and admins: one destination's English text, publication and translations. */
export const loader = (args: Route.LoaderArgs) => editPlaceLoader("destination", route, args);

export const action = (args: Route.ActionArgs) => editPlaceAction("destination", route, args);

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(loaderData ? `Edit ${loaderData.title}` : "Destination")({ error });

export default function EditDestination({ loaderData, actionData }: Route.ComponentProps) {
  return <EditPlacePage type="destination" data={loaderData} outcome={actionData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
