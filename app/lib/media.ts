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
