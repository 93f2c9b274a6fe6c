import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { placeListLoader } from "../features/desk/place-pages.server.ts";
import { PlaceListPage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.destinations._index";

const route = deskRoute("/desk/destinations");

/** Editors and admins (registry.ts): every destination, drafts too, with search and filters. */
export const loader = (args: Route.LoaderArgs) => placeListLoader("destination", route, args);

export const meta: Route.MetaFunction = deskPageMeta("Destinations");

export default function DeskDestinations({ loaderData }: Route.ComponentProps) {
  return <PlaceListPage type="destination" data={loaderData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
