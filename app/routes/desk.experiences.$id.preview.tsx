import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { placePreviewLoader } from "../features/desk/place-pages.server.ts";
import { PlacePreviewPage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { experiencePreviewHtml } from "../features/experiences/experience-preview.server.tsx";
import type { Route } from "./+types/desk.experiences.$id.preview";

const route = deskRoute("/desk/experiences/:id/preview");

/** The experience's public page as a visitor would see it, in any language, whatever its status. */
export const loader = (args: Route.LoaderArgs) =>
  placePreviewLoader("experience", route, args, experiencePreviewHtml);

export const meta: Route.MetaFunction = deskPageMeta("Preview");

export default function PreviewExperience({ loaderData }: Route.ComponentProps) {
  return <PlacePreviewPage type="experience" data={loaderData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
