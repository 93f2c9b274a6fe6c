/**
 * Renders the app icons of the web app manifest (issue 21) from our own artwork:
 *   npm run artwork   (after scripts/generate-artwork.ts and scripts/og-image.ts)
 *
 * The picture is the site's social-share scene (public/artwork/site/og-default.svg: mountains
 * and the fortress at golden hour), cropped square, rasterised in Chromium as og-image.ts does:
 * public/icons/icon-192.png and icon-512.png with rounded corners ("any"), and
 * icon-maskable-512.png full-bleed, its subject inside the central safe circle, for launchers
 * that cut icons to their own shape ("maskable").
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { findChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "public/artwork/site/og-default.svg"), "utf8");
const outDir = path.join(root, "public/icons");
mkdirSync(outDir, { recursive: true });

/** The scene is 1200 × 800: a square of its full height, centred, is the icon. */
function iconHtml(size: number, maskable: boolean): string {
  // Maskable icons may be cut to a circle of 80 % of the side: show a little more of the scene.
  const scale = (maskable ? 1.15 : 1.3) * (size / 800);
  const width = 1200 * scale;
  const height = 800 * scale;
  const radius = maskable ? 0 : Math.round(size * 0.2);
  return `<!doctype html><html><head><style>
*{margin:0}
html,body{width:${size}px;height:${size}px;overflow:hidden;background:transparent}
.icon{position:relative;width:${size}px;height:${size}px;overflow:hidden;border-radius:${radius}px}
.icon svg{position:absolute;width:${width}px;height:${height}px;left:${(size - width) / 2}px;bottom:0}
</style></head><body><div class="icon">${svg}</div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const [name, size, maskable] of [
    ["icon-192.png", 192, false],
    ["icon-512.png", 512, false],
    ["icon-maskable-512.png", 512, true],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(iconHtml(size, maskable));
    const out = path.join(outDir, name);
    const shot = await page.screenshot({ type: "png", omitBackground: !maskable });
    // The smaller of a 256-colour palette and full colour, both at PNG's strongest compression:
    // the home-screen icon is fetched by a first visit (192 px: 10 KB as shot, 3 KB in a palette).
    const [palette, full] = await Promise.all([
      sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9, effort: 10 }).toBuffer(),
      sharp(shot).png({ compressionLevel: 9, effort: 10 }).toBuffer(),
    ]);
    writeFileSync(out, palette.length < full.length ? palette : full);
    await page.close();
    console.log(`wrote ${path.relative(root, out)}`);
  }
} finally {
  await browser.close();
}
