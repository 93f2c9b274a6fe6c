import { describe, expect, it } from "vitest";
import { places } from "../../content/places.ts";
import { sortPlaces, toColumns } from "./city-explorer.ts";

describe("city explorer (SPEC 2.3)", () => {
  it("lists the 29 places sorted, in columns of 10 / 10 / 9", () => {
    const sorted = sortPlaces(places);
    expect(sorted).toHaveLength(29);
    const names = sorted.map((place) => place.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(toColumns(sorted).map((column) => column.length)).toEqual([10, 10, 9]);
  });

  it("gives every place its own path, Zvečan and Zubin Potok included", () => {
    const slugs = places.map((place) => `${place.region}/${place.slug}`);
    expect(new Set(slugs).size).toBe(29);
    const zvecan = places.find((place) => place.name === "Zvečan");
    const zubin = places.find((place) => place.name === "Zubin Potok");
    expect(zvecan?.slug).toBe("zvecan");
    expect(zubin?.slug).toBe("zubin-potok");
  });

  it("sorts letters with diacritics among their base letters", () => {
    const sorted = sortPlaces([{ name: "Zvečan" }, { name: "Ferizaj" }, { name: "Deçan" }]);
    expect(sorted.map((p) => p.name)).toEqual(["Deçan", "Ferizaj", "Zvečan"]);
  });
});
