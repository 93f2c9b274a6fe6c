import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import { config } from "../../config.server.ts";
import type { Database } from "../../db/client.server.ts";
import { deleteMedia, type MediaRow, type MediaUse, recordMedia } from "../../db/media.server.ts";
import { type Locale, locales } from "../../i18n/locales.ts";
import { MEDIA_ASPECT, MEDIA_MAX_BYTES, MEDIA_PATH, MEDIA_WIDTHS } from "../../lib/media.ts";
import { reportProblem } from "../../mail/problems.server.ts";
import { wakeMailService } from "../../mail/service.server.ts";
import type { Staff } from "./staff.server.ts";

/**
 * The desk's image upload (issue 18 item 3; docs/decisions/058 and 131): the file's real type is
 * read from its content (never its name), it is cropped to the site's 3:2, resized to the
 * widths the site uses and written as AVIF and WebP, with a JPEG of the largest for e-mail and
 * link previews. A file that passes the checks but cannot be processed is a desk problem
 * (item 6) for its uploader.
 */

/**
 * The formats the desk accepts (decision 131): the four the site's pictures and browsers use.
 * GIF, TIFF, HEIC, SVG and the rest never reach a decoder, which keeps libvips' surface small.
 */
export const ACCEPTED_FORMATS = ["jpeg", "png", "webp", "avif"] as const;
export type AcceptedFormat = (typeof ACCEPTED_FORMATS)[number];
/** Narrower than this is too small for a card. */
export const MIN_WIDTH = 400;
/** More pixels than this is refused before decoding (a "decompression bomb"). */
export const MAX_PIXELS = 60_000_000;

export interface Variant {
  format: "avif" | "webp" | "jpg";
  width: number;
  path: string;
}

export type ImageCheck =
  | { ok: true; format: AcceptedFormat; width: number; height: number }
  | { ok: false; message: string };

const NOT_AN_IMAGE = "This file is not an image (JPEG, PNG, WebP or AVIF)";

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** The ISO-BMFF brands of a file (`ftyp` box: major brand, then compatible ones), if it has them. */
function brands(bytes: Uint8Array): string[] {
  if (bytes.byteLength < 16 || ascii(bytes, 4, 8) !== "ftyp") return [];
  const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
  const end = Math.min(size, bytes.byteLength, 256);
  const found = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) found.push(ascii(bytes, at, at + 4));
  return found;
}

/** Which accepted format a file's first bytes announce, before anything decodes it. */
export function sniffFormat(bytes: Uint8Array): AcceptedFormat | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (brands(bytes).some((brand) => brand === "avif" || brand === "avis")) return "avif";
  return undefined;
}

/** What a refused file's first bytes suggest, for the message: the common image formats. */
function lookalike(bytes: Uint8Array): string | undefined {
  const start = ascii(bytes, 0, 6);
  if (start === "GIF87a" || start === "GIF89a") return "a GIF";
  if (start.startsWith("II*\0") || start.startsWith("MM\0*")) return "a TIFF";
  if (start.startsWith("BM")) return "a BMP";
  if (brands(bytes).some((brand) => ["heic", "heix", "hevc", "mif1"].includes(brand)))
    return "a HEIC";
  if (/^\s*(<\?xml|<svg)/i.test(new TextDecoder().decode(bytes.subarray(0, 200)))) return "an SVG";
  return undefined;
}

/** The format sharp read, in our names: libvips calls AVIF "heif" compressed with AV1. */
function formatRead(metadata: Metadata): string | undefined {
  if (metadata.format === "heif") return metadata.compression === "av1" ? "avif" : "heif";
  return metadata.format;
}

/**
 * Checks an upload by its bytes: size, real image type, dimensions. The first bytes must be one
 * of the accepted formats before sharp reads the file, and sharp must then read that format.
 */
export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.byteLength === 0) return { ok: false, message: "Choose an image file to upload" };
  if (bytes.byteLength > MEDIA_MAX_BYTES) {
    return {
      ok: false,
      message: `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB: make it smaller first`,
    };
  }
  const format = sniffFormat(bytes);
  if (!format) {
    const other = lookalike(bytes);
    return {
      ok: false,
      message: other
        ? `This file looks like ${other} image, which is not accepted: use JPEG, PNG, WebP or AVIF`
        : NOT_AN_IMAGE,
    };
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return { ok: false, message: NOT_AN_IMAGE };
  }
  // A file that begins like one format and reads as another is not what it claims to be.
  if (formatRead(metadata) !== format) return { ok: false, message: NOT_AN_IMAGE };
  const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
  const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  if (width * height > MAX_PIXELS) {
    return { ok: false, message: "The image has too many pixels: make it smaller first" };
  }
  if (width < MIN_WIDTH) {
    return {
      ok: false,
      message: `The image is ${width} pixels wide: it needs at least ${MIN_WIDTH}`,
    };
  }
  return { ok: true, format, width, height };
}

/** The widths to write for a source `width` pixels wide: the site's, never enlarged. */
export function widthsFor(width: number): number[] {
  const fitting = MEDIA_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length ? fitting : [MIN_WIDTH];
}

/**
 * Writes the variants of `bytes` into `folder` (created), cropped to 3:2 around the most
 * interesting part; removes the folder again when anything fails.
 */
export async function processImage(
  bytes: Uint8Array,
  folder: string,
  publicBase: string,
  width: number,
): Promise<Variant[]> {
  await mkdir(folder, { recursive: true });
  try {
    const variants: Variant[] = [];
    const widths = widthsFor(width);
    const largest = Math.max(...widths);
    for (const size of widths) {
      // No metadata call (keepExif, withMetadata…): sharp then writes none, so the camera's EXIF,
      // its GPS position, XMP and IPTC stay behind; rotate() has applied the orientation first.
      const resized = sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(size, Math.round(size / MEDIA_ASPECT), { fit: "cover", position: "attention" });
      const outputs: [Variant["format"], Sharp][] = [
        ["avif", resized.clone().avif({ quality: 50, effort: 4 })],
        ["webp", resized.clone().webp({ quality: 78 })],
      ];
      if (size === largest)
        outputs.push(["jpg", resized.clone().jpeg({ quality: 80, mozjpeg: true })]);
      for (const [format, pipeline] of outputs) {
        const file = `${size}.${format}`;
        await writeFile(path.join(folder, file), await pipeline.toBuffer());
        variants.push({ format, width: size, path: `${publicBase}/${file}` });
      }
    }
    return variants;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}

export type UploadFields = { credit: string } & Partial<Record<`alt_${Locale}`, string>>;

export type UploadResult =
  | { ok: true; media: MediaRow }
  | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/** Reads, checks and stores an upload from the desk's form. */
export async function uploadImage(
  db: Database,
  staff: Staff,
  form: FormData,
  options: { mediaDir?: string; process?: typeof processImage } = {},
): Promise<UploadResult> {
  const credit = String(form.get("credit") ?? "").trim();
  const values: Record<string, string> = { credit };
  for (const locale of locales)
    values[`alt_${locale}`] = String(form.get(`alt_${locale}`) ?? "").trim();
  const errors: Record<string, string> = {};
  if (!values.alt_en) errors.alt_en = "Describe the image for people who cannot see it";
  for (const locale of locales) {
    if ((values[`alt_${locale}`] ?? "").length > 250)
      errors[`alt_${locale}`] = "Keep the alt text under 250 characters";
  }
  if (!credit) errors.credit = "Say who took or owns the image (the credit)";
  else if (credit.length > 200) errors.credit = "Keep the credit under 200 characters";
  const file = form.get("file");
  let check: ImageCheck = { ok: false, message: "Choose an image file to upload" };
  let bytes = new Uint8Array();
  if (file instanceof File && file.size > 0) {
    if (file.size > MEDIA_MAX_BYTES) {
      check = {
        ok: false,
        message: `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB: make it smaller first`,
      };
    } else {
      bytes = new Uint8Array(await file.arrayBuffer());
      check = await checkImage(bytes);
    }
  }
  if (!check.ok) errors.file = check.message;
  if (!check.ok || Object.keys(errors).length) return { ok: false, errors, values };

  const key = randomBytes(12).toString("hex");
  const mediaDir = options.mediaDir ?? config().mediaDir;
  const alt = Object.fromEntries(
    locales.flatMap((locale) => {
      const text = values[`alt_${locale}`];
      return text ? [[locale, text]] : [];
    }),
  );
  const base = {
    key,
    originalName: (file as File).name.slice(0, 200) || "upload",
    sourceFormat: check.format,
    width: check.width,
    height: check.height,
    bytes: bytes.byteLength,
    alt,
    credit,
    uploadedBy: staff.email,
  };
  const actor = { id: staff.id, label: staff.email };
  try {
    const variants = await (options.process ?? processImage)(
      bytes,
      path.join(mediaDir, key),
      `${MEDIA_PATH}/${key}`,
      check.width,
    );
    return { ok: true, media: await recordMedia(db, { ...base, variants }, actor) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const failed = await recordMedia(db, { ...base, status: "failed", error: reason }, actor);
    await reportProblem(db, {
      key: `image:${failed.id}`,
      kind: "image",
      entity: { type: "media", id: failed.id },
      message: `The image "${base.originalName}" you uploaded could not be processed: ${reason}. Try another copy of it, or save it as JPEG first.`,
      link: "/desk/media",
      owner: staff.email,
    });
    wakeMailService();
    return {
      ok: false,
      errors: {
        file: "The image could not be processed. It is listed under Problems on the desk; try another copy of it, or save it as JPEG first",
      },
      values,
    };
  }
}

export type RemovalResult =
  | { ok: true; name: string; message: string }
  | { ok: false; message: string; uses?: MediaUse[] };

/**
 * Deletes an image after the confirmation step: refused while any content uses it (the message
 * lists where); otherwise its row goes (audited) and then its files. Files that cannot be
 * removed are only left behind: nothing points at them any more.
 */
export async function removeImage(
  db: Database,
  staff: Staff,
  form: FormData,
  options: { mediaDir?: string } = {},
): Promise<RemovalResult> {
  const id = Number(form.get("id"));
  if (!Number.isInteger(id) || id < 1) return { ok: false, message: "Choose an image to delete." };
  if (form.get("confirm") !== "yes") {
    return { ok: false, message: "Confirm the deletion with the button on the confirmation." };
  }
  const result = await deleteMedia(db, id, { id: staff.id, label: staff.email });
  if (!result.ok) {
    return result.reason === "not-found"
      ? { ok: false, message: "This image is not in the library any more." }
      : {
          ok: false,
          message: `“${result.media.originalName}” is not deleted: it is still used by ${result.uses.length === 1 ? "this item" : `these ${result.uses.length} items`}. Choose another image there first.`,
          uses: result.uses,
        };
  }
  const folder = path.join(options.mediaDir ?? config().mediaDir, result.media.key);
  try {
    await rm(folder, { recursive: true, force: true });
  } catch {
    return {
      ok: true,
      name: result.media.originalName,
      message: `${result.media.originalName} is deleted from the library; its files could not be removed from the disk (${folder}).`,
    };
  }
  return {
    ok: true,
    name: result.media.originalName,
    message: `${result.media.originalName} is deleted, with its files.`,
  };
}
