import { TRANSLATION_NAMES } from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import {
  placeTranslationAction,
  placeTranslationLoader,
} from "../features/desk/place-pages.server.ts";
import { PlaceTranslationPage } from "../features/desk/place-pages.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import type { Route } from "./+types/desk.destinations.$id.translations.$locale";

const route = deskRoute("/desk/destinations/:id/translations/:locale");

/** One language's texts of a destination, with the English sentences changed since (item 4). */
export const loader = (args: Route.LoaderArgs) =>
  placeTranslationLoader("destination", route, args);

export const action = (args: Route.ActionArgs) =>
  placeTranslationAction("destination", route, args);

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(
    loaderData
      ? `${TRANSLATION_NAMES[loaderData.locale]} text of ${loaderData.title}`
      : "Translation",
  )({ error });

export default function DestinationTranslation({ loaderData, actionData }: Route.ComponentProps) {
  return <PlaceTranslationPage type="destination" data={loaderData} outcome={actionData} />;
}

export { DeskErrorBoundary as ErrorBoundary };
