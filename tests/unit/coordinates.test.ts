import { describe, expect, it } from "vitest";
import { attractions } from "../../app/content/attractions.ts";
import { cities } from "../../app/content/cities.ts";
import { destinations } from "../../app/content/destinations.ts";
import { events } from "../../app/content/events.ts";
import { experiences } from "../../app/content/experiences.ts";
import { places } from "../../app/content/places.ts";
import { distanceKm } from "../../app/lib/geo.ts";

/** Kosovo's extent (about 41.86–43.27 °N, 20.01–21.79 °E). */
const KOSOVO = { south: 41.85, north: 43.27, west: 19.98, east: 21.8 };

const everything = [
  ...destinations.map((d) => ({ what: `destination ${d.name}`, ...d.coordinates })),
  ...cities.map((c) => ({ what: `city ${c.name}`, ...c.coordinates })),
  ...places.map((p) => ({ what: `place ${p.name}`, ...p.coordinates })),
  ...attractions.map((a) => ({ what: `attraction ${a.name}`, ...a.coordinates })),
  ...experiences.map((e) => ({ what: `experience ${e.name}`, ...e.coordinates })),
  ...events.map((e) => ({ what: `event ${e.name}`, ...e.coordinates })),
];

describe("coordinates in the content", () => {
  it("cover every destination, city, place, attraction, experience and event", () => {
    expect(everything.length).toBe(
      destinations.length +
        cities.length +
        places.length +
        attractions.length +
        experiences.length +
        events.length,
    );
  });

  it.each(everything)("$what lies inside Kosovo's bounding box", ({ lat, lng }) => {
    expect(lat).toBeGreaterThanOrEqual(KOSOVO.south);
    expect(lat).toBeLessThanOrEqual(KOSOVO.north);
    expect(lng).toBeGreaterThanOrEqual(KOSOVO.west);
    expect(lng).toBeLessThanOrEqual(KOSOVO.east);
  });

  it("puts each place near the destination and the city it stands for", () => {
    for (const place of places) {
      const destination = destinations.find((d) => d.id === place.destinationId);
      if (destination) {
        expect(
          distanceKm(place.coordinates, destination.coordinates),
          `${place.name} ↔ destination ${destination.name}`,
        ).toBeLessThan(15);
      }
      const city = cities.find((c) => c.id === place.cityId);
      if (city) {
        expect(
          distanceKm(place.coordinates, city.coordinates),
          `${place.name} ↔ city`,
        ).toBeLessThan(10);
      }
    }
  });

  it("puts each city next to the destination of the same name", () => {
    for (const city of cities) {
      const destination = destinations.find((d) => d.name === city.name);
      if (!destination) continue;
      expect(distanceKm(city.coordinates, destination.coordinates), city.name).toBeLessThan(5);
    }
  });

  it("puts each attraction within reach of its town", () => {
    for (const attraction of attractions) {
      const town =
        cities.find((c) => c.name === attraction.city) ??
        destinations.find((d) => d.name === attraction.city) ??
        places.find((p) => p.name === attraction.city);
      if (!town) continue;
      expect(
        distanceKm(attraction.coordinates, town.coordinates),
        `${attraction.name} ↔ ${attraction.city}`,
      ).toBeLessThan(30);
    }
  });
});
