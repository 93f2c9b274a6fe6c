import { describe, expect, it } from "vitest";
import { distanceKm } from "../../lib/geo.ts";
import { selectRelatedDestinations } from "./related.ts";

const pristina = { id: 1, region: "central", lat: 42.6629, lng: 21.1655 };
const germia = { id: 10, region: "central", lat: 42.68, lng: 21.2 };
const batllava = { id: 11, region: "central", lat: 42.84, lng: 21.31 };
const gadime = { id: 14, region: "central", lat: 42.48, lng: 21.2 };
const prizren = { id: 2, region: "southern", lat: 42.2106, lng: 20.7397 };
const mitrovica = { id: 8, region: "northern", lat: 42.8914, lng: 20.866 };
const all = [prizren, pristina, mitrovica, batllava, gadime, germia];

describe("selectRelatedDestinations", () => {
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
