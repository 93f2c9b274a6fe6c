import { data } from "react-router";
import { contentIn } from "../../content/localized.server.ts";
import { type Region, regions } from "../../content/schema.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { findDestination } from "../../db/queries.server.ts";
import { type Locale, localizePath } from "../../i18n/locales.ts";
import { destinationJson } from "../../lib/api-shapes.ts";
import { paths } from "../../lib/paths.ts";

/** `/destinations/:region/:slug`: one of the city explorer's 29 places (PRODUCT B1). */
export async function loadPlace(
  regionParam: string,
  slug: string,
  request: Request,
  locale: Locale,
) {
  const { places } = contentIn(locale).places;
  const region = (regions as readonly string[]).includes(regionParam)
    ? (regionParam as Region)
    : undefined;
  const place = region ? places.find((p) => p.region === region && p.slug === slug) : undefined;
  const regionInfo = contentIn(locale).regions.regionsContent.find((r) => r.id === region);
  if (!place || !regionInfo) throw data(null, { status: 404 });
  const row = place.destinationId
    ? await findDestination(await getDatabase(), place.destinationId, locale)
    : undefined;
  return {
    place,
    region: { id: regionInfo.id, name: regionInfo.name },
    destination: row ? destinationJson(row) : undefined,
    nearby: places
      .filter((other) => other.region === place.region && other.slug !== place.slug)
      .map(({ slug: otherSlug, name }) => ({ slug: otherSlug, name })),
    url: `${new URL(request.url).origin}${localizePath(locale, paths.place(place.region, place.slug))}`,
  };
}

export type PlacePageData = Awaited<ReturnType<typeof loadPlace>>;
