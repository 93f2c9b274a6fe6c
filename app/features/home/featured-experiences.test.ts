import { describe, expect, it } from "vitest";
import { experiences } from "../../content/experiences.ts";
import { BADGE_CYCLE, pickFeaturedExperiences } from "./featured-experiences.ts";

const item = (id: number, category: string) => ({ id, category });

describe("featured experiences (SPEC 2.3, 9)", () => {
  it("shows at most four", () => {
    expect(pickFeaturedExperiences(experiences)).toHaveLength(4);
    expect(pickFeaturedExperiences(experiences.slice(0, 2))).toHaveLength(2);
    expect(pickFeaturedExperiences([])).toEqual([]);
  });

  it("makes the badge cycle true: each position holds an experience of that category", () => {
    const chosen = pickFeaturedExperiences(experiences);
    expect(chosen.map((e) => e.category)).toEqual([...BADGE_CYCLE]);
    expect(new Set(chosen.map((e) => e.id)).size).toBe(4);
  });

  it("takes the first of each category in list order", () => {
    const list = [
      item(1, "Food"),
      item(2, "Culture"),
      item(3, "Nature"),
      item(4, "Adventure"),
      item(5, "Culture"),
      item(6, "Food"),
    ];
    expect(pickFeaturedExperiences(list).map((e) => e.id)).toEqual([2, 4, 1, 3]);
  });

  it("fills a slot with the next experience when a category has none", () => {
    const list = [item(1, "Culture"), item(2, "Culture"), item(3, "Food")];
    expect(pickFeaturedExperiences(list).map((e) => e.id)).toEqual([1, 2, 3]);
  });
});
