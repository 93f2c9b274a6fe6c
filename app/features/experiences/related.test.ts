import { describe, expect, it } from "vitest";
import { selectRelatedExperiences } from "./related.ts";

const walk = { id: 1, category: "Culture", lat: 42.2085, lng: 20.742 };
const monasteries = { id: 5, category: "Culture", lat: 42.546, lng: 20.265 };
const museums = { id: 10, category: "Culture", lat: 42.66, lng: 21.16 };
const via = { id: 2, category: "Adventure", lat: 42.67, lng: 20.23 };
const wine = { id: 3, category: "Food", lat: 42.4, lng: 20.65 };
const all = [walk, monasteries, museums, via, wine];

describe("selectRelatedExperiences", () => {
  it("never includes the current experience", () => {
    for (const current of all) {
      const related = selectRelatedExperiences(current, all);
      expect(related.map((e) => e.id)).not.toContain(current.id);
      expect(related.length).toBeLessThanOrEqual(3);
    }
  });

  it("prefers the same category, then the nearest", () => {
    expect(selectRelatedExperiences(walk, all).map((e) => e.id)).toEqual([5, 10, 3]);
  });
});
