import { destinationJson } from "../../api/shapes.ts";
import { contentIn } from "../../content/localized.server.ts";
import type { Region } from "../../content/schema.ts";
import { getDatabase } from "../../db/instance.server.ts";
import { withMediaCredits } from "../../db/media.server.ts";
import { findDestination } from "../../db/queries.server.ts";
import type { Locale } from "../../i18n/locales.ts";
import { paths } from "../../lib/paths.ts";
import { publicPageUrl } from "../../seo/origin.server.ts";

/**
 * `/destinations/:region/:slug`: one of the city explorer's 29 places (PRODUCT B1); undefined if
 * the region has no such place.
 */
export async function loadPlace(region: Region, slug: string, locale: Locale) {
  const { places } = contentIn(locale).places;
  const place = places.find((p) => p.region === region && p.slug === slug);
  const regionInfo = contentIn(locale).regions.regionsContent.find((r) => r.id === region);
  if (!place || !regionInfo) return undefined;
  const db = await getDatabase();
  const row = place.destinationId
    ? await findDestination(db, place.destinationId, locale)
    : undefined;
  const [destination] = row ? await withMediaCredits(db, [destinationJson(row)], "image") : [];
  return {
    place,
    region: { id: regionInfo.id, name: regionInfo.name },
    destination,
    nearby: places
      .filter((other) => other.region === place.region && other.slug !== place.slug)
      .map(({ slug: otherSlug, name }) => ({ slug: otherSlug, name })),
    url: publicPageUrl(locale, paths.place(place.region, place.slug)),
  };
}

export type PlacePageData = NonNullable<Awaited<ReturnType<typeof loadPlace>>>;
