import { projectToMap } from "../../lib/geo.ts";
/** The /map page's points (PRODUCT B9) and their place on the drawn map. */

export const mapTypes = ["destination", "city", "place", "attraction"] as const;
export type MapType = (typeof mapTypes)[number];

export interface MapPoint {
  type: MapType;
  /** Unique within the map: "attraction:3". */
  key: string;
  name: string;
  href: string;
  /** Town or region, shown in the list and the tooltip. */
  area: string;
  lat: number;
  lng: number;
}

export interface PlacedPoint extends MapPoint {
  x: number;
  y: number;
}

const MIN_GAP = 22;

/**
 * Projects the points and nudges markers that would sit on top of each other (Pristina the
 * destination, the city and the place) onto a small ring so each stays visible and clickable.
 */
export function placePoints(points: readonly MapPoint[]): PlacedPoint[] {
  const placed: PlacedPoint[] = [];
  for (const point of points) {
    const { x, y } = projectToMap(point.lat, point.lng);
    let px = x;
    let py = y;
    for (let attempt = 0; attempt < 12; attempt++) {
      const clash = placed.some((other) => Math.hypot(other.x - px, other.y - py) < MIN_GAP);
      if (!clash) break;
      const angle = (attempt * Math.PI) / 3;
      const radius = MIN_GAP * (1 + Math.floor(attempt / 6));
      px = x + Math.cos(angle) * radius;
      py = y + Math.sin(angle) * radius;
    }
    placed.push({ ...point, x: px, y: py });
  }
  return placed;
}

/** Parses `?type=` into a known type, or "all". */
export function parseMapType(value: string | null): MapType | "all" {
  return (mapTypes as readonly string[]).includes(value ?? "") ? (value as MapType) : "all";
}

export function parseMapView(value: string | null): "map" | "list" {
  return value === "list" ? "list" : "map";
}
