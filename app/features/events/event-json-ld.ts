import type { EventRow } from "../../db/queries.server.ts";
import { eventStartIso } from "../../lib/api-shapes.ts";
import { paths } from "../../lib/paths.ts";

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
  const suffix = new RegExp(`,\\s*${town.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},\\s*Kosovo$`, "i");
  return address.replace(suffix, "").replace(/,\s*Kosovo$/i, "");
}

/** schema.org Event data for search engines (PRODUCT B7); URLs are absolute. */
export function eventJsonLd(event: EventFields, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.name,
    description: event.description,
    startDate: eventStartIso(event),
    ...(event.endDate ? { endDate: event.endDate } : {}),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    image: [`${origin}${event.image}`],
    url: `${origin}${paths.event(event.id)}`,
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

/** JSON for an inline <script>: `<` is escaped so no text can close the element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
