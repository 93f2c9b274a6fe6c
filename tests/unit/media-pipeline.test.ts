import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkImage, processImage, widthsFor } from "../../app/features/desk/media.server.ts";
import { MEDIA_MAX_BYTES } from "../../app/lib/media.ts";

/**
 * The desk's image pipeline (issue 18 item 3): the type is read from the bytes, not the name;
 * too large files and non-images are refused; a real image becomes AVIF and WebP at the site's
 * widths, 3:2, with a JPEG of the largest.
 */

let folder = "";
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "media-test-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const photo = (width: number, height: number, format: "png" | "jpeg") =>
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

  it("refuses a text file whatever it is called", async () => {
    const text = new TextEncoder().encode("GIF89a? no: this is just text pretending, named .jpg");
    const result = await checkImage(text);
    expect(result).toEqual({
      ok: false,
      message: "This file is not an image (JPEG, PNG, WebP or AVIF)",
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
    expect(await checkImage(svg)).toMatchObject({ ok: false, message: /SVG file is not accepted/ });
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
