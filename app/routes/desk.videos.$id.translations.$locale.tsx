import { getDeskVideo, videoTranslationDiff } from "../db/featured-videos.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { TRANSLATION_NAMES } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import {
  requireTranslationLocale,
  TranslationPage,
  translationPageData,
} from "../features/desk/translation-page.tsx";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { videoTranslationFromForm } from "../features/desk/video-actions.server.ts";
import { VIDEO_LABELS, VIDEO_TRANSLATION_FIELDS } from "../features/desk/video-form-shared.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.videos.$id.translations.$locale";

const route = deskRoute("/desk/videos/:id/translations/:locale");

/** One language's texts of a featured video, with the English sentences changed since (item 4). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = requireTranslationLocale(params.locale);
  const db = await getDatabase();
  const { record } = requireFound(await getDeskVideo(db, id));
  const diff = requireFound(await videoTranslationDiff(db, id, locale));
  return translationPageData(record, locale, diff, VIDEO_TRANSLATION_FIELDS);
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const locale = requireTranslationLocale(params.locale);
  const form = await verifiedForm(request);
  return videoTranslationFromForm(await getDatabase(), staff, id, locale, form);
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(
    loaderData
      ? `${TRANSLATION_NAMES[loaderData.locale]} text of ${loaderData.title}`
      : "Translation",
  )({ error });

const LONG = new Set(["description"]);

export default function VideoTranslation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TranslationPage
      data={loaderData}
      outcome={actionData}
      back={`/desk/videos/${loaderData.id}`}
      fields={VIDEO_TRANSLATION_FIELDS}
      labels={VIDEO_LABELS}
      long={LONG}
    />
  );
}

export { DeskErrorBoundary as ErrorBoundary };
