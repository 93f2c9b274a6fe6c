import { describe, expect, it } from "vitest";
import { experiences } from "../../content/experiences.ts";
import { pickFeaturedExperiences } from "./featured-experiences.ts";

describe("featured experiences (SPEC 2.3, 9)", () => {
  it("shows the first four in the API's order", () => {
    expect(pickFeaturedExperiences(experiences).map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(pickFeaturedExperiences([{ id: 9 }, { id: 2 }]).map((e) => e.id)).toEqual([9, 2]);
    expect(pickFeaturedExperiences([])).toEqual([]);
  });
});
