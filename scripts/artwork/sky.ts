import { mix } from "./palette.ts";
import { circle, g, n, op } from "./svg.ts";
import type { Ctx } from "./types.ts";

/** Flat-bottomed poster cloud: three or four round bumps on a baseline. */
function cloud(x: number, y: number, size: number, bumps: readonly number[]): string {
  let d = `M${n(x)} ${n(y)}`;
  for (const b of bumps) {
    const r = n(b * size);
    d += `a${r} ${r} 0 0 1 ${2 * r} 0`;
  }
  return `${d}z`;
}

/** Four-pointed sparkle for a star. */
const star = (x: number, y: number, r: number): string =>
  `M${n(x)} ${n(y - r)}l${n(r / 3)} ${n((2 * r) / 3)} ${n((2 * r) / 3)} ${n(r / 3)}-${n((2 * r) / 3)} ${n(r / 3)}-${n(r / 3)} ${n((2 * r) / 3)}-${n(r / 3)}-${n((2 * r) / 3)}-${n((2 * r) / 3)}-${n(r / 3)} ${n((2 * r) / 3)}-${n(r / 3)}z`;

export function drawSky(ctx: Ctx): string {
  const { look, rng, id } = ctx;
  const [top, mid, low] = look.sky;
  ctx.defs.push(
    `<linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="620" gradientUnits="userSpaceOnUse"><stop stop-color="${top}"/><stop offset=".62" stop-color="${mid}"/><stop offset="1" stop-color="${low}"/></linearGradient>`,
  );
  let out = `<rect width="1200" height="800" fill="url(#${id}s)"/>`;

  // Sun or moon.
  const sx = ctx.sunX;
  const sy =
    { dawn: 470, day: 150, golden: 380, dusk: 500, night: 140 }[look.time] + rng.range(-25, 25);
  const sr = look.time === "day" ? 46 : look.night ? 36 : 58;
  if (look.night) {
    out += circle(sx, sy, sr * 2.4, look.sun, op(0.08));
    const r2 = n(sr * 0.82);
    out += `<path d="M${n(sx)} ${n(sy - sr)}a${sr} ${sr} 0 1 0 0 ${2 * sr}a${r2} ${sr} 0 1 1 0 -${2 * sr}z" fill="${look.sun}"/>`;
  } else {
    out += circle(sx, sy, sr * 2.2, look.sun, op(0.18));
    out += circle(sx, sy, sr * 1.45, look.sun, op(0.3));
    out += circle(sx, sy, sr, look.sun);
  }

  // Stars at night, a few at dusk.
  const stars = look.night ? 34 : look.time === "dusk" ? 9 : 0;
  if (stars) {
    let d = "";
    for (let i = 0; i < stars; i++) {
      const x = rng.range(20, 1180);
      const y = rng.range(15, look.night ? 420 : 220);
      if (Math.abs(x - sx) < 90 && Math.abs(y - sy) < 90) continue;
      if (rng.chance(0.2)) d += star(x, y, 7);
      else {
        const r = n(rng.range(2, 3.5));
        d += `M${n(x)} ${n(y - r)}l${r} ${r}-${r} ${r}-${r}-${r}z`;
      }
    }
    out += `<path d="${d}" fill="#fdf6df"${op(look.night ? 0.9 : 0.6)}/>`;
  }

  // Clouds: puffy by day, long streaks at golden hour and dusk.
  const cloudColor =
    look.time === "day"
      ? "#ffffff"
      : look.time === "dawn"
        ? mix("#ffffff", mid, 0.35)
        : look.time === "golden"
          ? mix("#ffffff", "#f2c46f", 0.45)
          : look.time === "dusk"
            ? mix(mid, low, 0.55)
            : mix(mid, "#ffffff", 0.12);
  const count = look.night ? rng.int(0, 1) : rng.int(2, 4);
  let clouds = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(-60, 1080);
    const y = rng.range(90, look.time === "day" ? 300 : 360);
    if (look.time === "golden" || look.time === "dusk" || look.night) {
      const w = rng.range(160, 380);
      const h = rng.range(8, 16);
      clouds += `M${n(x)} ${n(y)}h${n(w)}a${n(h / 2)} ${n(h / 2)} 0 0 1 0 ${n(h)}h-${n(w)}a${n(h / 2)} ${n(h / 2)} 0 0 1 0 -${n(h)}z`;
    } else {
      const size = rng.range(14, 30);
      const bumps = [
        rng.range(0.8, 1.2),
        rng.range(1.5, 2.2),
        rng.range(1, 1.6),
        rng.range(0.6, 1),
      ];
      clouds += cloud(x, y, size, bumps.slice(0, rng.int(3, 4)));
    }
  }
  out += g(
    `fill="${cloudColor}"${op(look.night ? 0.35 : 0.85)}`,
    clouds ? `<path d="${clouds}"/>` : "",
  );
  return out;
}
