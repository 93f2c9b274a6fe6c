import { describe, expect, it } from "vitest";
import { eventJsonLd } from "./event-json-ld.ts";

const row = {
  id: 10,
  name: "DokuFest",
  description: "Documentary and short film festival in Prizren.",
  image: "/artwork/events/dokufest.svg",
  startDate: "2027-08-06",
  startTime: "10:00",
  endDate: "2027-08-14",
  location: "Cinemas and open-air screens, old town, Prizren",
  address: "Old town, Prizren, Kosovo",
  town: "Prizren",
  latitude: 42.2085,
  longitude: 20.742,
  website: "https://dokufest.com",
};

describe("eventJsonLd", () => {
  const data = eventJsonLd(row, { origin: "https://example.org", locale: "en" });

  it("describes a schema.org Event with absolute URLs", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "DokuFest",
      startDate: "2027-08-06T10:00:00+02:00",
      endDate: "2027-08-14",
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      image: ["https://example.org/artwork/events/dokufest.svg"],
      url: "https://example.org/events/10",
    });
  });

  it("has a place with a postal address in Kosovo", () => {
    expect(data.location).toMatchObject({
      "@type": "Place",
      name: row.location,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Old town",
        addressLocality: "Prizren",
        addressCountry: "XK",
      },
    });
  });

  it("leaves out an end date it does not have", () => {
    expect(
      eventJsonLd({ ...row, endDate: null }, { origin: "https://example.org", locale: "en" }),
    ).not.toHaveProperty("endDate");
  });
});
