import { describe, expect, it } from "vitest";
import { overlay, textOf } from "./localize.ts";

const english = {
  title: "Trip planner",
  link: "/plan",
  places: [
    { id: 1, slug: "prizren", name: "Prizren old town", coordinates: { lat: 42.2, lng: 20.7 } },
    { id: 2, slug: "peja", name: "Peja and Rugova", coordinates: { lat: 42.6, lng: 20.3 } },
  ],
  tips: ["Carry cash in the villages", "Greet people in Albanian"],
  updated: "2026-10-01",
};

describe("content translations", () => {
  it("take only the texts, lists of entries keyed by id", () => {
    expect(textOf("demo", english)).toEqual({
      title: "Trip planner",
      places: { 1: { name: "Prizren old town" }, 2: { name: "Peja and Rugova" } },
      tips: ["Carry cash in the villages", "Greet people in Albanian"],
    });
  });

  it("lay a translation over the English without touching data", () => {
    const german = overlay(english, {
      title: "Reiseplaner",
      places: { 2: { name: "Peja und Rugova" } },
      tips: [null, "Grüßen Sie auf Albanisch"],
    });
    expect(german.title).toBe("Reiseplaner");
    expect(german.link).toBe("/plan");
    expect(german.places.map((place) => place.name)).toEqual([
      "Prizren old town",
      "Peja und Rugova",
    ]);
    expect(german.places[1]?.coordinates).toEqual({ lat: 42.6, lng: 20.3 });
    expect(german.tips).toEqual(["Carry cash in the villages", "Grüßen Sie auf Albanisch"]);
    expect(english.title).toBe("Trip planner");
  });
});
