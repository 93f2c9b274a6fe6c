import type { MapType } from "./map-points.ts";

/** One colour and one shape per type, so the types differ without relying on colour alone. */
export const markerStyle: Record<MapType, { fill: string; stroke: string; shape: string }> = {
  destination: { fill: "#244aa5", stroke: "#ffffff", shape: "circle" },
  city: { fill: "#10214a", stroke: "#ffffff", shape: "square" },
  place: { fill: "#245f39", stroke: "#ffffff", shape: "diamond" },
  attraction: { fill: "#d0a650", stroke: "#0f172a", shape: "triangle" },
};

/** The marker's outline as an SVG path centred on 0,0 (radius about 9). */
export function markerPath(type: MapType): string {
  switch (markerStyle[type].shape) {
    case "square":
      return "M-8 -8H8V8H-8Z";
    case "diamond":
      return "M0 -11L11 0L0 11L-11 0Z";
    case "triangle":
      return "M0 -11L10.5 8H-10.5Z";
    default:
      return "M-9 0A9 9 0 1 0 9 0A9 9 0 1 0 -9 0Z";
  }
}
