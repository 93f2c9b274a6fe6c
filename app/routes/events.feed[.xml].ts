import { withApiErrors } from "../api/http.server.ts";
import { openDataAction, openDataResponse, preflight } from "../api/open-data.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { eventsFeed } from "../features/feeds/feeds.server.ts";
import { pageLocale } from "../i18n/locales.ts";
import type { Route } from "./+types/events.feed[.xml]";

/** GET /events/feed.xml (/de/events/feed.xml in German): the Atom feed (docs/decisions/144). */
export function loader({ request, params }: Route.LoaderArgs) {
  const asked = preflight(request);
  if (asked) return asked;
  return withApiErrors(async () =>
    openDataResponse(request, await eventsFeed(await getDatabase(), pageLocale(params)), {
      contentType: "application/atom+xml; charset=utf-8",
      maxAgeSeconds: 600,
    }),
  );
}

export const action = openDataAction;
