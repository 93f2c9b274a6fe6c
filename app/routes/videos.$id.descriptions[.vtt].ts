import { data } from "react-router";
import { getDatabase } from "../db/instance.server.ts";
import { findFeaturedVideo } from "../db/queries.server.ts";
import { filmDescriptions } from "../features/home/video-embed.ts";
import { translate } from "../i18n/catalogue.server.ts";
import { pageLocale } from "../i18n/locales.ts";
import { parseId } from "../lib/ids.ts";
import type { Route } from "./+types/videos.$id.descriptions[.vtt]";

/** GET /videos/:id/descriptions.vtt — the text track of a featured film, in the page's language. */
export async function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  const id = parseId(params.id);
  const video =
    id === undefined ? undefined : await findFeaturedVideo(await getDatabase(), id, locale);
  if (!video?.film) throw data(null, { status: 404 });
  const body = filmDescriptions(
    video.title,
    video.description,
    translate(locale, "home.videos.noSound"),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/vtt; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
