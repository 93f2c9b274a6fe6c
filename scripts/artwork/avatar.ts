/** Round, faceless head-and-shoulders portrait for authors (no photos, no initials). */
import { svgDocument } from "./compose.ts";
import { BRAND, mix } from "./palette.ts";
import { createRng, idPrefix } from "./rng.ts";
import { circle, ellipse, path } from "./svg.ts";

const BACKGROUNDS = [
  BRAND.blue,
  BRAND.gold,
  BRAND.green,
  BRAND.terracotta,
  BRAND.slate,
  "#4f8f9a",
  "#8a6a9a",
];
const SKIN = ["#f1d3b8", "#e2b792", "#c9926a", "#a5704b", "#7c5236"];
const HAIR = ["#2b2118", "#4a3423", "#6e4a2e", "#a77b45", "#d2b98f", "#8d8d8d"];
const SHIRTS = [BRAND.offWhite, BRAND.navy, BRAND.gold, BRAND.terracotta, BRAND.green, "#dcc9a3"];

export function avatar(name: string, seed: string): string {
  const rng = createRng(`${seed}|${name}`);
  const id = idPrefix(`${seed}|avatar`);
  const bg = rng.pick(BACKGROUNDS);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const shirt = rng.pick(SHIRTS.filter((c) => c !== bg));
  const style = rng.int(0, 4);
  let back = "";
  let front = "";
  switch (style) {
    case 0: // short
      front = path(
        "M64 84C60 50 80 38 100 38S142 48 136 84C130 66 118 60 100 60S72 66 64 84z",
        hair,
      );
      break;
    case 1: // long
      back = path("M58 90C52 40 82 34 100 34S150 42 142 92L150 150H50z", hair);
      front = path(
        "M64 86C62 52 82 40 100 40S140 50 136 86C124 64 104 58 84 62C76 66 70 74 64 86z",
        hair,
      );
      break;
    case 2: // bun
      back = circle(100, 36, 18, hair);
      front = path(
        "M64 86C60 52 80 42 100 42S140 52 136 86C128 66 116 60 100 60S72 66 64 86z",
        hair,
      );
      break;
    case 3: // cropped
      front = path(
        "M66 80C66 56 82 46 100 46S134 56 134 80C124 66 112 62 100 62S76 66 66 80z",
        hair,
      );
      break;
    default: // curly
      front = path(
        "M64 88C54 78 58 60 66 56C64 42 80 36 88 40C94 30 110 30 116 40C126 36 140 44 136 58C144 64 146 80 136 88C130 70 118 62 100 62S72 70 64 88z",
        hair,
      );
  }
  const frame = mix(hair, "#000000", 0.4);
  const glasses = rng.chance(0.25)
    ? `<path d="M71 92a11 10 0 1 0 22 0a11 10 0 1 0 -22 0M107 92a11 10 0 1 0 22 0a11 10 0 1 0 -22 0M93 90q7 -5 14 0" stroke="${frame}" stroke-width="3" fill="none"/>`
    : "";
  const body =
    `<clipPath id="${id}c"><circle cx="100" cy="100" r="100"/></clipPath>` +
    `<g clip-path="url(#${id}c)">` +
    circle(100, 100, 100, bg) +
    circle(100, 100, 80, mix(bg, "#ffffff", 0.12)) +
    back +
    path("M88 112h24v30H88z", mix(skin, "#000000", 0.12)) +
    path("M26 210C26 160 56 138 100 138S174 160 174 210z", shirt) +
    path("M86 138L100 158L114 138z", mix(skin, "#000000", 0.12)) +
    ellipse(66, 92, 6, 9, skin) +
    ellipse(134, 92, 6, 9, skin) +
    ellipse(100, 88, 34, 40, skin) +
    front +
    glasses +
    "</g>";
  return svgDocument(200, 200, [], body);
}
