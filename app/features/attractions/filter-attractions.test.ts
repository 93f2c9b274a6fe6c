import { describe, expect, it } from "vitest";
import {
  type AttractionFilters,
  attractionCategories,
  attractionCities,
  countActiveFilters,
  defaultFilters,
  durationBucketsOf,
  type FilterableAttraction,
  filterAttractions,
  filtersToParams,
  matchesDuration,
  narrowByTab,
  PRICE_MAX,
  PRICE_MIN,
  parseFilters,
  parsePrice,
  resetFilters,
  sortAttractions,
  toggleDuration,
} from "./filter-attractions.ts";

const item = (
  name: string,
  category: string,
  city: string,
  ticketPrice: string,
  duration: string,
): FilterableAttraction => ({ name, category, city, ticketPrice, duration });

const fortress = item("Prizren Fortress", "Historical", "Prizren", "Free", "1-2 hours");
const rugova = item("Rugova Canyon", "Nature", "Peja", "Free", "3-5 hours");
const newborn = item("Newborn Monument", "Monument", "Pristina", "Free", "30 minutes");
const museum = item("Kosovo Museum", "Museum", "Pristina", "€2", "1-2 hours");
const decani = item("Visoki Dečani Monastery", "Religious", "Deçan", "Free", "1-2 hours");
const library = item("National Library", "Architecture", "Pristina", "Free", "30 minutes");
const gadime = item("Gadime Cave", "Nature", "Lipjan", "5 EUR", "1 hour");
const gracanica = item("Gračanica Monastery", "Religious", "Gračanica", "€2", "1 hour");
const bazaar = item("Gjakova Old Bazaar", "Historical", "Gjakova", "Free", "2-3 hours");
const hammam = item("Gazi Mehmed Pasha Hammam", "Museum", "Prizren", "€1.50", "30 minutes");
const all = [fortress, rugova, newborn, museum, decani, library, gadime, gracanica, bazaar, hammam];

const withFilters = (changes: Partial<AttractionFilters>): AttractionFilters => ({
  ...defaultFilters,
  ...changes,
});
const names = (list: FilterableAttraction[]) => list.map((a) => a.name);

describe("default filters", () => {
  it("keep every attraction", () => {
    expect(filterAttractions(all, defaultFilters)).toEqual(all);
  });
});

describe("search", () => {
  it("matches the name as a case-insensitive substring", () => {
    expect(names(filterAttractions(all, withFilters({ q: "MONASTERY" })))).toEqual([
      "Visoki Dečani Monastery",
      "Gračanica Monastery",
    ]);
    expect(names(filterAttractions(all, withFilters({ q: "fort" })))).toEqual(["Prizren Fortress"]);
  });

  it("looks at the name only, not the city or category", () => {
    expect(filterAttractions(all, withFilters({ q: "Peja" }))).toEqual([]);
    expect(filterAttractions(all, withFilters({ q: "Nature" }))).toEqual([]);
  });

  it("ignores surrounding spaces and treats blank as no search", () => {
    expect(names(filterAttractions(all, withFilters({ q: "  cave " })))).toEqual(["Gadime Cave"]);
    expect(filterAttractions(all, withFilters({ q: "   " }))).toEqual(all);
  });

  it("matches letters with diacritics", () => {
    expect(names(filterAttractions(all, withFilters({ q: "gračan" })))).toEqual([
      "Gračanica Monastery",
    ]);
  });
});

describe("category", () => {
  it.each([
    ["Historical", ["Prizren Fortress", "Gjakova Old Bazaar"]],
    ["Nature", ["Rugova Canyon", "Gadime Cave"]],
    ["Monument", ["Newborn Monument"]],
    ["Museum", ["Kosovo Museum", "Gazi Mehmed Pasha Hammam"]],
    ["Religious", ["Visoki Dečani Monastery", "Gračanica Monastery"]],
    ["Architecture", ["National Library"]],
  ] as const)("%s keeps only that category", (category, expected) => {
    expect(names(filterAttractions(all, withFilters({ category })))).toEqual(expected);
  });

  it("All keeps every category", () => {
    expect(filterAttractions(all, withFilters({ category: "All" }))).toEqual(all);
  });

  it("offers exactly the values of SPEC 5", () => {
    expect(attractionCategories).toEqual([
      "All",
      "Historical",
      "Nature",
      "Monument",
      "Museum",
      "Religious",
      "Architecture",
    ]);
  });
});

describe("city", () => {
  it.each([
    ["Pristina", ["Newborn Monument", "Kosovo Museum", "National Library"]],
    ["Prizren", ["Prizren Fortress", "Gazi Mehmed Pasha Hammam"]],
    ["Peja", ["Rugova Canyon"]],
    ["Gjakova", ["Gjakova Old Bazaar"]],
    ["Deçan", ["Visoki Dečani Monastery"]],
    ["Lipjan", ["Gadime Cave"]],
    ["Gračanica", ["Gračanica Monastery"]],
  ] as const)("%s keeps only that city", (city, expected) => {
    expect(names(filterAttractions(all, withFilters({ city })))).toEqual(expected);
  });

  it("All Cities keeps every city", () => {
    expect(filterAttractions(all, withFilters({ city: "All Cities" }))).toEqual(all);
  });

  it("offers exactly the values of SPEC 5, All Cities first", () => {
    expect(attractionCities).toEqual([
      "All Cities",
      "Pristina",
      "Prizren",
      "Peja",
      "Gjakova",
      "Deçan",
      "Lipjan",
      "Gračanica",
    ]);
  });
});

describe("price", () => {
  it("counts Free as 0", () => {
    expect(parsePrice("Free")).toBe(0);
    expect(parsePrice("free entry")).toBe(0);
  });

  it("reads the number of a price text", () => {
    expect(parsePrice("€2")).toBe(2);
    expect(parsePrice("5 EUR")).toBe(5);
    expect(parsePrice("€10")).toBe(10);
    expect(parsePrice("€1.50")).toBe(1.5);
  });

  it("keeps attractions whose price lies between the two slider values, inclusive", () => {
    expect(names(filterAttractions(all, withFilters({ minPrice: 2, maxPrice: 5 })))).toEqual([
      "Kosovo Museum",
      "Gadime Cave",
      "Gračanica Monastery",
    ]);
    expect(names(filterAttractions(all, withFilters({ minPrice: 5, maxPrice: 5 })))).toEqual([
      "Gadime Cave",
    ]);
  });

  it("0–0 keeps only free attractions", () => {
    const free = filterAttractions(all, withFilters({ minPrice: 0, maxPrice: 0 }));
    expect(free.every((a) => parsePrice(a.ticketPrice) === 0)).toBe(true);
    expect(free).toHaveLength(6);
  });

  it("a lower bound above 0 drops the free attractions", () => {
    expect(
      filterAttractions(all, withFilters({ minPrice: 1 })).every((a) => a.ticketPrice !== "Free"),
    ).toBe(true);
  });
});

describe("slider bounds in the URL", () => {
  it("default to 0–10", () => {
    const filters = parseFilters(new URLSearchParams());
    expect([filters.minPrice, filters.maxPrice]).toEqual([PRICE_MIN, PRICE_MAX]);
    expect([PRICE_MIN, PRICE_MAX]).toEqual([0, 10]);
  });

  it("are clamped to 0–10 and rounded to the step of 1", () => {
    const filters = parseFilters(new URLSearchParams("minPrice=-4&maxPrice=99"));
    expect([filters.minPrice, filters.maxPrice]).toEqual([0, 10]);
    expect(parseFilters(new URLSearchParams("maxPrice=4.4")).maxPrice).toBe(4);
  });

  it("are swapped when the lower one is above the upper one", () => {
    const filters = parseFilters(new URLSearchParams("minPrice=8&maxPrice=3"));
    expect([filters.minPrice, filters.maxPrice]).toEqual([3, 8]);
  });

  it("fall back to the default for junk", () => {
    const filters = parseFilters(new URLSearchParams("minPrice=abc&maxPrice="));
    expect([filters.minPrice, filters.maxPrice]).toEqual([0, 10]);
  });
});

describe("duration", () => {
  it("short matches 30 minutes", () => {
    expect(durationBucketsOf("30 minutes")).toEqual(["short"]);
    expect(names(filterAttractions(all, withFilters({ durations: ["short"] })))).toEqual([
      "Newborn Monument",
      "National Library",
      "Gazi Mehmed Pasha Hammam",
    ]);
  });

  it("medium matches 1-2 hours, with a hyphen or an en dash", () => {
    expect(durationBucketsOf("1-2 hours")).toEqual(["medium"]);
    expect(durationBucketsOf("1–2 hours")).toEqual(["medium"]);
    expect(names(filterAttractions(all, withFilters({ durations: ["medium"] })))).toEqual([
      "Prizren Fortress",
      "Kosovo Museum",
      "Visoki Dečani Monastery",
    ]);
  });

  it("long matches a duration containing 3, 4 or 5", () => {
    expect(durationBucketsOf("3 hours")).toEqual(["long"]);
    expect(durationBucketsOf("4 hours")).toEqual(["long"]);
    expect(durationBucketsOf("3-5 hours")).toEqual(["long"]);
    expect(durationBucketsOf("2-3 hours")).toEqual(["long"]);
    expect(durationBucketsOf("Half day (4-5 hours)")).toEqual(["long"]);
    expect(names(filterAttractions(all, withFilters({ durations: ["long"] })))).toEqual([
      "Rugova Canyon",
      "Gjakova Old Bazaar",
    ]);
  });

  it("the 3 of '30 minutes' does not make a visit long", () => {
    expect(matchesDuration("30 minutes", ["long"])).toBe(false);
  });

  it("a duration in no bucket only shows when no bucket is chosen", () => {
    expect(durationBucketsOf("1 hour")).toEqual([]);
    expect(matchesDuration("1 hour", [])).toBe(true);
    expect(matchesDuration("1 hour", ["short", "medium", "long"])).toBe(false);
  });

  it("several buckets are combined with or", () => {
    expect(
      names(filterAttractions(all, withFilters({ durations: ["short", "long"] }))).sort(),
    ).toEqual(
      [
        "Newborn Monument",
        "National Library",
        "Gazi Mehmed Pasha Hammam",
        "Rugova Canyon",
        "Gjakova Old Bazaar",
      ].sort(),
    );
  });

  it("none selected means all", () => {
    expect(filterAttractions(all, withFilters({ durations: [] }))).toEqual(all);
  });

  it("toggling adds and removes a bucket and keeps the fixed order", () => {
    expect(toggleDuration([], "long")).toEqual(["long"]);
    expect(toggleDuration(["long"], "short")).toEqual(["short", "long"]);
    expect(toggleDuration(["short", "long"], "short")).toEqual(["long"]);
  });
});

describe("combinations", () => {
  it("every filter must match", () => {
    expect(
      names(
        filterAttractions(
          all,
          withFilters({ city: "Pristina", category: "Museum", maxPrice: 3, durations: ["medium"] }),
        ),
      ),
    ).toEqual(["Kosovo Museum"]);
    expect(filterAttractions(all, withFilters({ city: "Peja", category: "Religious" }))).toEqual(
      [],
    );
    expect(names(filterAttractions(all, withFilters({ q: "monastery", maxPrice: 0 })))).toEqual([
      "Visoki Dečani Monastery",
    ]);
  });
});

describe("tabs", () => {
  it("Nature keeps Nature", () => {
    expect(names(narrowByTab(all, "nature"))).toEqual(["Rugova Canyon", "Gadime Cave"]);
  });

  it("Heritage keeps Historical, Religious and Monument", () => {
    expect(names(narrowByTab(all, "heritage"))).toEqual([
      "Prizren Fortress",
      "Newborn Monument",
      "Visoki Dečani Monastery",
      "Gračanica Monastery",
      "Gjakova Old Bazaar",
    ]);
  });

  it("Museums keeps Museum", () => {
    expect(names(narrowByTab(all, "museums"))).toEqual([
      "Kosovo Museum",
      "Gazi Mehmed Pasha Hammam",
    ]);
  });

  it("All keeps everything", () => {
    expect(narrowByTab(all, "all")).toEqual(all);
  });

  it("narrow the already filtered list", () => {
    const filtered = filterAttractions(all, withFilters({ city: "Pristina" }));
    expect(names(narrowByTab(filtered, "heritage"))).toEqual(["Newborn Monument"]);
    expect(narrowByTab(filterAttractions(all, withFilters({ city: "Peja" })), "museums")).toEqual(
      [],
    );
  });
});

describe("URL state", () => {
  it("reads every field", () => {
    const params = new URLSearchParams(
      "q=cave&category=Nature&city=Lipjan&minPrice=1&maxPrice=6&duration=short,long&tab=nature",
    );
    expect(parseFilters(params)).toEqual({
      q: "cave",
      category: "Nature",
      city: "Lipjan",
      minPrice: 1,
      maxPrice: 6,
      durations: ["short", "long"],
      minRating: 0,
      sort: "ours",
      tab: "nature",
    });
  });

  it("accepts the repeated duration fields of a plain form and any letter case", () => {
    const params = new URLSearchParams(
      "duration=long&duration=short&category=museum&city=gra%C4%8Danica&tab=Heritage",
    );
    const filters = parseFilters(params);
    expect(filters.durations).toEqual(["short", "long"]);
    expect(filters.category).toBe("Museum");
    expect(filters.city).toBe("Gračanica");
    expect(filters.tab).toBe("heritage");
  });

  it("falls back to the defaults for unknown values", () => {
    const params = new URLSearchParams("category=Beaches&city=Paris&duration=forever&tab=x");
    expect(parseFilters(params)).toEqual(defaultFilters);
  });

  it("the header's ?category= preselects the category", () => {
    for (const category of ["Nature", "Historical", "Religious", "Museum"] as const) {
      expect(parseFilters(new URLSearchParams({ category })).category).toBe(category);
    }
  });

  it("writes only what differs from the default and round-trips", () => {
    expect(filtersToParams(defaultFilters).toString()).toBe("");
    const filters = withFilters({ q: "bazaar", city: "Deçan", maxPrice: 4, durations: ["medium"] });
    const params = filtersToParams(filters);
    expect(params.get("duration")).toBe("medium");
    expect(parseFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });
});

describe("rating (issue 19 item 2: the numbers of the published reviews)", () => {
  const rated = [
    { ...fortress, rating: 4.5, reviewCount: 2 },
    { ...rugova, rating: null, reviewCount: 0 },
    { ...newborn, rating: 3, reviewCount: 1 },
    { ...museum, rating: 4.5, reviewCount: 6 },
    { ...decani, rating: 4, reviewCount: 1 },
  ];

  it("keeps only what is rated at least the minimum; the unrated are never in", () => {
    expect(names(filterAttractions(rated, withFilters({ minRating: 4 })))).toEqual([
      "Prizren Fortress",
      "Kosovo Museum",
      "Visoki Dečani Monastery",
    ]);
    expect(names(filterAttractions(rated, withFilters({ minRating: 3 })))).not.toContain(
      "Rugova Canyon",
    );
    expect(filterAttractions(rated, withFilters({ minRating: 0 }))).toEqual(rated);
  });

  it("sorts by average, then by number of reviews, the unrated last; our order otherwise", () => {
    expect(names(sortAttractions(rated, "rating"))).toEqual([
      "Kosovo Museum",
      "Prizren Fortress",
      "Visoki Dečani Monastery",
      "Newborn Monument",
      "Rugova Canyon",
    ]);
    expect(sortAttractions(rated, "ours")).toEqual(rated);
  });

  it("lives in the URL: ?minRating=4&sort=rating, unknown values fall back", () => {
    const filters = parseFilters(new URLSearchParams("minRating=4&sort=Rating"));
    expect(filters).toMatchObject({ minRating: 4, sort: "rating" });
    expect(filtersToParams(filters).toString()).toBe("minRating=4&sort=rating");
    expect(parseFilters(new URLSearchParams("minRating=5&sort=price"))).toEqual(defaultFilters);
    expect(countActiveFilters(filters)).toBe(1);
  });
});

describe("reset", () => {
  it("restores every filter and the tab", () => {
    expect(resetFilters()).toEqual(defaultFilters);
    expect(countActiveFilters(resetFilters())).toBe(0);
  });

  it("counts the panel filters that differ from the default", () => {
    expect(
      countActiveFilters(
        withFilters({ category: "Nature", city: "Peja", minPrice: 1, durations: ["long"], q: "x" }),
      ),
    ).toBe(4);
  });
});

describe("with the real content", () => {
  it("offers the same category and city values as the content", async () => {
    const content = await import("../../content/attractions.ts");
    expect([...attractionCategories]).toEqual([...content.attractionCategories]);
    expect([...attractionCities]).toEqual([...content.attractionCities]);
  });

  it("puts every real duration in exactly one bucket", async () => {
    const { attractionDurations } = await import("../../content/attractions.ts");
    for (const duration of attractionDurations) {
      expect(durationBucketsOf(duration), duration).toHaveLength(1);
    }
  });

  it("finds the Rugova Gorge under Nature and Peja", async () => {
    const { attractions } = await import("../../content/attractions.ts");
    expect(names(filterAttractions(attractions, withFilters({ category: "Nature" })))).toEqual([
      "Rugova Gorge",
    ]);
    expect(names(filterAttractions(attractions, withFilters({ city: "Peja" })))).toContain(
      "Rugova Gorge",
    );
  });
});
