import type { Scene } from "../../app/content/schema.ts";
import type { Look } from "./palette.ts";
import type { Rng } from "./rng.ts";

/** Where a landmark stands: the centre of its base and its scale. */
export type Anchor = { x: number; y: number; s: number };

export type Ctx = {
  /** Prefix for every id in the file. */
  id: string;
  scene: Scene;
  look: Look;
  rng: Rng;
  /** Shared list of <defs> children (gradients, patterns). */
  defs: string[];
  /** Horizontal position of the sun or moon. */
  sunX: number;
  /** Mirror the landmark (variety; nothing in the pictures reads left-to-right). */
  flip: boolean;
};

export type Land = {
  /** Everything behind the landmark. */
  back: string;
  /** Foreground drawn over the landmark (frames, grass). */
  front: string;
  /** Where a landmark stands on land. */
  anchor: Anchor;
  /** Where a landmark that needs water (bridge, kayak) sits, if the landscape has water. */
  water?: Anchor;
};
