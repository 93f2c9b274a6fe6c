import { describe, expect, it } from "vitest";
import { distanceKm, nearestFirst } from "./geo.ts";

const pristina = { id: 1, region: "central", lat: 42.6629, lng: 21.1655 };
const germia = { id: 10, region: "central", lat: 42.68, lng: 21.2 };
const batllava = { id: 11, region: "central", lat: 42.84, lng: 21.31 };
const gadime = { id: 14, region: "central", lat: 42.48, lng: 21.2 };
const prizren = { id: 2, region: "southern", lat: 42.2106, lng: 20.7397 };
const mitrovica = { id: 8, region: "northern", lat: 42.8914, lng: 20.866 };
const all = [prizren, pristina, mitrovica, batllava, gadime, germia];

type Destination = (typeof all)[number];
const selectRelatedDestinations = (current: Destination, list: Destination[], limit?: number) =>
  nearestFirst(current, list, { belong: (other) => other.region === current.region, limit });

describe("nearestFirst, by region (related destinations)", () => {
  it("never includes the current destination and returns at most 3", () => {
    for (const current of all) {
      const related = selectRelatedDestinations(current, all);
      expect(related).toHaveLength(3);
      expect(related.map((d) => d.id)).not.toContain(current.id);
      expect(new Set(related.map((d) => d.id)).size).toBe(3);
    }
  });

  it("prefers the same region, nearest first", () => {
    expect(selectRelatedDestinations(pristina, all).map((d) => d.id)).toEqual([10, 14, 11]);
  });

  it("fills up with the nearest destinations of other regions", () => {
    // Prizren is alone in the south: the nearest of the others follow.
    const related = selectRelatedDestinations(prizren, all).map((d) => d.id);
    expect(related).toHaveLength(3);
    expect(related[0]).toBe(14);
  });

  it("copes with short lists and a zero limit", () => {
    expect(selectRelatedDestinations(pristina, [pristina])).toEqual([]);
    expect(selectRelatedDestinations(pristina, [pristina, prizren])).toEqual([prizren]);
    expect(selectRelatedDestinations(pristina, all, 0)).toEqual([]);
  });

  it("is stable when distances tie", () => {
    const twinA = { id: 30, region: "eastern", lat: 42.5, lng: 21.5 };
    const twinB = { id: 31, region: "eastern", lat: 42.5, lng: 21.5 };
    expect(selectRelatedDestinations(pristina, [twinB, twinA]).map((d) => d.id)).toEqual([30, 31]);
  });
});

describe("distanceKm", () => {
  it("measures Pristina to Prizren as the crow flies", () => {
    expect(distanceKm(pristina, prizren)).toBeGreaterThan(55);
    expect(distanceKm(pristina, prizren)).toBeLessThan(65);
  });
});

const walk = { id: 1, category: "Culture", lat: 42.2085, lng: 20.742 };
const monasteries = { id: 5, category: "Culture", lat: 42.546, lng: 20.265 };
const museums = { id: 10, category: "Culture", lat: 42.66, lng: 21.16 };
const via = { id: 2, category: "Adventure", lat: 42.67, lng: 20.23 };
const wine = { id: 3, category: "Food", lat: 42.4, lng: 20.65 };
const experiences = [walk, monasteries, museums, via, wine];

type Experience = (typeof experiences)[number];
const selectRelatedExperiences = (current: Experience, list: Experience[]) =>
  nearestFirst(current, list, { belong: (other) => other.category === current.category });

describe("nearestFirst, by kind (related experiences)", () => {
  it("never includes the current experience", () => {
    for (const current of experiences) {
      const related = selectRelatedExperiences(current, experiences);
      expect(related.map((e) => e.id)).not.toContain(current.id);
      expect(related.length).toBeLessThanOrEqual(3);
    }
  });

  it("prefers the same category, then the nearest", () => {
    expect(selectRelatedExperiences(walk, experiences).map((e) => e.id)).toEqual([5, 10, 3]);
  });
});
