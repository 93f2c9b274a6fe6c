/** Picks the drawing for a landmark and places it in the landscape. */
import type { Scene } from "../../app/content/schema.ts";
import * as b from "./buildings.ts";
import * as s from "./scenes.ts";
import { at } from "./svg.ts";
import type { Ctx, Land } from "./types.ts";

type Landmark = Exclude<Scene["landmark"], "none">;
type Local = (ctx: Ctx) => string;

/** Drawings made around (0,0): draw, size factor relative to the anchor scale, half-width. */
const LOCAL: Partial<Record<Landmark, readonly [Local, number, number]>> = {
  fortress: [b.fortress, 1.15, 370],
  "stone-bridge": [b.stoneBridge, 1, 420],
  mosque: [b.mosque, 1, 180],
  "orthodox-church": [b.orthodoxChurch, 1, 140],
  "catholic-church": [b.catholicChurch, 1, 180],
  monastery: [b.monastery, 1, 430],
  newborn: [b.newborn, 1, 340],
  bazaar: [b.bazaar, 1, 330],
  "clock-tower": [b.clockTower, 1, 220],
  library: [b.library, 1, 250],
  memorial: [b.memorial, 1, 240],
  museum: [b.museum, 1, 230],
  kulla: [b.kulla, 1, 260],
  "wine-barrels": [s.wineBarrels, 1.1, 300],
  hikers: [s.hikers, 1.4, 320],
  "mine-tower": [b.mineTower, 1, 240],
  statue: [b.statue, 1, 250],
  "old-town": [b.oldTown, 1, 380],
  dam: [s.dam, 1, 500],
  kayak: [s.kayak, 1.1, 420],
  bicycle: [s.bicycle, 1.3, 360],
  hammam: [b.hammam, 1, 230],
  ruins: [b.ruins, 1.25, 320],
  "lighthouse-of-books": [b.lighthouseOfBooks, 1.1, 380],
  tent: [s.tent, 1, 370],
  horse: [s.horse, 1.3, 300],
};

/** Landmarks that stand on water when the landscape has some. */
const ON_WATER = new Set<Landmark>(["stone-bridge", "kayak"]);

/** Mirror a whole-picture drawing (variety between pictures with the same scene). */
const mirror = (ctx: Ctx, body: string): string =>
  ctx.flip ? `<g transform="matrix(-1 0 0 1 1200 0)">${body}</g>` : body;

export function drawLandmark(ctx: Ctx, land: Land): string {
  const lm = ctx.scene.landmark;
  switch (lm) {
    case "none":
      return "";
    case "stage":
      return s.stage(ctx, land);
    case "cinema-screen":
      return s.cinemaScreen(ctx, land);
    case "food-table":
      return mirror(ctx, s.foodTable(ctx));
    case "zipline":
      return s.zipline(ctx, land);
    case "cable-car":
      return s.cableCar(ctx, land);
    case "ski-lift":
      return mirror(ctx, s.skiLift(ctx));
    case "crowd":
      return mirror(ctx, s.crowd(ctx));
    case "cave-formations": {
      const a = land.anchor;
      return ctx.scene.landscape === "cave"
        ? s.caveInterior(ctx)
        : at(a.x, a.y, a.s, ctx.flip, s.caveFormations(ctx));
    }
    default: {
      const entry = LOCAL[lm];
      if (!entry) return "";
      const [draw, size, half] = entry;
      const onWater = ON_WATER.has(lm) && land.water;
      const a = onWater ? (land.water ?? land.anchor) : land.anchor;
      const scale = a.s * size * ctx.rng.range(0.92, 1.08);
      // Keep at least ~85% of a land landmark inside the picture.
      const edge = Math.min(600, half * scale * 0.85);
      const x = onWater ? a.x : Math.max(edge, Math.min(1200 - edge, a.x));
      return at(x, a.y, scale, ctx.flip, draw(ctx));
    }
  }
}
