import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { placePreviewLoader } from "../features/desk/place-pages.server.ts";
import { PlacePreviewPage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { destinationPreviewHtml } from "../features/destinations/destination-preview.server.tsx";
import type { Route } from "./+types/desk.destinations.$id.preview";

const route = deskRoute("/desk/destinations/:id/preview");

/** The destination's public page as a visitor would see it, in any language, whatever its status. */
export const loader = (args: Route.LoaderArgs) =>
  placePreviewLoader("destination", route, args, destinationPreviewHtml);

export const meta: Route.MetaFunction = deskPageMeta("Preview");

export default function PreviewDestination({ loaderData }: Route.ComponentProps) {
  return <PlacePreviewPage type="destination" data={loaderData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
