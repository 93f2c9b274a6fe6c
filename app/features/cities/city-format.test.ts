import { describe, expect, it } from "vitest";
import { cities } from "../../content/cities.ts";
import { citiesForTab, foundedLabel, foundedYear } from "./city-format.ts";

describe("foundedLabel", () => {
  it("shows the text when it mentions a century", () => {
    expect(foundedLabel("Medieval market town, recorded from the 14th century", "Ancient")).toBe(
      "Medieval market town, recorded from the 14th century",
    );
    expect(foundedLabel("Grew in the 19th Century", "Ancient")).toBe("Grew in the 19th Century");
    expect(foundedLabel("Roman Theranda, 2nd century BC", "Ancient")).toBe(
      "Roman Theranda, 2nd century BC",
    );
    expect(foundedLabel("Settled over several centuries", "Ancient")).toBe(
      "Settled over several centuries",
    );
  });

  it("shows Ancient otherwise", () => {
    expect(foundedLabel("Neolithic settlement, 6000 BC", "Ancient")).toBe("Ancient");
    expect(foundedLabel("1873", "Ancient")).toBe("Ancient");
    expect(foundedLabel("", "Ancient")).toBe("Ancient");
  });

  it("is not fooled by a word that only contains 'century'", () => {
    expect(foundedLabel("Centuryville, a made-up place", "Ancient")).toBe("Ancient");
  });
});

describe("foundedYear", () => {
  it("takes the text before the first comma", () => {
    expect(foundedYear("Roman-era Theranda, flourished from the 14th century")).toBe(
      "Roman-era Theranda",
    );
    expect(foundedYear("1873, with the railway, and more")).toBe("1873");
  });

  it("keeps text without a comma whole", () => {
    expect(foundedYear("14th century")).toBe("14th century");
  });

  it("works for every city", () => {
    for (const city of cities) {
      expect(foundedYear(city.founded).length).toBeGreaterThan(2);
      expect(foundedYear(city.founded)).not.toContain(",");
    }
  });
});

describe("citiesForTab", () => {
  const names = (tab: Parameters<typeof citiesForTab>[1]) =>
    citiesForTab(cities, tab).map((city) => city.name);

  it("All Cities lists the five after Pristina", () => {
    expect(names("all")).toEqual(["Prizren", "Peja", "Gjakova", "Mitrovica", "Ferizaj"]);
  });

  it("lists each region's cities", () => {
    expect(names("northern")).toEqual(["Mitrovica"]);
    expect(names("central")).toEqual(["Pristina", "Ferizaj"]);
    expect(names("southern").sort()).toEqual(["Gjakova", "Peja", "Prizren"]);
  });
});
