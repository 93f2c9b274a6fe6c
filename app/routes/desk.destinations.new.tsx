import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { newPlaceAction, newPlaceLoader } from "../features/desk/place-pages.server.ts";
import { NewPlacePage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.destinations.new";

const route = deskRoute("/desk/destinations/new");

export const loader = (args: Route.LoaderArgs) => newPlaceLoader("destination", route, args);

/** Saves a new destination as a draft and opens it; a refused form comes back with what was typed. */
export const action = (args: Route.ActionArgs) => newPlaceAction("destination", route, args);

export const meta: Route.MetaFunction = deskPageMeta("New destination");

export default function NewDestination({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return <NewPlacePage type="destination" data={loaderData} outcome={refused} />;
}

export { DeskErrorBoundary as ErrorBoundary };
