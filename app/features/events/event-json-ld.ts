import { eventStartIso } from "../../api/shapes.ts";
import type { EventRow } from "../../db/queries.server.ts";
import { paths } from "../../lib/paths.ts";
import type { JsonLdSite } from "../../seo/json-ld.ts";
import { absoluteUrl, pageUrl } from "../../seo/meta.ts";

type EventFields = Pick<
  EventRow,
  | "id"
  | "name"
  | "description"
  | "image"
  | "startDate"
  | "startTime"
  | "endDate"
  | "location"
  | "address"
  | "town"
  | "latitude"
  | "longitude"
  | "website"
>;

/** "Near the National Theatre, city centre, Pristina, Kosovo" minus its town and country. */
function streetPart(address: string, town: string): string {
  const escaped = town.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const suffix = new RegExp(`,\\s*${escaped},\\s*[^,]+$`, "i");
  return address.replace(suffix, "").replace(/,\s*Kosov[aoë]$/i, "");
}

/** schema.org Event data for search engines (PRODUCT B7); URLs are absolute. */
export function eventJsonLd(event: EventFields, site: JsonLdSite) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: eventStartIso(event),
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: [absoluteUrl(site.origin, event.image)],
    url: pageUrl(site, paths.event(event.id)),
    location: {
      "@type": "Place",
      name: event.location,
      address: {
        "@type": "PostalAddress",
        streetAddress: streetPart(event.address, event.town),
        addressLocality: event.town,
        addressCountry: "XK",
      },
      geo: { "@type": "GeoCoordinates", latitude: event.latitude, longitude: event.longitude },
    },
    ...(event.website ? { sameAs: event.website } : {}),
  };
}
