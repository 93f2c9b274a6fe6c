import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { placeListLoader } from "../features/desk/place-pages.server.ts";
import { PlaceListPage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.experiences._index";

const route = deskRoute("/desk/experiences");

/** Editors and admins (registry.ts): every experience, drafts too, with search and filters. */
export const loader = (args: Route.LoaderArgs) => placeListLoader("experience", route, args);

export const meta: Route.MetaFunction = deskPageMeta("Experiences");

export default function DeskExperiences({ loaderData }: Route.ComponentProps) {
  return <PlaceListPage type="experience" data={loaderData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
