/** Puts sky, landscape and landmark together into one standalone SVG. */
import type { Scene } from "../../app/content/schema.ts";
import { drawLandmark } from "./landmarks.ts";
import { drawLandscape } from "./landscapes.ts";
import { makeLook } from "./palette.ts";
import { createRng, idPrefix } from "./rng.ts";
import { drawSky } from "./sky.ts";
import type { Ctx, Land } from "./types.ts";

/** Close-up foregrounds drawn in front of everything the landscape puts in its foreground. */
const FOREGROUND = new Set<Scene["landmark"]>(["food-table", "stage", "cinema-screen", "crowd"]);

export function svgDocument(
  width: number,
  height: number,
  defs: readonly string[],
  body: string,
): string {
  const d = defs.length ? `<defs>${defs.join("")}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">${d}${body}</svg>`;
}

export function composeScene(
  scene: Scene,
  seed: string,
  extra?: (ctx: Ctx, land: Land) => string,
): string {
  const base = createRng(seed);
  const variant = base.int(0, 2);
  const sunX = base.range(160, 1040);
  const flip = base.chance(0.5);
  const defs: string[] = [];
  const ctx = (part: string): Ctx => ({
    id: idPrefix(seed),
    scene,
    look: makeLook(scene.time, scene.season, variant),
    rng: createRng(`${seed}|${part}`),
    defs,
    sunX,
    flip,
  });
  const sky = drawSky(ctx("sky"));
  const land = drawLandscape(ctx(`land|${scene.landscape}`));
  const mark = drawLandmark(ctx(`mark|${scene.landmark}`), land);
  const more = extra ? extra(ctx("extra"), land) : "";
  // Formations inside a cave stand in front of the cave mouth; everything else behind it.
  const inside =
    (scene.landscape === "cave" && scene.landmark === "cave-formations") ||
    FOREGROUND.has(scene.landmark);
  const layers = inside ? land.back + land.front + mark : land.back + mark + more + land.front;
  return svgDocument(1200, 800, defs, sky + layers + (inside ? more : ""));
}
