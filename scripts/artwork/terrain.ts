/** Shared shapes for landscapes: mountain ridges with snow caps, rolling hills, trees. */
import type { Look } from "./palette.ts";
import type { Rng } from "./rng.ts";
import { dot, n, type Pt, path, polyD, smooth, yAt } from "./svg.ts";

export type Ridge = { pts: Pt[]; peaks: number[] };

/** A jagged ridge: alternating valleys and peaks (with a shoulder on each slope). */
export function ridge(
  rng: Rng,
  base: number,
  top: number,
  low: number,
  peaks: number,
  x0 = -40,
  x1 = 1240,
): Ridge {
  const pts: Pt[] = [];
  const idx: number[] = [];
  const w = (x1 - x0) / peaks;
  let prev: Pt = [x0, rng.range(low, base)];
  pts.push(prev);
  for (let i = 0; i < peaks; i++) {
    const px = x0 + w * (i + rng.range(0.3, 0.7));
    const peak: Pt = [px, rng.range(top, low)];
    const vx = i === peaks - 1 ? x1 : x0 + w * (i + 1) + rng.range(-w * 0.15, w * 0.15);
    const valley: Pt = [vx, Math.max(peak[1] + 50, rng.range(low + 20, base))];
    const sh = (a: Pt, b: Pt): Pt => {
      const t = rng.range(0.35, 0.65);
      return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t + rng.range(-18, 10)];
    };
    pts.push(sh(prev, peak));
    idx.push(pts.length);
    pts.push(peak);
    pts.push(sh(peak, valley));
    pts.push(valley);
    prev = valley;
  }
  return { pts, peaks: idx };
}

/** Points where a polyline crosses height y, walking out from a peak. */
function cross(
  pts: readonly Pt[],
  from: number,
  dir: 1 | -1,
  y: number,
): { at: Pt; via: Pt[] } | undefined {
  const via: Pt[] = [];
  for (let i = from; i + dir >= 0 && i + dir < pts.length; i += dir) {
    const a = pts[i];
    const b = pts[i + dir];
    if (!a || !b) return undefined;
    if (b[1] >= y) {
      const t = (y - a[1]) / (b[1] - a[1] || 1);
      return { at: [a[0] + (b[0] - a[0]) * t, y], via };
    }
    via.push(b);
  }
  return undefined;
}

/** Snow caps on every peak, `depth` px deep, with a zig-zag lower edge. */
export function snowCaps(r: Ridge, depth: number, rng: Rng): string {
  if (depth <= 0) return "";
  let d = "";
  for (const i of r.peaks) {
    const p = r.pts[i];
    if (!p) continue;
    const y = p[1] + depth * rng.range(0.8, 1.2);
    const left = cross(r.pts, i, -1, y);
    const right = cross(r.pts, i, 1, y);
    if (!left || !right) continue;
    const pts: Pt[] = [left.at, ...left.via.reverse(), p, ...right.via, right.at];
    const span = right.at[0] - left.at[0];
    const teeth = Math.max(2, Math.round(span / 40));
    for (let k = 1; k < teeth; k++) {
      const x = right.at[0] - (span * k) / teeth;
      pts.push([x, y + (k % 2 ? -depth * 0.35 : depth * 0.12)]);
    }
    d += polyD(pts);
  }
  return d;
}

/** Shaded faces on the side of each peak away from the sun. */
export function peakShade(r: Ridge, sunLeft: boolean, bottom: number): string {
  let d = "";
  for (const i of r.peaks) {
    const p = r.pts[i];
    const dir = sunLeft ? 1 : -1;
    const sh = r.pts[i + dir];
    const v = r.pts[i + 2 * dir];
    if (!p || !sh || !v) continue;
    d += polyD([p, sh, v, [v[0], bottom], [p[0] + (v[0] - p[0]) * 0.25, bottom]]);
  }
  return d;
}

/** Random gentle points for a hill line from x=-100 to 1300. */
export function hillPts(rng: Rng, y: number, amp: number, step = 220): Pt[] {
  const pts: Pt[] = [];
  for (let x = -100; x < 1300 + step; x += step * rng.range(0.75, 1.25)) {
    pts.push([Math.min(x, 1300), y + rng.range(-amp, amp)]);
    if (x >= 1300) break;
  }
  return pts;
}

/** Closed smooth hill shape down to the bottom of the picture. */
export const hillD = (pts: readonly Pt[], bottom = 800): string =>
  `${smooth(pts)}V${bottom}H${n(pts[0]?.[0] ?? -100)}Z`;

export const hill = (pts: readonly Pt[], fill: string, bottom = 800): string =>
  path(hillD(pts, bottom), fill);

/** A conifer as a path fragment (base centre x,y, height h). */
export const conifer = (x: number, y: number, h: number): string => {
  const w = h * 0.3;
  return `M${n(x)} ${n(y - h)}L${n(x + w)} ${n(y)}H${n(x - w)}Z`;
};

/** Snow on the tip of a conifer. */
export const coniferCap = (x: number, y: number, h: number): string => {
  const w = h * 0.3 * 0.4;
  return `M${n(x)} ${n(y - h)}L${n(x + w)} ${n(y - h * 0.6)}H${n(x - w)}Z`;
};

/** Conifers scattered along a hill line. */
export function coniferRow(
  rng: Rng,
  line: readonly Pt[],
  look: Look,
  opts: { from: number; to: number; count: number; h: [number, number]; fill: string; dy?: number },
): string {
  let d = "";
  let caps = "";
  for (let i = 0; i < opts.count; i++) {
    const x = rng.range(opts.from, opts.to);
    const h = rng.range(opts.h[0], opts.h[1]);
    const y = yAt(line, x) + (opts.dy ?? 4) + h * 0.05;
    d += conifer(x, y, h);
    if (look.winter) caps += coniferCap(x, y, h);
  }
  return path(d, opts.fill) + (caps ? path(caps, look.snow) : "");
}

/** Round-crowned broadleaf trees; bare-looking in winter, red and ochre in autumn. */
export function broadleafRow(
  rng: Rng,
  line: readonly Pt[],
  look: Look,
  opts: { from: number; to: number; count: number; r: [number, number]; fade?: number },
): string {
  let trunks = "";
  let a = "";
  let b = "";
  for (let i = 0; i < opts.count; i++) {
    const x = rng.range(opts.from, opts.to);
    const r = rng.range(opts.r[0], opts.r[1]);
    const y = yAt(line, x) + 4;
    trunks += `M${n(x - r * 0.1)} ${n(y)}h${n(r * 0.2) || 1}v${-n(r * 1.4)}h${-(n(r * 0.2) || 1)}z`;
    const crown = dot(x, y - r * 1.6, r);
    if (rng.chance(0.5)) a += crown;
    else b += crown;
  }
  const k = opts.fade ?? 0;
  return (
    path(trunks, look.fade(look.wood, k)) +
    (a ? path(a, look.fade(look.leaf, k)) : "") +
    (b ? path(b, look.fade(look.season === "spring" ? look.green : look.leaf2, k)) : "")
  );
}

/** Tall slim poplars (the plains of Kosovo are lined with them). */
export function poplars(
  rng: Rng,
  line: readonly Pt[],
  fill: string,
  from: number,
  to: number,
  count: number,
  h: [number, number],
): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(from, to);
    const hh = rng.range(h[0], h[1]);
    const y = yAt(line, x) + 3;
    const w = hh * 0.16;
    d += `M${n(x)} ${n(y)}c${n(-w * 1.4)} ${n(-hh * 0.3)} ${n(-w)} ${n(-hh * 0.8)} 0 ${n(-hh)}c${n(w)} ${n(hh * 0.2)} ${n(w * 1.4)} ${n(hh * 0.7)} 0 ${n(hh)}z`;
  }
  return path(d, fill);
}

/** Small flower dots in a meadow band. */
export function flowers(rng: Rng, fill: string, y0: number, y1: number, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const y = rng.range(y0, y1);
    const s = 2 + ((y - y0) / (y1 - y0 || 1)) * 4;
    d += `M${n(rng.range(0, 1200))} ${n(y)}h${n(s)}v${n(s)}h${-n(s)}z`;
  }
  return path(d, fill);
}

/** Grass blades along the bottom edge. */
export function grass(rng: Rng, fill: string, y: number, count: number): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(-10, 1210);
    const h = rng.range(18, 46);
    d += `M${n(x)} ${n(y + 30)}l${n(rng.range(-10, 10))} ${-n(h)} ${n(rng.range(5, 9))} ${n(h)}z`;
  }
  return path(d, fill);
}
