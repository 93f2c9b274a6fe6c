import "leaflet/dist/leaflet.css";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import type { MapPoint } from "./map-points.ts";
import { markerPath, markerStyle } from "./marker-style.ts";

/** OpenStreetMap's standard tiles: no key, no tracker (PRODUCT B9). */
export const TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

/** Kosovo's bounding box (south-west, north-east). */
const BOUNDS: L.LatLngBoundsExpression = [
  [41.85, 19.98],
  [43.27, 21.8],
];

function markerElement(point: MapPoint, label: string): HTMLAnchorElement {
  const link = document.createElement("a");
  link.href = point.href;
  link.setAttribute("aria-label", label);
  link.className = "street-map-marker";
  const style = markerStyle[point.type];
  link.innerHTML = `<svg viewBox="-12 -12 24 24" width="24" height="24" aria-hidden="true"><path d="${markerPath(point.type)}" fill="${style.fill}" stroke="${style.stroke}" stroke-width="2.5"/></svg>`;
  return link;
}

/**
 * The interactive street map (Leaflet with OpenStreetMap tiles). This module is only loaded on
 * /map, after the visitor clicks "Show street map": no tile is requested before.
 */
export default function StreetMap({ points }: { points: readonly MapPoint[] }) {
  const t = useT();
  const navigate = useNavigate();
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      maxBounds: [
        [41.2, 19.2],
        [43.9, 22.6],
      ],
      minZoom: 7,
      scrollWheelZoom: false,
    });
    map.fitBounds(BOUNDS);
    L.tileLayer(TILE_URL, {
      maxZoom: 18,
      attribution: `<a href="https://www.openstreetmap.org/copyright">${t("map.page.attribution")}</a>`,
    }).addTo(map);
    map.attributionControl.setPrefix(false);
    for (const point of points) {
      const label = `${point.name} (${t(`map.typeOne.${point.type}`)}, ${point.area})`;
      const link = markerElement(point, label);
      link.addEventListener("click", (event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        navigate(point.href);
      });
      L.marker([point.lat, point.lng], {
        // The link inside is the focusable element; Leaflet's own button role would double it.
        keyboard: false,
        icon: L.divIcon({ html: link, className: "", iconSize: [24, 24], iconAnchor: [12, 12] }),
      })
        .bindTooltip(point.name, { direction: "top", offset: [0, -10] })
        .addTo(map);
    }
    return () => {
      map.remove();
    };
  }, [points, navigate, t]);

  return (
    <section
      ref={container}
      aria-label={t("map.page.streetMapLabel")}
      className="isolate z-0 aspect-[3/2] max-h-[75vh] w-full bg-slate-100 [&_.street-map-marker:focus-visible]:rounded-full [&_.street-map-marker:focus-visible]:outline-3 [&_.street-map-marker:focus-visible]:outline-brand-600 [&_.street-map-marker]:block"
    />
  );
}
