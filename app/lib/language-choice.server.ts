/**
 * The language a visitor speaks (issue 32 item 4, decision 151), decided before the first paint
 * by a small script in the head, so the offer shows without moving the page and works before
 * the page's own script has loaded:
 * - a visitor who chose a language (the picker, an offer) and lands on a page in another one is
 *   offered the page in theirs; a first visitor whose browser asks for one of our languages
 *   (`navigator.languages`, what `Accept-Language` says) is offered it the same way. The script
 *   only sets `data-offer` on `<html>`; the offer, rendered in every language by the server
 *   (components/chrome/language-offer.tsx), is shown by CSS. The site never redirects by itself:
 *   crawlers and shared links get the page they asked for.
 * - a choice is remembered in `localStorage` and in the `language` cookie: the server sends `/` to
 *   that language's home (server/language-home.ts), and so does this script when `/` was answered
 *   from a cache that could not look at the cookie (a CDN).
 * - clicks on `[data-language-choice]` links and `[data-offer-dismiss]` buttons are handled here,
 *   from the document, so they work before hydration and after.
 */

/** The cookie that remembers a chosen language (a year, whole site, no script needs to hide it). */
export const LANGUAGE_COOKIE = "language";

const SOURCE = `(()=>{
const L=["en","sq","de","it"],h=document.documentElement,page=h.lang;
const get=k=>{try{return localStorage.getItem(k)}catch{return null}};
const put=(k,v)=>{try{localStorage.setItem(k,v)}catch{}};
const known=v=>v==="al"?"sq":L.includes(v)?v:null;
const cookie=(document.cookie.match(/(?:^|; )language=([a-z]{2})/)||[])[1];
const chosen=known(get("language"))||known(cookie);
if(chosen&&chosen!=="en"&&page==="en"&&location.pathname==="/"){location.replace("/"+chosen+location.search);return}
let wanted=chosen;
if(!wanted)for(const t of navigator.languages||[]){const c=known(String(t).slice(0,2).toLowerCase());if(c){wanted=c;break}}
if(wanted&&wanted!==page&&get("language-offer-dismissed")!==wanted+":"+page)h.dataset.offer=wanted;
const remember=c=>{put("language",c);document.cookie="language="+c+"; Path=/; Max-Age=31536000; SameSite=Lax"+(location.protocol==="https:"?"; Secure":"")};
addEventListener("click",e=>{
const t=e.target instanceof Element?e.target:null;if(!t)return;
const a=t.closest("[data-language-choice]");if(a){const c=known(a.getAttribute("data-language-choice"));if(c)remember(c);return}
const d=t.closest("[data-offer-dismiss]");if(d){put("language-offer-dismissed",h.dataset.offer+":"+h.lang);delete h.dataset.offer}},true);
})()`;

export const LANGUAGE_HEAD_SCRIPT = SOURCE.replace(/\n/g, "");

/** `html` with the script at the end of its head (it reads `<html lang>` and sets an attribute). */
export function withLanguageScript(html: string): string {
  const script = `<script>${LANGUAGE_HEAD_SCRIPT}</script>`;
  return html.includes("</head>") ? html.replace("</head>", () => `${script}</head>`) : html;
}
