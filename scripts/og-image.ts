/**
 * Renders the social-share picture (issue 9): public/artwork/site/og-default.jpg, 1200 × 630.
 *   npm run artwork   (after scripts/generate-artwork.ts)
 *
 * Facebook, X, LinkedIn and search engines do not accept SVG for og:image / twitter:image, so
 * the SVG artwork (public/artwork/site/og-default.svg) is rasterised in Chromium with the site
 * name over it. Run it again after scripts/generate-artwork.ts changes that picture.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { findChromium } from "./chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const svg = readFileSync(path.join(root, "public/artwork/site/og-default.svg"), "utf8");
const font = readFileSync(
  path.join(root, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"),
).toString("base64");
const out = path.join(root, "public/artwork/site/og-default.jpg");

const html = `<!doctype html><html><head><style>
@font-face{font-family:Inter;src:url(data:font/woff2;base64,${font}) format("woff2");font-weight:100 900}
*{margin:0;box-sizing:border-box}
body{width:1200px;height:630px;overflow:hidden;position:relative;font-family:Inter,sans-serif}
.art{position:absolute;inset:0}
.art svg{width:1200px;height:800px;position:absolute;top:-110px;left:0}
.shade{position:absolute;inset:0;background:linear-gradient(90deg,rgba(15,23,42,.78),rgba(15,23,42,.35) 55%,rgba(15,23,42,0))}
.text{position:absolute;left:72px;bottom:84px;color:#fff}
h1{font-size:96px;font-weight:800;letter-spacing:-.02em;line-height:1}
p{margin-top:20px;font-size:36px;font-weight:500;color:#f1f5f9}
.bar{width:120px;height:10px;background:#f2b705;border-radius:5px;margin-bottom:28px}
</style></head><body><div class="art">${svg}</div><div class="shade"></div>
<div class="text"><div class="bar"></div><h1>Explore Kosovo</h1><p>Destinations, events and honest travel advice</p></div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out, type: "jpeg", quality: 85 });
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  await browser.close();
}
