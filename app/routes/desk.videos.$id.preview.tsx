import { getDeskVideo, previewVideo } from "../db/featured-videos.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { PreviewBar } from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import { VideoPreview } from "../features/desk/video-preview.tsx";
import { messagesFor } from "../i18n/catalogue.server.ts";
import { I18nProvider } from "../i18n/i18n.tsx";
import { defaultLocale, localeFromParam } from "../i18n/locales.ts";
import { FRAME_NAMESPACES, sectionNamespaces } from "../i18n/namespaces.ts";
import { requireFound, requireId } from "../lib/ids.ts";
import type { Route } from "./+types/desk.videos.$id.preview";

const route = deskRoute("/desk/videos/:id/preview");

/**
 * The video as the home page's section shows it before a visitor presses play (picture, title,
 * description, the note when it falls back to English), in any language, whatever its status:
 * staff only. Drafts stay invisible on the public site.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const locale =
    localeFromParam(new URL(request.url).searchParams.get("lang") ?? undefined) ?? defaultLocale;
  const db = await getDatabase();
  const { status } = requireFound(await getDeskVideo(db, id));
  const video = requireFound(await previewVideo(db, id, locale));
  return {
    id,
    locale,
    status,
    video,
    catalogue: messagesFor(locale, [...FRAME_NAMESPACES, ...sectionNamespaces("")]),
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Preview");

export default function PreviewVideo({ loaderData }: Route.ComponentProps) {
  const { id, locale, status, video, catalogue } = loaderData;
  return (
    <>
      <PreviewBar
        what="featured video"
        base={`/desk/videos/${id}`}
        locale={locale}
        status={status}
      />
      <h1 className="mt-6 text-2xl font-bold">
        Preview of <span lang={locale}>{video.title}</span>
      </h1>
      <div lang={locale} className="mt-4 overflow-hidden rounded-xl">
        <I18nProvider locale={locale} catalogue={catalogue}>
          <VideoPreview video={video} />
        </I18nProvider>
      </div>
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
