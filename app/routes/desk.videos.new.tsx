import { redirect } from "react-router";
import { listDeskVideos } from "../db/featured-videos.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { verifiedForm } from "../features/desk/csrf.server.ts";
import { DeskErrorBoundary } from "../features/desk/desk-boundary.tsx";
import { deskRoute } from "../features/desk/registry.ts";
import { requireRoute } from "../features/desk/staff.server.ts";
import { BackLink, deskPageMeta, PageTitle } from "../features/desk/ui.tsx";
import {
  createVideoFromForm,
  newVideoValues,
  SCENE_OPTIONS,
} from "../features/desk/video-actions.server.ts";
import { VideoForm } from "../features/desk/video-form.tsx";
import type { Route } from "./+types/desk.videos.new";

const route = deskRoute("/desk/videos/new");

export async function loader({ request }: Route.LoaderArgs) {
  await requireRoute(request, route);
  const videos = await listDeskVideos(await getDatabase());
  const last = Math.max(0, ...videos.map((video) => video.record.position));
  return { values: newVideoValues(Math.min(last + 1, 99)), scenes: SCENE_OPTIONS };
}

/** Saves a new video as a draft and opens it; a refused form comes back with what was typed. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireRoute(request, route);
  const form = await verifiedForm(request);
  const outcome = await createVideoFromForm(await getDatabase(), staff, form);
  if (outcome.ok) throw redirect(`/desk/videos/${outcome.id}?done=created`);
  return outcome;
}

export const meta: Route.MetaFunction = deskPageMeta("New featured video");

export default function NewVideo({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <BackLink to="/desk/videos">All featured videos</BackLink>
      <PageTitle intro="A new video starts as a draft: visitors see it on the home page once you publish it. Write it in English; translations come after.">
        New featured video
      </PageTitle>
      <VideoForm
        values={refused?.values ?? loaderData.values}
        errors={refused?.errors ?? {}}
        scenes={loaderData.scenes}
        submitLabel="Save as draft"
      />
    </>
  );
}

export { DeskErrorBoundary as ErrorBoundary };
