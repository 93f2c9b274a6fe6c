import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkImage,
  processImage,
  sniffFormat,
  widthsFor,
} from "../../app/features/desk/media.server.ts";
import { MEDIA_MAX_BYTES } from "../../app/lib/media.ts";

/**
 * The desk's image pipeline (issue 18 item 3, issue 29 item 13): the type is read from the
 * bytes, not the name, and only JPEG, PNG, WebP and AVIF are taken; too large files and
 * non-images are refused; a real image becomes AVIF and WebP at the site's widths, 3:2, with a
 * JPEG of the largest, and none of them keeps the camera's EXIF or GPS position.
 */

let folder = "";
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "media-test-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

type Format = "png" | "jpeg" | "webp" | "avif" | "gif" | "tiff";

const photo = (width: number, height: number, format: Format) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="#fc0"/></svg>`,
        ),
      },
    ])
    [format]()
    .toBuffer();

describe("checkImage", () => {
  it("accepts a real PNG and a real JPEG, reading their size", async () => {
    expect(await checkImage(await photo(900, 600, "png"))).toEqual({
      ok: true,
      format: "png",
      width: 900,
      height: 600,
    });
    expect(await checkImage(await photo(1600, 1000, "jpeg"))).toMatchObject({
      ok: true,
      format: "jpeg",
    });
  });

  it("refuses a text file whatever it is called, and one that only begins like a JPEG", async () => {
    const text = new TextEncoder().encode("Just text, named .jpg");
    expect(await checkImage(text)).toEqual({
      ok: false,
      message: "This file is not an image (JPEG, PNG, WebP or AVIF)",
    });
    const jpegStart = new Uint8Array([0xff, 0xd8, 0xff, ...new TextEncoder().encode("no: text")]);
    expect(await checkImage(jpegStart)).toEqual({
      ok: false,
      message: "This file is not an image (JPEG, PNG, WebP or AVIF)",
    });
    // Its first bytes are a GIF's: refused without a decoder, by what it looks like.
    const pretending = new TextEncoder().encode("GIF89a? no: this is just text pretending");
    expect(await checkImage(pretending)).toMatchObject({
      ok: false,
      message: /^This file looks like a GIF image, which is not accepted/,
    });
  });

  it("refuses a file over the size limit before decoding it", async () => {
    const result = await checkImage(new Uint8Array(MEDIA_MAX_BYTES + 1));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/larger than 15 MB/);
  });

  it("refuses an image too narrow for a card, and an SVG (not a photo format)", async () => {
    expect(await checkImage(await photo(300, 200, "png"))).toMatchObject({ ok: false });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>');
    expect(await checkImage(svg)).toMatchObject({
      ok: false,
      message:
        "This file looks like an SVG image, which is not accepted: use JPEG, PNG, WebP or AVIF",
    });
  });

  it("accepts WebP and AVIF, and names AVIF as such (libvips reads it as HEIF)", async () => {
    expect(await checkImage(await photo(900, 600, "webp"))).toEqual({
      ok: true,
      format: "webp",
      width: 900,
      height: 600,
    });
    expect(await checkImage(await photo(900, 600, "avif"))).toEqual({
      ok: true,
      format: "avif",
      width: 900,
      height: 600,
    });
  });

  it("refuses GIF and TIFF, which sharp could read, with a message naming them", async () => {
    expect(await checkImage(await photo(900, 600, "gif"))).toEqual({
      ok: false,
      message:
        "This file looks like a GIF image, which is not accepted: use JPEG, PNG, WebP or AVIF",
    });
    expect(await checkImage(await photo(900, 600, "tiff"))).toEqual({
      ok: false,
      message:
        "This file looks like a TIFF image, which is not accepted: use JPEG, PNG, WebP or AVIF",
    });
  });

  it("refuses a file that begins like one format and is another", async () => {
    // A PNG signature in front of a GIF: sharp would read the GIF.
    const gif = await photo(900, 600, "gif");
    const disguised = Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), gif]);
    expect(sniffFormat(disguised)).toBe("png");
    expect(await checkImage(disguised)).toEqual({
      ok: false,
      message: "This file is not an image (JPEG, PNG, WebP or AVIF)",
    });
  });
});

describe("sharp", () => {
  it("is 0.35 or later: 0.34 bundles libvips with known advisories (GHSA-f88m-g3jw-g9cj)", () => {
    const [major = 0, minor = 0] = sharp.versions.sharp.split(".").map(Number);
    expect(major > 0 || minor >= 35, sharp.versions.sharp).toBe(true);
  });
});

describe("sniffFormat", () => {
  it("reads the four accepted formats from their first bytes and nothing else", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      expect(sniffFormat(await photo(400, 300, format))).toBe(format);
    }
    expect(sniffFormat(await photo(400, 300, "gif"))).toBeUndefined();
    expect(sniffFormat(await photo(400, 300, "tiff"))).toBeUndefined();
    // An ISO-BMFF file of another brand (here a HEIC's) is no AVIF.
    const heic = Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1");
    expect(sniffFormat(heic)).toBeUndefined();
    expect(await checkImage(heic)).toMatchObject({
      message: /^This file looks like a HEIC image, which is not accepted/,
    });
    expect(sniffFormat(new Uint8Array())).toBeUndefined();
  });
});

describe("processImage", () => {
  it("writes AVIF and WebP at every width the site uses, 3:2, and a JPEG of the largest", async () => {
    const bytes = await photo(1600, 1200, "jpeg");
    const target = path.join(folder, "abc");
    const variants = await processImage(bytes, target, "/media/abc", 1600);
    expect(variants.map((variant) => variant.path).sort()).toEqual(
      [
        "/media/abc/400.avif",
        "/media/abc/400.webp",
        "/media/abc/800.avif",
        "/media/abc/800.webp",
        "/media/abc/1200.avif",
        "/media/abc/1200.webp",
        "/media/abc/1200.jpg",
      ].sort(),
    );
    expect((await readdir(target)).sort()).toEqual(
      ["1200.avif", "1200.jpg", "1200.webp", "400.avif", "400.webp", "800.avif", "800.webp"].sort(),
    );
    const avif = await sharp(path.join(target, "800.avif")).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(["heif", 800, 533]);
    const webp = await sharp(path.join(target, "1200.webp")).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(["webp", 1200, 800]);
    const jpeg = await sharp(path.join(target, "1200.jpg")).metadata();
    expect(jpeg.format).toBe("jpeg");
  }, 60_000); // AVIF encoding takes seconds on a busy machine

  it("keeps no EXIF, GPS position, XMP or IPTC in any file it writes, from any accepted format", async () => {
    // A camera's EXIF with the GPS position where the photo was taken (near Prizren).
    const exif = {
      IFD0: { Make: "ExampleCam", Model: "Field 7", Copyright: "Test Photographer" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "42/1 12/1 30/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "20/1 44/1 20/1",
      },
    };
    for (const format of ["jpeg", "png", "webp", "avif"] as const) {
      const tagged = await sharp(await photo(1000, 700, format))
        .withExif(exif)
        [format]()
        .toBuffer();
      const source = await sharp(tagged).metadata();
      expect(source.exif?.toString("latin1"), format).toContain("ExampleCam");
      // The GPS IFD pointer (tag 0x8825, little-endian) is in the source's EXIF.
      expect(source.exif?.includes(Buffer.from([0x25, 0x88])), format).toBe(true);
      const target = path.join(folder, `exif-${format}`);
      const variants = await processImage(tagged, target, `/media/exif-${format}`, 1000);
      expect(variants.length).toBeGreaterThan(0);
      for (const file of await readdir(target)) {
        const bytes = await readFile(path.join(target, file));
        const written = await sharp(bytes).metadata();
        expect([file, written.exif, written.xmp, written.iptc]).toEqual([
          file,
          undefined,
          undefined,
          undefined,
        ]);
        expect(bytes.includes("ExampleCam"), `${format} → ${file}`).toBe(false);
        expect(bytes.includes("Exif\0\0"), `${format} → ${file}`).toBe(false);
      }
    }
  }, 120_000);

  it("never enlarges: a 900-pixel image gets the 400 and 800 widths only", () => {
    expect(widthsFor(900)).toEqual([400, 800]);
    expect(widthsFor(5000)).toEqual([400, 800, 1200]);
  });

  it("leaves no folder behind when processing fails", async () => {
    const target = path.join(folder, "broken");
    // Valid header, truncated body: sharp reads the metadata but cannot decode the pixels.
    const whole = await photo(1000, 700, "png");
    await expect(
      processImage(whole.subarray(0, 200), target, "/media/broken", 1000),
    ).rejects.toThrow();
    await expect(readdir(target)).rejects.toThrow();
  });
});
