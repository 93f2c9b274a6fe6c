/**
 * The site's artwork generator (PRODUCT B8): original poster-style SVG pictures drawn from a
 * small scene description. Pure functions: the same scene and seed always give the same file.
 */
import type { Scene } from "../../app/content/schema.ts";
import { avatar } from "./avatar.ts";
import { composeScene } from "./compose.ts";
import { mapPicture, notFound, ogDefault } from "./site.ts";

/** A 1200 × 800 picture of the scene; `seed` (the image path) varies the composition. */
export function renderArtwork(scene: Scene, seed: string): string {
  return composeScene(scene, seed);
}

/** A 200 × 200 round head-and-shoulders portrait for an author. */
export function renderAvatar(name: string, seed: string): string {
  return avatar(name, seed);
}

export type SiteArt = "og-default" | "not-found" | "map";

/** Fallback pictures under /artwork/site/. */
export function renderSiteArt(kind: SiteArt): string {
  switch (kind) {
    case "og-default":
      return ogDefault();
    case "not-found":
      return notFound();
    case "map":
      return mapPicture();
  }
}
