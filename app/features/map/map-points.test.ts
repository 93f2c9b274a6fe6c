import { describe, expect, it } from "vitest";
import { MAP_HEIGHT, MAP_WIDTH } from "../../lib/geo.ts";
import { listMapPoints } from "./map-data.server.ts";
import { parseMapType, parseMapView, placePoints } from "./map-points.ts";

describe("map points", () => {
  it("has every destination, city, place and attraction, each on the picture", () => {
    const points = listMapPoints("en");
    const types = new Set(points.map((p) => p.type));
    expect([...types].sort()).toEqual(["attraction", "city", "destination", "place"]);
    expect(new Set(points.map((p) => p.key)).size).toBe(points.length);
    for (const point of placePoints(points)) {
      expect(point.x).toBeGreaterThan(0);
      expect(point.x).toBeLessThan(MAP_WIDTH);
      expect(point.y).toBeGreaterThan(0);
      expect(point.y).toBeLessThan(MAP_HEIGHT);
    }
  });

  it("links every point in the page's language", () => {
    const points = listMapPoints("de");
    expect(points.length).toBe(listMapPoints("en").length);
    expect(points.every((point) => point.href.startsWith("/de/"))).toBe(true);
  });
  it("keeps markers at the same spot apart", () => {
    const base = {
      type: "city" as const,
      name: "A",
      href: "/a",
      area: "x",
      lat: 42.66,
      lng: 21.16,
    };
    const placed = placePoints([
      { ...base, key: "a" },
      { ...base, key: "b" },
      { ...base, key: "c" },
    ]);
    const [a, b, c] = placed;
    expect(a && b && Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(21);
    expect(a && c && Math.hypot(a.x - c.x, a.y - c.y)).toBeGreaterThanOrEqual(21);
  });
  it("parses the query", () => {
    expect(parseMapType("attraction")).toBe("attraction");
    expect(parseMapType("nope")).toBe("all");
    expect(parseMapType(null)).toBe("all");
    expect(parseMapView("list")).toBe("list");
    expect(parseMapView("x")).toBe("map");
  });
});
