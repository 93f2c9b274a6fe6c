import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { editPlaceAction, editPlaceLoader } from "../features/desk/place-pages.server.ts";
import { EditPlacePage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.experiences.$id._index";

const route = deskRoute("/desk/experiences/:id");

/** Editors and admins: one experience's English text, publication and translations. */
export const loader = (args: Route.LoaderArgs) => editPlaceLoader("experience", route, args);

export const action = (args: Route.ActionArgs) => editPlaceAction("experience", route, args);

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(loaderData ? `Edit ${loaderData.title}` : "Experience")({ error });

export default function EditExperience({ loaderData, actionData }: Route.ComponentProps) {
  return <EditPlacePage type="experience" data={loaderData} outcome={actionData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
