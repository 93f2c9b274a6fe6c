import { Link } from "react-router";
import { buttonClass } from "../components/ui/button.tsx";
import { type DeskVideoFilter, listDeskVideos } from "../db/featured-videos.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import {
  DataTable,
  FilterChoice,
  ListFilters,
  StatusCell,
  TranslationList,
} from "../features/desk/content-ui.tsx";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import {
  EVENT_STATUSES as statuses,
  TRANSLATION_CODES as translationLocales,
} from "../features/desk/event-form-shared.ts";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta, Notice, PageTitle } from "../features/desk/ui.tsx";
import { formatKosovoDateTime } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.videos._index";

const route = deskRoute("/desk/videos");

const oneOf = <T extends string>(value: string, known: readonly T[]) =>
  (known as readonly string[]).includes(value) ? (value as T) : undefined;

/** Editors and admins (registry.ts): every featured video, drafts too, with search and filters. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const query = new URL(request.url).searchParams;
  const q = query.get("q")?.slice(0, 100) ?? "";
  const language = query.get("needsTranslation") ?? "";
  const filter: DeskVideoFilter = {
    search: q || undefined,
    status: oneOf(query.get("status") ?? "", statuses),
    source: oneOf(query.get("source") ?? "", ["film", "youtube"] as const),
    needsTranslation: oneOf(language, [...translationLocales, "any"] as const),
  };
  const videos = await listDeskVideos(await getDatabase(), filter);
  return {
    deleted: query.get("done") === "deleted",
    filter: {
      q,
      status: filter.status ?? "",
      source: filter.source ?? "",
      needsTranslation: filter.needsTranslation ?? "",
    },
    videos: videos.map(({ record, status, translations }) => ({
      id: record.id,
      title: record.title,
      source: record.filmSlug ? `Our film: ${record.filmSlug}` : `YouTube: ${record.youtubeId}`,
      position: record.position,
      status,
      publishAt: record.publishAt ? formatKosovoDateTime(record.publishAt) : null,
      translations,
    })),
  };
}

export const meta: Route.MetaFunction = deskPageMeta("Featured videos");

export default function DeskVideos({ loaderData }: Route.ComponentProps) {
  const { filter, videos, deleted } = loaderData;
  return (
    <>
      <PageTitle intro="The videos of the home page, drafts included, in the order visitors see them. Open one to edit its text, translations and history.">
        Featured videos
      </PageTitle>
      {deleted ? (
        <div className="mb-6">
          <Notice tone="success">
            The featured video is deleted. Its versions are kept: it can be restored from its
            history.
          </Notice>
        </div>
      ) : null}
      <p className="mb-6">
        <Link to="/desk/videos/new" className={buttonClass()}>
          New featured video
        </Link>
      </p>
      <ListFilters prefix="videos" filter={filter} submitLabel="Show videos">
        <FilterChoice
          id="videos-source"
          label="Video"
          name="source"
          value={filter.source}
          options={[
            { value: "", label: "Any" },
            { value: "film", label: "Our own film" },
            { value: "youtube", label: "YouTube" },
          ]}
        />
      </ListFilters>
      <p role="status" className="mb-3 text-slate-700">
        {videos.length === 1 ? "1 featured video" : `${videos.length} featured videos`}
      </p>
      {videos.length > 0 ? (
        <div className="overflow-x-auto">
          <DataTable
            caption="Featured videos"
            pad="p-3"
            rowClassName="align-top"
            head={["Video", "Status", "Place", "Translations"]}
            rows={videos.map((video) => ({
              key: String(video.id),
              heading: (
                <>
                  <Link
                    to={`/desk/videos/${video.id}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    {video.title}
                  </Link>
                  <br />
                  <span className="font-normal text-slate-700">{video.source}</span>
                </>
              ),
              cells: [
                <StatusCell key="status" status={video.status} publishAt={video.publishAt} />,
                video.position,
                <TranslationList key="translations" states={video.translations} />,
              ],
            }))}
          />
        </div>
      ) : (
        <p className="text-slate-700">No featured video matches these filters.</p>
      )}
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
