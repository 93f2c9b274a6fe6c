import { describe, expect, it } from "vitest";
import {
  monthRecommendations,
  months,
  type PlanItem,
  plans,
  planTabs,
  tripTypes,
  typicalCosts,
} from "../../content/plan.ts";
import {
  durationInDays,
  itineraryFor,
  monthName,
  parseTripSearch,
  planItems,
  recommendationsFor,
  scheduleItems,
  toggleInterest,
  tripEstimate,
  tripSearch,
} from "./trip.ts";

const titles = (items: PlanItem[]) => items.map((item) => item.title);
const costs = { tripTypes, typicalCosts };

describe("tripEstimate (PRODUCT B11)", () => {
  it("adds up nights, food, bus rides and entries at the recorded typical prices", () => {
    const estimate = tripEstimate(costs, "weekend", "medium");
    expect(estimate?.parts.map((part) => [part.id, part.quantity, part.unitPrice])).toEqual([
      ["nights", 2, typicalCosts.night.medium],
      ["food", 2, typicalCosts.food.medium],
      ["transport", 2, typicalCosts.busRide.price],
      ["entries", 1, typicalCosts.entries.price],
    ]);
    expect(estimate?.total).toBe(
      2 * typicalCosts.night.medium + 2 * typicalCosts.food.medium + 2 * typicalCosts.busRide.price,
    );
  });

  it.each([
    ["weekend", "budget", 60],
    ["weekend", "medium", 130],
    ["5days", "medium", 280],
    ["week", "budget", 225],
    ["week", "medium", 475],
    ["week", "luxury", 1485],
  ] as const)("%s on a %s budget is about %i € per person", (tripType, budget, total) => {
    expect(tripEstimate(costs, tripType, budget)?.total).toBe(total);
  });

  it("costs more the more comfortable the budget", () => {
    for (const type of tripTypes) {
      const [low, mid, high] = (["budget", "medium", "luxury"] as const).map(
        (budget) => tripEstimate(costs, type.id, budget)?.total ?? 0,
      );
      expect(low).toBeLessThan(mid ?? 0);
      expect(mid).toBeLessThan(high ?? 0);
    }
  });

  it("gives no estimate for a trip type it does not know, never a made-up price", () => {
    expect(tripEstimate(costs, undefined, "medium")).toBeUndefined();
    expect(tripEstimate(costs, "fortnight", "medium")).toBeUndefined();
  });

  it("names a source with its date for every part", () => {
    for (const part of tripEstimate(costs, "week", "medium")?.parts ?? []) {
      expect(part.sources.length).toBeGreaterThan(0);
      for (const source of part.sources) {
        expect(source.url).toMatch(/^https?:\/\//);
        expect(source.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
});

describe("planItems", () => {
  it("hides optional items when no interest is selected and keeps the plan's order", () => {
    expect(titles(itineraryFor(plans, { tripType: "weekend", interests: [] }))).toEqual([
      "Pristina City Tour",
      "Prizren Day Trip",
    ]);
    expect(titles(itineraryFor(plans, { tripType: "5days", interests: [] }))).toEqual([
      "Pristina Exploration",
      "Prizren Historic Center",
      "Rugova Canyon Adventure",
    ]);
    // SPEC 2.12: Week+ always takes in Mirusha Waterfalls and Brezovica.
    expect(titles(itineraryFor(plans, { tripType: "week", interests: [] }))).toEqual([
      "Pristina Exploration",
      "Prizren Historic Center",
      "Rugova Canyon Adventure",
      "Peja & Patriarchate",
      "Gjakova & Rahovec",
      "Mirusha Waterfalls",
      "Brezovica Mountain Resort",
    ]);
  });

  it("shows an optional item only when one of its tags matches", () => {
    expect(titles(itineraryFor(plans, { tripType: "5days", interests: ["Culture"] }))).toContain(
      "Gračanica Monastery",
    );
    expect(
      titles(itineraryFor(plans, { tripType: "5days", interests: ["Adventure"] })),
    ).not.toContain("Gračanica Monastery");
  });

  it("sorts by the number of matching interests, highest first (one interest)", () => {
    expect(titles(itineraryFor(plans, { tripType: "5days", interests: ["Nature"] }))).toEqual([
      "Rugova Canyon Adventure",
      "Pristina Exploration",
      "Prizren Historic Center",
    ]);
  });

  it("sorts by the number of matching interests with several interests", () => {
    expect(
      titles(
        itineraryFor(plans, { tripType: "week", interests: ["Nature", "Relaxation", "Adventure"] }),
      ),
    ).toEqual([
      "Brezovica Mountain Resort", // 3 matches
      "Rugova Canyon Adventure", // 2
      "Mirusha Waterfalls", // 2
      "Peja & Patriarchate", // 1
      "Gjakova & Rahovec", // 1
      "Pristina Exploration", // 0
      "Prizren Historic Center", // 0
    ]);
  });

  it("keeps the plan's order between items with the same score (ties)", () => {
    const item = (title: string, tags: PlanItem["tags"], isOptional?: boolean): PlanItem => ({
      title,
      description: "x".repeat(80),
      duration: "1 day",
      tags,
      isOptional,
      link: "/plan",
    });
    const items = [
      item("A", ["Food"]),
      item("B", ["Culture"]),
      item("C", ["Culture", "Food"], true),
      item("D", ["Food"]),
      item("E", ["Nature"], true),
    ];
    expect(titles(planItems(items, ["Food", "Culture"]))).toEqual(["C", "A", "B", "D"]);
    expect(titles(planItems(items, ["Food"]))).toEqual(["A", "C", "D", "B"]);
    expect(titles(planItems(items, []))).toEqual(["A", "B", "D"]);
  });

  it("returns every item of every plan when all interests are selected", () => {
    const all = ["Culture", "Nature", "Adventure", "Relaxation", "Food"] as const;
    for (const tripType of ["weekend", "5days", "week"] as const) {
      expect(planItems(plans[tripType], all)).toHaveLength(plans[tripType].length);
    }
  });
});

describe("recommendationsFor", () => {
  it.each(months)("gives two or three suggestions for %s", (month) => {
    const suggestions = recommendationsFor(monthRecommendations, month);
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    expect(suggestions.length).toBeLessThanOrEqual(3);
  });

  it("differs from month to month", () => {
    expect(recommendationsFor(monthRecommendations, "January")).not.toEqual(
      recommendationsFor(monthRecommendations, "August"),
    );
  });
});

describe("scheduleItems", () => {
  it("reads durations", () => {
    expect(durationInDays("2 days")).toBe(2);
    expect(durationInDays("1 day")).toBe(1);
    expect(durationInDays("Half day")).toBe(0.5);
  });

  it("lays items out day by day, two half days sharing one", () => {
    const half = { ...plans.week[5], duration: "Half day" } as PlanItem;
    expect(scheduleItems([half, half, half]).days.map((day) => day.firstDay)).toEqual([1, 1, 2]);

    const items = itineraryFor(plans, { tripType: "week", interests: ["Nature"] });
    const { days, totalDays } = scheduleItems(items);
    expect(days.map(({ firstDay, lastDay }) => [firstDay, lastDay])).toEqual([
      [1, 1], // Rugova
      [2, 2], // Peja
      [3, 3], // Mirusha (half)
      [4, 4], // Brezovica
      [5, 6], // Pristina
      [7, 7], // Prizren
      [8, 8], // Gjakova
    ]);
    expect(totalDays).toBe(8);
  });
});

describe("the trip in the query string", () => {
  it("reads defaults from an empty query", () => {
    expect(parseTripSearch(new URLSearchParams())).toEqual({
      month: "June",
      tripType: "weekend",
      budget: "medium",
      interests: [],
    });
  });

  it("reads a shared link, case-insensitively and in both interest formats", () => {
    expect(
      parseTripSearch(
        new URLSearchParams("month=june&length=5days&budget=Luxury&interests=Food,culture"),
      ),
    ).toEqual({
      month: "June",
      tripType: "5days",
      budget: "luxury",
      interests: ["Culture", "Food"],
    });
    expect(
      parseTripSearch(new URLSearchParams("interests=Nature&interests=Food&interests=Nature")),
    ).toMatchObject({ interests: ["Nature", "Food"] });
  });

  it("ignores values that are not among the fixed choices", () => {
    expect(
      parseTripSearch(new URLSearchParams("month=Smarch&length=year&budget=free&interests=Golf")),
    ).toEqual({ month: "June", tripType: "weekend", budget: "medium", interests: [] });
  });

  it("writes a readable query that reads back the same", () => {
    const state = {
      month: "June",
      tripType: "5days",
      budget: "luxury",
      interests: ["Culture", "Food"],
    } as const;
    const search = tripSearch({ ...state, interests: [...state.interests] });
    expect(search).toBe("month=June&length=5days&budget=luxury&interests=Culture,Food");
    expect(parseTripSearch(new URLSearchParams(search))).toEqual(state);
  });

  it("toggles interests in the options' order", () => {
    expect(toggleInterest(["Food"], "Culture")).toEqual(["Culture", "Food"]);
    expect(toggleInterest(["Culture", "Food"], "Culture")).toEqual(["Food"]);
  });
});

describe("monthName", () => {
  it("names a month in the page's language, capitalised as a standalone word", () => {
    expect(monthName("June", "en")).toBe("June");
    expect(monthName("June", "de")).toBe("Juni");
    expect(monthName("June", "it")).toBe("Giugno");
    expect(monthName("June", "sq")).toBe("Qershor");
    expect(monthName("December", "sq")).toBe("Dhjetor");
  });
});

describe("the guide's sample budgets", () => {
  const sections = planTabs.find((tab) => tab.id === "itineraries")?.sections ?? [];
  const rows = (id: string) => sections.find((section) => section.id === id)?.table?.rows ?? [];
  const total = (type: string, budget: "budget" | "medium") =>
    tripEstimate({ tripTypes, typicalCosts }, type, budget)?.total;

  it("are the trip builder's own estimates from the typical costs, not figures of their own", () => {
    const [weekend, week] = rows("sample-itineraries").map((row) => row.at(-1));
    expect(weekend).toBe(
      `≈ ${total("weekend", "budget")} € budget, ≈ ${total("weekend", "medium")} € mid-range`,
    );
    expect(week).toBe(
      `≈ ${total("week", "budget")} € budget, ≈ ${total("week", "medium")} € mid-range`,
    );
    const [budgetDay, mediumDay] = rows("daily-budgets").map((row) => row[1]);
    expect(budgetDay).toBe(`≈ ${typicalCosts.night.budget + typicalCosts.food.budget} €`);
    expect(mediumDay).toBe(`≈ ${typicalCosts.night.medium + typicalCosts.food.medium} €`);
  });
});
