import { TRANSLATION_NAMES } from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import {
  placeTranslationAction,
  placeTranslationLoader,
} from "../features/desk/place-pages.server.ts";
import { PlaceTranslationPage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.experiences.$id.translations.$locale";

const route = deskRoute("/desk/experiences/:id/translations/:locale");

/** One language's texts of a experience, with the English sentences changed since (item 4). */
export const loader = (args: Route.LoaderArgs) => placeTranslationLoader("experience", route, args);

export const action = (args: Route.ActionArgs) => placeTranslationAction("experience", route, args);

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(
    loaderData
      ? `${TRANSLATION_NAMES[loaderData.locale]} text of ${loaderData.title}`
      : "Translation",
  )({ error });

export default function ExperienceTranslation({ loaderData, actionData }: Route.ComponentProps) {
  return <PlaceTranslationPage type="experience" data={loaderData} outcome={actionData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
