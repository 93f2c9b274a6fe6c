import interLatin from "../assets/fonts/inter-latin.woff2?url";
import interLatinExt from "../assets/fonts/inter-latin-ext.woff2?url";

/**
 * Inter, self-hosted (DESIGN: one humanist sans, Latin Extended, `font-display: swap`), cut by
 * scripts/subset-fonts.ts to the weights 400–700 and, of Latin Extended, to the letters our
 * texts use. It is never on a first page's critical path (decision 125): a visitor's first page
 * is drawn in the metric-matched fallback faces (app.css); Inter is fetched once that page has
 * loaded and been painted (a small page can load before its first paint), when the browser is
 * idle, and named at the next page the visitor opens, so a page that is being read never
 * reflows under the reader. Every later load, this browser has the files already and Inter is
 * named before anything is drawn.
 *
 * All of it is the head's inline script (allowed by its hash, lib/security.ts), written into
 * the HTML here rather than rendered by React, so the client bundle does not carry it (React
 * leaves a tag it did not render in the head alone); the frame calls `window.ekFonts()` after
 * a client-side navigation (root.tsx).
 */
export const FONT_FACES = [
  {
    url: interLatin,
    unicodeRange:
      "U+0000-00FF, U+0131, U+0152-0153, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2190-2193, U+2212",
  },
  {
    url: interLatinExt,
    unicodeRange: "U+0107, U+010D, U+0110, U+0111, U+0130, U+0131, U+0159, U+0160, U+0161, U+017E",
  },
] as const;
const FAMILY = "Inter Variable";
const DESCRIPTORS = { weight: "400 700", style: "normal", display: "swap" };
/** Set once this browser holds the files; its value is their version (the hashed URLs). */
const STORAGE_KEY = "ek-fonts";
const VERSION = FONT_FACES.map((face) => face.url).join(" ");

const json = JSON.stringify;
export const FONT_HEAD_SCRIPT = `(()=>{const F=${json(FONT_FACES)},V=${json(VERSION)},K=${json(STORAGE_KEY)};
const faces=()=>F.map(f=>new FontFace(${json(FAMILY)},"url("+f.url+") format('woff2')",Object.assign({unicodeRange:f.unicodeRange},${json(DESCRIPTORS)})));
const name=l=>l.forEach(f=>document.fonts.add(f));
try{if(localStorage.getItem(K)===V){name(faces());window.ekFonts=()=>{};return}}catch(e){}
let loading;
const start=()=>{loading=Promise.all(faces().map(f=>f.load())).then(l=>{try{localStorage.setItem(K,V)}catch(e){}return l},()=>[])};
const idle=()=>window.requestIdleCallback?requestIdleCallback(start):setTimeout(start,1);
const painted=()=>{const P=window.PerformanceObserver;if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return idle();new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();idle()}}).observe({type:"paint",buffered:true})};
addEventListener("load",painted,{once:true});
window.ekFonts=()=>{if(loading)loading.then(name)}})()`;

/** `html` with the font script at the end of its head (a document without a head is left). */
export function withFontScript(html: string): string {
  return html.replace("</head>", () => `<script>${FONT_HEAD_SCRIPT}</script></head>`);
}
