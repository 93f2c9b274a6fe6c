/** Tiny SVG string helpers. Coordinates are rounded to integers to keep files small. */

export type Pt = readonly [number, number];

export const n = (v: number): number => Math.round(v);

/** "M x y L x y x y …" for a polyline. */
export function line(points: readonly Pt[]): string {
  let d = "";
  points.forEach(([x, y], i) => {
    d += `${i === 0 ? "M" : i === 1 ? "L" : " "}${n(x)} ${n(y)}`;
  });
  return d;
}

export const polyD = (points: readonly Pt[]): string => `${line(points)}Z`;

export const path = (d: string, fill: string, extra = ""): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;

export const poly = (points: readonly Pt[], fill: string, extra = ""): string =>
  path(polyD(points), fill, extra);

export const stroke = (d: string, color: string, width: number, extra = ""): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra = "",
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = "",
): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

/** Rectangle as a path fragment (for merging many shapes of one colour into one path). */
export const box = (x: number, y: number, w: number, h: number): string =>
  `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${-n(w)}z`;

/** Circle as a path fragment. */
export const dot = (cx: number, cy: number, r: number): string =>
  `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${-n(2 * r)} 0`;

/** Half-dome sitting on the line y, centred on cx. */
export const dome = (cx: number, y: number, rx: number, ry: number): string =>
  `M${n(cx - rx)} ${n(y)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx + rx)} ${n(y)}z`;

/** Round-topped (arched) opening standing on y. */
export const arch = (cx: number, y: number, w: number, h: number): string => {
  const r = w / 2;
  return `M${n(cx - r)} ${n(y)}V${n(y - h + r)}a${n(r)} ${n(r)} 0 0 1 ${n(w)} 0V${n(y)}z`;
};

export const op = (o: number): string => ` opacity="${o}"`;

export const g = (attrs: string, body: string): string => (body ? `<g ${attrs}>${body}</g>` : "");

/** Place a drawing made around (0,0) = centre of its base. */
export const at = (x: number, y: number, s: number, flip: boolean, body: string): string => {
  const k = s.toFixed(2).replace(/\.?0+$/, "");
  const sc = flip ? ` scale(-${k} ${k})` : s === 1 ? "" : ` scale(${k})`;
  return `<g transform="translate(${n(x)} ${n(y)})${sc}">${body}</g>`;
};

/** Smooth curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly Pt[]): string {
  const p = (i: number): Pt => points[Math.max(0, Math.min(points.length - 1, i))] ?? [0, 0];
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return d;
}

/** Linear height of a polyline at x. */
export function yAt(points: readonly Pt[], x: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const a = points[i];
    const b = points[i + 1];
    if (a && b && x >= a[0] && x <= b[0])
      return a[1] + ((b[1] - a[1]) * (x - a[0])) / (b[0] - a[0] || 1);
  }
  return points[points.length - 1]?.[1] ?? 600;
}
