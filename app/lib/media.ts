/**
 * The desk's uploaded images (issue 18 item 3; docs/decisions/058): the limits the upload checks
 * and the sizes it writes. Shared by the server's body limit and the desk.
 */

/** The largest file the desk accepts. */
export const MEDIA_MAX_BYTES = 15 * 1024 * 1024;

/** The widths the site shows pictures at (its artwork is 1200 × 800): cards, halves, heroes. */
export const MEDIA_WIDTHS = [400, 800, 1200] as const;

/** Every picture on the site is 3:2, as its artwork. */
export const MEDIA_ASPECT = 3 / 2;

/** The URL path the uploaded images are served from (DATA_DIR/media). */
export const MEDIA_PATH = "/media";

/** The desk's upload form posts here; its body may be up to MEDIA_MAX_BYTES. */
export const MEDIA_UPLOAD_PATH = "/desk/media";

/** A stored image's main file: the largest WebP, which every browser the site supports shows. */
export function mediaImagePath(key: string, width: number): string {
  return `${MEDIA_PATH}/${key}/${width}.webp`;
}

/** True for a path of an uploaded image (`/media/<key>/<width>.<format>`). */
export function isMediaPath(path: string): boolean {
  return /^\/media\/[a-z0-9]{16,40}\/\d{2,4}\.(avif|webp|jpg)$/.test(path);
}

/** What a `<picture>` of an uploaded image needs: its AVIF and WebP widths and the JPEG fallback. */
export interface MediaSources {
  avif: string;
  webp: string;
  jpeg: string;
  width: number;
  height: number;
}

/**
 * The files of the uploaded image whose main file is `path` (its largest WebP, as forms store
 * it): the upload wrote the site's widths up to that one in AVIF and WebP, and a JPEG of it
 * (app/features/desk/media.server.ts). Undefined for any other picture (the site's artwork).
 */
export function mediaSources(path: string): MediaSources | undefined {
  const match = /^\/media\/([a-z0-9]{16,40})\/(\d{2,4})\.(?:avif|webp|jpg)$/.exec(path);
  if (!match) return undefined;
  const [, key, size] = match;
  const largest = Number(size);
  const fitting = MEDIA_WIDTHS.filter((width) => width <= largest);
  const widths = fitting.length ? fitting : [largest];
  const srcSet = (format: string) =>
    widths.map((width) => `${MEDIA_PATH}/${key}/${width}.${format} ${width}w`).join(", ");
  return {
    avif: srcSet("avif"),
    webp: srcSet("webp"),
    jpeg: `${MEDIA_PATH}/${key}/${largest}.jpg`,
    width: largest,
    height: Math.round(largest / MEDIA_ASPECT),
  };
}

/** The image's key, for the credit lookup; undefined for the site's artwork. */
export function mediaKeyOf(path: string): string | undefined {
  return /^\/media\/([a-z0-9]{16,40})\//.exec(path)?.[1];
}

/** A credit as typed ("Photo: Arta Krasniqi") without the label the site puts before it. */
export function creditName(credit: string): string {
  return credit.replace(/^\s*(?:photo|foto|fotografia|bild|image|credit)\s*:\s*/i, "").trim();
}

/** Every card of a list (`CardGrid`: 1 column, 2 from 640 px, 3 from 1024 px, 1280 px at most). */
export const CARD_SIZES =
  "(min-width: 1280px) 400px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)";

/**
 * A picture's data as the pages get it: an uploaded image also brings its credit, and its focal
 * point as classes (`focalClasses`) when an editor moved it from the centre.
 */
export type Credited<T> = T & { imageCredit?: string; imageFocus?: string };

/** Shown instead of an uploaded image that is no longer in the library: never a broken image. */
export const MISSING_IMAGE = "/artwork/site/og-default.svg";
