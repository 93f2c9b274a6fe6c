/** Site-wide pictures: the social-share default, the not-found signpost and the map picture. */
import { projectToMap } from "../../app/lib/geo.ts";
import { composeScene, svgDocument } from "./compose.ts";
import { BRAND, mix } from "./palette.ts";
import { createRng } from "./rng.ts";
import { at, circle, n, type Pt, path, polyD, smooth, stroke } from "./svg.ts";
import type { Ctx } from "./types.ts";

export function ogDefault(): string {
  return composeScene(
    { landscape: "mountains", landmark: "fortress", time: "golden", season: "summer" },
    "/artwork/site/og-default.svg",
  );
}

/** A wooden signpost with blank arrow boards, standing in the mountains. */
function signpost(ctx: Ctx): string {
  const { look } = ctx;
  const board = mix(look.light, look.accent, 0.25);
  let d = stroke("M0 0V-300", look.wood, 16);
  d += path("M-10 -290h150l30 24 -30 24h-150z", board);
  d += path("M10 -220h-160l-30 24 30 24h160z", mix(board, look.roof, 0.35));
  d += path("M-6 -150h130l26 22 -26 22h-130z", mix(board, look.blue, 0.2));
  d += stroke(
    "M20 -266h90M-130 -196h110M14 -128h80",
    look.wood,
    4,
    ` stroke-dasharray="14 8"${' opacity=".5"'}`,
  );
  d += path("M-40 6C-30 -14 30 -14 40 6z", look.groundDark);
  return d;
}

export function notFound(): string {
  return composeScene(
    { landscape: "mountains", landmark: "none", time: "golden", season: "autumn" },
    "/artwork/site/not-found.svg",
    (ctx, land) => at(land.anchor.x, land.anchor.y, 1, false, signpost(ctx)),
  );
}

/** Outline of Kosovo (lng, lat), simplified from Natural Earth (public domain). */
const OUTLINE: readonly Pt[] = [
  [20.762, 42.052],
  [20.717, 41.847],
  [20.59, 41.855],
  [20.523, 42.218],
  [20.284, 42.32],
  [20.071, 42.589],
  [20.258, 42.813],
  [20.497, 42.885],
  [20.635, 43.217],
  [20.814, 43.272],
  [20.957, 43.131],
  [21.143, 43.069],
  [21.274, 42.91],
  [21.439, 42.863],
  [21.633, 42.677],
  [21.775, 42.683],
  [21.663, 42.439],
  [21.543, 42.32],
  [21.577, 42.245],
  [21.353, 42.207],
];

/** Where a (lng, lat) point falls on the 1200 × 800 map picture (app/lib/geo.ts). */
const proj = ([lng, lat]: Pt): Pt => {
  const { x, y } = projectToMap(lat, lng);
  return [x, y];
};

export function mapPicture(): string {
  const rng = createRng("/artwork/site/map.svg");
  const land = mix(BRAND.sand, "#ffffff", 0.35);
  const water = "#7fa7d6";
  let body = `<rect width="1200" height="800" fill="${mix(BRAND.offWhite, "#cfe0ee", 0.35)}"/>`;
  // Neighbouring land as soft hills behind the border.
  body += path(
    "M-20 120C200 80 300 200 420 140S700 20 900 90S1150 60 1220 110V820H-20z",
    mix(land, "#cfe0ee", 0.4),
    ` opacity=".6"`,
  );
  const shape = OUTLINE.map(proj);
  body += path(polyD(shape), "#ffffff", ` transform="translate(8 10)" opacity=".5"`);
  body += path(polyD(shape), land);
  // Plains: the Dukagjin plain in the west and the Kosovo plain in the centre.
  const plains: readonly [Pt, number, number][] = [
    [[20.5, 42.45], 120, 100],
    [[21.02, 42.62], 130, 150],
  ];
  let fields = "";
  let fields2 = "";
  for (const [c, rx, ry] of plains) {
    const [cx, cy] = proj(c);
    body += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${rx}" ry="${ry}" fill="${mix(BRAND.green, land, 0.55)}"/>`;
    for (let i = 0; i < 10; i++) {
      const x = cx + rng.range(-rx * 0.7, rx * 0.6);
      const y = cy + rng.range(-ry * 0.7, ry * 0.6);
      const f = `M${n(x)} ${n(y)}h${n(rng.range(24, 44))}l6 ${n(rng.range(14, 24))}h-${n(rng.range(24, 44))}z`;
      if (i % 2) fields += f;
      else fields2 += f;
    }
  }
  body += path(fields, mix(BRAND.gold, land, 0.35)) + path(fields2, mix(BRAND.green, land, 0.2));
  // Mountain ranges ringing the plains.
  const ranges: readonly [Pt, Pt, number][] = [
    [[20.15, 42.55], [20.5, 42.92], 8],
    [[20.64, 41.92], [21.2, 42.22], 8],
    [[20.72, 43.16], [21.05, 43.08], 4],
    [[21.4, 42.82], [21.62, 42.55], 4],
    [[20.75, 42.75], [20.9, 42.5], 3],
  ];
  let mts = "";
  let shade = "";
  let snow = "";
  for (const [a, b, count] of ranges) {
    const [x0, y0] = proj(a);
    const [x1, y1] = proj(b);
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const x = x0 + (x1 - x0) * t + rng.range(-12, 12);
      const y = y0 + (y1 - y0) * t + rng.range(-10, 10);
      const h = rng.range(38, 62);
      const w = h * 0.8;
      mts += `M${n(x - w)} ${n(y)}L${n(x)} ${n(y - h)}L${n(x + w)} ${n(y)}z`;
      shade += `M${n(x)} ${n(y - h)}L${n(x + w)} ${n(y)}H${n(x + w * 0.2)}z`;
      snow += `M${n(x - w * 0.3)} ${n(y - h * 0.7)}L${n(x)} ${n(y - h)}L${n(x + w * 0.3)} ${n(y - h * 0.7)}l-${n(w * 0.15)} 6z`;
    }
  }
  body += path(mts, "#9aa3b0") + path(shade, "#7a8393") + path(snow, "#ffffff");
  // Rivers and lakes.
  const rivers: readonly (readonly Pt[])[] = [
    [
      [20.3, 42.72],
      [20.45, 42.55],
      [20.5, 42.35],
      [20.52, 42.2],
    ],
    [
      [20.56, 42.95],
      [20.86, 42.89],
      [20.83, 43.05],
      [20.78, 43.22],
    ],
    [
      [21.14, 42.38],
      [21.08, 42.62],
      [20.96, 42.8],
      [20.87, 42.89],
    ],
  ];
  let r = "";
  for (const line of rivers) r += smooth(line.map(proj));
  body += stroke(r, water, 5, ` stroke-linecap="round"`);
  const [gx, gy] = proj([20.6, 42.97]);
  const [bx, by] = proj([21.3, 42.83]);
  body += `<ellipse cx="${n(gx)}" cy="${n(gy)}" rx="22" ry="10" fill="${water}"/><ellipse cx="${n(bx)}" cy="${n(by)}" rx="12" ry="7" fill="${water}"/>`;
  // Towns: Pristina, Prizren, Peja, Gjakova, Mitrovica, Ferizaj, Gjilan.
  const towns: readonly [Pt, number][] = [
    [[21.166, 42.663], 13],
    [[20.739, 42.213], 10],
    [[20.29, 42.66], 9],
    [[20.43, 42.38], 9],
    [[20.866, 42.89], 9],
    [[21.155, 42.37], 8],
    [[21.47, 42.46], 8],
  ];
  for (const [p, size] of towns) {
    const [x, y] = proj(p);
    body +=
      circle(x, y, size + 5, "#ffffff") +
      circle(x, y, size, BRAND.blue) +
      circle(x, y, size * 0.45, BRAND.gold);
  }
  // Compass rose.
  body += path("M1080 640l12 48 48 12 -48 12 -12 48 -12 -48 -48 -12 48 -12z", BRAND.gold);
  body += path("M1080 640l12 48h-24zM1080 760l-12 -48h24z", BRAND.blue);
  return svgDocument(1200, 800, [], body);
}
