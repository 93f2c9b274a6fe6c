/** Landmark buildings, drawn around (0,0) = centre of the base, about 300–450 px wide at scale 1. */
import { mix } from "./palette.ts";
import { arch, box, circle, dome, dot, n, op, path, poly, stroke } from "./svg.ts";
import type { Ctx } from "./types.ts";

/** Wall with merlons (crenellations) on top. */
function crenel(x0: number, x1: number, top: number, base: number, m = 12): string {
  let d = `M${n(x0)} ${n(base)}V${n(top - m)}`;
  const count = Math.floor((x1 - x0) / (2 * m));
  for (let i = 0; i < count; i++) d += `h${m}v${m}h${m}v-${m}`;
  return `${d}H${n(x1)}V${n(base)}z`;
}

/** Horizontal bands (banded brick or stone) over a rectangle, via a dashed fat stroke. */
const bands = (x: number, y0: number, y1: number, w: number, color: string, dash: string): string =>
  stroke(`M${n(x)} ${n(y1)}V${n(y0)}`, color, w, ` stroke-dasharray="${dash}"`);

/** Slim Ottoman "pencil" minaret standing on y=0 at x. */
function minaret(x: number, h: number, stone: string, cap: string, shade: string): string {
  return (
    path(`M${n(x - 11)} 0V${-n(h * 0.2)}h22V0z`, shade) +
    path(`M${n(x - 8)} 0V${-n(h)}h16V0z`, stone) +
    path(box(x - 14, -h * 0.78, 28, 7), shade) +
    path(`M${n(x - 9)} ${-n(h)}L${n(x)} ${-n(h + h * 0.24)}L${n(x + 9)} ${-n(h)}z`, cap) +
    stroke(`M${n(x)} ${-n(h * 1.24)}v-12`, cap, 2)
  );
}

/** Tiny cross on a dome or spire. */
const cross = (x: number, y: number, c: string): string =>
  stroke(`M${n(x)} ${n(y)}v-18M${n(x - 6)} ${n(y - 12)}h12`, c, 3);

export function fortress(ctx: Ctx): string {
  const { look } = ctx;
  const st = look.stone;
  const sh = look.stoneShade;
  let out = "";
  out += path(crenel(-230, 215, -110, -20), st);
  const towers: [number, number, number][] = [
    [-250, 56, -175],
    [-70, 48, -150],
    [70, 84, -220],
    [195, 52, -165],
  ];
  let slits = "";
  for (const [x, w, top] of towers) {
    out += path(crenel(x - w / 2, x + w / 2, top, -20, 10), st);
    out += path(box(x + w / 6, top, w / 3, -top - 20), sh);
    slits += box(x - 3, top + 30, 6, 16) + box(x - 3, top + 75, 6, 16);
  }
  out += path(`${slits}${arch(-150, -40, 34, 50)}`, look.window);
  out += poly(
    [
      [70, -235],
      [70, -270],
      [98, -262],
      [70, -254],
    ],
    look.accent,
  );
  out += stroke("M70 -232v-40", look.dark, 3);
  out += path(
    "M-360 30C-300 -10 -250 -50 -150 -60S60 -55 150 -55S320 -10 370 30z",
    look.groundDark,
  );
  return out;
}

export function stoneBridge(ctx: Ctx): string {
  const { look } = ctx;
  const deck = "M-300 6V-14Q0 -150 300 -14V6";
  const archD = "M-150 6V-6C-150 -40 -80 -62 0 -68C80 -62 150 -40 150 -6V6";
  const bridge = `${deck}Z${archD}Z`;
  let out = path("M-380 0Q0 -18 380 0Q0 110 -380 0z", look.water);
  out += path(bridge, look.stone, ` fill-rule="evenodd"`);
  out += path(bridge, look.stone, ` fill-rule="evenodd" transform="scale(1 -.6)"${op(0.3)}`);
  out += stroke(
    "M-146 -6C-146 -38 -78 -58 0 -64C78 -58 146 -38 146 -6",
    look.stoneShade,
    12,
    ` stroke-dasharray="7 4"`,
  );
  out += stroke("M-300 -16Q0 -152 300 -16", look.stoneShade, 5);
  out += stroke("M-120 40h60M40 30h90M-40 60h70", look.waterLight, 3, op(0.7));
  out += path(
    `M-420 20C-380 -20 -320 -10 -280 10V30H-420zM420 20C380 -20 320 -10 280 10V30H420z`,
    look.ground,
  );
  return out;
}

export function mosque(ctx: Ctx): string {
  const { look } = ctx;
  let out = minaret(170, 330, look.light, look.metal, look.stoneShade);
  out += path("M-130 0V-130H130V0z", look.stone);
  out += path("M-78 -130V-158H78V-130z", look.stoneShade);
  out += path(dome(0, -158, 84, 80), look.metal);
  out += stroke("M0 -238v-24", look.accent, 3) + circle(0, -264, 4, look.accent);
  out += path("M-150 0V-70H150V0z", look.light);
  out += path(dome(-95, -70, 26, 24) + dome(0, -70, 26, 24) + dome(95, -70, 26, 24), look.metal);
  out += path(
    arch(-95, 0, 36, 52) +
      arch(-32, 0, 36, 52) +
      arch(32, 0, 36, 52) +
      arch(95, 0, 36, 52) +
      arch(-60, -86, 14, 26) +
      arch(0, -86, 14, 26) +
      arch(60, -86, 14, 26),
    look.window,
  );
  return out;
}

export function orthodoxChurch(ctx: Ctx): string {
  const { look } = ctx;
  const st = mix(look.light, look.accent, 0.12);
  const brick = mix(look.brick, st, 0.45);
  let out = path("M-135 0V-100H135V0z", st);
  out += bands(0, -100, 0, 270, brick, "3 9");
  out += path("M-88 -96V-170A88 34 0 0 1 88 -170V-96z", st);
  out += bands(0, -180, -100, 176, brick, "3 9");
  for (const x of [-72, 72]) {
    out += path(`M${x - 17} -150V-222h34V-150z`, st);
    out += bands(x, -222, -150, 34, brick, "3 9");
    out += path(dome(x, -222, 21, 22), look.metal) + cross(x, -244, look.dark);
    out += path(arch(x, -170, 8, 30), look.window);
  }
  out += path("M-30 -170V-300H30V-170z", st);
  out += bands(0, -300, -170, 60, brick, "3 9");
  out += path(dome(0, -300, 36, 34), look.metal) + cross(0, -334, look.dark);
  out += stroke(
    "M-135 -100A67 26 0 0 1 0 -100A67 26 0 0 1 135 -100M-88 -170A88 34 0 0 1 88 -170",
    look.metal,
    7,
  );
  out += path(
    arch(0, 0, 34, 58) +
      arch(-12, -200, 9, 44) +
      arch(12, -200, 9, 44) +
      arch(-92, -34, 14, 40) +
      arch(92, -34, 14, 40) +
      arch(-40, -120, 10, 30) +
      arch(40, -120, 10, 30),
    look.window,
  );
  return out;
}

export function catholicChurch(ctx: Ctx): string {
  const { look } = ctx;
  let out = path("M-70 0V-130L20 -195L110 -130V0z", look.light);
  out += path("M110 0V-82H175L175 0zM105 -82L175 -82L160 -100H115z", look.stone);
  out += path("M-150 0V-290H-74V0z", look.light);
  out += path(box(-104, -290, 30, 290), look.stone);
  out += path("M-156 -288L-112 -420L-68 -288z", look.metal) + cross(-112, -420, look.dark);
  out += path(
    arch(-124, -236, 14, 40) +
      arch(-100, -236, 14, 40) +
      arch(20, 0, 40, 66) +
      arch(-112, -140, 14, 34) +
      arch(140, -22, 16, 34),
    look.window,
  );
  out += circle(20, -142, 20, look.window) + circle(20, -142, 9, look.accent);
  out += path(box(-156, -296, 88, 10), look.stoneShade);
  return out;
}

export function monastery(ctx: Ctx): string {
  const { look, rng } = ctx;
  const hills = look.fade(look.groundDark, 0.3);
  const h1 = n(rng.range(-260, -170));
  const h2 = n(rng.range(-280, -200));
  let out = path(
    `M-430 10C-330 -150 -230 ${h1} -120 -200C-40 -170 60 ${h2} 180 -250C290 -240 360 -120 430 10z`,
    hills,
  );
  let cypress = "";
  for (let i = 0; i < rng.int(2, 4); i++) {
    const cx = rng.pick([-1, 1]) * rng.range(150, 300);
    const ch = rng.range(70, 110);
    cypress += `M${n(cx)} -60c-10 ${n(-ch * 0.3)} -10 ${n(-ch * 0.7)} 0 ${n(-ch)}c10 ${n(ch * 0.3)} 10 ${n(ch * 0.7)} 0 ${n(ch)}z`;
  }
  out += path(cypress, look.tree);
  if (rng.chance(0.5)) {
    out +=
      path("M-175 -60V-230H-135V-60z", look.light) +
      path("M-181 -228L-155 -270L-129 -228z", look.metal);
    out += path(arch(-155, -190, 12, 30), look.window) + cross(-155, -270, look.dark);
  }
  // Church with banded marble walls, a dome on a drum and an apse.
  const pale = mix(look.light, look.roof, 0.18);
  out += path("M-120 -40V-160H120V-40zM120 -60V-130a40 40 0 0 1 0 70z", pale);
  out += bands(0, -160, -40, 240, look.stoneShade, "6 10");
  out += path("M-130 -158L0 -205L130 -158z", look.metal);
  out += path("M-28 -180V-238H28V-180z", pale);
  out += path(dome(0, -238, 32, 28), look.metal) + cross(0, -266, look.dark);
  out += path(
    arch(0, -40, 30, 50) + arch(-70, -90, 12, 32) + arch(70, -90, 12, 32) + arch(0, -190, 8, 30),
    look.window,
  );
  // Dormitory and the enclosure wall with a gate tower.
  out += path("M150 -40V-120H290V-40z", look.light);
  out += path("M142 -118L220 -150L298 -118z", look.roof);
  out += path(
    box(166, -100, 14, 18) +
      box(200, -100, 14, 18) +
      box(234, -100, 14, 18) +
      box(262, -100, 14, 18),
    look.window,
  );
  out += path("M-320 0V-62H320V0z", look.stone);
  out += path("M-320 -62h640v-8h-640z", look.stoneShade);
  out +=
    path("M-260 0V-120H-200V0z", look.stone) + path("M-268 -118L-230 -150L-192 -118z", look.roof);
  out += path(arch(-230, 0, 28, 44), look.window);
  return out;
}

export function newborn(ctx: Ctx): string {
  const { look, rng } = ctx;
  const colors = [
    look.blue,
    look.accent,
    look.light,
    look.roof,
    look.green,
    mix(look.blue, look.light, 0.45),
    look.red,
  ];
  const start = rng.int(0, 6);
  let out = path("M-340 0V-14H340V0z", look.stoneShade);
  for (let i = 0; i < 7; i++) {
    const x = -318 + i * 90;
    const h = 170 + rng.range(-8, 8);
    const c = colors[(start + i) % colors.length] ?? look.blue;
    out += path(`M${x} -14V${-n(h)}h78V-14z`, c);
    out += path(`M${x + 78} -14V${-n(h)}l12 -8V-20z`, mix(c, look.dark, 0.35));
    out += path(`M${x} ${-n(h)}l12 -8h78l-12 8z`, mix(c, "#ffffff", 0.3));
    const deco = mix(c, i % 2 ? look.dark : "#ffffff", 0.45);
    const m = i % 4;
    const motif =
      m === 0
        ? dot(x + 39, -n(h * 0.55), 18)
        : m === 1
          ? `M${x} ${-n(h * 0.35)}l78 -40v16l-78 40z`
          : m === 2
            ? box(x + 14, -n(h * 0.7), 50, 14) + box(x + 14, -n(h * 0.45), 50, 14)
            : `M${x + 39} ${-n(h * 0.75)}l24 40h-48z`;
    out += path(motif, deco);
  }
  let people = "";
  for (const px of [-250, -120, 60, 230]) {
    const x = px + rng.range(-20, 20);
    people += `${dot(x, 22, 7)}M${n(x - 9)} 62v-28a9 7 0 0 1 18 0v28z`;
  }
  out += path(people, look.dark);
  return out;
}

export function bazaar(ctx: Ctx): string {
  const { look, rng } = ctx;
  let out = minaret(-300, 260, look.light, look.metal, look.stoneShade);
  const awn = [look.accent, look.roof, look.blue, look.green];
  let walls = "";
  let upper = "";
  let roofs = "";
  let dark = "";
  let beams = "";
  let goods = "";
  let stripes = "";
  for (let i = 0; i < 5; i++) {
    const x = -280 + i * 112;
    const h = 70 + rng.range(-6, 10);
    walls += box(x, -h, 108, h);
    upper += box(x - 6, -h - 62, 120, 62);
    roofs += `M${x - 14} ${n(-h - 60)}L${x + 20} ${n(-h - 92)}H${x + 88}L${x + 122} ${n(-h - 60)}z`;
    dark +=
      box(x + 12, -h + 20, 84, h - 20) +
      box(x + 14, -h - 44, 22, 26) +
      box(x + 72, -h - 44, 22, 26);
    beams += box(x - 6, -h - 6, 120, 6);
    const c = awn[(i + rng.int(0, 3)) % awn.length] ?? look.accent;
    out += path(`M${x + 4} ${n(-h + 6)}h100l10 26h-120z`, c);
    stripes += `M${x + 2} ${n(-h + 19)}h110`;
    goods += dot(x + 30, -14, 8) + dot(x + 52, -12, 10) + box(x + 70, -28, 16, 28);
  }
  out =
    path(walls, look.light) +
    path(upper, look.stone) +
    path(beams, look.wood) +
    path(roofs, look.roof) +
    path(dark, look.window) +
    out;
  out += stroke(stripes, "#ffffff", 26, ` stroke-dasharray="10 10"${op(0.35)}`);
  out += path(goods, look.leaf2);
  out += path("M-330 0H320v14H-330z", look.stoneShade);
  return out;
}

export function clockTower(ctx: Ctx): string {
  const { look } = ctx;
  let out = path("M-200 0V-70H-110V0zM110 0V-60H210V0z", look.light);
  out += path("M-210 -68L-155 -110L-100 -68zM100 -58L160 -100L220 -58z", look.roof);
  out += path(
    box(-180, -50, 14, 20) + box(-140, -50, 14, 20) + box(130, -44, 14, 20) + box(175, -44, 14, 20),
    look.window,
  );
  out += path("M-48 0V-40H48V0zM-40 -40V-290H40V-40z", look.stone);
  out += path(box(14, -290, 26, 290), look.stoneShade);
  out += path("M-34 -290V-345H34V-290z", look.wood);
  out += path("M-46 -345L0 -400L46 -345z", look.metal) + stroke("M0 -400v-16", look.accent, 3);
  out += path(box(-48, -296, 96, 8) + box(-40, -350, 80, 6), look.stoneShade);
  out += path(
    arch(-14, -300, 14, 36) +
      arch(14, -300, 14, 36) +
      arch(0, 0, 24, 34) +
      box(-4, -190, 8, 20) +
      box(-4, -130, 8, 20),
    look.window,
  );
  out +=
    circle(0, -248, 24, look.light) +
    circle(0, -248, 24, "none", ` stroke="${look.dark}" stroke-width="4"`);
  out += stroke("M0 -248v-16M0 -248l11 6", look.dark, 3);
  return out;
}

export function library(ctx: Ctx): string {
  const { look, rng, id } = ctx;
  ctx.defs.push(
    `<pattern id="${id}n" width="20" height="20" patternUnits="userSpaceOnUse"><path d="M0 0L20 20M20 0L0 20" stroke="${look.metal}" stroke-width="2.5"/></pattern>`,
  );
  const blocks: [number, number, number][] = [
    [-230, 150, 170],
    [-70, 175, 215],
    [95, 140, 160],
  ];
  let out = "";
  let domes = "";
  let small = "";
  for (const [x, w, h] of blocks) {
    out += path(box(x, -h, w, h), look.light);
    out += path(box(x + w * 0.78, -h, w * 0.22, h), look.stone);
    let dx = x + 8;
    while (dx < x + w - 14) {
      const r = rng.range(9, 20);
      domes += dome(dx + r, -h, r, r * 0.95);
      if (rng.chance(0.5)) small += dome(dx + r, -h - r * 0.85, r * 0.45, r * 0.45);
      dx += 2 * r + 3;
    }
  }
  out += path(domes, look.light) + path(small, look.stone);
  out += path(
    blocks.map(([x, w, h]) => box(x, -h + 6, w, h - 6)).join(""),
    `url(#${id}n)`,
    op(0.75),
  );
  out += path(box(-30, -56, 60, 56), look.window);
  out += path("M-250 0h500v10h-500z", look.stoneShade);
  return out;
}

export function memorial(ctx: Ctx): string {
  const { look } = ctx;
  let out = path("M-220 0V-16H220V0zM-170 -16V-32H170V-16z", look.stoneShade);
  out += path("M-160 -32V-118H-70V-32zM70 -32V-118H160V-32z", look.stone);
  out += path("M-150 -50V-100h70v50zM80 -50V-100h70v50z", mix(look.stone, look.dark, 0.2));
  out += path("M-30 -32L-16 -320H16L30 -32z", look.light);
  out += path("M2 -32L16 -320L30 -32z", look.stone);
  out += stroke("M0 -300V-60", look.accent, 3);
  out += circle(0, -62, 18, "none", ` stroke="${look.green}" stroke-width="8"`);
  out += path("M-6 -46l-8 20h6l8 -14 8 14h6l-8 -20z", look.red);
  out += path(
    "M-230 0c-14 -50 -14 -130 0 -180c14 50 14 130 0 180zM230 0c-14 -50 -14 -130 0 -180c14 50 14 130 0 180z",
    look.tree,
  );
  return out;
}

export function museum(ctx: Ctx): string {
  const { look } = ctx;
  let out = path("M-230 0V-10H230V0zM-220 -10V-20H220V-10zM-210 -20V-30H210V-20z", look.stoneShade);
  out += path("M-195 -30V-175H195V-30z", mix(look.stone, look.dark, 0.25));
  out += path(arch(0, -30, 44, 80) + arch(-68, -60, 20, 50) + arch(68, -60, 20, 50), look.window);
  let cols = "";
  let caps = "";
  let shades = "";
  for (let i = 0; i < 6; i++) {
    const x = -170 + i * 68;
    cols += box(x - 11, -170, 22, 140);
    shades += box(x + 4, -170, 7, 140);
    caps += box(x - 16, -178, 32, 8) + box(x - 15, -38, 30, 8);
  }
  out += path(cols, look.light) + path(shades, look.stone) + path(caps, look.light);
  out += path("M-210 -178V-204H210V-178z", look.light);
  out += path("M-222 -204L0 -268L222 -204z", look.light);
  out += path("M-180 -210L0 -258L180 -210z", look.stone);
  out += circle(0, -228, 10, look.stoneShade);
  out += path(box(-210, -190, 420, 5), look.stoneShade);
  return out;
}

export function kulla(ctx: Ctx): string {
  const { look } = ctx;
  const st = mix(look.stone, look.rock, 0.25);
  let out = path("M-260 0V-58H-90V0zM90 0V-50H230V0z", st);
  out += path(arch(-175, 0, 40, 50), look.dark);
  out += path("M-85 0V-235H85V0z", st);
  out += path(box(40, -235, 45, 235), mix(st, look.dark, 0.18));
  let stones = "";
  for (const [x, y, w] of [
    [-70, -40, 40],
    [-20, -80, 50],
    [-60, -130, 36],
    [10, -170, 44],
    [-75, -200, 30],
    [30, -110, 40],
  ] as const)
    stones += box(x, y, w, 12);
  out += path(stones, mix(st, look.dark, 0.1));
  out += path("M-98 -235V-295H98V-235z", look.wood);
  out += path(
    box(-86, -280, 44, 30) + box(-22, -280, 44, 30) + box(42, -280, 44, 30),
    mix(look.light, look.wood, 0.15),
  );
  out += stroke(
    "M-75 -280v30M-64 -280v30M-53 -280v30M-11 -280v30M0 -280v30M11 -280v30M53 -280v30M64 -280v30M75 -280v30",
    look.wood,
    3,
  );
  out += path("M-120 -293L-70 -335H70L120 -293z", mix(look.roof, look.stoneShade, 0.3));
  out += path(box(-100, -238, 200, 6), look.dark);
  out += path(
    arch(0, 0, 34, 58) +
      box(-44, -120, 8, 22) +
      box(36, -120, 8, 22) +
      box(-40, -180, 12, 18) +
      box(28, -180, 12, 18) +
      box(-4, -150, 8, 16),
    look.window,
  );
  return out;
}

export function hammam(ctx: Ctx): string {
  const { look, rng } = ctx;
  let out = path("M-230 0V-95H230V0z", look.stone);
  out += bands(0, -95, 0, 460, look.brick, "4 10");
  out += path("M-140 -95V-120H-30V-95zM40 -95V-115H140V-95z", look.stone);
  out += path(dome(-85, -120, 60, 56) + dome(90, -115, 50, 46), look.metal);
  let small = "";
  let eyes = "";
  for (const x of [-200, -165, 165, 200, 0, -10 + rng.range(-10, 10)]) {
    const r = rng.range(14, 22);
    small += dome(x, -95, r, r);
    eyes += dot(x - r * 0.3, -95 - r * 0.55, 2.5) + dot(x + r * 0.3, -95 - r * 0.55, 2.5);
  }
  out += path(small, mix(look.metal, look.light, 0.2));
  eyes +=
    dot(-100, -145, 3) +
    dot(-70, -145, 3) +
    dot(-85, -160, 3) +
    dot(75, -140, 3) +
    dot(105, -140, 3);
  out += path(eyes, look.light, op(0.8));
  out += stroke("M-85 -176v-14M90 -161v-14", look.accent, 3);
  out += path(
    arch(0, 0, 40, 62) +
      arch(-150, -30, 16, 36) +
      arch(150, -30, 16, 36) +
      arch(-80, -30, 16, 36) +
      arch(80, -30, 16, 36),
    look.window,
  );
  return out;
}

export function oldTown(ctx: Ctx): string {
  const { look, rng } = ctx;
  let out = path(
    "M-360 20C-250 -40 -80 -130 120 -150C260 -160 330 -130 380 -100V20z",
    look.groundDark,
  );
  out += minaret(-150, 270, look.light, look.metal, look.stoneShade);
  out += minaret(90, 230, look.light, look.metal, look.stoneShade);
  out +=
    path("M210 -120V-300H246V-120z", look.stone) +
    path("M206 -300L228 -370L250 -300z", look.metal) +
    cross(228, -370, look.dark);
  out += path(arch(228, -260, 12, 30), look.window);
  const tones = [look.light, mix(look.light, look.accent, 0.25), mix(look.light, look.stone, 0.5)];
  const walls: string[] = ["", "", ""];
  let roofs = "";
  let wins = "";
  const rows: [number, number, number][] = [
    [-110, -150, 330],
    [-55, -300, 350],
    [0, -360, 360],
  ];
  for (const [y, x0, x1] of rows) {
    let x = x0 + rng.range(-10, 10);
    while (x < x1 - 40) {
      const w = rng.range(50, 80);
      const h = rng.range(40, 64);
      const yy =
        y +
        (y === -110 ? rng.range(-20, 10) : rng.range(-8, 8)) -
        (x + 300) * 0.06 * (y === 0 ? 0 : 1);
      const t = rng.int(0, 2);
      walls[t] += box(x, yy - h, w, h + 20);
      roofs += `M${n(x - 8)} ${n(yy - h)}L${n(x + w * 0.25)} ${n(yy - h - 24)}H${n(x + w * 0.75)}L${n(x + w + 8)} ${n(yy - h)}z`;
      wins += box(x + w * 0.2, yy - h + 14, 8, 12) + box(x + w * 0.6, yy - h + 14, 8, 12);
      x += w + rng.range(4, 16);
    }
  }
  walls.forEach((w, i) => {
    if (w) out += path(w, tones[i] ?? look.light);
  });
  out += path(roofs, look.roof) + path(wins, look.window);
  return out;
}

export function ruins(ctx: Ctx): string {
  const { look, rng } = ctx;
  const st = mix(look.stone, look.roof, 0.12);
  let out = path(
    "M-300 0V-70L-270 -80L-250 -60L-230 -95L-200 -70V0zM150 0V-50L190 -62L215 -40L260 -55V0z",
    st,
  );
  out += path("M-180 0V-40H120V0z", mix(st, look.dark, 0.2));
  let cols = "";
  let caps = "";
  [-170, -100, -30, 40, 110].forEach((x, i) => {
    const whole = i === 1 || i === 2;
    const h = whole ? 210 : rng.range(80, 190);
    const broken = !whole && rng.chance(0.7);
    cols += broken ? `M${x - 14} 0V${-n(h)}l10 -8 8 10 10 -6V0z` : box(x - 14, -h, 28, h);
    if (!broken) caps += box(x - 20, -h - 10, 40, 10);
  });
  out += path(cols, look.light) + path(caps, st);
  out += path("M-124 -234h118v14h-118z", st);
  out += path("M140 0V-110a60 60 0 0 1 90 -40l-10 20a44 44 0 0 0 -60 30V0z", st);
  out += path("M40 24a16 10 0 0 1 80 0v10h-80z", look.stoneShade);
  out += path("M-320 26C-200 0 200 0 320 26V40H-320z", look.ground);
  return out;
}

export function statue(ctx: Ctx): string {
  const { look } = ctx;
  const bronze = mix(look.dark, look.accent, 0.25);
  let out = path("M-150 0V-12H150V0z", look.stoneShade);
  out += path("M-70 -12V-34H70V-12zM-48 -34V-150H48V-34zM-56 -150V-162H56V-150z", look.stone);
  out += path(box(16, -150, 32, 116), look.stoneShade);
  out += path(
    "M-20 -162L-14 -230L-30 -232L-22 -300Q0 -310 22 -300L30 -236L16 -230L22 -162zM18 -296L58 -350L66 -344L32 -284z",
    bronze,
  );
  out += circle(0, -318, 15, bronze);
  out += path(
    "M-210 0c-30 0 -40 -60 0 -90c-10 -40 50 -50 50 -10c30 10 20 100 -10 100zM200 0c-30 0 -40 -60 0 -90c-10 -40 50 -50 50 -10c30 10 20 100 -10 100z",
    look.tree,
  );
  return out;
}

export function mineTower(ctx: Ctx): string {
  const { look } = ctx;
  const steel = mix(look.dark, look.roof, 0.3);
  let out =
    path("M-230 0V-100H-90V0z", look.brick) + path("M-240 -98L-160 -140L-80 -98z", look.metal);
  out += path(
    arch(-200, -20, 18, 54) + arch(-160, -20, 18, 54) + arch(-120, -20, 18, 54),
    look.window,
  );
  out += stroke("M-50 0L-22 -300M50 0L22 -300M30 -280L170 0", steel, 9);
  out += stroke(
    "M-46 -30L40 -100L-38 -170L30 -240L-26 -290M46 -30L-40 -100L38 -170L-30 -240M60 -180L120 -100",
    steel,
    4,
  );
  out += path("M-44 -300h88v-14h-88z", steel);
  out += circle(-14, -336, 36, "none", ` stroke="${steel}" stroke-width="6"`);
  out += circle(20, -328, 28, "none", ` stroke="${steel}" stroke-width="5"`);
  out += stroke("M-14 -372v72M-50 -336h72M20 -356v56", steel, 3);
  out += stroke("M-230 -100V-180", look.stoneShade, 14);
  return out;
}

export function lighthouseOfBooks(ctx: Ctx): string {
  const { look, rng } = ctx;
  const colors = [look.blue, look.accent, look.roof, look.green, look.red, look.metal];
  const pages = mix(look.light, "#ffffff", look.lit ? 0.35 : 0);
  let books = "";
  let y = 0;
  let spines = "";
  let leaves = "";
  for (let i = 0; i < 12; i++) {
    const h = rng.range(20, 30);
    const w = 200 - i * 6 + rng.range(-16, 16);
    const x = rng.range(-14, 14) - w / 2;
    books += path(
      box(x, y - h, w, h),
      colors[(i * 2 + rng.int(0, 5)) % colors.length] ?? look.blue,
    );
    if (i % 2) leaves += box(x + 6, y - h + 4, w - 6, h - 8);
    else
      spines +=
        box(x + 14, y - h + 5, 8, h - 10) +
        box(x + w - 44, y - h + 5, 26, 4) +
        box(x + w - 44, y - 9, 26, 4);
    y -= h;
  }
  const ly = n(y - 56);
  let out = path(
    `M0 ${ly}L-380 ${ly - 40}V${ly + 44}zM0 ${ly}L380 ${ly - 40}V${ly + 44}z`,
    "#fff3c4",
    op(look.lit ? 0.3 : 0.18),
  );
  out += books + path(leaves, pages) + path(spines, "#ffffff", op(0.45));
  out += path(`M-26 ${n(y)}h52l-8 -30h-36z`, look.dark);
  out += circle(0, ly, 60, look.accent, op(0.25)) + circle(0, ly, 22, "#fff3c4");
  out += path(`M-22 ${ly - 20}L0 ${ly - 46}L22 ${ly - 20}z`, look.dark);
  return out;
}
