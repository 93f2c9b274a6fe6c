/** People, activities and events. Local drawings are made around (0,0) = centre of the base;
 * "wide" ones (stage, screen, table, lifts, crowd) are drawn across the whole picture. */
import { mix } from "./palette.ts";
import type { Rng } from "./rng.ts";
import { box, circle, dome, dot, n, op, type Pt, path, smooth, stroke, yAt } from "./svg.ts";
import type { Ctx, Land } from "./types.ts";

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** Rows of head-and-shoulders silhouettes, some with raised arms. */
export function people(
  rng: Rng,
  y0: number,
  y1: number,
  count: number,
  r: number,
  arms: number,
): string {
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = (1240 / count) * (i + rng.range(0.1, 0.9)) - 20;
    const y = rng.range(y0, y1);
    const rr = r * rng.range(0.85, 1.15);
    const w = rr * 1.5;
    d += dot(x, y, rr);
    d += `M${n(x - w)} 820V${n(y + rr * 2.4)}a${n(w)} ${n(w * 0.8)} 0 0 1 ${n(2 * w)} 0V820z`;
    if (rng.chance(arms)) {
      const s = rng.pick([-1, 1]);
      d += `M${n(x + s * w * 0.6)} ${n(y + rr * 2.6)}l${n(s * rr * 0.7)} ${-n(rr * 3.4)}h${n(s * rr * 0.6)}l${n(-s * rr * 0.2)} ${n(rr * 3.6)}z`;
    }
  }
  return d;
}

export function stage(ctx: Ctx, land: Land): string {
  const { look, rng } = ctx;
  const x = n(clamp(land.anchor.x, 380, 820));
  const hw = n(rng.range(240, 300));
  const top = n(rng.range(320, 370));
  const dark = mix(look.dark, "#000000", 0.25);
  const lights = [
    look.lit ? "#3f6fd8" : look.blue,
    look.lit ? "#e8b54a" : look.accent,
    look.lit ? "#c2506a" : look.roof,
    look.lit ? "#4fae8a" : look.green,
  ];
  const k = rng.int(0, 3);
  let out = path(`M${x - hw + 10} 600V${top + 30}H${x + hw - 10}V600z`, dark);
  for (let i = 0; i < 3; i++) {
    out += circle(
      x + rng.range(-hw + 80, hw - 80),
      rng.range(top + 90, 540),
      rng.range(60, 100),
      lights[(k + i) % 4] ?? look.blue,
      op(0.5),
    );
  }
  let beams = "";
  const count = rng.int(4, 6);
  const lamps: number[] = [];
  for (let i = 0; i < count; i++) {
    const lx = x - hw + 70 + ((2 * hw - 140) * i) / (count - 1);
    lamps.push(lx);
    beams += `M${n(lx)} ${top + 22}L${n(lx - 90 + rng.range(-50, 50))} 610H${n(lx + 90 + rng.range(-50, 50))}z`;
  }
  out += path(beams, look.lit ? "#fff3c4" : look.light, op(look.lit ? 0.28 : 0.14));
  if (rng.chance(0.5)) {
    out += path(
      `M${x - hw - 20} 600V${top}h20V600zM${x + hw} 600V${top}h20V600zM${x - hw - 20} ${top}h${2 * hw + 40}v24h${-2 * hw - 40}z`,
      look.metal,
    );
    let zig = `M${x - hw - 10} ${top + 24}`;
    for (let i = 0; i < Math.floor((2 * hw + 20) / 40); i++) zig += "l20 -24 20 24";
    out += stroke(zig, dark, 3);
  } else {
    out += path(
      `M${x - hw - 30} 600V${top + 20}Q${x} ${top - 60} ${x + hw + 30} ${top + 20}V600h-16V${top + 34}Q${x} ${top - 40} ${x - hw - 14} ${top + 34}V600z`,
      look.metal,
    );
  }
  out += path(lamps.map((lx) => dot(lx, top + 22, 7)).join(""), look.lit ? "#fff3c4" : look.light);
  out += path(`M${x - hw - 40} 600h${2 * hw + 80}v50h${-2 * hw - 80}z`, mix(dark, look.metal, 0.3));
  out += path(`M${x - hw - 80} 600V470h44v130zM${x + hw + 36} 600V470h44v130z`, dark);
  let band = "";
  const players = rng.int(1, 4);
  for (let i = 0; i < players; i++) {
    const bx = x - hw * 0.5 + (hw * (i + 0.5)) / players + rng.range(-20, 20);
    band += `${dot(bx, 536, 11)}M${n(bx - 13)} 600v-44a13 9 0 0 1 26 0v44z`;
  }
  out += path(band, dark);
  out += path(people(rng, 640, 690, 18, 12, 0.35), mix(look.dark, look.haze, 0.25));
  out += path(people(rng, 705, 760, 11, 20, 0.3), mix(look.dark, "#000000", 0.2));
  return out;
}

export function cinemaScreen(ctx: Ctx, land: Land): string {
  const { look, rng } = ctx;
  const x = n(clamp(land.anchor.x, 400, 800));
  const top = n(rng.range(240, 300));
  const w = n(rng.range(400, 500));
  const h = n(w * 0.54);
  const glow = look.lit ? "#f7efd6" : look.light;
  let out = "";
  if (look.lit) {
    out += path(
      `M${x - w / 2} ${top}h${w}v${h}h${-w}z`,
      glow,
      op(0.15) +
        ` transform="translate(${x} ${top + h / 2}) scale(1.15) translate(${-x} ${-top - h / 2})"`,
    );
  }
  out += path(
    `M${x - w / 2 + 30} ${top + h}v130h14v-130zM${x + w / 2 - 44} ${top + h}v130h14v-130z`,
    look.dark,
  );
  out += path(`M${x - w / 2 - 10} ${top - 10}h${w + 20}v${h + 20}h${-w - 20}z`, look.dark);
  out += path(`M${x - w / 2} ${top}h${w}v${h}h${-w}z`, glow);
  // A film on the screen, in soft colours: hills, a skyline or a face in profile.
  const L = x - w / 2;
  const B = top + h;
  const film = rng.int(0, 2);
  if (film === 0) {
    out += circle(x + w * 0.2, top + h * 0.32, h * 0.14, look.accent, op(0.8));
    out += path(
      `M${L} ${B}L${x - w * 0.26} ${top + h * 0.48}L${x - w * 0.09} ${top + h * 0.76}L${x + w * 0.13} ${top + h * 0.4}L${x + w / 2} ${B}z`,
      look.blue,
      op(0.55),
    );
    out += path(
      `M${L} ${B}L${x - w * 0.13} ${top + h * 0.72}L${x + w / 2} ${B}z`,
      look.green,
      op(0.55),
    );
  } else if (film === 1) {
    out += circle(x - w * 0.22, top + h * 0.3, h * 0.12, look.accent, op(0.8));
    let d = "";
    for (let bx = L + 6; bx < x + w / 2 - 30; bx += rng.range(30, 56)) {
      const bh = rng.range(h * 0.2, h * 0.6);
      d += box(bx, B - bh, Math.min(rng.range(26, 48), x + w / 2 - bx), bh);
    }
    out += path(d, look.roof, op(0.55));
    out += path(box(L, B - h * 0.12, w, h * 0.12), look.blue, op(0.6));
  } else {
    out += path(box(L, top, w * 0.45, h), look.accent, op(0.35));
    out += path(
      `M${x + w * 0.08} ${B}V${top + h * 0.78}l-18 -8 12 -14 -10 -30 c20 -70 140 -70 150 0c6 40 -10 70 -30 80V${B}z`,
      look.dark,
      op(0.6),
    );
  }
  if (look.lit)
    out += path(
      `M${x - w / 2} ${top}L${x + 40} 820H${x + 80}L${x + w / 2} ${top}z`,
      glow,
      op(0.08),
    );
  out += path(people(rng, 630, 660, 20, 10, 0.05), mix(look.dark, look.haze, 0.2));
  out += path(people(rng, 700, 740, 12, 17, 0.05), mix(look.dark, "#000000", 0.2));
  return out;
}

export function foodTable(ctx: Ctx): string {
  const { look, rng } = ctx;
  const crust = mix(look.accent, look.wood, 0.35);
  const shift = (dx: number, body: string): string =>
    `<g transform="translate(${n(dx)} 0)">${body}</g>`;
  let out = path("M60 600H1140L1230 820H-30z", look.wood);
  out += path("M130 606H1070L1130 820H70z", look.light);
  out += stroke("M130 612H1070M96 700H1104", look.red, 8, ` stroke-dasharray="14 8"`);
  // Back row: bread, flija (a round pan of thin layers), a bowl and a clay jug.
  out += shift(
    rng.range(-50, 40),
    path("M190 680a90 60 0 0 1 180 0z", mix(crust, look.wood, 0.2)) +
      stroke("M230 650l20 -14M270 640l20 -12M310 644l16 -10", mix(crust, look.light, 0.4), 5),
  );
  out += shift(
    rng.range(-60, 60),
    path("M450 640V690A150 36 0 0 0 750 690V640z", look.light) +
      stroke("M600 690V642", crust, 300, ` stroke-dasharray="5 5"`) +
      `<ellipse cx="600" cy="640" rx="150" ry="36" fill="${crust}"/>` +
      stroke(
        "M600 640L470 626M600 640L560 606M600 640L680 607M600 640L745 636M600 640L650 674M600 640L520 668",
        mix(crust, look.wood, 0.4),
        3,
      ),
  );
  const jugX = rng.range(-30, 50);
  out += shift(
    jugX - rng.range(0, 60),
    path("M820 680a60 36 0 0 0 120 0z", look.roof) +
      `<ellipse cx="880" cy="680" rx="60" ry="12" fill="${look.light}"/>`,
  );
  out += shift(
    jugX,
    path("M960 700c-20 -40 -10 -80 10 -90v-20h40v20c20 10 30 50 10 90z", look.roof) +
      stroke("M1016 620c24 0 24 40 0 50", look.roof, 8),
  );
  // Front row: a slice of flija on a plate, a bowl of ajvar, peppers and tea glasses.
  out += shift(
    rng.range(-60, 80),
    `<ellipse cx="760" cy="770" rx="110" ry="26" fill="${look.light}" stroke="${look.stoneShade}" stroke-width="4"/>` +
      path("M700 770L820 758L790 730L700 740z", look.light) +
      stroke("M700 762L808 752M700 752L800 743M700 744L792 735", crust, 4) +
      path("M700 740L790 730L820 758L700 770z", "none", ` stroke="${crust}" stroke-width="4"`),
  );
  out += shift(
    rng.range(-80, 60),
    path("M360 730a70 40 0 0 0 140 0z", look.blue) +
      `<ellipse cx="430" cy="730" rx="70" ry="14" fill="${look.red}"/>`,
  );
  out += shift(
    rng.range(-40, 60),
    path(
      "M300 770c20 -20 60 -20 80 -4c-20 10 -60 12 -80 4zM560 780c20 -20 60 -20 80 -4c-20 10 -60 12 -80 4z",
      look.red,
    ) + stroke("M296 770l-10 -8M556 780l-10 -8", look.green, 5),
  );
  if (rng.chance(0.6)) {
    const tx = rng.pick([180, 930]);
    let glasses = "";
    for (const dx of [0, 46]) glasses += `M${tx + dx} 716c-4 20 4 30 -2 44h24c-6 -14 2 -24 -2 -44z`;
    out += path(glasses, mix(look.roof, look.accent, 0.5), op(0.85));
    out += stroke(`M${tx - 4} 760h32M${tx + 42} 760h32`, look.light, 4);
  }
  return out;
}

export function zipline(ctx: Ctx, land: Land): string {
  const { look, rng } = ctx;
  const left = land.anchor.x > 600;
  const x0 = left ? rng.range(100, 170) : rng.range(1030, 1100);
  const y0 = rng.range(240, 300);
  const x1 = left ? 1130 : 70;
  const y1 = rng.range(560, 620);
  const cx = (x0 + x1) / 2;
  const cy = Math.max(y0, y1) + 20;
  let out = stroke(
    `M${n(x0 - 30)} 820L${n(x0 - 10)} ${n(y0 + 10)}M${n(x0 + 30)} 820L${n(x0 + 10)} ${n(y0 + 10)}M${n(x0 - 24)} 600L${n(x0 + 20)} 480L${n(x0 - 16)} 360`,
    look.wood,
    8,
  );
  out +=
    path(box(x0 - 40, y0, 80, 12), look.wood) +
    path(`M${n(x0 - 44)} ${n(y0)}l44 -40 44 40z`, look.roof);
  out += path(
    box(x1 - 40, y1, 80, 10) + box(x1 - 30, y1 + 10, 10, 240) + box(x1 + 20, y1 + 10, 10, 240),
    look.wood,
  );
  out += stroke(`M${n(x0)} ${n(y0 + 4)}Q${n(cx)} ${n(cy)} ${n(x1)} ${n(y1)}`, look.dark, 3);
  const t = rng.range(0.35, 0.55);
  const px = (1 - t) ** 2 * x0 + 2 * t * (1 - t) * cx + t * t * x1;
  const py = (1 - t) ** 2 * (y0 + 4) + 2 * t * (1 - t) * cy + t * t * y1;
  const dir = left ? 1 : -1;
  out += circle(px, py, 7, look.accent);
  out += stroke(`M${n(px)} ${n(py)}l-8 44M${n(px)} ${n(py)}l8 44`, look.dark, 3);
  out += path(`M${n(px - 14)} ${n(py + 44)}h28v34h-28z`, look.red);
  out += stroke(`M${n(px)} ${n(py + 76)}l${28 * dir} 16l${16 * dir} 4`, look.dark, 9);
  out +=
    circle(px, py + 34, 11, mix(look.stone, look.roof, 0.3)) +
    path(dome(px, py + 30, 12, 11), look.accent);
  return out;
}

export function cableCar(ctx: Ctx, land: Land): string {
  const { look, rng } = ctx;
  const up = land.anchor.x < 600 ? -1 : 1;
  const yl = up > 0 ? rng.range(560, 640) : rng.range(180, 260);
  const yr = up > 0 ? rng.range(180, 260) : rng.range(560, 640);
  const my = (yl + yr) / 2 + 30;
  const cable = `M-20 ${n(yl)}Q600 ${n(my)} 1220 ${n(yr)}`;
  const yOn = (t: number): number => (1 - t) ** 2 * yl + 2 * t * (1 - t) * my + t * t * yr;
  const xOn = (t: number): number => -20 + 1240 * t;
  const pt = rng.range(0.45, 0.6);
  const px = xOn(pt);
  const py = yOn(pt);
  let out = path(`M${n(px - 26)} 820L${n(px - 8)} ${n(py)}h16L${n(px + 26)} 820z`, look.metal);
  out += stroke(
    `M${n(px - 22)} 720l40 -90M${n(px + 20)} 720l-36 -90M${n(px - 16)} 620l28 -80M${n(px + 14)} 620l-26 -80`,
    look.dark,
    3,
  );
  out += path(box(px - 40, py - 6, 80, 10), look.dark);
  out += stroke(cable, look.dark, 3) + stroke(cable, look.dark, 2, ` transform="translate(0 14)"`);
  for (const [t, c] of [
    [pt - rng.range(0.2, 0.28), look.red],
    [pt + rng.range(0.18, 0.26), look.accent],
  ] as const) {
    const x = xOn(t);
    const y = yOn(t);
    out += stroke(`M${n(x)} ${n(y)}v44`, look.dark, 4);
    out += path(`M${n(x - 38)} ${n(y + 44)}h76v60a10 10 0 0 1 -10 10h-56a10 10 0 0 1 -10 -10z`, c);
    out += path(
      box(x - 30, y + 54, 60, 22),
      look.lit ? look.window : mix(look.sky[2], "#ffffff", 0.3),
    );
  }
  return out;
}

export function skiLift(ctx: Ctx): string {
  const { look, rng } = ctx;
  const snow = look.winter || look.season === "spring" ? look.snow : look.ground;
  const rise = rng.range(0.8, 1.15);
  const slope: Pt[] = [
    [-100, 770],
    [250, 770 - 80 * rise + rng.range(-15, 15)],
    [600, 770 - 210 * rise + rng.range(-20, 20)],
    [900, 770 - 330 * rise + rng.range(-20, 20)],
    [1300, 770 - 410 * rise],
  ];
  let out = path(`${smooth(slope)}V820H-100Z`, snow);
  out += path(
    `M600 ${n(yAt(slope, 600) + 40)}C800 560 1000 470 1300 430V820H500z`,
    mix(snow, look.sky[0], 0.1),
  );
  let trees = "";
  let caps = "";
  for (let i = 0; i < 9; i++) {
    const x = rng.range(640, 1180);
    const y = yAt(slope, x) + rng.range(-6, 4);
    const h = rng.range(40, 80);
    trees += `M${n(x)} ${n(y - h)}L${n(x + h * 0.3)} ${n(y)}H${n(x - h * 0.3)}z`;
    if (look.winter)
      caps += `M${n(x)} ${n(y - h)}L${n(x + h * 0.12)} ${n(y - h * 0.6)}H${n(x - h * 0.12)}z`;
  }
  out += path(trees, look.tree) + (caps ? path(caps, look.snow) : "");
  const x0 = rng.range(100, 180);
  const gap = rng.range(250, 300);
  const xs = [x0, x0 + gap, x0 + 2 * gap, x0 + 3 * gap];
  const tops = xs.map((x) => [x, yAt(slope, x) - 150] as Pt);
  let pylons = "";
  for (const [x, y] of tops) pylons += box(x - 5, y, 10, 160) + box(x - 34, y, 68, 8);
  out += path(pylons, look.dark);
  let cable = "";
  let chairs = "";
  let riders = "";
  for (let i = 0; i < tops.length - 1; i++) {
    const a = tops[i];
    const b = tops[i + 1];
    if (!a || !b) continue;
    for (const dx of [-30, 30]) {
      cable += `M${n(a[0] + dx)} ${n(a[1] + 4)}Q${n((a[0] + b[0]) / 2 + dx)} ${n((a[1] + b[1]) / 2 + 24)} ${n(b[0] + dx)} ${n(b[1] + 4)}`;
      for (const t of [0.35, 0.75]) {
        const x = a[0] + (b[0] - a[0]) * t + dx;
        const y = a[1] + (b[1] - a[1]) * t + 4 + 24 * 2 * t * (1 - t) * 1;
        chairs += `M${n(x)} ${n(y)}v40h-16v-12`;
        if (rng.chance(0.6)) riders += dot(x - 4, y + 20, 6) + box(x - 12, y + 26, 12, 14);
      }
    }
  }
  out += stroke(cable, look.dark, 2.5) + stroke(chairs, look.dark, 3) + path(riders, look.red);
  let skiers = "";
  for (let i = 0; i < 3; i++) {
    const x = rng.range(200, 560);
    const y = yAt(slope, x) + rng.range(20, 90);
    skiers +=
      dot(x, y - 34, 6) +
      `M${n(x - 6)} ${n(y - 26)}h12l4 22h-20z` +
      `M${n(x - 20)} ${n(y)}h40v3h-40z`;
  }
  out += path(skiers, look.blue);
  return out;
}

export function crowd(ctx: Ctx): string {
  const { look, rng } = ctx;
  const sag = rng.range(340, 420);
  const y0 = rng.range(250, 320);
  let flags = "";
  const colors = [look.accent, look.blue, look.red, look.light];
  const pieces: string[] = ["", "", "", ""];
  for (let i = 0; i < 16; i++) {
    const t = (i + 0.5) / 16;
    const x = -10 + 1220 * t;
    const y = (1 - t) ** 2 * y0 + 2 * t * (1 - t) * sag + t * t * y0;
    const k = i % 4;
    pieces[k] += `M${n(x - 18)} ${n(y)}h36l-18 34z`;
  }
  pieces.forEach((d, i) => {
    if (d) flags += path(d, colors[i] ?? look.accent);
  });
  let out = stroke(`M-10 ${n(y0)}Q600 ${n(sag * 2 - y0)} 1210 ${n(y0)}`, look.dark, 2) + flags;
  let sticks = "";
  let cloth = "";
  for (let i = 0; i < 4; i++) {
    const x = rng.range(80, 1120);
    const y = rng.range(520, 600);
    sticks += `M${n(x)} ${n(y)}v120`;
    cloth += box(x, y, 44, 28);
  }
  out += path(people(rng, 610, 650, 20, 10, 0.3), mix(look.dark, look.haze, 0.35));
  out += stroke(sticks, look.dark, 3) + path(cloth, look.red);
  out += path(people(rng, 670, 710, 13, 15, 0.3), mix(look.dark, look.haze, 0.15));
  out += path(people(rng, 730, 770, 8, 24, 0.25), mix(look.dark, "#000000", 0.2));
  return out;
}

/** Local drawings (around 0,0). */

function hiker(x: number, y: number, h: number, pack: string, body: string, dark: string): string {
  return (
    stroke(
      `M${n(x - h * 0.12)} ${n(y)}L${n(x)} ${n(y - h * 0.45)}L${n(x + h * 0.14)} ${n(y)}`,
      dark,
      h * 0.09,
    ) +
    path(
      `M${n(x - h * 0.1)} ${n(y - h * 0.42)}L${n(x - h * 0.08)} ${n(y - h * 0.8)}H${n(x + h * 0.1)}L${n(x + h * 0.1)} ${n(y - h * 0.42)}z`,
      body,
    ) +
    path(box(x - h * 0.26, y - h * 0.84, h * 0.18, h * 0.36), pack) +
    circle(x + h * 0.02, y - h * 0.9, h * 0.08, dark) +
    stroke(`M${n(x + h * 0.08)} ${n(y - h * 0.6)}L${n(x + h * 0.3)} ${n(y)}`, dark, 2.5)
  );
}

export function hikers(ctx: Ctx): string {
  const { look } = ctx;
  let out = stroke(
    "M-300 30C-150 10 -50 16 80 0S250 -30 320 -40",
    look.fade(look.stone, 0.1),
    10,
    ` stroke-dasharray="22 10"${op(0.8)}`,
  );
  out += hiker(-150, 20, 96, look.red, look.blue, look.dark);
  out += hiker(-30, 12, 92, look.accent, look.green, look.dark);
  out += hiker(100, -6, 86, look.blue, look.roof, look.dark);
  return out;
}

function rider(jersey: string, dark: string, helmet: string): string {
  return (
    stroke(
      "M-58 -34m-34 0a34 34 0 1 0 68 0a34 34 0 1 0 -68 0M58 -34m-34 0a34 34 0 1 0 68 0a34 34 0 1 0 -68 0",
      dark,
      6,
    ) +
    stroke(
      "M-58 -34L-12 -34L30 -86H-22L-12 -34M-22 -86L-58 -34M30 -86L58 -34M30 -86l-4 -16h16M-34 -96h22",
      dark,
      5,
    ) +
    stroke("M-22 -98L8 -66L-12 -34", dark, 10) +
    stroke("M-22 -100L16 -140", jersey, 18, ` stroke-linecap="round"`) +
    stroke("M14 -138L34 -102", jersey, 8) +
    circle(26, -156, 11, mix(dark, "#c9a27e", 0.6)) +
    path(dome(26, -158, 13, 11), helmet)
  );
}

export function bicycle(ctx: Ctx): string {
  const { look } = ctx;
  let out = stroke("M-360 2H360", look.fade(look.stone, 0.1), 10, op(0.7));
  out += `<g transform="translate(-190 -14) scale(.85)">${rider(look.accent, look.dark, look.blue)}</g>`;
  out += rider(look.red, look.dark, look.accent);
  return out;
}

export function kayak(ctx: Ctx): string {
  const { look } = ctx;
  const one = (hull: string, vest: string): string =>
    path("M-130 -6Q0 16 130 -6Q0 -22 -130 -6z", hull) +
    stroke("M-100 -8Q0 0 100 -8", mix(hull, look.dark, 0.4), 3) +
    path("M-12 -10L-9 -54H9L12 -10z", vest) +
    circle(0, -66, 10, mix(look.dark, "#c9a27e", 0.6)) +
    path(dome(0, -68, 12, 10), look.accent) +
    stroke("M-84 -74L84 10", look.dark, 4) +
    path("M-84 -74l-16 -16 -8 8 12 20zM84 10l16 16 8 -8 -12 -20z", look.dark);
  let out = path("M-420 0Q0 -34 420 0Q0 100 -420 0z", look.water);
  out += stroke("M-200 20h60M160 10h70M-60 40h90M-150 -6h40", look.waterLight, 3, op(0.8));
  out += `<g transform="translate(-230 -30) scale(.6)">${one(look.roof, look.blue)}</g>`;
  out += one(look.red, look.accent);
  return out;
}

export function tent(ctx: Ctx): string {
  const { look } = ctx;
  const one = (c: string): string =>
    path("M0 -130L100 0L210 -14L110 -140z", mix(c, look.dark, 0.3)) +
    path("M-100 0L0 -130L100 0z", c) +
    path("M-34 0L0 -92L34 0z", look.lit ? "#f4c96b" : mix(c, look.dark, 0.55));
  let out = `<g transform="translate(-240 -30) scale(.6)">${one(look.blue)}</g>`;
  out += one(look.accent);
  out += stroke("M-100 0l-30 10M0 -130l-140 120", look.dark, 2, op(0.6));
  out += circle(300, -40, 70, look.accent, op(look.lit ? 0.3 : 0.15));
  out += stroke("M262 4L338 -14M262 -14L338 4", look.wood, 9);
  out += path("M300 -8c-30 -10 -20 -50 0 -84c20 34 30 74 0 84z", look.roof);
  out += path("M300 -10c-14 -6 -10 -30 0 -46c10 16 14 40 0 46z", look.accent);
  out += path("M190 4h50v-18h-50z", look.wood);
  return out;
}

export function horse(ctx: Ctx): string {
  const { look } = ctx;
  const coat = mix(look.wood, look.roof, 0.35);
  const mane = mix(look.dark, look.wood, 0.3);
  let out =
    stroke("M-300 -60H300M-300 -100H300", look.wood, 6, op(0.8)) +
    path(box(-280, -120, 10, 120) + box(-20, -120, 10, 120) + box(260, -120, 10, 120), look.wood);
  out += `<ellipse cx="0" cy="-110" rx="84" ry="38" fill="${coat}"/>`;
  out += path(
    "M40 -142L76 -92L114 -160L110 -204L96 -208L70 -172zM96 -208L114 -214L154 -168L148 -154L130 -152L108 -168zM100 -206l6 -20 8 16z" +
      "M50 -104H66L70 -4H58zM26 -100H42L38 -4H28zM-78 -118L-48 -104L-56 -52L-52 -4H-64L-70 -50zM-52 -108L-34 -100L-30 -4H-42L-46 -60z",
    coat,
  );
  out += path(
    "M44 -146L98 -212L104 -200L60 -138zM-80 -132C-118 -120 -118 -64 -106 -36C-100 -78 -92 -100 -74 -112z",
    mane,
  );
  out += path(
    box(57, -6, 14, 6) + box(27, -6, 12, 6) + box(-65, -6, 14, 6) + box(-43, -6, 14, 6),
    look.dark,
  );
  return out;
}

export function dam(ctx: Ctx): string {
  const { look } = ctx;
  const concrete = mix(look.stone, look.metal, 0.35);
  let out = path("M-340 -206Q0 -222 340 -206V-160H-340z", look.water);
  out += stroke("M-200 -196h80M60 -200h110", look.waterLight, 3, op(0.8));
  out += path(
    "M-500 30C-440 -140 -350 -250 -250 -266L-200 -160L-180 30zM500 30C440 -140 350 -250 250 -266L200 -160L180 30z",
    look.groundDark,
  );
  out += path("M-232 -180Q0 -168 232 -180L264 0Q0 14 -264 0z", concrete);
  out += path("M30 -175Q140 -174 232 -180L264 0Q150 10 30 8z", mix(concrete, look.dark, 0.18));
  out += stroke(
    "M0 -2V-168",
    mix(concrete, look.dark, 0.25),
    500,
    ` stroke-dasharray="2 30"${op(0.5)}`,
  );
  out += stroke("M-236 -180Q0 -168 236 -180", look.light, 8);
  out += path("M-32 -172h64l10 172h-84z", look.waterLight);
  out += stroke("M-18 -166V-6M0 -166V-6M18 -166V-6", "#ffffff", 5, op(0.7));
  out += path("M-70 4Q0 -6 70 4L150 60H-150z", look.water);
  out += `<ellipse cx="0" cy="4" rx="80" ry="16" fill="#ffffff"${op(0.75)}/>`;
  return out;
}

/** Inside a cave: lamp-lit stalagmites and a column on both sides of the mouth. */
export function caveInterior(ctx: Ctx): string {
  const { look, rng } = ctx;
  // Lamp light, so only half affected by the time of day.
  const lit = mix(mix("#b9a27e", look.accent, 0.4), look.stone, 0.3);
  const shade = mix(lit, look.dark, 0.4);
  let a = "";
  let b = "";
  const mound = (x: number, h: number, w: number): void => {
    const t = 820 - h;
    a += `M${n(x - w)} 820Q${n(x - w * 0.45)} ${n(820 - h * 0.45)} ${n(x - w * 0.12)} ${n(t)}Q${n(x)} ${n(t - 10)} ${n(x + w * 0.12)} ${n(t)}Q${n(x + w * 0.45)} ${n(820 - h * 0.45)} ${n(x + w)} 820z`;
    b += `M${n(x + w * 0.05)} ${n(t)}Q${n(x + w * 0.45)} ${n(820 - h * 0.45)} ${n(x + w)} 820H${n(x + w * 0.25)}z`;
  };
  const side = rng.pick([-1, 1]);
  const colX = side < 0 ? rng.range(90, 150) : rng.range(1050, 1110);
  a += `M${n(colX - 34)} 820Q${n(colX - 8)} 560 ${n(colX - 16)} 380Q${n(colX - 4)} 160 ${n(colX - 46)} -10H${n(colX + 46)}Q${n(colX + 4)} 160 ${n(colX + 16)} 380Q${n(colX + 8)} 560 ${n(colX + 34)} 820z`;
  b += `M${n(colX + 4)} -10H${n(colX + 46)}Q${n(colX + 4)} 160 ${n(colX + 16)} 380Q${n(colX + 8)} 560 ${n(colX + 34)} 820H${n(colX + 10)}Q${n(colX + 6)} 560 ${n(colX + 2)} 380z`;
  for (const [x0, x1, count] of [
    [190, 380, 3],
    [820, 1010, 3],
  ] as const) {
    for (let i = 0; i < count; i++)
      mound(rng.range(x0, x1), rng.range(90, 260) * (i === 1 ? 0.6 : 1), rng.range(34, 60));
  }
  const glow = `<ellipse cx="${n(colX)}" cy="760" rx="260" ry="140" fill="${look.accent}"${op(0.18)}/>`;
  return glow + path(a, lit) + path(b, shade);
}

/** A cave mouth in a rock outcrop with lit formations inside. */
export function caveFormations(ctx: Ctx): string {
  const { look, rng } = ctx;
  const lit = mix(look.accent, look.stone, 0.35);
  const shade = mix(lit, look.dark, 0.35);
  let out = path("M-360 20C-330 -240 320 -260 370 20z", look.rock);
  out += path("M60 -196C200 -170 330 -100 370 20H200C200 -80 140 -150 60 -196z", look.rockShade);
  out += path("M-180 20C-190 -170 190 -170 180 20z", mix(look.dark, "#000000", 0.3));
  out += `<ellipse cx="0" cy="-30" rx="150" ry="70" fill="${look.accent}"${op(0.3)}/>`;
  let a = "";
  let b = "";
  for (let i = 0; i < 6; i++) {
    const x = -150 + 60 * i + rng.range(-12, 12);
    const h = rng.range(30, 90) * (i % 2 ? 0.7 : 1);
    const w = rng.range(10, 18);
    a += `M${n(x - w)} 20C${n(x - w * 0.6)} ${n(-h * 0.3)} ${n(x - 4)} ${n(-h)} ${n(x)} ${n(-h)}S${n(x + w * 0.6)} ${n(-h * 0.3)} ${n(x + w)} 20z`;
    b += `M${n(x)} ${n(-h)}S${n(x + w * 0.6)} ${n(-h * 0.3)} ${n(x + w)} 20H${n(x + w * 0.3)}z`;
    if (i % 2 === 0) a += `M${n(x - 8)} -124L${n(x)} ${n(-124 + h * 0.5)}L${n(x + 8)} -124z`;
  }
  return out + path(a, lit) + path(b, shade);
}

export function wineBarrels(ctx: Ctx): string {
  const { look } = ctx;
  const wood = mix(look.wood, look.accent, 0.25);
  let out = path(box(-220, -10, 440, 16), mix(look.wood, look.dark, 0.3));
  let faces = "";
  let rings = "";
  let inner = "";
  for (const [x, y] of [
    [-120, -64],
    [0, -64],
    [120, -64],
    [-60, -176],
    [60, -176],
  ] as const) {
    faces += dot(x, y, 58);
    rings += `M${x - 52} ${y}a52 52 0 1 0 104 0a52 52 0 1 0 -104 0`;
    inner += `M${x - 36} ${y}a36 36 0 1 0 72 0a36 36 0 1 0 -72 0M${x - 36} ${y}h72`;
  }
  out +=
    path(faces, wood) + stroke(rings, look.dark, 6) + stroke(inner, mix(wood, look.dark, 0.3), 2);
  out += path(box(-6, -44, 12, 18), look.dark);
  out += path(
    dot(230, -60, 12) +
      dot(254, -60, 12) +
      dot(242, -40, 12) +
      dot(218, -40, 12) +
      dot(230, -20, 12) +
      dot(266, -40, 12),
    mix(look.red, look.blue, 0.45),
  );
  out += path("M240 -76l30 -24 10 16z", look.green);
  out += path(
    "M-258 0v-80a14 14 0 0 1 10 -20v-30h12v30a14 14 0 0 1 10 20v80z",
    mix(look.green, look.dark, 0.4),
  );
  out +=
    path("M-290 -60h26l-2 20a12 12 0 0 1 -22 0z", look.red) +
    stroke("M-277 -28V0M-290 0h26", look.light, 3);
  return out;
}
