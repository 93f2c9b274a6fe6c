import type { Scene } from "../../app/content/schema.ts";

/** The shared poster palette, derived from the brand (DESIGN.md): flag blue and gold, warm
 * off-white, slate, one nature green and a few muted earth tones. */
export const BRAND = {
  blue: "#244aa5",
  gold: "#d0a650",
  offWhite: "#f6f1e7",
  slate: "#5b6576",
  slateDark: "#2a3344",
  green: "#3f7d4e",
  ochre: "#c08a3e",
  terracotta: "#b4553b",
  clay: "#8a5a3b",
  sand: "#dcc9a3",
  stone: "#cbc2b2",
  navy: "#13214a",
  white: "#ffffff",
} as const;

type Time = Scene["time"];
type Season = Scene["season"];
type Sky = readonly [string, string, string];

/** Sky gradients (top, middle, horizon), three variants per time of day. */
const SKIES: Record<Time, readonly Sky[]> = {
  dawn: [
    ["#5a6aae", "#d99ab5", "#f8d5bc"],
    ["#6b74b5", "#e8a3a8", "#f9e0c2"],
    ["#4f6ba8", "#c99bc4", "#f6cfb0"],
  ],
  day: [
    ["#2f5fb8", "#79a9e0", "#d7e8f4"],
    ["#3a6cc0", "#8ebbe6", "#e6f0f5"],
    ["#2a56a8", "#6fa3db", "#cfe3f1"],
  ],
  golden: [
    ["#4a68ae", "#e6b873", "#f8dea0"],
    ["#5670b0", "#edb67a", "#fbe3b0"],
    ["#3f5ea4", "#ddae6b", "#f3d79a"],
  ],
  dusk: [
    ["#1e2560", "#6b4a8c", "#e28f7e"],
    ["#262a66", "#7c4f8e", "#ee9f83"],
    ["#1a2257", "#5e4a8f", "#d9848a"],
  ],
  night: [
    ["#08122e", "#142553", "#2a3f74"],
    ["#0a1533", "#1a2b5c", "#33497c"],
    ["#070f28", "#122049", "#25396b"],
  ],
};

/** How the light of each time of day colours the land. */
const TINT: Record<Time, readonly [string, number]> = {
  dawn: ["#e3a3b0", 0.14],
  day: ["#ffffff", 0],
  golden: ["#e9a94b", 0.16],
  dusk: ["#3f3470", 0.38],
  night: ["#0f1c40", 0.62],
};

const SUNLIGHT: Record<Time, number> = {
  dawn: 0.2,
  day: 0.06,
  golden: 0.3,
  dusk: 0.14,
  night: 0.04,
};

const SUN: Record<Time, string> = {
  dawn: "#fde3c8",
  day: "#fff7e0",
  golden: "#f8d27a",
  dusk: "#f4a67e",
  night: "#f3eedb",
};

type SeasonColours = {
  ground: string;
  groundDark: string;
  tree: string;
  leaf: string;
  leaf2: string;
  flower: string;
};

const SEASONS: Record<Season, SeasonColours> = {
  spring: {
    ground: "#8fbd62",
    groundDark: "#5f9a4f",
    tree: "#3f7d4e",
    leaf: "#79b458",
    leaf2: "#ecb4c0",
    flower: "#f3d36b",
  },
  summer: {
    ground: "#d6b866",
    groundDark: "#9c9a55",
    tree: "#477a3f",
    leaf: "#5e8e43",
    leaf2: "#7f9b4a",
    flower: "#f6f1e7",
  },
  autumn: {
    ground: "#c29252",
    groundDark: "#8f6a3b",
    tree: "#3f6b45",
    leaf: "#c4652e",
    leaf2: "#d9a03a",
    flower: "#d9a03a",
  },
  winter: {
    ground: "#eef2f6",
    groundDark: "#b3c0cf",
    tree: "#35564c",
    leaf: "#8b7e74",
    leaf2: "#a89b8e",
    flower: "#ffffff",
  },
};

export type Look = {
  time: Time;
  season: Season;
  sky: Sky;
  haze: string;
  sun: string;
  night: boolean;
  /** Windows glow (dusk and night). */
  lit: boolean;
  winter: boolean;
  ground: string;
  groundDark: string;
  rock: string;
  rockShade: string;
  snow: string;
  tree: string;
  leaf: string;
  leaf2: string;
  flower: string;
  water: string;
  waterLight: string;
  stone: string;
  stoneShade: string;
  light: string;
  roof: string;
  metal: string;
  wood: string;
  brick: string;
  dark: string;
  accent: string;
  blue: string;
  red: string;
  green: string;
  window: string;
  /** Mix a colour toward the horizon haze (k = 0 near, 1 gone). */
  fade: (color: string, k: number) => string;
  /** Apply the light of the time of day to a base colour. */
  tint: (color: string) => string;
  /** A face turned toward the sun: warmed by its light. */
  sunlit: (color: string) => string;
};

function rgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return `#${x
    .map((v, i) =>
      Math.round(v + ((y[i] ?? v) - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Three palette variants: neutral, warmer (toward gold), cooler (toward blue-green). */
const VARIANT_SHIFT: readonly (readonly [string, number])[] = [
  ["#ffffff", 0],
  [BRAND.gold, 0.1],
  ["#4f8f9a", 0.08],
];

export function makeLook(time: Time, season: Season, variant: number): Look {
  const v = Math.abs(variant) % 3;
  const sky = SKIES[time][v] ?? SKIES[time][0] ?? ["#2f5fb8", "#79a9e0", "#d7e8f4"];
  const [tc, ta] = TINT[time];
  const [sc, sa] = VARIANT_SHIFT[v] ?? ["#ffffff", 0];
  const tint = (c: string): string => mix(mix(c, sc, sa), tc, ta);
  const haze = sky[2];
  // Distance turns things toward a cool blend of horizon and zenith (warm sky, cool hills).
  const air = mix(haze, sky[0], 0.4);
  const fade = (c: string, k: number): string => mix(c, air, k);
  const s = SEASONS[season];
  const night = time === "night";
  const lit = night || time === "dusk";
  return {
    time,
    season,
    sky,
    haze,
    sun: SUN[time],
    night,
    lit,
    winter: season === "winter",
    ground: tint(s.ground),
    groundDark: tint(s.groundDark),
    rock: tint("#858d9c"),
    rockShade: tint("#5f6778"),
    snow: tint("#f7f9fb"),
    tree: tint(s.tree),
    leaf: tint(s.leaf),
    leaf2: tint(s.leaf2),
    flower: tint(s.flower),
    water: mix(mix("#3a7bbf", sky[0], 0.3), sky[1], 0.25),
    waterLight: mix(sky[2], BRAND.white, 0.35),
    stone: tint(BRAND.stone),
    stoneShade: tint("#a39985"),
    light: tint(BRAND.offWhite),
    roof: tint(BRAND.terracotta),
    metal: tint("#6f7b8c"),
    wood: tint("#7a5236"),
    brick: tint("#a5583e"),
    dark: tint(BRAND.slateDark),
    accent: tint(BRAND.gold),
    blue: tint(BRAND.blue),
    red: tint("#b8413a"),
    green: tint(BRAND.green),
    window: lit ? "#f4c96b" : tint("#3b4354"),
    fade,
    tint,
    sunlit: (c: string): string => mix(c, SUN[time], SUNLIGHT[time]),
  };
}
