import { getDeskVideo } from "../db/featured-videos.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { editPageAction } from "../features/desk/content-actions.server.ts";
import { ContentEditPage } from "../features/desk/content-ui.tsx";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { deskPageMeta } from "../features/desk/ui.tsx";
import {
  SCENE_OPTIONS,
  saveVideoFromForm,
  VIDEO_KIND,
  videoValuesFromRecord,
} from "../features/desk/video-actions.server.ts";
import { VideoForm } from "../features/desk/video-form.tsx";
import { requireFound, requireId } from "../lib/ids.ts";
import { formatKosovoDateTime, kosovoInputValue } from "../lib/kosovo-time.ts";
import type { Route } from "./+types/desk.videos.$id._index";

const route = deskRoute("/desk/videos/:id");

/** Editors and admins: one featured video's English text, publication and translations. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const id = requireId(params.id);
  const video = requireFound(await getDeskVideo(await getDatabase(), id));
  const query = new URL(request.url).searchParams;
  const { record } = video;
  return {
    id,
    title: record.title,
    version: record.version,
    status: video.status,
    publishAt: record.publishAt ? formatKosovoDateTime(record.publishAt) : null,
    publishAtInput: record.publishAt ? kosovoInputValue(record.publishAt) : null,
    values: videoValuesFromRecord(record),
    scenes: SCENE_OPTIONS,
    translations: video.translations,
    confirmDelete: query.get("delete") === "1",
    done: query.get("done"),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const id = requireId(params.id);
  const form = await verifiedForm(request);
  const db = await getDatabase();
  return editPageAction(db, staff, VIDEO_KIND, id, form, "/desk/videos", () =>
    saveVideoFromForm(db, staff, id, form),
  );
}

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  deskPageMeta(loaderData ? `Edit ${loaderData.title}` : "Featured video")({ error });

export default function EditVideo({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const refusedSave =
    actionData?.intent === "save" && !actionData.ok && "values" in actionData
      ? actionData
      : undefined;
  return (
    <ContentEditPage
      noun="featured video"
      list={{ to: "/desk/videos", label: "All featured videos" }}
      base={`/desk/videos/${data.id}`}
      data={data}
      outcome={actionData}
    >
      <VideoForm
        key={data.version}
        values={refusedSave?.values ?? data.values}
        errors={refusedSave?.errors ?? {}}
        scenes={data.scenes}
        version={data.version}
        submitLabel="Save changes"
      />
    </ContentEditPage>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
