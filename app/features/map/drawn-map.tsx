import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { MAP_HEIGHT, MAP_WIDTH } from "../../lib/geo.ts";
import type { PlacedPoint } from "./map-points.ts";
import { MarkerIcon } from "./marker-icon.tsx";
import { markerPath, markerStyle } from "./marker-style.ts";

const LABEL_FONT = 22;

/**
 * Our own map: the map artwork with one focusable link per point. Each marker shows its name on
 * hover and on keyboard focus. Works without JavaScript (plain SVG links).
 */
export function DrawnMap({ points }: { points: readonly PlacedPoint[] }) {
  const t = useT();
  const navigate = useNavigate();
  const follow = (event: MouseEvent<Element>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
  return (
    <figure>
      <figcaption className="sr-only">
        {t("map.page.mapLabel", { count: points.length })}
      </figcaption>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by the figure's caption; its links carry the content */}
      <svg viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} className="block h-auto w-full select-none">
        {/* The drawing itself is decoration: the links below carry the meaning. */}
        <image href="/artwork/site/map.svg" width={MAP_WIDTH} height={MAP_HEIGHT} />
        {points.map((point) => {
          const style = markerStyle[point.type];
          const label = point.name;
          const width = label.length * LABEL_FONT * 0.56 + 24;
          // Keep the label on the picture near the edges.
          const labelX = Math.min(Math.max(point.x - width / 2, 6), MAP_WIDTH - width - 6);
          const above = point.y > 70;
          const labelY = above ? point.y - 58 : point.y + 20;
          return (
            <a
              key={point.key}
              href={point.href}
              onClick={(event) => follow(event, point.href)}
              aria-label={`${point.name} (${t(`map.typeOne.${point.type}`)}, ${point.area})`}
              className="group outline-none"
              data-map-marker={point.type}
            >
              {/* A generous invisible hit area around the small marker. */}
              <circle cx={point.x} cy={point.y} r={20} fill="transparent" />
              <circle
                cx={point.x}
                cy={point.y}
                r={19}
                fill="none"
                stroke="#244aa5"
                strokeWidth={4}
                className="opacity-0 group-focus-visible:opacity-100"
              />
              <path
                d={markerPath(point.type)}
                transform={`translate(${point.x} ${point.y})`}
                fill={style.fill}
                stroke={style.stroke}
                strokeWidth={2.5}
                className="transition-transform group-hover:scale-110"
              />
              {/* The visible tooltip repeats the link's name: hidden from assistive technology. */}
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG group, not focusable */}
              <g
                aria-hidden="true"
                className="pointer-events-none opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <rect
                  x={labelX}
                  y={labelY}
                  width={width}
                  height={38}
                  rx={8}
                  fill="#0f172a"
                  opacity={0.92}
                />
                <text
                  x={labelX + width / 2}
                  y={labelY + 26}
                  textAnchor="middle"
                  fontSize={LABEL_FONT}
                  fontWeight={600}
                  fill="#ffffff"
                >
                  {label}
                </text>
              </g>
            </a>
          );
        })}
      </svg>
    </figure>
  );
}

/** The key to the marker shapes. */
export function MapLegend({ types }: { types: readonly PlacedPoint["type"][] }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700">
      {types.map((type) => (
        <li key={type} className="flex items-center gap-2">
          <MarkerIcon type={type} />
          {t(`map.types.${type}`)}
        </li>
      ))}
    </ul>
  );
}
