/** One composition per landscape type. Each returns the background layers, a foreground
 * overlay and the spot where the landmark stands. */
import { BRAND, mix } from "./palette.ts";
import type { Rng } from "./rng.ts";
import { dot, g, n, op, type Pt, path, polyD, smooth, stroke, yAt } from "./svg.ts";
import {
  broadleafRow,
  coniferRow,
  flowers,
  grass,
  hill,
  hillPts,
  peakShade,
  poplars,
  type Ridge,
  ridge,
  snowCaps,
} from "./terrain.ts";
import type { Ctx, Land } from "./types.ts";

const spotX = (rng: Rng): number =>
  rng.pick([rng.range(300, 430), rng.range(530, 670), rng.range(770, 900)]);

const SNOW: Record<string, readonly [number, number]> = {
  winter: [95, 75],
  spring: [55, 28],
  autumn: [28, 0],
  summer: [14, 0],
};

/** A mountain layer: silhouette, shaded faces and snow caps. */
function mountainLayer(ctx: Ctx, r: Ridge, k: number, snowDepth: number): string {
  const { look, rng } = ctx;
  let out = path(polyD([...r.pts, [1240, 800], [-40, 800]]), look.fade(look.sunlit(look.rock), k));
  out += path(peakShade(r, ctx.sunX < 600, 800), look.fade(look.rockShade, k));
  const caps = snowCaps(r, snowDepth, rng);
  if (caps) out += path(caps, look.fade(look.snow, k * 0.6));
  return out;
}

function farRange(ctx: Ctx, base: number, top: number, low: number, k = 0.6): string {
  const r = ridge(ctx.rng, base, top, low, ctx.rng.int(3, 5));
  return mountainLayer(ctx, r, k, (SNOW[ctx.look.season] ?? [0, 0])[0]);
}

function mountains(ctx: Ctx): Land {
  const { rng, look } = ctx;
  const snow = SNOW[look.season] ?? [0, 0];
  let back = farRange(ctx, 470, 190, 330, 0.62);
  back += mountainLayer(ctx, ridge(rng, 570, 310, 440, rng.int(3, 5)), 0.3, snow[1]);
  const near = hillPts(rng, 615, 26);
  back += hill(near, look.fade(look.groundDark, 0.18));
  back += coniferRow(rng, near, look, {
    from: -20,
    to: 1220,
    count: 20,
    h: [28, 58],
    fill: look.fade(look.tree, 0.25),
  });
  const front = hillPts(rng, 695, 16, 300);
  back += hill(front, look.ground);
  const x = spotX(rng);
  const edge = x < 600 ? rng.range(1020, 1160) : rng.range(40, 180);
  const fg = coniferRow(rng, front, look, {
    from: edge - 60,
    to: edge + 60,
    count: 3,
    h: [150, 230],
    fill: look.tree,
    dy: 30,
  });
  return { back, front: fg, anchor: { x, y: yAt(front, x) + 12, s: 1 } };
}

/** A steep rock wall: jagged edge from top to bottom (left side; mirrored for the right). */
function wall(rng: Rng, top: Pt, bottom: Pt, side: number, steps: number): Pt[] {
  const edge: Pt[] = [top];
  for (let k = 1; k < steps; k++) {
    const t = k / steps;
    edge.push([
      top[0] + (bottom[0] - top[0]) * t + rng.range(-24, 24),
      top[1] + (bottom[1] - top[1]) * t,
    ]);
  }
  edge.push(bottom);
  return edge.map(([x, y]) => [side < 0 ? x : 1200 - x, y] as Pt);
}

/** x of a top-to-bottom edge at height y. */
function xAtY(edge: readonly Pt[], y: number): number {
  for (let i = 0; i < edge.length - 1; i++) {
    const a = edge[i];
    const b = edge[i + 1];
    if (a && b && y >= a[1] && y <= b[1])
      return a[0] + ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1] || 1);
  }
  return edge[0]?.[0] ?? 0;
}

function canyon(ctx: Ctx): Land {
  const { rng, look } = ctx;
  const rock = look.sunlit(mix(look.rock, BRAND.sand, 0.4));
  const shade = mix(look.rockShade, BRAND.sand, 0.15);
  let back = farRange(ctx, 480, 300, 400, 0.55);
  const cx = rng.range(560, 640);
  // Receding inner walls, then the tall outer walls.
  for (const i of [0, 1]) {
    const k = i ? 0 : 0.4;
    let strata = "";
    let bushes = "";
    for (const side of [-1, 1]) {
      const topX = i ? rng.range(300, 400) : rng.range(470, 520);
      const topY = i ? rng.range(70, 160) : rng.range(280, 340);
      const botY = i ? 770 : 650;
      const edge = wall(rng, [topX, topY], [i ? rng.range(470, 510) : 555, botY], side, i ? 7 : 4);
      const outX = side < 0 ? -20 : 1220;
      const e0 = edge[0] ?? [topX, topY];
      const rim: Pt[] = [
        [outX, topY - rng.range(20, 70)],
        [(outX + e0[0]) / 2, topY - rng.range(0, 30)],
      ];
      back += path(polyD([...rim, ...edge, [outX, 820]]), look.fade(rock, k));
      if (i) {
        let facets = "";
        for (const t of [rng.range(0.2, 0.4), rng.range(0.6, 0.8)]) {
          const xt = outX + (e0[0] - outX) * t;
          const yt = topY - 40 * (1 - t) + 10;
          facets += polyD([
            [xt, yt],
            [xt + side * rng.range(40, 120), 820],
            [xt - side * rng.range(60, 160), 820],
          ]);
        }
        back += path(facets, mix(rock, shade, 0.22));
      }
      const inner = edge.map(([x, y]) => [x - side * (i ? 60 : 28), y] as Pt).reverse();
      back += path(polyD([...edge, ...inner]), look.fade(shade, k));
      for (let j = 1; j < (i ? 7 : 4); j++) {
        const y = topY + ((botY - topY) * j) / (i ? 7 : 4) + rng.range(-15, 15);
        const x = xAtY(edge, y) + side * 4;
        const len = rng.range(120, 320) * (i ? 1 : 0.5);
        strata += `M${n(x)} ${n(y)}l${n(side * len)} ${n(rng.range(-20, 20))}`;
        if (rng.chance(0.8)) {
          const bx = x + side * rng.range(20, len * 0.6);
          const r = i ? rng.range(7, 12) : 5;
          bushes += dot(bx, y - r * 0.6, r) + dot(bx + r * 1.3, y - r * 0.3, r * 0.7);
        }
      }
      back += coniferRow(rng, [...rim, e0], look, {
        from: Math.min(rim[0]?.[0] ?? 0, e0[0]),
        to: Math.max(rim[0]?.[0] ?? 0, e0[0]),
        count: i ? 9 : 4,
        h: i ? [24, 50] : [14, 24],
        fill: look.fade(look.tree, k + 0.1),
      });
    }
    back += stroke(strata, look.fade(shade, k), i ? 4 : 3, op(0.6));
    back += path(bushes, look.fade(look.tree, k + 0.05));
  }
  // The floor of the gorge and its river.
  back += path("M-20 820V760Q600 700 1220 760V820Z", look.groundDark);
  const l: Pt[] = [
    [cx - 6, 640],
    [cx - 30, 690],
    [cx - 50, 740],
    [cx - 110, 810],
  ];
  const r: Pt[] = [
    [cx + 130, 810],
    [cx + 55, 740],
    [cx + 30, 690],
    [cx + 6, 640],
  ];
  back += path(`${smooth(l)}L${smooth(r).slice(1)}Z`, look.water);
  back += stroke(
    `M${n(cx - 10)} 700l14 -3M${n(cx - 30)} 770l30 -4M${n(cx)} 660l6 -1`,
    look.waterLight,
    3,
    op(0.8),
  );
  return {
    back,
    front: "",
    anchor: { x: cx + rng.pick([-140, 150]), y: 760, s: 0.55 },
    water: { x: cx + 10, y: 750, s: 0.62 },
  };
}

function lake(ctx: Ctx): Land {
  const { rng, look, id } = ctx;
  const w = rng.range(505, 540);
  let back = farRange(ctx, 470, 200, 340, 0.6);
  const mid = hillPts(rng, w - 40, 30, 180);
  const midPath = `${smooth(mid)}V${n(w)}H-100Z`;
  back += path(midPath, look.fade(look.groundDark, 0.3));
  back += coniferRow(rng, mid, look, {
    from: -20,
    to: 1220,
    count: 26,
    h: [20, 44],
    fill: look.fade(look.tree, 0.35),
  });
  ctx.defs.push(
    `<linearGradient id="${id}w" x1="0" y1="${n(w)}" x2="0" y2="800" gradientUnits="userSpaceOnUse"><stop stop-color="${look.waterLight}"/><stop offset="1" stop-color="${look.water}"/></linearGradient>`,
  );
  back += `<rect y="${n(w)}" width="1200" height="${n(800 - w)}" fill="url(#${id}w)"/>`;
  back += path(
    midPath,
    look.fade(look.groundDark, 0.45),
    ` transform="matrix(1 0 0 -.6 0 ${n(w * 1.6)})"${op(0.5)}`,
  );
  let shimmer = "";
  for (let i = 0; i < 9; i++) {
    const y = rng.range(w + 20, 780);
    shimmer += `M${n(rng.range(0, 1100))} ${n(y)}h${n(rng.range(30, 120) * (y / 500))}`;
  }
  back += stroke(shimmer, look.waterLight, 3, op(0.7));
  const left = rng.chance(0.5);
  const shorePts: Pt[] = [
    [-100, 632],
    [280, 642],
    [500, 668],
    [640, 740],
    [710, 830],
  ];
  const shore = shorePts.map(([x, y]) => [left ? x : 1200 - x, y] as Pt);
  const sd = `${smooth(shore)}L${left ? -100 : 1300} 830Z`;
  back += path(sd, look.ground);
  const x = left ? rng.range(180, 300) : rng.range(900, 1020);
  const trees = broadleafRow(rng, shore, look, {
    from: left ? -20 : 1040,
    to: left ? 120 : 1220,
    count: 3,
    r: [30, 44],
  });
  return {
    back: back + trees,
    front: "",
    anchor: { x, y: yAt(left ? shore : [...shore].reverse(), x) + 18, s: 0.75 },
    water: { x: left ? rng.range(640, 820) : rng.range(380, 560), y: rng.range(650, 690), s: 0.75 },
  };
}

function waterfall(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = farRange(ctx, 460, 200, 340, 0.6);
  const mid = hillPts(rng, 520, 35, 200);
  back += hill(mid, look.fade(look.groundDark, 0.3));
  back += coniferRow(rng, mid, look, {
    from: -20,
    to: 1220,
    count: 18,
    h: [24, 48],
    fill: look.fade(look.tree, 0.35),
  });
  const cx = rng.range(480, 720);
  const top = rng.range(210, 260);
  const half = rng.range(230, 290);
  const cliff: Pt[] = [
    [cx - half - 120, 700],
    [cx - half, top + 80],
    [cx - half * 0.55, top + rng.range(-10, 20)],
    [cx - 40, top + 10],
    [cx + 40, top + 12],
    [cx + half * 0.5, top + rng.range(-20, 10)],
    [cx + half, top + 60],
    [cx + half + 130, 700],
  ];
  back += path(polyD(cliff), look.rock);
  back += path(
    polyD([
      [cx + 40, top + 12],
      [cx + half * 0.5, top + 10],
      [cx + half, top + 60],
      [cx + half + 130, 700],
      [cx + 60, 700],
    ]),
    look.rockShade,
  );
  back += coniferRow(rng, cliff.slice(1, 7), look, {
    from: cx - half,
    to: cx + half,
    count: 10,
    h: [24, 46],
    fill: look.tree,
    dy: 8,
  });
  // Falling water in a few strands, a pool and spray.
  let fall = "";
  for (let i = 0; i < 5; i++) {
    const x = cx - 34 + i * 15 + rng.range(-3, 3);
    fall += `M${n(x)} ${n(top + 12)}h${n(rng.range(8, 13))}V650h${-n(rng.range(8, 13))}z`;
  }
  back += path(`M${n(cx - 40)} ${n(top + 10)}h80V650h-80z`, look.waterLight, op(0.85));
  back += path(fall, "#ffffff", op(0.8));
  const ground = hillPts(rng, 700, 14, 300);
  back += hill(ground, look.ground);
  back += `<ellipse cx="${n(cx)}" cy="680" rx="240" ry="42" fill="${look.water}"/>`;
  back += path(`M${n(cx - 70)} 680c0 20 30 140 10 140h110c-20 0 -60 -120 -40 -140z`, look.water);
  back += g(
    `fill="#ffffff"${op(0.55)}`,
    `<ellipse cx="${n(cx)}" cy="655" rx="90" ry="22"/><ellipse cx="${n(cx - 40)}" cy="640" rx="40" ry="26"/><ellipse cx="${n(cx + 45)}" cy="645" rx="46" ry="24"/>`,
  );
  const leftSide = cx > 600;
  const x = leftSide ? rng.range(170, 260) : rng.range(940, 1030);
  const trees = broadleafRow(rng, ground, look, {
    from: leftSide ? 900 : 0,
    to: leftSide ? 1200 : 300,
    count: 3,
    r: [26, 40],
  });
  return {
    back: back + trees,
    front: "",
    anchor: { x, y: yAt(ground, x) + 14, s: 0.7 },
    water: { x: cx, y: 700, s: 0.55 },
  };
}

function cave(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = farRange(ctx, 480, 230, 360, 0.55);
  const mid = hillPts(rng, 580, 30, 200);
  back += hill(mid, look.fade(look.groundDark, 0.25));
  back += coniferRow(rng, mid, look, {
    from: 200,
    to: 1000,
    count: 12,
    h: [24, 44],
    fill: look.fade(look.tree, 0.3),
  });
  const ground = hillPts(rng, 680, 10, 300);
  back += hill(ground, look.ground);
  // The dark cave mouth framing the view.
  const cx = rng.range(540, 660);
  const hw = rng.range(330, 400);
  const top = rng.range(100, 160);
  const edge: Pt[] = [];
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (i / 10);
    const j = i === 0 || i === 10 ? 0 : rng.range(-22, 22);
    edge.push([cx - Math.cos(a) * (hw + j), 820 - Math.sin(a) * (820 - top + j)]);
  }
  const rockDark = mix(look.dark, look.rockShade, 0.25);
  let front = path(`M-10 -10H1210V820H-10Z${smooth(edge)}Z`, rockDark, ` fill-rule="evenodd"`);
  front += stroke(smooth(edge), mix(rockDark, look.rock, 0.35), 12);
  let drips = "";
  for (let i = 1; i < 10; i++) {
    const a = edge[i];
    const b = edge[i + 1];
    if (!a || !b) continue;
    const x = (a[0] + b[0]) / 2;
    const y = (a[1] + b[1]) / 2 - 6;
    if (y > 520) continue;
    const len = rng.range(30, 95);
    const w = rng.range(10, 20);
    drips += `M${n(x - w)} ${n(y)}L${n(x)} ${n(y + len)}L${n(x + w)} ${n(y)}Z`;
  }
  for (const side of [-1, 1]) {
    const x0 = cx + side * (hw - rng.range(40, 80));
    for (let i = 0; i < 3; i++) {
      const x = x0 - side * i * rng.range(28, 40);
      const h = rng.range(40, 110) * (1 - i * 0.25);
      drips += `M${n(x - 16)} 800L${n(x)} ${n(800 - h)}L${n(x + 16)} 800Z`;
    }
  }
  front += path(drips, rockDark);
  front += path(`M-10 800Q600 730 1210 800V820H-10Z`, rockDark);
  return { back, front, anchor: { x: cx + rng.range(-80, 80), y: yAt(ground, cx) + 10, s: 0.5 } };
}

function city(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = hill(hillPts(rng, 500, 35, 240), look.fade(look.groundDark, 0.55));
  // Distant skyline with a slim minaret and a church spire.
  let far = "";
  for (let x = -20; x < 1220; ) {
    const w = rng.range(40, 90);
    far += `M${n(x)} 590v${-n(rng.range(50, 170))}h${n(w)}V590z`;
    x += w + rng.range(-6, 10);
  }
  const m = rng.range(150, 1050);
  far += `M${n(m)} 590v-230l5 -30 5 30v230zM${n(m + rng.pick([-260, 240]))} 590v-170h24v170zm4 -170l8 -50 8 50z`;
  back += path(far, look.fade(mix(look.stoneShade, look.metal, 0.5), 0.5));
  // Nearer blocks in three tones, some with tiled roofs, windows lit at night.
  const tones = [look.light, look.stone, mix(look.light, look.accent, 0.3)];
  const blocks: string[] = ["", "", ""];
  let roofs = "";
  let wins = "";
  for (let x = -20; x < 1220; ) {
    const w = rng.range(50, 120);
    const h = rng.range(40, 140);
    const t = rng.int(0, 2);
    blocks[t] += `M${n(x)} 660v${-n(h)}h${n(w)}V660z`;
    if (h < 80 && rng.chance(0.6))
      roofs += `M${n(x - 4)} ${n(660 - h)}l${n(w / 2 + 4)} -22l${n(w / 2 + 4)} 22z`;
    else if (rng.chance(0.7)) {
      for (let c = x + 12; c < x + w - 10; c += 20) wins += `M${n(c)} ${n(660 - h + 12)}V650`;
    }
    x += w + rng.range(-4, 12);
  }
  blocks.forEach((d, i) => {
    if (d) back += path(d, look.fade(tones[i] ?? look.light, 0.15));
  });
  back += path(roofs, look.fade(look.roof, 0.15));
  back += stroke(wins, look.window, 6, ` stroke-dasharray="8 12"${op(look.lit ? 0.9 : 0.4)}`);
  const ground = hillPts(rng, 700, 8, 300);
  back += hill(ground, mix(look.ground, look.stone, 0.45));
  back += broadleafRow(rng, ground, look, { from: -20, to: 1220, count: 6, r: [18, 28] });
  const x = spotX(rng);
  return { back, front: "", anchor: { x, y: yAt(ground, x) + 18, s: 0.95 } };
}

function river(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = farRange(ctx, 470, 230, 360, 0.6);
  const mid = hillPts(rng, 545, 25, 200);
  back += hill(mid, look.fade(look.groundDark, 0.3));
  back += broadleafRow(rng, mid, look, { from: -20, to: 1220, count: 10, r: [10, 16], fade: 0.3 });
  const ground = hillPts(rng, 585, 8, 300);
  back += hill(ground, look.ground);
  const cx = rng.range(420, 780);
  const amp = rng.range(80, 150) * rng.pick([-1, 1]);
  const left: Pt[] = [];
  const right: Pt[] = [];
  for (let i = 0; i <= 5; i++) {
    const t = i / 5;
    const y = 585 + (830 - 585) * t * t * 0.6 + (830 - 585) * t * 0.4;
    const x = cx + amp * Math.sin(t * 3.2) * t;
    const w = 6 + 300 * t * t;
    left.push([x - w, y]);
    right.push([x + w, y]);
  }
  back += path(`${smooth(left)}L${smooth([...right].reverse()).slice(1)}Z`, look.water);
  back += stroke(
    `${smooth(left.map(([x, y]) => [x + 30, y] as Pt))}`,
    look.waterLight,
    3,
    ` stroke-dasharray="20 40"${op(0.7)}`,
  );
  const riverX = (y: number): number => {
    const t = (y - 585) / 245;
    return cx + amp * Math.sin(t * 3.2) * t;
  };
  const trees = poplars(rng, ground, look.fade(look.tree, 0.1), -20, 1220, 6, [60, 100]);
  const bankY = rng.range(660, 700);
  const rx = riverX(bankY);
  const x = rx < 600 ? rng.range(rx + 260, 1050) : rng.range(150, rx - 260);
  return {
    back: back + trees,
    front: "",
    anchor: { x, y: bankY + 20, s: 0.8 },
    water: { x: riverX(bankY + 10), y: bankY + 10, s: 0.75 },
  };
}

function valley(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = farRange(ctx, 500, 210, 360, 0.58);
  const floor = hillPts(rng, 560, 6, 300);
  back += hill(floor, look.fade(look.ground, 0.12));
  // Patchwork fields widening toward the viewer.
  let fa = "";
  let fb = "";
  for (let i = 0; i < 12; i++) {
    const y = 575 + i * i * 1.6 + i * 6;
    const h = 6 + i * 3;
    const x = 600 + rng.range(-380, 380) * (1 + i * 0.08);
    const w = rng.range(60, 140) * (1 + i * 0.15);
    const d = `M${n(x)} ${n(y)}h${n(w)}l${n(w * 0.15)} ${n(h)}h${-n(w * 1.3)}z`;
    if (i % 2) fa += d;
    else fb += d;
  }
  back += path(fa, look.fade(look.groundDark, 0.1)) + path(fb, look.fade(look.leaf, 0.2));
  const lx = rng.range(380, 520);
  const rx = rng.range(680, 820);
  const ls: Pt[] = [
    [-100, rng.range(260, 340)],
    [lx * 0.45, rng.range(400, 460)],
    [lx, rng.range(620, 660)],
    [lx - 60, 830],
  ];
  const rs: Pt[] = [
    [rx + 60, 830],
    [rx, rng.range(620, 660)],
    [rx + (1200 - rx) * 0.5, rng.range(400, 460)],
    [1300, rng.range(260, 340)],
  ];
  back += path(`${smooth(ls)}L-100 830Z`, look.fade(look.groundDark, 0.12));
  back += path(`${smooth(rs)}L1300 830Z`, look.fade(look.groundDark, 0.05));
  back += coniferRow(rng, ls, look, {
    from: -20,
    to: lx * 0.7,
    count: 9,
    h: [34, 70],
    fill: look.tree,
  });
  back += coniferRow(rng, rs, look, {
    from: rx + 120,
    to: 1220,
    count: 9,
    h: [34, 70],
    fill: look.tree,
  });
  back += stroke(
    `M600 566C560 620 700 660 ${n(560 + rng.range(-40, 40))} 820`,
    look.fade(look.stone, 0.1),
    6,
  );
  return { back, front: "", anchor: { x: 600 + rng.range(-120, 120), y: 720, s: 0.72 } };
}

function meadow(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = hill(hillPts(rng, 470, 40, 260), look.fade(look.groundDark, 0.55));
  const mid = hillPts(rng, 545, 25, 220);
  back += hill(mid, look.fade(look.groundDark, 0.25));
  back += broadleafRow(rng, mid, look, { from: -20, to: 1220, count: 9, r: [12, 20], fade: 0.25 });
  const ground = hillPts(rng, 620, 22, 260);
  back += hill(ground, look.ground);
  if (!look.winter) back += flowers(rng, look.flower, 640, 800, 40);
  const x = spotX(rng);
  const tx = x < 600 ? rng.range(900, 1100) : rng.range(100, 300);
  back += broadleafRow(rng, ground, look, { from: tx - 40, to: tx + 40, count: 2, r: [42, 60] });
  const front = grass(rng, look.groundDark, 770, 34);
  return { back, front, anchor: { x, y: yAt(ground, x) + 40, s: 0.85 } };
}

function vineyard(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = hill(hillPts(rng, 470, 35, 260), look.fade(look.groundDark, 0.55));
  const vine = look.winter ? look.wood : look.season === "autumn" ? look.leaf : look.tree;
  const hills: [number, number, number, number, number][] = [
    [560, 40, 0.3, 16, 6],
    [660, 30, 0, 26, 10],
  ];
  let anchorLine: Pt[] = [];
  for (const [y, amp, k, gap, w] of hills) {
    const pts = hillPts(rng, y, amp, 320);
    back += hill(pts, look.fade(k ? look.groundDark : look.ground, k * 0.5));
    let rows = "";
    for (let i = 1; i < 9; i++) rows += smooth(pts.map(([x, yy]) => [x, yy + i * gap] as Pt));
    back += stroke(
      rows,
      look.fade(vine, k),
      w,
      ` stroke-dasharray="${w + 2} ${w + 4}" stroke-linecap="round"`,
    );
    anchorLine = pts;
  }
  const x = spotX(rng);
  return { back, front: "", anchor: { x, y: yAt(anchorLine, x) + 10, s: 0.75 } };
}

function plain(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = mountainLayer(
    ctx,
    ridge(rng, 520, 400, 480, rng.int(4, 6)),
    0.6,
    (SNOW[look.season] ?? [0, 0])[1],
  );
  back += `<rect y="520" width="1200" height="280" fill="${look.ground}"/>`;
  let stripes = "";
  for (let i = 0; i < 7; i++) {
    const y = 530 + i * i * 5 + i * 10;
    stripes += `M-10 ${n(y)}H1210v${n(4 + i * 3)}H-10z`;
  }
  back += path(stripes, look.fade(look.groundDark, 0.1), op(0.6));
  const line: Pt[] = [
    [-100, 540],
    [1300, 540],
  ];
  back += poplars(rng, line, look.fade(look.tree, 0.35), -20, 1220, 12, [40, 70]);
  if (look.season === "summer" || look.season === "autumn") {
    let hay = "";
    for (let i = 0; i < 4; i++) {
      const y = rng.range(600, 700);
      const r = 8 + (y - 560) * 0.14;
      hay += `M${n(rng.range(60, 1140) - r)} ${n(y)}a${n(r)} ${n(r * 1.1)} 0 0 1 ${n(2 * r)} 0z`;
    }
    back += path(hay, look.fade(look.accent, 0.05));
  }
  const x = spotX(rng);
  return { back, front: "", anchor: { x, y: rng.range(660, 700), s: 0.85 } };
}

function forest(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = hill(hillPts(rng, 450, 40, 260), look.fade(look.groundDark, 0.55));
  const a = hillPts(rng, 530, 25, 220);
  back += hill(a, look.fade(look.tree, 0.5));
  back += coniferRow(rng, a, look, {
    from: -20,
    to: 1220,
    count: 34,
    h: [40, 70],
    fill: look.fade(look.tree, 0.45),
  });
  const b = hillPts(rng, 610, 25, 220);
  back += hill(b, look.fade(look.tree, 0.25));
  back += coniferRow(rng, b, look, {
    from: -20,
    to: 1220,
    count: 24,
    h: [60, 110],
    fill: look.fade(look.tree, 0.22),
  });
  const ground = hillPts(rng, 700, 12, 300);
  back += hill(ground, look.ground);
  const x = 600 + rng.range(-140, 140);
  const front =
    coniferRow(rng, ground, look, {
      from: -40,
      to: 140,
      count: 2,
      h: [280, 420],
      fill: look.tree,
      dy: 110,
    }) +
    coniferRow(rng, ground, look, {
      from: 1060,
      to: 1240,
      count: 2,
      h: [280, 420],
      fill: look.tree,
      dy: 110,
    });
  return { back, front, anchor: { x, y: yAt(ground, x) + 16, s: 0.8 } };
}

function hills(ctx: Ctx): Land {
  const { rng, look } = ctx;
  let back = "";
  const layers: [number, number, number][] = [
    [470, 40, 0.55],
    [540, 35, 0.35],
    [610, 30, 0.16],
  ];
  for (const [y, amp, k] of layers) {
    const pts = hillPts(rng, y, amp, 260);
    back += hill(pts, look.fade(look.groundDark, k));
    back += broadleafRow(rng, pts, look, {
      from: -20,
      to: 1220,
      count: 5,
      r: [8 + (1 - k) * 8, 12 + (1 - k) * 10],
      fade: k,
    });
  }
  const ground = hillPts(rng, 690, 22, 300);
  back += hill(ground, look.ground);
  back += stroke(
    `M${n(rng.range(200, 1000))} 620C700 680 300 720 ${n(rng.range(400, 800))} 820`,
    look.fade(look.stone, 0.1),
    8,
    op(0.7),
  );
  const x = spotX(rng);
  return { back, front: "", anchor: { x, y: yAt(ground, x) + 14, s: 0.85 } };
}

export function drawLandscape(ctx: Ctx): Land {
  switch (ctx.scene.landscape) {
    case "mountains":
      return mountains(ctx);
    case "canyon":
      return canyon(ctx);
    case "lake":
      return lake(ctx);
    case "waterfall":
      return waterfall(ctx);
    case "cave":
      return cave(ctx);
    case "city":
      return city(ctx);
    case "river":
      return river(ctx);
    case "valley":
      return valley(ctx);
    case "meadow":
      return meadow(ctx);
    case "vineyard":
      return vineyard(ctx);
    case "plain":
      return plain(ctx);
    case "forest":
      return forest(ctx);
    case "hills":
      return hills(ctx);
  }
}
