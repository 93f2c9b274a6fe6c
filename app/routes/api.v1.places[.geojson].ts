import { withApiErrors } from "../api/http.server.ts";
import {
  dataLocale,
  openDataAction,
  openDataResponse,
  preflight,
} from "../api/open-data.server.ts";
import { getDatabase } from "../db/instance.server.ts";
import { placesGeoJson } from "../features/open-data/places-geojson.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { Route } from "./+types/api.v1.places[.geojson]";

/** The query this file reads (app/lib/route-handle.ts): its language. */
export const handle = { query: ["lang", "locale"] } satisfies RouteHandle;

/** GET /api/v1/places.geojson?lang=de — every place with coordinates (decision 144). */
export function loader({ request }: Route.LoaderArgs) {
  const asked = preflight(request);
  if (asked) return asked;
  return withApiErrors(async () => {
    const collection = await placesGeoJson(await getDatabase(), dataLocale(request));
    return openDataResponse(request, JSON.stringify(collection), {
      contentType: "application/geo+json; charset=utf-8",
      maxAgeSeconds: 300,
    });
  });
}

export const action = openDataAction;
