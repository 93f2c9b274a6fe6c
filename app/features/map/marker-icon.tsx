import type { MapType } from "./map-points.ts";
import { markerPath, markerStyle } from "./marker-style.ts";

/** A map marker's shape and colours as a small icon (the legend, the list's headings). */
export function MarkerIcon({ type }: { type: MapType }) {
  return (
    <svg viewBox="-12 -12 24 24" className="size-5" aria-hidden="true">
      <path
        d={markerPath(type)}
        fill={markerStyle[type].fill}
        stroke={markerStyle[type].stroke}
        strokeWidth={2}
      />
    </svg>
  );
}
