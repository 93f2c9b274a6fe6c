import { data } from "react-router";
import { getPlace, places } from "../../content/places.ts";
import { getRegionInfo } from "../../content/regions.ts";
import { type Region, regions } from "../../content/schema.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { findDestination } from "../../db/queries.server.ts";
import { destinationJson } from "../../lib/api-shapes.ts";
import { paths } from "../../lib/paths.ts";

/** `/destinations/:region/:slug`: one of the city explorer's 29 places (PRODUCT B1). */
export async function loadPlace(regionParam: string, slug: string, request: Request) {
  const region = (regions as readonly string[]).includes(regionParam)
    ? (regionParam as Region)
    : undefined;
  const place = region ? getPlace(region, slug) : undefined;
  const regionInfo = region ? getRegionInfo(region) : undefined;
  if (!place || !regionInfo) throw data(null, { status: 404 });
  const row = place.destinationId
    ? await findDestination(await getDatabase(), place.destinationId)
    : undefined;
  return {
    place,
    region: { id: regionInfo.id, name: regionInfo.name },
    destination: row ? destinationJson(row) : undefined,
    nearby: places
      .filter((other) => other.region === place.region && other.slug !== place.slug)
      .map(({ slug: otherSlug, name }) => ({ slug: otherSlug, name })),
    url: `${new URL(request.url).origin}${paths.place(place.region, place.slug)}`,
  };
}

export type PlacePageData = Awaited<ReturnType<typeof loadPlace>>;
